import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  hasRecordings
} from "./chunk-6OBP47RM.js";
import "./chunk-5JB4SBSD.js";
import {
  readBackRoomDeleted
} from "./chunk-K6YVVY37.js";
import {
  outcomeField,
  writeOutcome
} from "./chunk-GUB7RH6N.js";
import "./chunk-NRXDJIEN.js";
import {
  addCommonOptions,
  skipOption
} from "./chunk-LOG7E7DE.js";
import "./chunk-TZFNRNE6.js";
import {
  CancelledError,
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import "./chunk-UY6GZFHY.js";
import {
  validateRoomName
} from "./chunk-PQFZSIR2.js";
import "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/roomsDelete.ts
function register(rooms, rt) {
  const cmd = rooms.command("delete").description("Deletes a room by URL or by name. A room that is already gone is not an error: it says so (exit 0). The action is irreversible.").argument("<url-or-name>", "Complete room URL, or the room name.").addOption(skipOption());
  addCommonOptions(cmd).action(async (urlOrName, opts) => {
    await rt.run(opts, async () => {
      const isUrl = urlOrName.includes("://");
      if (!isUrl) {
        const problem = validateRoomName(urlOrName);
        if (problem) throw new UsageError(problem);
      }
      if (!opts.skip) rt.requireInteractive(`delete room '${urlOrName}'`, "pass --skip (-s) to delete without asking");
      const rooms2 = await (await rt.target(opts)).getRooms();
      const name = isUrl ? rooms2.getNameFromUrl(urlOrName) : urlOrName;
      if (!opts.skip && !await rt.prompter.confirm(`Delete room '${rt.safe(name)}'? Participants are removed and this cannot be undone.`)) {
        throw new CancelledError("Delete cancelled; nothing was changed.");
      }
      const remove = () => hasRecordings(rooms2) ? rooms2.deleteRoom(name) : rooms2.deleteRoomByName(name).then(() => "deleted");
      const { outcome, result } = await writeOutcome(rt, remove, {
        what: `delete room '${rt.safe(name)}'`,
        check: () => readBackRoomDeleted(rooms2, name)
      });
      const alreadyGone = result === "already gone";
      if (opts.json) rt.json({ deleted: true, name: rt.safe(name), ...alreadyGone ? { alreadyGone: true } : {}, ...outcomeField(outcome) });
      else if (alreadyGone) rt.info(`Room '${rt.safe(name)}' was already gone; nothing to delete.`);
      else rt.info(`Room '${rt.safe(name)}' deleted.`);
      return 0;
    });
  });
}
export {
  register
};
