import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  CommandFailure
} from "./chunk-ZJ6UEI4Y.js";

// src/cli/commands/roomService.ts
function hasRecordings(rooms) {
  return typeof rooms.listRecordings === "function";
}
async function roomService(rt, opts) {
  const rooms = await (await rt.target(opts)).getRooms();
  if (!hasRecordings(rooms)) throw new CommandFailure("this room client has no recordings interface", "UNSUPPORTED");
  return rooms;
}
function roomNameOf(rooms, urlOrName) {
  return urlOrName.includes("://") ? rooms.getNameFromUrl(urlOrName) : urlOrName;
}
function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => i === cells.length - 1 ? c : c.padEnd(widths[i])).join("  ");
  return `${[line(header), ...rows.map(line)].join("\n")}
`;
}

export {
  hasRecordings,
  roomService,
  roomNameOf,
  table
};
