import type { Command } from 'commander';
import { addCommonOptions } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { printRoom } from './roomOutput.js';
import { checkRoomArgument, roomUrlOf } from './roomService.js';

export function register(rooms: Command, rt: Runtime): void {
  const cmd = rooms
    .command('get')
    .description('Looks up a room by URL or by name and prints it.')
    .argument('<url-or-name>', 'Complete room URL (e.g. https://your-domain.daily.co/my-room), or the room name.');
  addCommonOptions(cmd).action(async (urlOrName: string, opts: CommonOptions) => {
    await rt.run(opts, async () => {
      checkRoomArgument(urlOrName);
      const rooms = await (await rt.target(opts)).getRooms();
      printRoom(rt, await rooms.getRoomFromUrl(roomUrlOf(urlOrName)), opts.json);
      return 0;
    });
  });
}
