// The app's apply of one environment's confirmed plan, once appSource.ts has found the cloud as shown: apply.ts's
// steps with the app's hooks — each step in words (words.ts), each set's rollout run by the app with the
// environment's clients, each set's rollout lock taken through the app (a refused one: the set is skipped, said as a
// step). The hooks' types live here; appSource.ts, which the app reads, names them again.
import type { AgentsApi } from '../api/agents/client.js';
import type { SecretsApi } from '../api/contracts.js';
import { rolloutTargetName } from '../api/rollout/journal.js';
import { applyEnvironment, type ApplyEvent } from './apply.js';
import type { EnvironmentPlan } from './plan.js';
import type { EnvironmentContext } from './planProject.js';
import { applyEventLine } from './words.js';

/** One set's rollout during an apply, with the clients of the environment it runs in. */
export interface ApplyRollout {
  env: string;
  set: string;
  agents: Array<{ name: string; region: string }>;
  /** The set was written by this apply at this marker time. */
  writtenAt?: number;
  clients: { secrets: SecretsApi; agents: AgentsApi };
  /** The rollout journal key's target part (rolloutTargetName of the environment's target). */
  targetName: string;
}

/** A step of an apply, in words (names only, never a value). */
export interface ApplyStep {
  text: string;
  tone: 'info' | 'ok' | 'error';
}

/** A set's rollout lock taken for the apply (held until the environment's apply ends), or why not. */
export type ApplyLock = { ok: true; release(): void; note?: string } | { ok: false; why: string };

export interface ApplyHooks {
  onStep(step: ApplyStep): void;
  /**
   * Runs one set's rollout (the app's rollout slice) under the lock `lock` took; resolves true when every agent ended
   * ready.
   */
  rollout(call: ApplyRollout): Promise<boolean>;
  /**
   * Takes the rollout lock of `set` (the journal key's target part: `targetName`) before the set is written or rolled
   * out. Refused: that set is skipped and the rest of the environment goes on. Absent: no lock.
   */
  lock?(call: { env: string; set: string; targetName: string }): ApplyLock;
}

/** An apply that ran (appSource.ts answers the others: the cloud changed, a deployment not shown, in sync). */
export interface AppliedResult {
  kind: 'done';
  ok: boolean;
  stopped?: string;
  writes: number;
  rolledOut: string[];
  /** Sets not acted on: another process holds their rollout lock. */
  skipped?: Array<{ set: string; why: string }>;
}

const toneOf = (e: ApplyEvent) =>
  e.kind === 'set-failed' || e.kind === 'agent-not-rebound' ? 'error' : e.kind === 'set-ready' ? 'ok' : 'info';

export async function applyWithHooks(
  ctx: EnvironmentContext,
  plan: EnvironmentPlan,
  opts: { env: string; prune: boolean },
  hooks: ApplyHooks,
): Promise<AppliedResult> {
  const { env } = opts;
  const target = ctx.target;
  const clients = { secrets: target.secrets, agents: target.agents };
  const targetName = rolloutTargetName(target);
  const lock = hooks.lock;
  const outcome = await applyEnvironment(ctx, plan, opts.prune ? { prune: true } : {}, {
    ...clients,
    ...(lock
      ? {
          lockSet: (set: string) => {
            const taken = lock({ env, set, targetName });
            if (!taken.ok) {
              hooks.onStep({ text: `${env}: skipped ${set}: ${taken.why}`, tone: 'error' });
              return taken;
            }
            if (taken.note) hooks.onStep({ text: `${env}: note: ${taken.note}`, tone: 'info' });
            return taken;
          },
        }
      : {}),
    rollout: (call) => hooks.rollout({ ...call, clients, targetName }),
    onEvent: (e: ApplyEvent) => hooks.onStep({ text: applyEventLine(e), tone: toneOf(e) }),
  });
  return {
    kind: 'done',
    ok: outcome.ok,
    ...(outcome.stopped !== undefined ? { stopped: outcome.stopped } : {}),
    writes: outcome.writes,
    rolledOut: outcome.rolledOut,
    ...(outcome.skipped ? { skipped: outcome.skipped } : {}),
  };
}
