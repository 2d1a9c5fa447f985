// The rollout journal's key for a target, and what a write of a set made without --rollout does to an unfinished
// rollout of it (supersedes it). Light on purpose: the secrets commands load it on every write; the rollout itself
// (cli/rollout.ts, api/rollout/) is loaded only when one runs.
import { journalKey, rolloutTargetName, supersededEntry } from '../api/rollout/journal.js';
import { fileJournal } from '../config/rolloutJournal.js';
import type { ResolvedTarget } from '../config/target.js';
import type { Runtime } from './runtime.js';

/** The journal's name for a target (api/rollout/journal.ts: the app uses the same). */
export function targetKey(target: ResolvedTarget): string {
  return rolloutTargetName(target);
}

export function setRolloutKey(target: ResolvedTarget, set: string): string {
  return journalKey(targetKey(target), { set });
}

/**
 * After a write of `set` made without --rollout: an unfinished rollout of it is superseded (the agents it rolled run
 * the values before this write), so the next `agents redeploy --uses` redeploys every agent. Nothing is written when
 * there is no unfinished rollout.
 */
export function supersedeRollout(rt: Runtime, target: ResolvedTarget, set: string): void {
  const journal = fileJournal(rt.env);
  const key = setRolloutKey(target, set);
  const entry = journal.read(key);
  if (entry && !entry.finished) journal.write(key, supersededEntry(`${entry.id}-superseded`, Date.now(), set));
}
