// One rollout of a set at a time, on the command line: the lock (config/rolloutLock.ts) is taken before the plan —
// and, for `--rollout`, before the write — and let go when the command ends (also on an error or a refused
// confirmation). Held by another process: the command says by whom and since when, and exits (nothing changed), or
// with --follow waits for it to end while showing its progress from the journal, then plans again (so it redeploys
// only what is still stale). A stale lock (its process gone, or silent for 90 s) is taken over, and said so.
import { holderText } from '../api/rollout/lock.js';
import { acquireRolloutLock, liveHolder, type RolloutLock } from '../config/rolloutLock.js';
import { fileJournal } from '../config/rolloutJournal.js';
import { CommandFailure } from './failures.js';
import type { Runtime } from './runtime.js';

/** How often --follow looks at the other rollout. */
const FOLLOW_EVERY_MS = 1000;

/** Who holds a lock, in words (api/rollout/lock.ts: the app says it the same way). */
export { holderText } from '../api/rollout/lock.js';

export interface TakeLockOptions {
  /** "'keys'" or "of agents a, b": what is rolled out, for the messages. */
  what: string;
  command: string;
  /** Wait for another holder to finish (--follow) instead of exiting. */
  follow?: boolean;
  /** Before a write (`--rollout`): the refusal says nothing was written, and how to write anyway. */
  beforeWrite?: boolean;
}

/** Takes the rollout's lock (released when the process exits, at the latest), or fails / follows as said above. */
export async function takeRolloutLock(rt: Runtime, key: string, opts: TakeLockOptions): Promise<RolloutLock> {
  for (;;) {
    const result = acquireRolloutLock(rt.env, key, { command: opts.command });
    if (result.ok) {
      const lock = result.lock;
      const release = () => lock.release();
      process.once('exit', release);
      if (result.tookOver) {
        rt.info(
          rt.errStyle.yellow(
            `note: an earlier rollout of ${opts.what} by ${holderText(result.tookOver)} left its lock behind (${result.tookOver.why}); this run took it over.`,
          ),
        );
      }
      return {
        ...lock,
        release() {
          process.off('exit', release);
          lock.release();
        },
      };
    }
    const who = holderText(result.holder);
    if (!opts.follow) {
      const advice = opts.beforeWrite
        ? 'Nothing was written. Let it finish first, or write without --rollout.'
        : 'Nothing was redeployed. Let it finish, or pass --follow to follow it and then redeploy what is still stale.';
      throw new CommandFailure(
        `Another rollout of ${opts.what} is in progress: ${who}. ${advice}`,
        'ROLLOUT_IN_PROGRESS',
      );
    }
    rt.info(`Another rollout of ${opts.what} is in progress: ${who}. Following it until it ends…`);
    await followOther(rt, key, result.path);
  }
}

/** Waits while the lock at `path` is held, printing the other rollout's progress from the journal when it changes. */
async function followOther(rt: Runtime, key: string, path: string): Promise<void> {
  const journal = fileJournal(rt.env);
  let last = '';
  for (;;) {
    const entry = journal.read(key);
    if (entry) {
      const states = Object.values(entry.agents).map((a) => a.state);
      const ready = states.filter((s) => s === 'ready').length;
      const failed = states.filter((s) => s === 'failed').length;
      const line = `  that rollout: ${ready} of ${states.length} agent${states.length === 1 ? '' : 's'} ready${failed > 0 ? `, ${failed} failed` : ''}`;
      if (line !== last) rt.info(line);
      last = line;
    }
    if (!liveHolder(path)) return;
    await rt.sleep(FOLLOW_EVERY_MS);
  }
}
