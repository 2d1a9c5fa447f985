import type { Command } from 'commander';
import { validateRoomName } from '../../api/validation.js';
import { CancelledError, UsageError } from '../failures.js';
import { addCommonOptions, skipOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { outcomeField, writeOutcome } from '../writeOutcome.js';
import { readBackRoomDeleted } from './readBack.js';

interface DeleteOptions extends CommonOptions {
  skip?: boolean;
}

export function register(rooms: Command, rt: Runtime): void {
  const cmd = rooms
    .command('delete')
    .description('Deletes a room by URL or by name (a room that is already gone counts as deleted). The action is irreversible.')
    .argument('<url-or-name>', 'Complete room URL, or the room name.')
    .addOption(skipOption());
  addCommonOptions(cmd).action(async (urlOrName: string, opts: DeleteOptions) => {
    await rt.run(opts, async () => {
      const isUrl = urlOrName.includes('://');
      if (!isUrl) {
        const problem = validateRoomName(urlOrName);
        if (problem) throw new UsageError(problem);
      }
      if (!opts.skip) rt.requireInteractive(`delete room '${urlOrName}'`, 'pass --skip (-s) to delete without asking');
      const rooms = await (await rt.target(opts)).getRooms();
      const name = isUrl ? rooms.getNameFromUrl(urlOrName) : urlOrName;
      if (!opts.skip && !(await rt.prompter.confirm(`Delete room '${rt.safe(name)}'? Participants are removed and this cannot be undone.`))) {
        throw new CancelledError('Delete cancelled; nothing was changed.');
      }
      const { outcome, result } = await writeOutcome(rt, () => rooms.deleteRoomByName(name), {
        what: `delete room '${rt.safe(name)}'`,
        check: () => readBackRoomDeleted(rooms, name),
      });
      const deleted = result ?? true;
      if (opts.json) rt.json({ deleted, name: rt.safe(name), ...outcomeField(outcome) });
      else rt.info(`Room '${rt.safe(name)}' deleted.`);
      return 0;
    });
  });
}
