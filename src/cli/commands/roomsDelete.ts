import type { Command } from 'commander';
import { addCommonOptions } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';

export function register(rooms: Command, rt: Runtime): void {
  const cmd = rooms
    .command('delete')
    .description('Deletes a room by URL or by name (a room that is already gone counts as deleted).')
    .argument('<url-or-name>', 'Complete room URL, or the room name.');
  addCommonOptions(cmd).action(async (urlOrName: string, opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const rooms = await (await rt.target(opts)).getRooms();
      const isUrl = urlOrName.includes('://');
      const name = isUrl ? rooms.getNameFromUrl(urlOrName) : urlOrName;
      const deleted = isUrl ? await rooms.deleteRoomByUrl(urlOrName) : await rooms.deleteRoomByName(urlOrName);
      if (opts.json) rt.json({ deleted, name: rt.safe(name) });
      else rt.info(`Room '${rt.safe(name)}' deleted.`);
      return 0;
    });
  });
}
