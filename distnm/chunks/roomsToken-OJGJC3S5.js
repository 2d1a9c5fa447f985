import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  decodeMeetingToken
} from "./chunk-KYDXGBGZ.js";
import {
  addCommonOptions,
  described,
  jsonObject,
  nonNegativeInteger,
  positiveNumber,
  unixSeconds
} from "./chunk-LOG7E7DE.js";
import "./chunk-TZFNRNE6.js";
import {
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import {
  RECORDING_MODES
} from "./chunk-UY6GZFHY.js";
import {
  validateUserId
} from "./chunk-PQFZSIR2.js";
import "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/roomsToken.ts
function register(rooms, rt) {
  const cmd = rooms.command("token").description("Generates a meeting token for the room and prints it alone on stdout (--json: with its decoded claims).").argument("<url>", "Complete room URL; the token is valid for this room (room_name).").addOption(described("--expiry <seconds>", "Token lifetime in seconds (sets exp).", "3600").argParser(positiveNumber("--expiry"))).addOption(described("--exp <timestamp>", "Expiration as a Unix timestamp in seconds (instead of --expiry).").argParser(unixSeconds("--exp"))).addOption(described("--owner", "Grants owner privileges (is_owner).", "true")).addOption(described("--no-owner", "Token without owner privileges.")).addOption(described("--eject-at-token-exp", "Eject user when the token expires.", "false")).addOption(
    described("--eject-after-elapsed <seconds>", "Eject user after this many seconds.").argParser(nonNegativeInteger("--eject-after-elapsed"))
  ).addOption(described("--nbf <timestamp>", '"Not before" Unix timestamp; users cannot join before it.').argParser(unixSeconds("--nbf"))).addOption(described("--user-name <name>", "Display name in the meeting.")).addOption(described("--user-id <id>", "Unique user identifier, at most 36 characters.")).addOption(described("--enable-screenshare", "enable_screenshare.")).addOption(described("--start-video-off", "Join with video off.")).addOption(described("--start-audio-off", "Join with audio off.")).addOption(described("--recording <mode>", "enable_recording.").choices([...RECORDING_MODES])).addOption(described("--enable-prejoin-ui", "enable_prejoin_ui.")).addOption(described("--start-cloud-recording", "Start cloud recording when the user joins.")).addOption(
    described("--permissions <json>", "Initial default permissions for a participant who is not a meeting owner (JSON object).").argParser(
      jsonObject("--permissions")
    )
  );
  addCommonOptions(cmd).action(async (url, opts) => {
    await rt.run(opts, async () => {
      const expiryTime = expirySeconds(opts, Date.now());
      const properties = tokenPropertiesFromOptions(opts);
      const rooms2 = await (await rt.target(opts)).getRooms();
      const token = await rooms2.getToken(url, {
        expiryTime,
        ejectAtTokenExp: Boolean(opts.ejectAtTokenExp),
        owner: opts.owner !== false,
        params: { properties }
      });
      if (opts.json) {
        const decoded = decodeMeetingToken(token);
        rt.json({ token, claims: decoded.claims, readable: decoded.readable });
      } else {
        rt.out(rt.safe(token));
      }
      return 0;
    });
  });
}
function expirySeconds(opts, nowMs) {
  if (opts.exp !== void 0 && opts.expiry !== void 0) throw new UsageError("rooms token: pass --expiry or --exp, not both");
  if (opts.exp === void 0) return opts.expiry ?? 3600;
  const seconds = opts.exp - nowMs / 1e3;
  if (seconds <= 0) throw new UsageError("--exp: must be in the future");
  return seconds;
}
function tokenPropertiesFromOptions(opts) {
  if (opts.userId !== void 0) {
    const problem = validateUserId(opts.userId);
    if (problem) throw new UsageError(problem);
  }
  return {
    ...opts.ejectAfterElapsed !== void 0 ? { eject_after_elapsed: opts.ejectAfterElapsed } : {},
    ...opts.nbf !== void 0 ? { nbf: Math.floor(opts.nbf) } : {},
    ...opts.userName !== void 0 ? { user_name: opts.userName } : {},
    ...opts.userId !== void 0 ? { user_id: opts.userId } : {},
    ...opts.enableScreenshare ? { enable_screenshare: true } : {},
    ...opts.startVideoOff ? { start_video_off: true } : {},
    ...opts.startAudioOff ? { start_audio_off: true } : {},
    ...opts.recording ? { enable_recording: opts.recording } : {},
    ...opts.enablePrejoinUi ? { enable_prejoin_ui: true } : {},
    ...opts.startCloudRecording ? { start_cloud_recording: true } : {},
    ...opts.permissions ? { permissions: opts.permissions } : {}
  };
}
export {
  register,
  tokenPropertiesFromOptions
};
