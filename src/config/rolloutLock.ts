// One rollout of a set at a time: a lock file next to the rollout journal (same name, `.lock`), made whole and at
// once (a temp file hard-linked into place: a second process gets EEXIST, never half a file). It names its holder —
// pid, host, since when — and a heartbeat the holder refreshes; a lock is stale (detected, never obeyed) when its
// process is gone on this host, or its heartbeat is older than STALE_AFTER_MS (another host, or a frozen process).
// Taking over a stale lock renames it aside first and checks that what it moved is the lock it judged stale.
// The command line takes it through cli/rolloutLock.ts, the app through fileRolloutLocks (AppDeps.rolloutLocks).
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import type { LockHolder, RolloutLocks } from '../api/rollout/lock.js';
import { writeCacheFile } from './cacheFile.js';
import { journalPath } from './rolloutJournal.js';
import { rolloutJournalDir } from './paths.js';

/** How often a holder refreshes its heartbeat. */
export const HEARTBEAT_MS = 15_000;
/** A heartbeat older than this: the holder is gone (or frozen). */
export const STALE_AFTER_MS = 90_000;

export type { LockHolder } from '../api/rollout/lock.js';

export interface RolloutLock {
  path: string;
  holder: LockHolder;
  /** Stops the heartbeat and removes the lock (only if it is still ours). */
  release(): void;
}

export type LockResult =
  | { ok: true; lock: RolloutLock; tookOver?: LockHolder & { why: string } }
  | { ok: false; holder: LockHolder | undefined; path: string };

export interface LockOptions {
  command?: string;
  now?: () => number;
  pid?: number;
  host?: string;
  /** Tests: whether a pid runs on this host. */
  alive?: (pid: number) => boolean;
  heartbeatMs?: number;
}

export function lockPath(dir: string, key: string): string {
  return journalPath(dir, key).replace(/\.json$/, '.lock');
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const o = JSON.parse(text) as Record<string, unknown>;
    if (
      typeof o.pid !== 'number' ||
      typeof o.host !== 'string' ||
      typeof o.since !== 'number' ||
      typeof o.beat !== 'number' ||
      typeof o.token !== 'string'
    )
      return undefined;
    return {
      pid: o.pid,
      host: o.host,
      since: o.since,
      beat: o.beat,
      token: o.token,
      ...(typeof o.command === 'string' ? { command: o.command } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The lock's holder as the file says (undefined: no lock, or a damaged one). */
export function readLockHolder(path: string): LockHolder | undefined {
  try {
    return parseHolder(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Who holds the lock at `path` now (undefined: nobody, or only a stale lock is left). */
export function liveHolder(
  path: string,
  opts: Pick<LockOptions, 'now' | 'host' | 'alive'> = {},
): LockHolder | undefined {
  const holder = readLockHolder(path);
  const me = { host: opts.host ?? hostname(), alive: opts.alive ?? pidAlive };
  return holder && !staleBecause(path, holder, (opts.now ?? Date.now)(), me) ? holder : undefined;
}

/** Why a lock is stale, or undefined while it holds. A damaged file is stale once it is older than STALE_AFTER_MS. */
function staleBecause(
  path: string,
  holder: LockHolder | undefined,
  now: number,
  me: { host: string; alive: (pid: number) => boolean },
): string | undefined {
  if (!holder) {
    try {
      return now - statSync(path).mtimeMs > STALE_AFTER_MS ? 'the lock file is damaged and old' : undefined;
    } catch {
      return 'the lock file is gone';
    }
  }
  if (holder.host === me.host && !me.alive(holder.pid)) return `process ${holder.pid} is no longer running`;
  if (now - holder.beat > STALE_AFTER_MS) return `no sign of life for ${Math.round((now - holder.beat) / 1000)} s`;
  return undefined;
}

function create(path: string, holder: LockHolder): boolean {
  const tmp = `${path}.${holder.pid}.${holder.token}.tmp`;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(tmp, JSON.stringify(holder), { mode: 0o600 });
  try {
    linkSync(tmp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** Takes the lock of rollout `key`, or says who holds it. Never throws for a lock it cannot write: then it runs unlocked (ok). */
export function acquireRolloutLock(
  env: NodeJS.ProcessEnv,
  key: string,
  opts: LockOptions = {},
  dir = rolloutJournalDir(env),
): LockResult {
  const now = opts.now ?? Date.now;
  const me = { host: opts.host ?? hostname(), alive: opts.alive ?? pidAlive };
  const path = lockPath(dir, key);
  const holder: LockHolder = {
    pid: opts.pid ?? process.pid,
    host: me.host,
    since: now(),
    beat: now(),
    token: randomBytes(6).toString('hex'),
    ...(opts.command ? { command: opts.command } : {}),
  };
  let tookOver: (LockHolder & { why: string }) | undefined;
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (create(path, holder))
        return {
          ok: true,
          lock: started(path, holder, now, opts.heartbeatMs ?? HEARTBEAT_MS),
          ...(tookOver ? { tookOver } : {}),
        };
      const current = readLockHolder(path);
      const why = staleBecause(path, current, now(), me);
      if (!why) return { ok: false, holder: current, path };
      // Aside, then check it is the one judged stale (another process may have taken it over in between).
      const aside = `${path}.stale-${holder.token}`;
      try {
        renameSync(path, aside);
      } catch {
        continue; // gone already: try to create again
      }
      const moved = readLockHolder(aside);
      if (moved !== undefined && moved.token !== current?.token) {
        try {
          renameSync(aside, path); // someone's fresh lock: put it back
        } catch {
          // it can only have been replaced by another fresh one
        }
        return { ok: false, holder: moved, path };
      }
      rmSync(aside, { force: true });
      if (current) tookOver = { ...current, why };
    }
    return { ok: false, holder: readLockHolder(path), path };
  } catch {
    // The state dir cannot be written: no lock can be kept, as no journal can (the journal says so).
    return { ok: true, lock: { path, holder, release: () => {} } };
  }
}

function started(path: string, holder: LockHolder, now: () => number, heartbeatMs: number): RolloutLock {
  const timer = setInterval(() => {
    const current = readLockHolder(path);
    if (current?.token !== holder.token) return;
    holder.beat = now();
    writeCacheFile(path, JSON.stringify(holder));
  }, heartbeatMs);
  timer.unref?.();
  return {
    path,
    holder,
    release() {
      clearInterval(timer);
      if (readLockHolder(path)?.token === holder.token) {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      }
    },
  };
}

/**
 * The app's locks (api/rollout/lock.ts's interface) in this state dir: each one taken is let go when the process
 * exits at the latest, however the app ends, as the command line's are.
 */
export function fileRolloutLocks(
  env: NodeJS.ProcessEnv,
  opts: LockOptions = {},
  dir = rolloutJournalDir(env),
): RolloutLocks {
  // One exit listener for every lock held (an apply holds one per set: a listener each would pass Node's warning
  // threshold of 10, and the warning would be printed over the app's screen).
  const held = new Set<RolloutLock>();
  const releaseAll = () => {
    for (const lock of held) lock.release();
    held.clear();
  };
  return {
    take(key, command) {
      const result = acquireRolloutLock(env, key, { ...opts, command }, dir);
      if (!result.ok) return { ok: false, holder: result.holder };
      const lock = result.lock;
      if (held.size === 0) process.once('exit', releaseAll);
      held.add(lock);
      return {
        ok: true,
        release() {
          if (!held.delete(lock)) return;
          if (held.size === 0) process.off('exit', releaseAll);
          lock.release();
        },
        ...(result.tookOver ? { tookOver: result.tookOver } : {}),
      };
    },
  };
}
