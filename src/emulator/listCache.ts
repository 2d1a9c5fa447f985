// Serialised list answers (sets, agents), kept until they could be wrong: this process wrote (clear()), another
// process sharing the data dir wrote (SQLite's data_version moved: it counts other connections' commits only), or
// the entry's own deadline passed (the first pending set or deploying agent turns ready on the clock).
import type { HttpResult } from './rules.js';
import type { EmulatorStore } from './store.js';

export interface ListAnswer {
  result: HttpResult;
  /** When the answer goes stale by itself (ms since the epoch; Infinity when nothing is settling). */
  validUntil: number;
}

export class ListCache {
  private readonly entries = new Map<string, ListAnswer & { dataVersion: number }>();

  constructor(private readonly store: EmulatorStore) {}

  /** The cached answer for `key` while still right, else `build()`'s, which is kept. */
  read(key: string, now: number, build: () => ListAnswer): HttpResult {
    const dataVersion = this.store.dataVersion();
    const cached = this.entries.get(key);
    if (cached && cached.dataVersion === dataVersion && now < cached.validUntil) return cached.result;
    const answer = build();
    this.entries.set(key, { ...answer, dataVersion });
    return answer.result;
  }

  /** After a write of this process. */
  clear(): void {
    this.entries.clear();
  }
}
