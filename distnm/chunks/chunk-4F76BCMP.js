import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  roomLines,
  safeRoom
} from "./chunk-LMO7R6KI.js";
import {
  readBackRoomCreated
} from "./chunk-K6YVVY37.js";
import {
  outcomeField,
  writeOutcome
} from "./chunk-GUB7RH6N.js";
import {
  addCommonOptions,
  described,
  positiveInteger,
  positiveNumber,
  unixSeconds
} from "./chunk-LOG7E7DE.js";
import {
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import {
  RECORDING_MODES,
  ROOM_PROPERTY_DEFAULTS,
  ROOM_SIP_DEFAULTS,
  roomUrlForName
} from "./chunk-UY6GZFHY.js";
import {
  validateRoomName
} from "./chunk-PQFZSIR2.js";

// src/cli/commands/roomsCreate.ts
function register(rooms, rt) {
  const cmd = addRoomOptions(
    rooms.command("create").description("Creates a room on the room service and prints its URL (details on stderr; --json for the room object)."),
    "create"
  );
  addCommonOptions(cmd).action(async (opts) => {
    await rt.run(opts, async () => {
      const params = roomParamsFromOptions(opts, Date.now());
      const target = await rt.target(opts);
      const rooms2 = await target.getRooms();
      const { outcome, result } = await writeOutcome(rt, () => rooms2.createRoom(params), {
        what: params.name !== void 0 ? `create room '${params.name}'` : "create room",
        check: () => readBackRoomCreated(rooms2, params.name)
      });
      const room = safeRoom(result ?? await rooms2.getRoomFromUrl(roomUrlForName(params.name)));
      if (opts.json) {
        rt.json({ ...room, ...outcomeField(outcome) });
      } else {
        rt.out(room.url);
        rt.info(roomLines(room));
      }
      return 0;
    });
  });
}
function addRoomOptions(cmd, mode) {
  const d = (text) => mode === "create" ? text : void 0;
  if (mode === "create") cmd.addOption(described("--name <name>", "Room name: letters, numbers, hyphens and underscores.", "a generated name"));
  return cmd.addOption(described("--privacy <privacy>", "private or public.", d("public")).choices(["public", "private"])).addOption(described("--exp-in <seconds>", "Room expires this many seconds from now (sets exp).").argParser(positiveNumber("--exp-in"))).addOption(described("--exp <timestamp>", "Room expiration, Unix timestamp in seconds.").argParser(unixSeconds("--exp"))).addOption(described("--enable-chat", "Enable chat.", d("false"))).addOption(described("--enable-prejoin-ui", "Prejoin lobby UI.", d("false"))).addOption(described("--enable-emoji-reactions", "Enable emoji reactions.", d("false"))).addOption(described("--eject-at-room-exp", "Eject participants when the room expires.", d("false"))).addOption(described("--enable-dialout", "Enable dial-out.", d("not set"))).addOption(described("--recording <mode>", "Recording mode (enable_recording).", d("not set")).choices([...RECORDING_MODES])).addOption(described("--geo <region>", "Geographic region for the room.", d("not set"))).addOption(
    described("--max-participants <n>", "Maximum participants in the room.", d("not set")).argParser(positiveInteger("--max-participants"))
  ).addOption(described("--start-video-off", "Camera off by default.", d("false"))).addOption(described("--sip", "Enable SIP dial-in with the default SIP parameters (any --sip-* option implies it).", d("no SIP"))).addOption(described("--sip-display-name <name>", "SIP display_name.", ROOM_SIP_DEFAULTS.display_name)).addOption(described("--sip-video", "SIP video.", String(ROOM_SIP_DEFAULTS.video))).addOption(described("--sip-mode <mode>", "SIP sip_mode.", ROOM_SIP_DEFAULTS.sip_mode)).addOption(
    described("--sip-endpoints <n>", "SIP num_endpoints.", String(ROOM_SIP_DEFAULTS.num_endpoints)).argParser(positiveInteger("--sip-endpoints"))
  ).addOption(described("--bucket-name <name>", "Recordings bucket: bucket name (needs --bucket-region and --assume-role-arn).")).addOption(described("--bucket-region <region>", "Recordings bucket: cloud region of the bucket.")).addOption(described("--assume-role-arn <arn>", "Recordings bucket: identifier of the access role to assume.")).addOption(described("--allow-api-access", "Recordings bucket: allows API access to the recordings.", d("false")));
}
function roomParamsFromOptions(opts, nowMs) {
  if (opts.name !== void 0) {
    const problem = validateRoomName(opts.name);
    if (problem) throw new UsageError(problem);
  }
  return {
    ...opts.name !== void 0 ? { name: opts.name } : {},
    privacy: opts.privacy ?? "public",
    properties: { ...ROOM_PROPERTY_DEFAULTS, ...roomPropertiesFromOptions(opts, nowMs, "rooms create") }
  };
}
function roomPropertiesFromOptions(opts, nowMs, command) {
  if (opts.exp !== void 0 && opts.expIn !== void 0) throw new UsageError(`${command}: pass --exp or --exp-in, not both`);
  const properties = {
    ...opts.enableChat ? { enable_chat: true } : {},
    ...opts.enablePrejoinUi ? { enable_prejoin_ui: true } : {},
    ...opts.enableEmojiReactions ? { enable_emoji_reactions: true } : {},
    ...opts.ejectAtRoomExp ? { eject_at_room_exp: true } : {},
    ...opts.startVideoOff ? { start_video_off: true } : {},
    ...opts.enableDialout ? { enable_dialout: true } : {},
    ...opts.recording ? { enable_recording: opts.recording } : {},
    ...opts.geo ? { geo: opts.geo } : {},
    ...opts.maxParticipants !== void 0 ? { max_participants: opts.maxParticipants } : {}
  };
  if (opts.exp !== void 0) properties.exp = opts.exp;
  if (opts.expIn !== void 0) properties.exp = Math.floor(nowMs / 1e3 + opts.expIn);
  const wantsSip = opts.sip || opts.sipDisplayName !== void 0 || opts.sipVideo || opts.sipMode !== void 0 || opts.sipEndpoints !== void 0;
  if (wantsSip) {
    properties.sip = {
      display_name: opts.sipDisplayName ?? ROOM_SIP_DEFAULTS.display_name,
      video: opts.sipVideo ?? ROOM_SIP_DEFAULTS.video,
      sip_mode: opts.sipMode ?? ROOM_SIP_DEFAULTS.sip_mode,
      num_endpoints: opts.sipEndpoints ?? ROOM_SIP_DEFAULTS.num_endpoints
    };
  }
  const bucketParts = [opts.bucketName, opts.bucketRegion, opts.assumeRoleArn];
  if (bucketParts.some((p) => p !== void 0) || opts.allowApiAccess) {
    const missing = [
      ["--bucket-name", opts.bucketName],
      ["--bucket-region", opts.bucketRegion],
      ["--assume-role-arn", opts.assumeRoleArn]
    ].filter(([, v]) => v === void 0 || v === "").map(([f]) => f);
    if (missing.length > 0) throw new UsageError(`recordings_bucket: ${missing.join(", ")} required (bucket_name, bucket_region and assume_role_arn are all required)`);
    properties.recordings_bucket = {
      bucket_name: opts.bucketName,
      bucket_region: opts.bucketRegion,
      assume_role_arn: opts.assumeRoleArn,
      allow_api_access: Boolean(opts.allowApiAccess)
    };
  }
  return properties;
}

export {
  register,
  addRoomOptions,
  roomParamsFromOptions,
  roomPropertiesFromOptions
};
