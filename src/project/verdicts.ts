// Remembered comparisons, so a plan does not recompute a set's scrypt digest (≈ 50 ms and 16 MiB each) while
// nothing it depends on has changed: the set's marker key (a new write makes a new one) and the source file as the
// file system describes it (path, size, modification time, inode) with the set's key names. Holds no value and no
// hash of one — only "this marker matched (or not) this unchanged file". Values from variables, or a file with
// `${…}` expanded from the environment, are never remembered (they can change without the file changing).
// The file is under agentdeck's cache dir (config/cacheFile.ts): losing it only costs the digests again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCacheFile } from '../config/cacheFile.js';
import { agentdeckCacheDir } from '../config/paths.js';

export type Verdict = 'same' | 'differ';

export interface VerdictCache {
  get(key: string): Verdict | undefined;
  set(key: string, verdict: Verdict): void;
  /** Writes what was learnt (best effort). */
  save(): void;
}

/** The most entries kept (oldest dropped first). */
const MAX_ENTRIES = 20_000;

/** The key of one comparison: organization, set, its marker key, the source's stamp. */
export function verdictKey(org: string, set: string, markerKey: string, stamp: string): string {
  return createHash('sha256')
    .update(JSON.stringify([org, set, markerKey, stamp]))
    .digest('hex')
    .slice(0, 32);
}

export function fileVerdicts(
  env: NodeJS.ProcessEnv,
  path = join(agentdeckCacheDir(env), 'project-verdicts.json'),
): VerdictCache {
  let entries: Record<string, Verdict> = {};
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { v?: number; entries?: Record<string, unknown> };
    if (parsed.v === 1 && parsed.entries && typeof parsed.entries === 'object')
      for (const [k, v] of Object.entries(parsed.entries)) if (v === 'same' || v === 'differ') entries[k] = v;
  } catch {
    entries = {};
  }
  let changed = false;
  return {
    get: (key) => (Object.hasOwn(entries, key) ? entries[key] : undefined),
    set(key, verdict) {
      if (entries[key] === verdict) return;
      delete entries[key];
      entries[key] = verdict;
      changed = true;
    },
    save() {
      if (!changed) return;
      const keys = Object.keys(entries);
      const kept = keys.slice(Math.max(0, keys.length - MAX_ENTRIES));
      writeCacheFile(path, JSON.stringify({ v: 1, entries: Object.fromEntries(kept.map((k) => [k, entries[k]])) }));
      changed = false;
    },
  };
}
