import { addCommonOptions } from '../options.js';
import { printRoom } from './roomOutput.js';
export function register(rooms, rt) {
    const cmd = rooms
        .command('get')
        .description('Looks up a room by URL and prints it.')
        .argument('<url>', 'Complete room URL, e.g. https://your-domain.daily.co/my-room');
    addCommonOptions(cmd).action(async (url, opts) => {
        await rt.run(opts, async () => {
            const rooms = await (await rt.target(opts)).getRooms();
            printRoom(rt, await rooms.getRoomFromUrl(url), opts.json);
            return 0;
        });
    });
}
