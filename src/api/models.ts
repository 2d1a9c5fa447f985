// Wire models. Field names are the services' own (the seed's), so objects go on the wire unchanged.

export type SecretSetType = 'secret' | 'imagePullSecret';
export type SecretSetStatus = 'pending' | 'ready' | 'failed';
/**
 * `referenced`: a set of a self-hosted region — the service stores its name, region and readiness, never its
 * contents (no keys to list, nothing to write). Absent for the sets the service holds.
 */
export type SecretSetSource = 'referenced';

/** One element of `GET /secrets` → `{sets: SecretSetSummary[]}`. */
export interface SecretSetSummary {
  name: string;
  type: SecretSetType;
  region: string;
  status: SecretSetStatus;
  /** Customer-facing message; only when status is `failed`. */
  errorMessage?: string;
  source?: SecretSetSource;
}

/** `GET /secrets/{name}`: keys only, never values (none for a referenced set). */
export interface SecretSetDetail {
  name: string;
  region: string;
  status: SecretSetStatus;
  errorMessage?: string;
  /** The user's keys: agentdeck's write marker is never one of them (it is `marker`). */
  keys: string[];
  source?: SecretSetSource;
  /** agentdeck's write marker (api/secrets/setMarker.ts): the last write through agentdeck, and whether the keys are still those it recorded. */
  marker?: SetMarkerInfo;
  /** Marker keys of earlier writes still in the set (a clean-up failed; the next write removes them). */
  olderMarkers?: string[];
  /** The emulator's count of writes to the set (the service gives none). */
  emulatorVersion?: number;
}

/** A write marker as read back from a set's key names. */
export interface SetMarkerInfo {
  key: string;
  /** `values`: the write knew every value and its digest covers them; `names`: key names and time only. */
  mode: 'values' | 'names';
  /** When the write was made (ms since the epoch). */
  writtenAt: number;
  /** Fingerprint of the key names at the write. */
  names: string;
  salt?: string;
  digest?: string;
  /** The marker's format: 2 (V2, with per-key tags) or 1 (V1, K1). Absent: 1. */
  version?: 1 | 2;
  /** V2: one tag per key in sorted key-name order, which names the keys whose value differs from a local copy. */
  tags?: string;
  /** The set's keys are the ones the marker recorded (false: a key was added or removed since, by another tool). */
  matches: boolean;
}

/** What a write did about the write marker. */
export interface MarkerWriteOutcome {
  /** The marker this write left in the set. */
  marker?: { key: string; mode: 'values' | 'names'; writtenAt: number };
  /** Why no marker describes this write (the write itself went through). */
  markerProblem?: string;
}

export interface SecretPair {
  secretKey: string;
  secretValue: string;
}

export interface Region {
  code: string;
  display_name: string;
}

export interface OrganizationProperties {
  defaultRegion: string;
}

/** `PUT /secrets/{name}` → 202 `{status:"OK", region}`. */
export interface PutResult extends MarkerWriteOutcome {
  status: string;
  /** Absent when the server's answer had none (tolerated, as the official CLI does). */
  region?: string;
}

export interface ErrorResponse {
  error: string;
  code: string;
}

// ---- Room service (Daily) ------------------------------------------------------------------------

export type RecordingMode = 'cloud' | 'cloud-audio-only' | 'local' | 'raw-tracks';
export const RECORDING_MODES: readonly RecordingMode[] = ['cloud', 'cloud-audio-only', 'local', 'raw-tracks'];

export type RoomPrivacy = 'public' | 'private';

export interface RoomSipParams {
  display_name?: string; // default 'sw-sip-dialin'
  video?: boolean; // default false
  sip_mode?: string; // default 'dial-in'
  num_endpoints?: number; // default 1
  /** Codecs per media type, e.g. `{audio: ['OPUS'], video: ['H264']}`; absent: the service's (see sipCodecs.ts). */
  codecs?: Record<string, string[]>;
  /** SIP provider: 'daily' or 'signalwire'; absent: the service's (signalwire). */
  provider?: string;
}

