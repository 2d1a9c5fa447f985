// `rooms list [--limit N] [--all]`: newest first; --all follows the pages (starting_after) to the end.
import type { Command } from 'commander';
import type { RoomObject } from '../../api/models.js';
import { UsageError } from '../failures.js';
import { addCommonOptions, described as flag, positiveInteger } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { safeRoom } from './roomOutput.js';
import { formatTimestamp, table } from './roomService.js';

interface ListOptions extends CommonOptions {
  limit?: number;
  all?: boolean;
}

const PAGE_MAX = 100;

export function register(rooms: Command, rt: Runtime): void {
  const cmd = rooms
    .command('list')
    .description('Lists the rooms of the domain, newest first (expired rooms count as deleted).')
    .addOption(flag('--limit <n>', 'Rooms per page, 1–100.', '100').argParser(positiveInteger('--limit')))
    .addOption(flag('--all', 'Follow the pages until every room is listed.', 'false'));
  addCommonOptions(cmd).action(async (opts: ListOptions) => {
    await rt.run(opts, async () => {
      const limit = opts.limit ?? PAGE_MAX;
      if (limit > PAGE_MAX)
        throw new UsageError(`--limit: at most ${PAGE_MAX} (the service's page size); --all follows the pages`);
      const service = await (await rt.target(opts)).getRooms();
      const page = await service.listRooms({ limit });
      const all: RoomObject[] = [...page.data];
      let total = page.total_count;
      if (opts.all) {
        let last = page.data.at(-1);
        while (last && page.data.length > 0 && all.length < total) {
          const next = await service.listRooms({ limit, startingAfter: last.id });
          total = next.total_count;
          if (next.data.length === 0) break;
          for (const room of next.data) all.push(room);
          last = next.data.at(-1);
        }
      }
      const safe = all.map(safeRoom);
      if (opts.json) {
        rt.json({ total_count: total, data: safe });
      } else {
        const rows = safe.map((r) => [
          r.name,
          String(r.privacy),
          String(r.config.enable_recording ?? '—'),
          r.created_at.replace('T', ' ').replace(/\.\d{3}Z$/, 'Z'),
          typeof r.config.exp === 'number' ? formatTimestamp(r.config.exp) : 'never',
          r.url,
        ]);
        if (rows.length > 0) rt.out(table(['NAME', 'PRIVACY', 'RECORDING', 'CREATED', 'EXPIRES', 'URL'], rows));
        const more = total - safe.length;
        rt.info(
          `${safe.length} of ${total} room${total === 1 ? '' : 's'}${more > 0 && !opts.all ? ` (--all lists the other ${more})` : ''}.`,
        );
      }
      return 0;
    });
  });
}
