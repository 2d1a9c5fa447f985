import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  sipEndpoint
} from "./chunk-UY6GZFHY.js";
import {
  sanitizeDeep
} from "./chunk-BO633EMQ.js";

// src/cli/commands/roomOutput.ts
function safeRoom(room) {
  const clean = sanitizeDeep(room, { singleLine: true });
  return { ...clean, sip_endpoint: sipEndpoint(clean.config) };
}
function formatValue(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function roomLines(room) {
  const rows = [
    ["name", room.name],
    ["url", room.url],
    ["privacy", String(room.privacy)],
    ["id", room.id],
    ["created_at", room.created_at],
    ["api_created", String(room.api_created)]
  ];
  for (const [key, value] of Object.entries(room.config ?? {})) rows.push([`config.${key}`, formatValue(value)]);
  if (room.sip_endpoint) rows.push(["sip_endpoint", room.sip_endpoint]);
  const width = Math.max(...rows.map(([k]) => k.length));
  return `${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join("\n")}
`;
}
function printRoom(rt, room, json) {
  const safe = safeRoom(room);
  if (json) rt.json(safe);
  else rt.out(roomLines(safe));
}

export {
  safeRoom,
  roomLines,
  printRoom
};
