// One rollout of a set at a time, as the command line and the app both see it: who holds a rollout's lock, in words,
// and the interface the app takes it through. The file itself (made whole and at once, its heartbeat, a stale one
// taken over) lives in config/rolloutLock.ts; api/ does no file I/O, as with the journal (journal.ts).
import { timeText } from '../secrets/staleness.js';
import { roundedDuration } from '../words/timeText.js';

export interface LockHolder {
  pid: number;
  host: string;
  /** When it took the lock (ms). */
  since: number;
  /** Its last heartbeat (ms). */
  beat: number;
  /** What it runs, for the message ("agents redeploy --uses keys"). */
  command?: string;
  token: string;
}

/** A lock taken, or who holds it. */
export type LockAttempt =
  | {
      ok: true;
      /** Lets it go (only if it is still ours); safe to call twice. */
      release(): void;
      /** An earlier holder left it behind (its process gone, or silent): taken over, and why. */
      tookOver?: LockHolder & { why: string };
    }
  | { ok: false; holder: LockHolder | undefined };

/** The rollout locks of one machine's state directory (the app's AppDeps.rolloutLocks). */
export interface RolloutLocks {
  /** Takes the lock of rollout `key` (a journal key) for `command`, or says who holds it. Never throws. */
  take(key: string, command: string): LockAttempt;
}

/** "pid 1234 on host-a (agentdeck agents redeploy --uses keys), since 14:02:05 UTC (2 min ago)". */
export function holderText(holder: LockHolder | undefined, now = Date.now()): string {
  if (!holder) return 'a process whose lock file cannot be read';
  return `pid ${holder.pid} on ${holder.host}${holder.command ? ` (${holder.command})` : ''}, since ${timeText(holder.since, now)} (${roundedDuration((now - holder.since) / 1000)} ago)`;
}

/** "pid 1234 on host-a, since 14:02:05 UTC (2 min ago)": who and since when, without the command (a short line). */
export function holderWhen(holder: LockHolder | undefined, now = Date.now()): string {
  if (!holder) return 'a process whose lock file cannot be read';
  return `pid ${holder.pid} on ${holder.host}, since ${timeText(holder.since, now)} (${roundedDuration((now - holder.since) / 1000)} ago)`;
}

/** "another rollout of 'keys' is in progress: pid 1234 on host-a (…), since 14:02:05 UTC (2 min ago)". */
export function lockHeldText(what: string, holder: LockHolder | undefined, now = Date.now()): string {
  return `another rollout of ${what} is in progress: ${holderText(holder, now)}`;
}

/** "an earlier rollout of 'keys' by pid 1234 on host-a … left its lock behind (process 1234 is no longer running)". */
export function tookOverText(what: string, earlier: LockHolder & { why: string }, now = Date.now()): string {
  return `an earlier rollout of ${what} by ${holderText(earlier, now)} left its lock behind (${earlier.why})`;
}
