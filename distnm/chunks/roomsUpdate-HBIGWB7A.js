import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  addRoomOptions,
  roomPropertiesFromOptions
} from "./chunk-4F76BCMP.js";
import {
  roomLines,
  safeRoom
} from "./chunk-LMO7R6KI.js";
import {
  roomNameOf,
  roomService
} from "./chunk-6OBP47RM.js";
import "./chunk-5JB4SBSD.js";
import "./chunk-K6YVVY37.js";
import "./chunk-GUB7RH6N.js";
import "./chunk-NRXDJIEN.js";
import {
  addCommonOptions
} from "./chunk-LOG7E7DE.js";
import {
  Option
} from "./chunk-TZFNRNE6.js";
import {
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import "./chunk-UY6GZFHY.js";
import {
  validateRoomName
} from "./chunk-PQFZSIR2.js";
import "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/roomsUpdate.ts
var UNSETTABLE = [
  "exp",
  "enable_chat",
  "enable_prejoin_ui",
  "enable_emoji_reactions",
  "eject_at_room_exp",
  "enable_dialout",
  "enable_recording",
  "geo",
  "max_participants",
  "recordings_bucket",
  "sip",
  "start_video_off"
];
var collect = (value, previous = []) => [...previous, value];
function register(rooms, rt) {
  const cmd = addRoomOptions(
    rooms.command("update").description("Changes a room: only the properties you pass change; --unset PROP puts one back to its default.").argument("<url-or-name>", "Complete room URL, or the room name."),
    "update"
  ).addOption(
    // The choices are for help and Tab; the action checks them, with a message that names the rule.
    new Option("--unset <property>", "Reset a property to its default (repeatable).").choices(UNSETTABLE).argParser(collect)
  );
  addCommonOptions(cmd).action(async (urlOrName, opts) => {
    await rt.run(opts, async () => {
      const set = roomPropertiesFromOptions(opts, Date.now(), "rooms update");
      const properties = { ...set };
      for (const prop of opts.unset ?? []) {
        if (!UNSETTABLE.includes(prop)) {
          throw new UsageError(`--unset ${JSON.stringify(prop)}: not a room property (one of ${UNSETTABLE.join(", ")})`);
        }
        if (prop in set) throw new UsageError(`--unset ${prop}: also set by another flag; pass one or the other`);
        properties[prop] = null;
      }
      if (Object.keys(properties).length === 0 && opts.privacy === void 0) {
        throw new UsageError("rooms update: nothing to change; pass a property flag (see --help) or --unset PROP");
      }
      if (!urlOrName.includes("://")) {
        const problem = validateRoomName(urlOrName);
        if (problem) throw new UsageError(problem);
      }
      const service = await roomService(rt, opts);
      const name = roomNameOf(service, urlOrName);
      const room = safeRoom(
        await service.updateRoom(name, {
          ...opts.privacy !== void 0 ? { privacy: opts.privacy } : {},
          properties
        })
      );
      if (opts.json) rt.json(room);
      else {
        rt.out(roomLines(room));
        rt.info(`Room '${room.name}' updated.`);
      }
      return 0;
    });
  });
}
export {
  UNSETTABLE,
  register
};
