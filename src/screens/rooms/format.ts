// Time and room formatting for the rooms screen. Pure; `nowMs` always comes from the store's clock. Total: any
// number (NaN, Infinity, a time in milliseconds) gives a text, never a throw.
import type { RoomObject, RoomProperties } from '../../api/models.js';
import { ROOM_PROPERTY_DEFAULTS, ROOM_SIP_DEFAULTS } from '../../api/models.js';
import { isoSeconds, unitsDuration } from '../../api/words/timeText.js';

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "90", "90s", "30m", "1h", "1h30m", "2d" → seconds; null when it is not a duration. */
export function parseDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  if (!/^(\d+[smhd])+$/.test(t)) return null;
  let total = 0;
  for (const m of t.matchAll(/(\d+)([smhd])/g)) total += Number(m[1]) * UNITS[m[2]!]!;
  return total;
}

/** "in 1h" / "expired 3m ago" relative to now; "—" for no number. */
export function formatRelative(unixSeconds: number, nowMs: number): string {
  if (!Number.isFinite(unixSeconds) || !Number.isFinite(nowMs)) return '—';
  const delta = unixSeconds - nowMs / 1000;
  if (delta >= 0) return `in ${unitsDuration(delta)}`;
  return `expired ${unitsDuration(-delta)} ago`;
}

/** Always UTC, so what the screen shows does not depend on the machine's zone; "invalid time" when no date holds it. */
export function formatTimestamp(unixSeconds: number): string {
  const iso = isoSeconds(unixSeconds, '');
  return iso === '' ? 'invalid time' : `${iso.replace('T', ' ').replace(/\.\d+Z$/, '')} UTC`;
}

export function formatIso(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatTimestamp(Math.floor(ms / 1000));
}

/** Config entries that differ from the seed's defaults (and are not service-supplied like sip_uri). */
export function nonDefaultConfig(config: RoomProperties | undefined): Array<[string, unknown]> {
  if (!config) return [];
  const defaults: Record<string, unknown> = ROOM_PROPERTY_DEFAULTS;
  const out: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(config)) {
    if (key === 'sip_uri' || value === undefined || value === null) continue;
    if (key in defaults && defaults[key] === value) continue;
    if (key === 'sip' && value && typeof value === 'object') {
      out.push([key, { ...ROOM_SIP_DEFAULTS, ...(value as object) }]);
      continue;
    }
    out.push([key, value]);
  }
  return out.sort(([a], [b]) => a.localeCompare(b));
}

export function formatConfigValue(key: string, value: unknown): string {
  if (key === 'exp' && typeof value === 'number') return formatTimestamp(value);
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(' ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The seed's recording rules: cloud → .mp4; cloud-audio-only → .m4a (audio/mp4); a domain with
 * force_audio_only_recording = 1 turns cloud into audio-only too.
 */
export function recordingFormat(room: Pick<RoomObject, 'config'>, forceAudioOnly: 0 | 1 | undefined): string {
  const mode = room.config?.enable_recording;
  if (!mode) return 'not recorded (enable_recording unset)';
  if (mode === 'cloud-audio-only') return '.m4a (audio/mp4, cloud-audio-only)';
  if (mode === 'cloud') {
    return forceAudioOnly === 1 ? '.m4a (audio/mp4, domain force_audio_only_recording = 1)' : '.mp4 (cloud)';
  }
  if (mode === 'local') return 'local: recorded in the participant’s browser, no cloud file';
  return `${mode}: one file per track`;
}

/** The room list's RECORDING column: the room's mode and the file it makes (see recordingFormat). */
export function recordingColumn(room: Pick<RoomObject, 'config'>, forceAudioOnly: 0 | 1 | undefined): string {
  const mode = room.config?.enable_recording;
  if (!mode) return '—';
  if (mode === 'cloud')
    return forceAudioOnly === 1
      ? 'cloud → audio-only (domain)'
      : forceAudioOnly === 0
        ? 'cloud → .mp4'
        : 'cloud → .mp4 (domain?)';
  if (mode === 'cloud-audio-only') return 'cloud-audio-only → .m4a';
  if (mode === 'raw-tracks') return 'raw-tracks → .webm/track';
  if (mode === 'local') return 'local (browser)';
  return mode;
}

/** The domain line over the room list. */
export function domainRecordingLine(forceAudioOnly: 0 | 1 | undefined, error: string | null): string {
  if (forceAudioOnly === undefined)
    return error ? `domain recording setting unknown: ${error} (r re-reads)` : 'domain recording setting: not read yet';
  return `domain force_audio_only_recording = ${forceAudioOnly}: cloud → ${forceAudioOnly === 1 ? 'audio-only .m4a' : '.mp4'} · A toggles`;
}
