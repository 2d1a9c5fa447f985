import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  roomService,
  table
} from "./chunk-6OBP47RM.js";
import {
  formatTimestamp
} from "./chunk-5JB4SBSD.js";
import {
  addCommonOptions,
  described
} from "./chunk-LOG7E7DE.js";
import "./chunk-TZFNRNE6.js";
import "./chunk-ZJ6UEI4Y.js";
import {
  sanitizeDeep
} from "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/roomsTokenInfo.ts
var TIMESTAMPS = /* @__PURE__ */ new Set(["exp", "nbf"]);
function register(rooms, rt) {
  const cmd = rooms.command("token-info").description("Validates a meeting token with the room service and prints its properties (exit 1 when it is not valid).").argument("<token>", "The meeting token (a JWT).").addOption(described("--ignore-nbf", 'Accept a token whose "not before" time is still in the future.', "false"));
  addCommonOptions(cmd).action(async (token, opts) => {
    await rt.run(opts, async () => {
      const service = await roomService(rt, opts);
      const properties = sanitizeDeep(await service.validateToken(token, { ignoreNbf: Boolean(opts.ignoreNbf) }), { singleLine: true });
      if (opts.json) {
        rt.json({ valid: true, properties });
        return 0;
      }
      const rows = Object.entries(properties).map(([key, value]) => [
        key,
        TIMESTAMPS.has(key) && typeof value === "number" ? `${value} (${formatTimestamp(value)})` : typeof value === "string" ? value : JSON.stringify(value)
      ]);
      rt.out(table(["PROPERTY", "VALUE"], rows));
      rt.info("The room service accepts this token.");
      return 0;
    });
  });
}
export {
  register
};
