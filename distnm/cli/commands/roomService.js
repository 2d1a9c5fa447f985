import { CommandFailure } from '../failures.js';
export function hasRecordings(rooms) {
    return typeof rooms.listRecordings === 'function';
}
export async function roomService(rt, opts) {
    const rooms = await (await rt.target(opts)).getRooms();
    if (!hasRecordings(rooms))
        throw new CommandFailure('this room client has no recordings interface', 'UNSUPPORTED');
    return rooms;
}
/** A room URL or a bare name → the name. */
export function roomNameOf(rooms, urlOrName) {
    return urlOrName.includes('://') ? rooms.getNameFromUrl(urlOrName) : urlOrName;
}
export { formatBytes, formatDuration, formatTimestamp, recordingFormat, recordingSize } from '../../api/recordingInfo.js';
/** Aligned columns, header first. */
export function table(header, rows) {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
    return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
