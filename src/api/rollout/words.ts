// The words a rollout is shown with, shared by the command line (cli/rolloutText.ts) and the app
// (screens/rollout/): one name per phase, elapsed time as m:ss, and what a redeploy means for live sessions.
import type { AgentPhase, RolloutAgent } from './model.js';

export const PHASE_WORDS: Record<AgentPhase, string> = {
  queued: 'queued',
  refused: 'refused',
  requesting: 'requesting',
  waiting: 'waiting',
  rolling: 'rolling',
  ready: 'ready',
  draining: 'draining',
  stillDraining: 'still draining',
  failed: 'failed',
  timedOut: 'timed out',
  unknown: 'unknown',
  notStarted: 'not started',
};

export const LIVE_SESSIONS_NOTE =
  'A redeploy does not interrupt live sessions: they continue on the previous revision while the new one validates; new sessions go to the new one once it is ready.';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A draining agent's session counts as a cell: "old 3 · new 5" (empty before its first read, and once it ended). */
export function drainCell(agent: RolloutAgent): string {
  const d = agent.drain;
  if (!d || d.checks === 0 || (agent.phase !== 'draining' && agent.phase !== 'stillDraining')) return '';
  const old = d.old.reduce((n, o) => n + o.active, 0);
  return `old ${old} · new ${d.activeOnNew ?? 0}`;
}

/** Elapsed time as m:ss. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
