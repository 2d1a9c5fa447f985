// `rooms prune`'s two halves without the command line around them: which listed rooms match (pure), and deleting
// them a few at a time with one pause for everybody when the service says 429 (rate limited), into a summary of
// deleted, already gone and failed rooms. The HTTP client already waits out a 429's Retry-After and retries; a
// room still refused after that goes back in the queue after a shared pause, so a burst of 429s slows the whole
// run down instead of failing rooms one by one.
import { ApiError } from '../../api/http/errors.js';
import type { RoomObject } from '../../api/models.js';
import type { RoomDeleteOutcome, RoomsApi } from '../../api/contracts.js';
import { UsageError } from '../failures.js';

export interface PruneCriteria {
  /** Rooms whose `exp` has passed. */
  expired?: boolean;
  /** Rooms created at least this long ago, in ms. */
  olderThanMs?: number;
  /** Rooms whose name starts with this. */
  prefix?: string;
}

const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** `7d`, `12h`, `30m`, `2w`, `90s` → ms; a usage error naming the flag and the rule otherwise. */
export function parseAge(flag: string, text: string): number {
  const match = /^(\d{1,6})([smhdw])$/.exec(text.trim());
  if (!match || Number(match[1]) === 0) {
    throw new UsageError(`${flag}: '${text}' is not an age: a whole number and a unit, s m h d or w (e.g. 7d, 12h)`);
  }
  return Number(match[1]) * UNITS[match[2]];
}

/** Whether `room` matches every criterion given (at least one is: checked by the command). */
export function matches(room: RoomObject, criteria: PruneCriteria, nowMs: number): boolean {
  if (criteria.prefix !== undefined && !room.name.startsWith(criteria.prefix)) return false;
  if (criteria.expired) {
    const exp = room.config.exp;
    if (typeof exp !== 'number' || exp * 1000 > nowMs) return false;
  }
  if (criteria.olderThanMs !== undefined) {
    const created = Date.parse(room.created_at);
    if (!Number.isFinite(created) || nowMs - created < criteria.olderThanMs) return false;
  }
  return true;
}

/** Every room of the domain, following the pages (newest first), as `rooms list --all` does. */
export async function listAllRooms(rooms: RoomsApi): Promise<RoomObject[]> {
  const all: RoomObject[] = [];
  const seen = new Set<string>();
  let page = await rooms.listRooms({ limit: 100 });
  for (;;) {
    // A room deleted or created meanwhile shifts the pages: never take one twice.
    for (const room of page.data) if (!seen.has(room.id) && seen.add(room.id)) all.push(room);
    const last = page.data.at(-1);
    if (!last || page.data.length === 0 || all.length >= page.total_count) return all;
    page = await rooms.listRooms({ limit: 100, startingAfter: last.id });
  }
}

export interface PruneFailure {
  name: string;
  message: string;
  code?: string;
}

export interface PruneSummary {
  deleted: string[];
  alreadyGone: string[];
  failed: PruneFailure[];
  /** Not tried: the run was stopped (Ctrl+C) first. */
  notAttempted: string[];
  /** How many times the whole run paused for a 429. */
  rateLimitPauses: number;
}

export interface PruneOptions {
  /** Deletes at a time. */
  parallel: number;
  remove: (name: string) => Promise<RoomDeleteOutcome>;
  sleep: (ms: number) => Promise<void>;
  /** Set: no new delete starts (those in flight finish). */
  signal?: AbortSignal;
  onResult?: (name: string, outcome: RoomDeleteOutcome | 'failed', done: number) => void;
  /** The first pause after a 429 that got through the client's own retries; doubles, to 30 s. Default 2 s. */
  pauseMs?: number;
  /** How often one room is put back after a 429 before it counts as failed. Default 5. */
  rateLimitTries?: number;
}

const MAX_PAUSE_MS = 30_000;

/** Deletes `names`, `parallel` at a time; never throws (every failure is in the summary). */
export async function pruneRooms(names: readonly string[], options: PruneOptions): Promise<PruneSummary> {
  const summary: PruneSummary = { deleted: [], alreadyGone: [], failed: [], notAttempted: [], rateLimitPauses: 0 };
  const queue = names.map((name) => ({ name, tries: 0 }));
  const tries = options.rateLimitTries ?? 5;
  let pause: Promise<void> | undefined;
  let pauseMs = options.pauseMs ?? 2_000;
  let done = 0;

  const worker = async (): Promise<void> => {
    for (;;) {
      while (pause) await pause;
      if (options.signal?.aborted) return;
      const item = queue.shift();
      if (!item) return;
      try {
        const outcome = await options.remove(item.name);
        (outcome === 'deleted' ? summary.deleted : summary.alreadyGone).push(item.name);
        options.onResult?.(item.name, outcome, ++done);
      } catch (error) {
        if (error instanceof ApiError && error.status === 429 && ++item.tries < tries) {
          queue.push(item);
          if (!pause) {
            summary.rateLimitPauses++;
            const wait = pauseMs;
            pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS);
            pause = options.sleep(wait).then(() => {
              pause = undefined;
            });
          }
          continue;
        }
        summary.failed.push({
          name: item.name,
          message: error instanceof Error ? error.message : String(error),
          ...(error instanceof ApiError ? { code: error.code } : {}),
        });
        options.onResult?.(item.name, 'failed', ++done);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.parallel, names.length)) }, worker));
  summary.notAttempted = queue.map((item) => item.name);
  return summary;
}
