import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/api/models.ts
var RECORDING_MODES = ["cloud", "cloud-audio-only", "local", "raw-tracks"];
var ROOM_SIP_DEFAULTS = {
  display_name: "sw-sip-dialin",
  video: false,
  sip_mode: "dial-in",
  num_endpoints: 1
};
var ROOM_PROPERTY_DEFAULTS = {
  enable_chat: false,
  enable_prejoin_ui: false,
  enable_emoji_reactions: false,
  eject_at_room_exp: false,
  start_video_off: false
};
function sipEndpoint(properties) {
  const uri = properties?.sip_uri;
  const endpoint = uri && typeof uri === "object" ? uri.endpoint : void 0;
  return typeof endpoint === "string" && endpoint.length > 0 ? `sip:${endpoint}` : "";
}
var roomUrlForName = (name) => `https://room.invalid/${encodeURIComponent(name)}`;

export {
  RECORDING_MODES,
  ROOM_SIP_DEFAULTS,
  ROOM_PROPERTY_DEFAULTS,
  sipEndpoint,
  roomUrlForName
};
