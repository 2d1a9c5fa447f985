import { sanitizeDeep } from '../../api/redact/sanitize.js';
import { sipEndpoint, type RoomObject } from '../../api/models.js';
import type { Runtime } from '../runtime.js';
import { maxOf } from '../style.js';

/** A room from the service, every string stripped of terminal control sequences, plus the seed's sip_endpoint. */
export function safeRoom(room: RoomObject): RoomObject & { sip_endpoint: string } {
  const clean = sanitizeDeep(room, { singleLine: true });
  return { ...clean, sip_endpoint: sipEndpoint(clean.config) };
}

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `field  value` lines: the room's fields, then each config property. */
export function roomLines(room: ReturnType<typeof safeRoom>): string {
  const rows: Array<[string, string]> = [
    ['name', room.name],
    ['url', room.url],
    ['privacy', String(room.privacy)],
    ['id', room.id],
    ['created_at', room.created_at],
    ['api_created', String(room.api_created)],
  ];
  for (const [key, value] of Object.entries(room.config ?? {})) rows.push([`config.${key}`, formatValue(value)]);
  if (room.sip_endpoint) rows.push(['sip_endpoint', room.sip_endpoint]);
  const width = maxOf(rows, ([k]) => k.length);
  return `${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}

export function printRoom(rt: Runtime, room: RoomObject, json: boolean | undefined): void {
  const safe = safeRoom(room);
  if (json) rt.json(safe);
  else rt.out(roomLines(safe));
}
