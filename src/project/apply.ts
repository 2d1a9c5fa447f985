// Why this file is long: apply is one ordered sequence per environment (write, wait, rebind, roll out) whose steps
// share the environment's written sets and their marker times; apart, each step would need the others' bookkeeping.
//
// apply's steps for one environment, in a safe order: keys to remove (with --prune, before the write, so the new
// marker covers the whole set), each set written (one PUT, all keys, with the write marker), missing pull secrets
// written, every written set waited on until ready (a failed set stops the environment with its errorMessage),
// agents rebound once the written sets' marker times have passed (the agent update API: their new deployment runs the
// sets as written, and counts as made after the write), then the change rolled out to the agents that run older
// values or whose deployment after the write failed (the plan read with `deployments`: deployments.ts) — through the
// rollout engine, which the caller supplies (`rollout`: the command line draws it, the app follows it). A re-run plans
// again: what is done shows as in sync and is skipped; an agent whose rollout failed is redeployed.
import type { AgentsApi } from '../api/agents/client.js';
import type { SecretsApi } from '../api/contracts.js';
import { sanitizeTerminalText } from '../api/redact/sanitize.js';
import type { EnvironmentContext } from './planProject.js';
import { rolloutSetOf, type EnvironmentPlan } from './plan.js';
import { verdictKey, type VerdictCache } from './verdicts.js';

export type ApplyEvent =
  | { kind: 'key-removed'; env: string; set: string; key: string }
  | { kind: 'set-written'; env: string; set: string; created: boolean; markerProblem?: string }
  | { kind: 'pull-secret-written'; env: string; name: string }
  | { kind: 'waiting'; env: string; sets: string[] }
  | { kind: 'set-ready'; env: string; set: string }
  | { kind: 'set-failed'; env: string; set: string; errorMessage: string }
  | { kind: 'agent-rebound'; env: string; agent: string; set?: string; pullSecret?: string }
  | { kind: 'agent-not-rebound'; env: string; agent: string; message: string };

export interface RolloutCall {
  env: string;
  /** The set whose change is rolled out (waited on until ready by the engine too). */
  set: string;
  agents: Array<{ name: string; region: string }>;
  /** The set was written by this apply at this marker time: no redeploy starts before it (and a new journal entry). */
  writtenAt?: number;
}

export interface ApplyDeps {
  secrets: SecretsApi;
  agents: AgentsApi;
  /** Rolls a set's change out with the rollout engine; resolves true when every agent is ready. */
  rollout(call: RolloutCall): Promise<boolean>;
  onEvent?: (event: ApplyEvent) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Longest wait for the written sets to be ready (default 5 minutes). */
  readyTimeoutMs?: number;
  /** Where a write's marker is remembered as matching its source (the next plan computes no digest for it). */
  verdicts?: VerdictCache;
  /**
   * Takes a set's rollout lock before the set is written or rolled out, held to the end of the environment; a lock
   * another process holds skips that set (not written, no agent rebound to it or rolled out) while the rest goes on.
   * Absent: no lock here (the command line takes it around each rollout).
   */
  lockSet?: (set: string) => { ok: true; release(): void } | { ok: false; why: string };
}

export interface EnvironmentOutcome {
  env: string;
  ok: boolean;
  /** Why the environment stopped before its end. */
  stopped?: string;
  /** Writes made (PUTs, DELETEs of keys, agent updates); the rollout's redeploys are the engine's. */
  writes: number;
  rolledOut: string[];
  /** Sets left alone because another process holds their rollout lock (the outcome is then not ok). */
  skipped?: Array<{ set: string; why: string }>;
}

const messageOf = (error: unknown) =>
  sanitizeTerminalText(error instanceof Error ? error.message : String(error), { singleLine: true });

const READY_DELAYS = [250, 500, 1000, 2000];

/** Waits until every named set is ready; the first failed one (name and errorMessage), or a timeout. */
async function waitReady(
  secrets: SecretsApi,
  names: string[],
  deps: ApplyDeps,
): Promise<{ ok: true } | { ok: false; set?: string; message: string }> {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const deadline = now() + (deps.readyTimeoutMs ?? 300_000);
  const waiting = new Set(names);
  for (let i = 0; waiting.size > 0; i++) {
    const list = await secrets.listSecretSets();
    for (const s of list) {
      if (!waiting.has(s.name)) continue;
      if (s.status === 'ready') waiting.delete(s.name);
      if (s.status === 'failed') return { ok: false, set: s.name, message: s.errorMessage ?? 'failed (no message)' };
    }
    if (waiting.size === 0) break;
    if (now() > deadline)
      return {
        ok: false,
        message: `still not ready after ${Math.round((deps.readyTimeoutMs ?? 300_000) / 1000)} s: ${[...waiting].join(', ')}`,
      };
    await sleep(READY_DELAYS[Math.min(i, READY_DELAYS.length - 1)]);
  }
  return { ok: true };
}

/**
 * A rebind is a new deployment: made before the marker time of the set it binds (a second or two after the write:
 * setMarker.ts), it would read as older than the write wherever staleness goes by time (the service has no set
 * versions), and the rollout would redeploy the agent once more. So, like the rollout's own redeploys (`notBefore`),
 * no rebind to a set this apply wrote starts before that set's marker time.
 */
async function untilMarkerTime(
  agents: ReadonlyArray<{ rebind: boolean; set?: string }>,
  written: ReadonlyMap<string, number | undefined>,
  deps: ApplyDeps,
): Promise<void> {
  const times = agents.flatMap((a) => (a.rebind && a.set !== undefined ? [written.get(a.set) ?? 0] : []));
  const notBefore = Math.max(0, ...times);
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const wait = notBefore - now();
  if (wait > 0) await sleep(wait);
}

