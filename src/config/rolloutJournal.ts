// The rollout journal on disk (the interface and its rules: api/rollout/journal.ts). One small JSON file per rollout
// key under agentdeck's state dir (config/paths.ts), named by a hash of the key, written whole or not at all, mode
// 0600 in a 0700 dir (config/cacheFile.ts). It holds the key (host, organization, set or agent names), states and
// deployment ids — never a value, a key or a credential. A damaged or foreign file reads as no entry: the worst a lost
// journal costs is a redeploy that was not needed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJournalEntry, type JournalEntry, type RolloutJournal } from '../api/rollout/journal.js';
import { writeCacheFile } from './cacheFile.js';
import { rolloutJournalDir } from './paths.js';

export interface FileJournalOptions {
  /** Told once when the journal cannot be written (a re-run will then not know what this run did). */
  onWriteError?: (path: string) => void;
}

export function journalPath(dir: string, key: string): string {
  return join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
}

export function fileJournal(env: NodeJS.ProcessEnv, opts: FileJournalOptions = {}, dir = rolloutJournalDir(env)): RolloutJournal & { path(key: string): string } {
  let warned = false;
  return {
    path: (key) => journalPath(dir, key),
    read(key: string): JournalEntry | undefined {
      try {
        const raw = JSON.parse(readFileSync(journalPath(dir, key), 'utf8')) as { key?: unknown; entry?: unknown };
        // The key is kept in the file: a hash collision or a copied file never resumes another rollout.
        return raw.key === key ? parseJournalEntry(raw.entry) : undefined;
      } catch {
        return undefined;
      }
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
