// `rooms prune (--expired | --older-than AGE | --prefix TEXT)… [--dry-run] [-s] [--parallel N] [--json]`: deletes the
// rooms that match every criterion given. On a terminal it shows them and asks; --dry-run only shows them; a script
// passes -s. The deletes run a few at a time (roomsPrunePlan.ts) and end in a summary: deleted, already gone
// (someone else deleted it meanwhile, or the service already counts it as deleted), failed.
import type { Command } from 'commander';
import type { RoomDeleteOutcome } from '../../api/contracts.js';
import type { RoomObject } from '../../api/models.js';
import { validateRoomName } from '../../api/validation.js';
import { CancelledError, EXIT_FAILURE, UsageError } from '../failures.js';
import { addCommonOptions, described as flag, positiveInteger, skipOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import {
  listAllRooms,
  matches,
  parseAge,
  pruneRooms,
  type PruneCriteria,
  type PruneSummary,
} from './roomsPrunePlan.js';
import { formatTimestamp, hasRecordings, table } from './roomService.js';

interface PruneOptions extends CommonOptions {
  expired?: boolean;
  olderThan?: string;
  prefix?: string;
  dryRun?: boolean;
  skip?: boolean;
  parallel?: number;
}

const MAX_PARALLEL = 10;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function criteriaOf(opts: PruneOptions): PruneCriteria {
  if (!opts.expired && opts.olderThan === undefined && opts.prefix === undefined) {
    throw new UsageError(
      'say which rooms: --expired, --older-than AGE (e.g. 7d) or --prefix TEXT, alone or together (every room is never the default)',
    );
  }
  if (opts.prefix !== undefined) {
    // A prefix is the start of a room name: the same characters (an empty one would match every room).
    const problem = opts.prefix === '' ? 'must not be empty' : validateRoomName(opts.prefix);
    if (problem) throw new UsageError(`--prefix: ${problem}`);
  }
  return {
    ...(opts.expired ? { expired: true } : {}),
    ...(opts.olderThan !== undefined ? { olderThanMs: parseAge('--older-than', opts.olderThan) } : {}),
    ...(opts.prefix !== undefined ? { prefix: opts.prefix } : {}),
  };
}

function describeCriteria(opts: PruneOptions): string {
  return [
    opts.expired && 'expired',
    opts.olderThan !== undefined && `created over ${opts.olderThan} ago`,
    opts.prefix !== undefined && `named '${opts.prefix}…'`,
  ]
    .filter(Boolean)
    .join(', ');
}

function roomTable(rt: Runtime, rooms: RoomObject[]): string {
  return table(
    ['NAME', 'CREATED', 'EXPIRES'],
    rooms.map((room) => [
      rt.safe(room.name),
      rt
        .safe(room.created_at)
        .replace('T', ' ')
        .replace(/\.\d{3}Z$/, 'Z'),
      typeof room.config.exp === 'number' ? formatTimestamp(room.config.exp) : 'never',
    ]),
  );
}

function summaryLine(summary: PruneSummary): string {
  const parts = [`Deleted ${plural(summary.deleted.length, 'room')}`];
  if (summary.alreadyGone.length > 0) parts.push(`${summary.alreadyGone.length} already gone`);
  if (summary.failed.length > 0) parts.push(`${summary.failed.length} failed`);
  if (summary.notAttempted.length > 0) parts.push(`${summary.notAttempted.length} not attempted (stopped)`);
  const paused =
    summary.rateLimitPauses > 0
      ? ` The service rate-limited the run (429): it paused ${plural(summary.rateLimitPauses, 'time')}.`
      : '';
  return `${parts.join('; ')}.${paused}`;
}

export function register(rooms: Command, rt: Runtime): void {
  const cmd = rooms
    .command('prune')
    .description(
      'Deletes the rooms that match every criterion given, a few at a time. On a terminal it lists them and asks first; ' +
        'without one, pass --skip (-s). Ends with what was deleted, already gone or failed (exit 1 when any failed).',
    )
    .addOption(flag('--expired', 'Rooms whose expiry (exp) has passed.', 'false'))
    .addOption(
      flag('--older-than <age>', 'Rooms created at least this long ago: a number and s, m, h, d or w (7d, 12h).'),
    )
    .addOption(flag('--prefix <text>', 'Rooms whose name starts with this.'))
    .addOption(flag('--dry-run', 'List the rooms that would be deleted; delete nothing.', 'false'))
    .addOption(
      flag('--parallel <n>', `Deletes at a time, 1–${MAX_PARALLEL}.`, '4').argParser(positiveInteger('--parallel')),
    )
    .addOption(skipOption());
  addCommonOptions(cmd).action(async (opts: PruneOptions) => {
    await rt.run(opts, async () => {
      const criteria = criteriaOf(opts);
      const parallel = opts.parallel ?? 4;
      if (parallel > MAX_PARALLEL)
        throw new UsageError(`--parallel: at most ${MAX_PARALLEL} (the room service rate-limits bulk deletes)`);
      if (!opts.dryRun && !opts.skip)
        rt.requireInteractive(
          'rooms prune',
          'pass --dry-run to list the rooms, or --skip (-s) to delete them without asking',
        );

      const service = await (await rt.target(opts)).getRooms();
      const listed = await listAllRooms(service);
      const now = Date.now();
      const chosen = listed.filter((room) => matches(room, criteria, now));
      const words = describeCriteria(opts);

      if (chosen.length === 0) {
        if (opts.json) rt.json({ dryRun: Boolean(opts.dryRun), matched: 0, listed: listed.length, rooms: [] });
        else rt.info(`No room of ${plural(listed.length, 'room')} is ${words}: nothing to delete.`);
        return 0;
      }
      if (opts.dryRun) {
        if (opts.json) {
          rt.json({
            dryRun: true,
            matched: chosen.length,
            listed: listed.length,
            rooms: chosen.map((room) => ({
              name: rt.safe(room.name),
              created_at: rt.safe(room.created_at),
              exp: room.config.exp ?? null,
            })),
          });
        } else {
          rt.out(roomTable(rt, chosen));
          rt.info(
            `${plural(chosen.length, 'room')} of ${listed.length} ${chosen.length === 1 ? 'is' : 'are'} ${words}; dry run: nothing was deleted.`,
          );
        }
        return 0;
      }
      if (!opts.skip) {
        rt.info(roomTable(rt, chosen));
        const question = `Delete ${chosen.length === 1 ? 'this room' : `these ${chosen.length} rooms`} (${words})? Participants are removed and this cannot be undone.`;
        if (!(await rt.prompter.confirm(question))) throw new CancelledError('Prune cancelled; nothing was deleted.');
      }

      const stop = new AbortController();
      const onSigint = () => {
        if (stop.signal.aborted) process.exit(130);
        stop.abort();
        rt.info('Stopping: no new delete starts; the ones in flight finish (Ctrl+C again to quit now).');
      };
      process.on('SIGINT', onSigint);
      const remove = (name: string): Promise<RoomDeleteOutcome> =>
        hasRecordings(service)
          ? service.deleteRoom(name)
          : service.deleteRoomByName(name).then(() => 'deleted' as const);
      if (!opts.json)
        rt.info(
          `Deleting ${plural(chosen.length, 'room')}${chosen.length > parallel ? `, ${parallel} at a time` : ''}…`,
        );
      let summary: PruneSummary;
      try {
        summary = await pruneRooms(
          chosen.map((room) => room.name),
          {
            parallel,
            remove,
            sleep: rt.sleep,
            signal: stop.signal,
          },
        );
      } finally {
        process.off('SIGINT', onSigint);
      }
      const failed = summary.failed.map((f) => ({
        name: rt.safe(f.name),
        message: rt.safe(f.message),
        ...(f.code ? { code: f.code } : {}),
      }));
      if (opts.json) {
        rt.json({
          dryRun: false,
          matched: chosen.length,
          listed: listed.length,
          deleted: summary.deleted.map((n) => rt.safe(n)),
          alreadyGone: summary.alreadyGone.map((n) => rt.safe(n)),
          failed,
          notAttempted: summary.notAttempted.map((n) => rt.safe(n)),
          rateLimitPauses: summary.rateLimitPauses,
        });
      } else {
        for (const f of failed) rt.info(`  ${f.name}: ${f.message}${f.code ? ` [${f.code}]` : ''}`);
        rt.info(summaryLine(summary));
      }
      return summary.failed.length > 0 || summary.notAttempted.length > 0 ? EXIT_FAILURE : 0;
    });
  });
}
