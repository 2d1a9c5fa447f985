import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  printRoom
} from "./chunk-LMO7R6KI.js";
import {
  addCommonOptions
} from "./chunk-LOG7E7DE.js";
import "./chunk-TZFNRNE6.js";
import "./chunk-UY6GZFHY.js";
import "./chunk-BO633EMQ.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/roomsGet.ts
function register(rooms, rt) {
  const cmd = rooms.command("get").description("Looks up a room by URL and prints it.").argument("<url>", "Complete room URL, e.g. https://your-domain.daily.co/my-room");
  addCommonOptions(cmd).action(async (url, opts) => {
    await rt.run(opts, async () => {
      const rooms2 = await (await rt.target(opts)).getRooms();
      printRoom(rt, await rooms2.getRoomFromUrl(url), opts.json);
      return 0;
    });
  });
}
export {
  register
};