/** Applies one environment's plan. Never throws for a step of it: the outcome says where it stopped and why. */
export async function applyEnvironment(
  ctx: Pick<EnvironmentContext, 'values' | 'targets'>,
  plan: EnvironmentPlan,
  opts: { prune?: boolean },
  deps: ApplyDeps,
): Promise<EnvironmentOutcome> {
  const env = plan.env;
  const emit = (e: ApplyEvent) => deps.onEvent?.(e);
  const out: EnvironmentOutcome = { env, ok: true, writes: 0, rolledOut: [] };
  const stop = (why: string) => ({ ...out, ok: false, stopped: why });
  const all = plan.regions.flatMap((r) => r.sets);
  const written = new Map<string, number | undefined>();
  const held: Array<{ release(): void }> = [];
  const skipped = new Set<string>();
  try {
    if (deps.lockSet) {
      const touched = new Set([
        ...all.filter((s) => s.action === 'create' || s.action === 'update').map((s) => s.name),
        ...plan.regions
          .flatMap((r) => r.agents)
          .flatMap((a) => {
            const set = rolloutSetOf(a);
            return set && (a.redeploy || a.rebind || a.follow) ? [set] : [];
          }),
      ]);
      for (const set of touched) {
        const lock = deps.lockSet(set);
        if (lock.ok) held.push(lock);
        else {
          skipped.add(set);
          (out.skipped ??= []).push({ set, why: lock.why });
          out.ok = false;
        }
      }
    }
    const sets = all.filter((s) => !skipped.has(s.name));
    for (const s of sets) {
      if (s.action !== 'create' && s.action !== 'update') continue;
      const values = ctx.values.sets.get(s.name);
      if (!values) return stop(`the values of '${s.name}' could not be read`);
      if (opts.prune) {
        for (const key of s.remove) {
          await deps.secrets.unsetSecret(s.name, key);
          out.writes++;
          emit({ kind: 'key-removed', env, set: s.name, key });
        }
      }
      const result = await deps.secrets.putSecrets(s.name, Object.fromEntries(values), { region: s.region });
      out.writes++;
      written.set(s.name, result.marker?.writtenAt);
      const stamp = ctx.values.stamps.get(s.name);
      if (deps.verdicts && stamp !== undefined && result.marker?.mode === 'values')
        deps.verdicts.set(verdictKey(ctx.targets.env.organization, s.name, result.marker.key, stamp), 'same');
      emit({
        kind: 'set-written',
        env,
        set: s.name,
        created: s.action === 'create',
        ...(result.markerProblem ? { markerProblem: result.markerProblem } : {}),
      });
    }
    for (const p of plan.regions.flatMap((r) => r.pullSecrets)) {
      if (p.action !== 'create') continue;
      const credentials = ctx.values.pullCredentials.get(p.name);
      const target = ctx.targets.pullSecrets.find((t) => t.name === p.name);
      if (!credentials || !target)
        return stop(`${p.credentialsEnv} is not set: image pull secret '${p.name}' cannot be written`);
      await deps.secrets.putImagePullSecret(p.name, { host: target.host, credentials, region: p.region });
      out.writes++;
      emit({ kind: 'pull-secret-written', env, name: p.name });
    }
    const toWait = [
      ...written.keys(),
      ...sets.filter((s) => s.action === 'none' && s.status === 'pending').map((s) => s.name),
    ];
    if (toWait.length > 0) {
      emit({ kind: 'waiting', env, sets: toWait });
      const ready = await waitReady(deps.secrets, toWait, deps);
      if (!ready.ok) {
        if (ready.set) emit({ kind: 'set-failed', env, set: ready.set, errorMessage: ready.message });
        return stop(ready.set ? `set '${ready.set}' failed: ${ready.message}` : ready.message);
      }
      for (const name of toWait) emit({ kind: 'set-ready', env, set: name });
    }
    const agents = plan.regions.flatMap((r) => r.agents).filter((a) => !a.set || !skipped.has(a.set));
    await untilMarkerTime(agents, written, deps);
    const rebound = new Set<string>();
    for (const a of agents) {
      if (!a.rebind) continue;
      try {
        await deps.agents.updateAgent(a.name, {
          ...(a.set ? { secretSet: a.set } : {}),
          ...(a.pullSecret ? { imagePullSecretSet: a.pullSecret } : {}),
        });
        out.writes++;
        rebound.add(a.name);
        emit({
          kind: 'agent-rebound',
          env,
          agent: a.name,
          ...(a.set ? { set: a.set } : {}),
          ...(a.pullSecret ? { pullSecret: a.pullSecret } : {}),
        });
      } catch (error) {
        out.ok = false;
        emit({ kind: 'agent-not-rebound', env, agent: a.name, message: messageOf(error) });
      }
    }
    // One rollout per set: the agents that run older values or whose deployment failed (redeployed), the rebound ones
    // and those with a deployment in progress (followed to ready: the engine's rule, staleDecision.ts, decides again).
    const bySet = new Map<string, Array<{ name: string; region: string }>>();
    for (const a of agents) {
      const set = rolloutSetOf(a);
      if (!set || !(a.redeploy || a.follow || rebound.has(a.name))) continue;
      bySet.set(set, [...(bySet.get(set) ?? []), { name: a.name, region: a.region }]);
    }
    for (const [set, list] of bySet) {
      const writtenAt = written.get(set);
      const ok = await deps.rollout({ env, set, agents: list, ...(writtenAt !== undefined ? { writtenAt } : {}) });
      out.rolledOut.push(set);
      if (!ok) return stop(`the rollout of '${set}' did not end with every agent ready`);
    }
  } catch (error) {
    return stop(messageOf(error));
  } finally {
    for (const lock of held) lock.release();
    deps.verdicts?.save();
  }
  return out;
}
