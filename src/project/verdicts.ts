// Remembered comparisons, so a plan does not recompute a set's scrypt digest (and tags) while nothing it depends on
// has changed: the set's marker key (a new write makes a new one) and the source file as the file system describes
// it (path, size, modification time, inode) with the set's key names. Holds no value and no hash of one — only "this
// marker matched (or not, and which key names differ) this unchanged file". Values from variables, or a file with
// `${…}` expanded from the environment, are never remembered (they can change without the file changing).
// The file is under agentdeck's cache dir (config/cacheFile.ts): losing it only costs the digests again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCacheFile } from '../config/cacheFile.js';
import { agentdeckCacheDir } from '../config/paths.js';

/** same, differ (no key named), or the names of the keys whose value differs (empty: the marker could not tell). */
export type Verdict = 'same' | 'differ' | readonly string[];

const isVerdict = (v: unknown): v is Verdict =>
  v === 'same' || v === 'differ' || (Array.isArray(v) && v.every((k) => typeof k === 'string'));
const sameVerdict = (a: Verdict | undefined, b: Verdict) => JSON.stringify(a) === JSON.stringify(b);

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
    // v1 (before key names were told) holds only 'same' and 'differ': both are still true.
    if ((parsed.v === 1 || parsed.v === 2) && parsed.entries && typeof parsed.entries === 'object')
      for (const [k, v] of Object.entries(parsed.entries)) if (isVerdict(v)) entries[k] = v;
  } catch {
    entries = {};
  }
  let changed = false;
  return {
    get: (key) => (Object.hasOwn(entries, key) ? entries[key] : undefined),
    set(key, verdict) {
      if (sameVerdict(entries[key], verdict)) return;
      delete entries[key];
      entries[key] = verdict;
      changed = true;
    },
    save() {
      if (!changed) return;
      const keys = Object.keys(entries);
      const kept = keys.slice(Math.max(0, keys.length - MAX_ENTRIES));
      writeCacheFile(path, JSON.stringify({ v: 2, entries: Object.fromEntries(kept.map((k) => [k, entries[k]])) }));
      changed = false;
    },
  };
}
