// `--rollout` on the secrets commands that change a set (set, unset, image-pull-secret): before the write, the agents
// that use the set are read (every detail: live sessions, region) so the one confirmation names them; after the
// write, the set is pending again and the rollout waits for it, then redeploys them one at a time and follows each
// to ready. A write starts a new journal entry: every agent needs a new deployment (the plan is `agents redeploy
// --uses`'s with all: true). The set's rollout lock is taken before the write. Loaded only with --rollout.
import { rolloutReducer } from '../api/rollout/model.js';
import type { RolloutDeps, RolloutPlan } from '../api/rollout/runner.js';
import { usedBy } from '../api/agents/bindings.js';
import type { ResolvedTarget } from '../config/target.js';
import type { UsageRead } from './agentBindings.js';
import { CommandFailure } from './failures.js';
import {
  executeRollout,
  planCliRollout,
  printPlan,
  rolloutDeps,
  rolloutOptions,
  setRolloutKey,
  toRedeploy,
  type RolloutFlags,
} from './rollout.js';
import { plural } from './rolloutText.js';
import { takeRolloutLock } from './rolloutLock.js';
import type { RolloutLock } from '../config/rolloutLock.js';
import type { Runtime } from './runtime.js';

export interface SetRollout {
  set: string;
  deps: RolloutDeps;
  /** Null when no agent uses the set. */
  plan: RolloutPlan | null;
  /** Agents whose bindings could not be read. */
  unchecked: string[];
  /** This set's rollout lock, taken before the write (released when the rollout ends, or the process does). */
  lock?: RolloutLock;
}

/**
 * Reads the agents that use `set` and plans their rollout — every one of them (the write makes them all stale), in
 * the plan `agents redeploy --uses` makes — and takes the set's rollout lock; fails before any write when the agents
 * cannot be read or another rollout of the set is in progress.
 */
export async function prepareSetRollout(
  rt: Runtime,
  target: ResolvedTarget,
  set: string,
  usage: UsageRead,
  flags: Pick<RolloutFlags, 'drain' | 'drainTimeout'> = {},
): Promise<SetRollout> {
  if (!usage.ok)
    throw new CommandFailure(
      `--rollout: could not read which agents use '${set}' (${usage.reason}); nothing was written`,
    );
  const agents = usedBy(usage.usage, set).map((a) => ({
    name: a.name,
    ...(a.region !== undefined ? { region: a.region } : {}),
  }));
  const deps = rolloutDeps(rt, target);
  const unchecked = usage.usage.unreadable;
  if (agents.length === 0) return { set, deps, plan: null, unchecked };
  const key = setRolloutKey(target, set);
  const lock = await takeRolloutLock(rt, key, {
    what: `'${set}'`,
    command: `a write of '${set}' with --rollout`,
    beforeWrite: true,
  });
  const plan = await planCliRollout(rt, deps, {
    key,
    set,
    agents,
    fresh: true,
    all: true,
    options: rolloutOptions({ drain: flags.drain, drainTimeout: flags.drainTimeout }),
  });
  return { set, deps, plan, unchecked, lock };
}

/** Prints what the rollout will do; the words the confirmation adds ("and redeploy 3 agents"). */
export function describeSetRollout(rt: Runtime, rollout: SetRollout): string {
  if (!rollout.plan) {
    rt.info(`--rollout: no agent uses '${rollout.set}'; nothing to roll out.`);
    return '';
  }
  rt.info(`Then roll it out (wait for '${rollout.set}' to be ready, then redeploy):`);
  printPlan(rt, rollout.plan);
  const n = toRedeploy(rollout.plan).length;
  return n > 0 ? ` and redeploy ${plural(n, 'agent')}` : '';
}

/**
 * After the write: the rollout, to its end; the exit code (0 when every agent is ready on its new deployment).
 * `writtenAt`: the write's marker time — no redeploy starts before it, so every new deployment counts as after it.
 */
export async function runSetRollout(
  rt: Runtime,
  rollout: SetRollout,
  opts: { json?: boolean; extraJson: Record<string, unknown>; writtenAt?: number },
): Promise<number> {
  try {
    if (!rollout.plan) {
      if (opts.json) rt.json({ ...opts.extraJson, rollout: null });
      return rollout.unchecked.length > 0 ? 1 : 0;
    }
    // The write made the set pending: it is read again (and waited for) before any redeploy.
    const pending = rolloutReducer(rollout.plan.state, { type: 'setRead', at: Date.now(), status: 'pending' });
    const plan: RolloutPlan = {
      ...rollout.plan,
      state: opts.writtenAt !== undefined ? { ...pending, notBefore: opts.writtenAt } : pending,
    };
    const resumeHint = `agentdeck agents redeploy --uses ${rollout.set}`;
    const { code, json } = await executeRollout(rt, rollout.deps, plan, { resumeHint, unchecked: rollout.unchecked });
    // One JSON document: the write's result with the rollout's summary in it.
    if (opts.json) rt.json({ ...opts.extraJson, rollout: json });
    return code;
  } finally {
    rollout.lock?.release();
  }
}
