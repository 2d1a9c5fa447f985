import type { Command } from 'commander';
import type { RoomDeleteOutcome } from '../../api/contracts.js';
import { CancelledError } from '../failures.js';
import { addCommonOptions, skipOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { outcomeField, writeOutcome } from '../writeOutcome.js';
import { readBackRoomDeleted } from './readBack.js';
import { checkRoomArgument, hasRecordings, roomNameOf } from './roomService.js';

interface DeleteOptions extends CommonOptions {
  skip?: boolean;
}

export function register(rooms: Command, rt: Runtime): void {
  const cmd = rooms
    .command('delete')
    .description(
      'Deletes a room by URL or by name. A room that is already gone is not an error: it says so (exit 0). The action is irreversible.',
    )
    .argument('<url-or-name>', 'Complete room URL, or the room name.')
    .addOption(skipOption());
  addCommonOptions(cmd).action(async (urlOrName: string, opts: DeleteOptions) => {
    await rt.run(opts, async () => {
      checkRoomArgument(urlOrName);
      if (!opts.skip) rt.requireInteractive(`delete room '${urlOrName}'`, 'pass --skip (-s) to delete without asking');
      const rooms = await (await rt.target(opts)).getRooms();
      const name = roomNameOf(rooms, urlOrName);
      if (
        !opts.skip &&
        !(await rt.prompter.confirm(
          `Delete room '${rt.safe(name)}'? Participants are removed and this cannot be undone.`,
        ))
      ) {
        throw new CancelledError('Delete cancelled; nothing was changed.');
      }
      // RoomHelper says whether the room was there; a client with only the seed's calls cannot tell.
      const remove = (): Promise<RoomDeleteOutcome> =>
        hasRecordings(rooms) ? rooms.deleteRoom(name) : rooms.deleteRoomByName(name).then(() => 'deleted' as const);
      const { outcome, result } = await writeOutcome(rt, remove, {
        what: `delete room '${rt.safe(name)}'`,
        check: () => readBackRoomDeleted(rooms, name),
      });
      const alreadyGone = result === 'already gone';
      if (opts.json)
        rt.json({
          deleted: true,
          name: rt.safe(name),
          ...(alreadyGone ? { alreadyGone: true } : {}),
          ...outcomeField(outcome),
        });
      else if (alreadyGone) rt.info(`Room '${rt.safe(name)}' was already gone; nothing to delete.`);
      else rt.info(`Room '${rt.safe(name)}' deleted.`);
      return 0;
    });
  });
}
