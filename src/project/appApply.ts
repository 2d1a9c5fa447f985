// The app's apply of one environment's confirmed plan, once appSource.ts has found the cloud as shown: apply.ts's
// steps with the app's hooks — each step in words (words.ts), each set's rollout run by the app with the
// environment's clients, each set's rollout lock taken through the app (a refused one: the set is skipped, said as a
// step).
import { rolloutTargetName } from '../api/rollout/journal.js';
import type { ApplyHooks, ApplyResult } from './appSource.js';
import { applyEnvironment, type ApplyEvent } from './apply.js';
import type { EnvironmentPlan } from './plan.js';
import type { EnvironmentContext } from './planProject.js';
import { applyEventLine } from './words.js';

const toneOf = (e: ApplyEvent) =>
  e.kind === 'set-failed' || e.kind === 'agent-not-rebound' ? 'error' : e.kind === 'set-ready' ? 'ok' : 'info';

export async function applyWithHooks(
  ctx: EnvironmentContext,
  plan: EnvironmentPlan,
  opts: { env: string; prune: boolean },
  hooks: ApplyHooks,
): Promise<ApplyResult> {
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
