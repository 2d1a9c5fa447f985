// The rollout journal on disk (the interface and its rules: api/rollout/journal.ts). One small JSON file per rollout
// key under agentdeck's state dir (config/paths.ts), named by a hash of the key, written whole or not at all, mode
// 0600 in a 0700 dir (config/cacheFile.ts). It holds the key (host, organization, set or agent names), states and
// deployment ids — never a value, a key or a credential. A damaged or foreign file reads as no entry (and is reported
// through onDamaged): the worst a lost journal costs is a redeploy that was not needed. The lock that keeps two
// rollouts of one set apart sits next to it (rolloutLock.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJournalEntry, type JournalEntry, type RolloutJournal } from '../api/rollout/journal.js';
import { writeCacheFile } from './cacheFile.js';
import { rolloutJournalDir } from './paths.js';

export interface FileJournalOptions {
  /** Told once when the journal cannot be written (a re-run will then not know what this run did). */
  onWriteError?: (path: string) => void;
  /** Told when a journal file is there but cannot be read or is not a journal entry (it is then ignored). */
  onDamaged?: (path: string, why: string) => void;
}

export function journalPath(dir: string, key: string): string {
  return join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
}

export function fileJournal(
  env: NodeJS.ProcessEnv,
  opts: FileJournalOptions = {},
  dir = rolloutJournalDir(env),
): RolloutJournal & { path(key: string): string } {
  let warned = false;
  return {
    path: (key) => journalPath(dir, key),
    read(key: string): JournalEntry | undefined {
      const path = journalPath(dir, key);
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT') opts.onDamaged?.(path, `cannot be read (${code ?? 'error'})`);
        return undefined;
      }
      let raw: { key?: unknown; entry?: unknown };
      try {
        raw = JSON.parse(text) as { key?: unknown; entry?: unknown };
      } catch {
        opts.onDamaged?.(path, 'not valid JSON');
        return undefined;
      }
      // The key is kept in the file: a hash collision or a copied file never resumes another rollout.
      if (typeof raw !== 'object' || raw === null || raw.key !== key) {
        opts.onDamaged?.(path, "not this rollout's journal");
        return undefined;
      }
      const entry = parseJournalEntry(raw.entry);
      if (!entry) opts.onDamaged?.(path, 'not a journal entry this version can read');
      return entry;
    },
    write(key: string, entry: JournalEntry): void {
      const path = journalPath(dir, key);
      if (!writeCacheFile(path, JSON.stringify({ key, entry })) && !warned) {
        warned = true;
        opts.onWriteError?.(path);
      }
    },
  };
}
