import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  DEFAULT_API_HOST,
  DEFAULT_ROOM_API_URL,
  EMULATOR_HINT,
  TargetError,
  resolveTarget
} from "./chunk-G74DLGNF.js";
import "./chunk-GFMKCGGO.js";
import "./chunk-QY4MV3PG.js";
import "./chunk-PQFZSIR2.js";
import "./chunk-X6UWKNGN.js";
import "./chunk-EPPTKU2A.js";
import "./chunk-4K7H4426.js";
import "./chunk-BO633EMQ.js";
import "./chunk-PXGO4QXW.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";
export {
  DEFAULT_API_HOST,
  DEFAULT_ROOM_API_URL,
  EMULATOR_HINT,
  TargetError,
  resolveTarget
};
