// Wire models. Field names are the services' own (the seed's), so objects go on the wire unchanged.
export const RECORDING_MODES = ['cloud', 'cloud-audio-only', 'local', 'raw-tracks'];
export const ROOM_SIP_DEFAULTS = {
    display_name: 'sw-sip-dialin',
    video: false,
    sip_mode: 'dial-in',
    num_endpoints: 1,
};
/** The seed's RoomProperties defaults (sent on create, as the reference helper does). */
export const ROOM_PROPERTY_DEFAULTS = {
    enable_chat: false,
    enable_prejoin_ui: false,
    enable_emoji_reactions: false,
    eject_at_room_exp: false,
    start_video_off: false,
};
/** The seed's read-only `sip_endpoint`: `sip:<endpoint>` when the service returned a sip_uri, else ''. */
export function sipEndpoint(properties) {
    const uri = properties?.sip_uri;
    const endpoint = uri && typeof uri === 'object' ? uri.endpoint : undefined;
    return typeof endpoint === 'string' && endpoint.length > 0 ? `sip:${endpoint}` : '';
}
/** A room URL for a name: the room helper resolves rooms by the last path segment of their URL (the seed's shape). */
export const roomUrlForName = (name) => `https://room.invalid/${encodeURIComponent(name)}`;
