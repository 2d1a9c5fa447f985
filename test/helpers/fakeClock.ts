// A virtual clock for code that waits through an injected `sleep` (the rollout runner): time moves only when the
// test says so, or — with runWithClock — jumps to the next timer whenever every pending piece of work is waiting on
// the clock. No real timers: a test's outcome does not depend on how fast the machine is.
import type { RolloutClock } from '../../src/api/rollout/runner.js';

interface Timer {
  at: number;
  seq: number;
  resolve: () => void;
  cleanup: () => void;
}

export class FakeClock implements RolloutClock {
  time: number;
  private timers: Timer[] = [];
  private seq = 0;
  /** Every sleep asked for (ms), in order: the runner's waits. */
  readonly sleeps: number[] = [];

  constructor(start = 1_700_000_000_000) {
    this.time = start;
  }

  now = (): number => this.time;

  sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
    this.sleeps.push(ms);
    if (signal?.aborted || ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer: Timer = {
        at: this.time + ms,
        seq: this.seq++,
        resolve,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      };
      const onAbort = () => {
        this.timers = this.timers.filter((t) => t !== timer);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.timers.push(timer);
    });
  };

  /** Pending timers. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves to the earliest timer and fires every timer due then; false when none is pending. */
  next(): boolean {
    if (this.timers.length === 0) return false;
    const at = Math.min(...this.timers.map((t) => t.at));
    this.advanceTo(at);
    return true;
  }

  advanceTo(at: number): void {
    this.time = Math.max(this.time, at);
    const due = this.timers.filter((t) => t.at <= this.time).sort((a, b) => a.at - b.at || a.seq - b.seq);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const t of due) {
      t.cleanup();
      t.resolve();
    }
  }
}

/** Lets every promise callback and I/O callback queued so far run. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves with `promise`'s value, moving the clock to its next timer each time nothing else is left to run.
 * `onStep` runs before each move (a test may abort a signal at a given virtual time). Fails on a deadlock.
 */
export async function runWithClock<T>(
  clock: FakeClock,
  promise: Promise<T>,
  opts: { maxSteps?: number; onStep?: (clock: FakeClock) => void } = {},
): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let step = 0; step < (opts.maxSteps ?? 100_000); step++) {
    await settle();
    await settle();
    if (settled) return promise;
    opts.onStep?.(clock);
    await settle();
    if (settled) return promise;
    if (!clock.next()) throw new Error(`deadlock at +${clock.time}: nothing scheduled and the work did not finish`);
  }
  throw new Error('runWithClock: too many steps');
}
