// Interfaces the rest of the app codes against. SecretsClient and RoomHelper implement them; tests of the
// store may pass in-memory fakes where timing must be exact.
import type { CallOptions } from './http/callOptions.js';
import type {
  ListRecordingsQuery,
  Recording,
  RecordingAccessLink,
  RecordingList,
  StartRecordingOptions,
  StopRecordingOptions,
} from './rooms/recordings.js';
import type {
  DomainConfig,
  MarkerWriteOutcome,
  MeetingTokenParams,
  MeetingTokenProperties,
  RoomProperties,
  OrganizationProperties,
  PutResult,
  Region,
  RoomList,
  RoomObject,
  RoomParams,
  SecretPair,
  SecretSetDetail,
  SecretSetSummary,
} from './models.js';

export type { CallOptions } from './http/callOptions.js';

export interface SecretsApi {
  /** GET /secrets; `region` is sent as `?region=` and also applied client-side. */
  listSecretSets(opts?: CallOptions & { region?: string }): Promise<SecretSetSummary[]>;
  /** GET /secrets/{name}: keys + status. 400 for image pull secrets; 404 when absent. */
  getSecretSet(name: string, opts?: CallOptions): Promise<SecretSetDetail>;
  /** ONE PUT with the `secrets` array. Validates name/keys/values first. */
  putSecrets(
    name: string,
    secrets: Record<string, string> | SecretPair[],
    opts?: CallOptions & { region?: string },
  ): Promise<PutResult>;
  /** DELETE /secrets/{name}/{key}; with the write marker on, also what became of it. */
  unsetSecret(name: string, key: string, opts?: CallOptions): Promise<MarkerWriteOutcome | void>;
  /** DELETE /secrets/{name} (sets and image pull secrets) */
  deleteSecretSet(name: string, opts?: CallOptions): Promise<void>;
  /** PUT image pull secret. `credentials` is `username:password`; base64-encoded when `encode` (default true). */
  putImagePullSecret(
    name: string,
    input: { host: string; credentials: string; encode?: boolean; region?: string },
    opts?: CallOptions,
  ): Promise<PutResult>;
  /** GET /regions (cached per client). */
  listRegions(opts?: CallOptions): Promise<Region[]>;
  /** GET /properties → {defaultRegion} */
  getProperties(opts?: CallOptions): Promise<OrganizationProperties>;
}

export interface GetTokenOptions {
  expiryTime?: number; // seconds, default 3600
  ejectAtTokenExp?: boolean; // default false
  owner?: boolean; // default true
  params?: MeetingTokenParams;
}

/** The seed's room helper operations, plus domain listing used by the rooms screen. */
export interface RoomsApi {
  createRoom(params: RoomParams, opts?: CallOptions): Promise<RoomObject>;
  getRoomFromUrl(url: string, opts?: CallOptions): Promise<RoomObject>;
  getToken(url: string, options?: GetTokenOptions, opts?: CallOptions): Promise<string>;
  deleteRoomByUrl(url: string, opts?: CallOptions): Promise<boolean>;
  deleteRoomByName(name: string, opts?: CallOptions): Promise<boolean>;
  getNameFromUrl(url: string): string;
  /** GET /rooms?limit&starting_after&ending_before */
  listRooms(
    query?: { limit?: number; startingAfter?: string; endingBefore?: string },
    opts?: CallOptions,
  ): Promise<RoomList>;
  /** GET / (domain config) — `config.force_audio_only_recording` */
  getDomainConfig(opts?: CallOptions): Promise<DomainConfig>;
}

/** What a room delete found: the room, or a 404 (someone else deleted it, or it expired). */
export type RoomDeleteOutcome = 'deleted' | 'already gone';

/** The room service's recordings interface, the room update, token validation and domain settings (RoomHelper). */
export interface RecordingsApi {
  deleteRoom(name: string, opts?: CallOptions): Promise<RoomDeleteOutcome>;
  listRecordings(query?: ListRecordingsQuery, opts?: CallOptions): Promise<RecordingList>;
  getRecording(id: string, opts?: CallOptions): Promise<Recording>;
  getRecordingAccessLink(
    id: string,
    options?: { validForSecs?: number; track?: number },
    opts?: CallOptions,
  ): Promise<RecordingAccessLink>;
  deleteRecording(id: string, opts?: CallOptions): Promise<{ deleted: boolean; id: string }>;
  startRecording(room: string, options?: StartRecordingOptions, opts?: CallOptions): Promise<{ status: string }>;
  stopRecording(room: string, options?: StopRecordingOptions, opts?: CallOptions): Promise<{ status: string }>;
  updateRoom(
    nameOrUrl: string,
    update: {
      privacy?: RoomParams['privacy'];
      properties?: { [K in keyof RoomProperties]?: RoomProperties[K] | null };
    },
    opts?: CallOptions,
  ): Promise<RoomObject>;
  validateToken(token: string, options?: { ignoreNbf?: boolean }, opts?: CallOptions): Promise<MeetingTokenProperties>;
  setDomainConfig(properties: DomainConfig['config'], opts?: CallOptions): Promise<DomainConfig>;
}
