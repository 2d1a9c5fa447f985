export type SecretSetType = 'secret' | 'imagePullSecret';
export type SecretSetStatus = 'pending' | 'ready' | 'failed';
/** One element of `GET /secrets` → `{sets: SecretSetSummary[]}`. */
export interface SecretSetSummary {
    name: string;
    type: SecretSetType;
    region: string;
    status: SecretSetStatus;
    /** Customer-facing message; only when status is `failed`. */
    errorMessage?: string;
}
/** `GET /secrets/{name}`: keys only, never values. */
export interface SecretSetDetail {
    name: string;
    region: string;
    status: SecretSetStatus;
    errorMessage?: string;
    keys: string[];
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
export interface PutResult {
    status: string;
    /** Absent when the server's answer had none (tolerated, as the official CLI does). */
    region?: string;
}
export interface ErrorResponse {
    error: string;
    code: string;
}
export type RecordingMode = 'cloud' | 'cloud-audio-only' | 'local' | 'raw-tracks';
export declare const RECORDING_MODES: readonly RecordingMode[];
export type RoomPrivacy = 'public' | 'private';
export interface RoomSipParams {
    display_name?: string;
    video?: boolean;
    sip_mode?: string;
    num_endpoints?: number;
}
export declare const ROOM_SIP_DEFAULTS: Required<RoomSipParams>;
export interface RecordingsBucketConfig {
    bucket_name: string;
    bucket_region: string;
    assume_role_arn: string;
    allow_api_access?: boolean;
}
export interface RoomProperties {
    exp?: number;
    enable_chat?: boolean;
    enable_prejoin_ui?: boolean;
    enable_emoji_reactions?: boolean;
    eject_at_room_exp?: boolean;
    enable_dialout?: boolean;
    enable_recording?: RecordingMode;
    geo?: string;
    max_participants?: number;
    recordings_bucket?: RecordingsBucketConfig;
    sip?: RoomSipParams;
    /** Returned by the room service; not supplied by callers. */
    sip_uri?: Record<string, unknown>;
    start_video_off?: boolean;
    [extra: string]: unknown;
}
/** The seed's RoomProperties defaults (sent on create, as the reference helper does). */
export declare const ROOM_PROPERTY_DEFAULTS: {
    readonly enable_chat: false;
    readonly enable_prejoin_ui: false;
    readonly enable_emoji_reactions: false;
    readonly eject_at_room_exp: false;
    readonly start_video_off: false;
};
/** The seed's read-only `sip_endpoint`: `sip:<endpoint>` when the service returned a sip_uri, else ''. */
export declare function sipEndpoint(properties: RoomProperties | undefined): string;
export interface RoomParams {
    name?: string;
    privacy?: RoomPrivacy;
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
    config: {
        force_audio_only_recording?: 0 | 1;
        [extra: string]: unknown;
    };
}
/** A room URL for a name: the room helper resolves rooms by the last path segment of their URL (the seed's shape). */
export declare const roomUrlForName: (name: string) => string;
