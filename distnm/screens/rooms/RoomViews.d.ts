import type { RoomObject } from '../../api/models.js';
import type { ReadableTokenClaims } from '../../api/token.js';
import type { Recording } from '../../api/recordings.js';
export declare function expiryCell(room: RoomObject, nowMs: number): string;
/** Columns by width: CREATED from 110 columns, RECORDING (the effective format) from 80. */
export declare function RoomTable(props: {
    rooms: RoomObject[];
    selected: string | null;
    nowMs: number;
    width: number;
    forceAudioOnly: 0 | 1 | undefined;
}): import("react").JSX.Element;
/** The detail's "recording now" value: the room's in-progress recording, none, or still being read. */
export declare function activeRecordingText(room: RoomObject, active: Recording | null | undefined, nowMs: number): string;
export declare function RoomDetailView({ room, forceAudioOnly, activeRecording, nowMs, title, }: {
    room: RoomObject;
    forceAudioOnly: 0 | 1 | undefined;
    activeRecording: Recording | null | undefined;
    nowMs: number;
    title: string;
}): import("react").JSX.Element;
export declare function TokenClaimsView({ claims, nowMs }: {
    claims: ReadableTokenClaims;
    nowMs: number;
}): import("react").JSX.Element;