/** The SIP parameters with a fixed default (codecs and provider default to the service's, so stay absent). */
export const ROOM_SIP_DEFAULTS: Required<Omit<RoomSipParams, 'codecs' | 'provider'>> = {
  display_name: 'sw-sip-dialin',
  video: false,
  sip_mode: 'dial-in',
  num_endpoints: 1,
};

export interface RecordingsBucketConfig {
  bucket_name: string;
  bucket_region: string;
  assume_role_arn: string;
  allow_api_access?: boolean; // default false
}

/** Where a room's transcripts are stored (pipecat's TranscriptionBucketConfig: the recordings bucket's fields). */
export interface TranscriptionBucketConfig {
  bucket_name: string;
  bucket_region: string;
  assume_role_arn: string;
  allow_api_access?: boolean; // default false
}

export interface RoomProperties {
  exp?: number;
  enable_chat?: boolean;
  enable_prejoin_ui?: boolean;
  enable_emoji_reactions?: boolean;
  eject_at_room_exp?: boolean;
  enable_dialout?: boolean;
  enable_recording?: RecordingMode;
  enable_transcription_storage?: boolean;
  geo?: string;
  max_participants?: number;
  recordings_bucket?: RecordingsBucketConfig;
  transcription_bucket?: TranscriptionBucketConfig;
  sip?: RoomSipParams;
  /** Returned by the room service; not supplied by callers. */
  sip_uri?: Record<string, unknown>;
  start_video_off?: boolean;
  [extra: string]: unknown;
}

/** The seed's RoomProperties defaults (sent on create, as the reference helper does). */
export const ROOM_PROPERTY_DEFAULTS = {
  enable_chat: false,
  enable_prejoin_ui: false,
  enable_emoji_reactions: false,
  eject_at_room_exp: false,
  start_video_off: false,
} as const satisfies RoomProperties;

/** The seed's read-only `sip_endpoint`: `sip:<endpoint>` when the service returned a sip_uri, else ''. */
export function sipEndpoint(properties: RoomProperties | undefined): string {
  const uri = properties?.sip_uri;
  const endpoint = uri && typeof uri === 'object' ? (uri as { endpoint?: unknown }).endpoint : undefined;
  return typeof endpoint === 'string' && endpoint.length > 0 ? `sip:${endpoint}` : '';
}

export interface RoomParams {
  name?: string;
  privacy?: RoomPrivacy; // default 'public'
  properties?: RoomProperties;
}

export interface RoomObject {
  id: string;
  name: string;
  api_created: boolean;
  privacy: RoomPrivacy | string;
  url: string;
  created_at: string;
  config: RoomProperties;
}

export interface MeetingTokenProperties {
  room_name?: string;
  eject_at_token_exp?: boolean;
  eject_after_elapsed?: number;
  nbf?: number;
  exp?: number;
  is_owner?: boolean;
  user_name?: string;
  /** At most 36 characters. */
  user_id?: string;
  enable_screenshare?: boolean;
  start_video_off?: boolean;
  start_audio_off?: boolean;
  enable_recording?: RecordingMode;
  enable_prejoin_ui?: boolean;
  start_cloud_recording?: boolean;
  permissions?: Record<string, unknown>;
  /** A URL Daily calls when the token's user joins (claim `mjh`). */
  meeting_join_hook?: string;
}

export interface MeetingTokenParams {
  properties?: MeetingTokenProperties;
}

/** `GET /rooms` page. */
export interface RoomList {
  total_count: number;
  data: RoomObject[];
}

/** Domain configuration (`GET /` on the room service), the part we read. */
export interface DomainConfig {
  domain_name?: string;
  config: { force_audio_only_recording?: 0 | 1; [extra: string]: unknown };
}

/** A room URL for a name: the room helper resolves rooms by the last path segment of their URL (the seed's shape). */
export const roomUrlForName = (name: string): string => `https://room.invalid/${encodeURIComponent(name)}`;
