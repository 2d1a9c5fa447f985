import type { RoomObject, RoomProperties } from '../../api/models.js';
/** "90", "90s", "30m", "1h", "1h30m", "2d" → seconds; null when it is not a duration. */
export declare function parseDuration(text: string): number | null;
/** "1h", "1h 30m", "45s", "2d 3h": the largest unit and the next one when it is not zero. */
export declare function formatDuration(seconds: number): string;
/** "in 1h" / "expired 3m ago" relative to now. */
export declare function formatRelative(unixSeconds: number, nowMs: number): string;
/** Always UTC, so what the screen shows does not depend on the machine's zone. */
export declare function formatTimestamp(unixSeconds: number): string;
export declare function formatIso(iso: string): string;
/** Config entries that differ from the seed's defaults (and are not service-supplied like sip_uri). */
export declare function nonDefaultConfig(config: RoomProperties | undefined): Array<[string, unknown]>;
export declare function formatConfigValue(key: string, value: unknown): string;
/**
 * The seed's recording rules: cloud → .mp4; cloud-audio-only → .m4a (audio/mp4); a domain with
 * force_audio_only_recording = 1 turns cloud into audio-only too.
 */
export declare function recordingFormat(room: Pick<RoomObject, 'config'>, forceAudioOnly: 0 | 1 | undefined): string;
/** The room list's RECORDING column: the room's mode and the file it makes (see recordingFormat). */
export declare function recordingColumn(room: Pick<RoomObject, 'config'>, forceAudioOnly: 0 | 1 | undefined): string;
/** The domain line over the room list. */
export declare function domainRecordingLine(forceAudioOnly: 0 | 1 | undefined, error: string | null): string;
