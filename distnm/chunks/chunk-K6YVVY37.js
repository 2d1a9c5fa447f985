import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  roomUrlForName
} from "./chunk-UY6GZFHY.js";
import {
  isApiError
} from "./chunk-WLHYYBCR.js";

// src/cli/commands/readBack.ts
async function readBackRoomCreated(rooms, name) {
  if (name === void 0) return "unknown";
  try {
    await rooms.getRoomFromUrl(roomUrlForName(name));
    return "applied";
  } catch (error) {
    if (isApiError(error) && error.status === 404) return "not applied";
    throw error;
  }
}
async function readBackRoomDeleted(rooms, name) {
  try {
    await rooms.getRoomFromUrl(roomUrlForName(name));
    return "not applied";
  } catch (error) {
    if (isApiError(error) && error.status === 404) return "applied";
    throw error;
  }
}

export {
  readBackRoomCreated,
  readBackRoomDeleted
};
