// Why this file is long: the rollout's whole state machine is one reducer — the set it waits on, one row per agent
// through every phase, the stop rules (first failure, cancel, set failed) and the journal's resume decisions — and
// its selectors (the summary: summary.ts); split up, a transition and the rule that guards it would sit apart.
// Pure: no timers, no I/O. The runner (runner.ts) feeds it events with their time; the CLI and the app draw its state.
import type { RolloutProgress } from '../agents/deployStatus.js';
import { shortId } from '../agents/deployStatus.js';
import type { AgentStaleness } from '../secrets/staleness.js';
import type { JournalAgent, JournalEntry } from './journalEntry.js';
import { staleDecision } from './staleDecision.js';
import {
  applyDrainReading,
  defaultDrainTimeoutMs,
  lateWords,
  startDrain,
  type AgentDrain,
  type DrainReading,
} from './drain.js';

export type AgentPhase =
  | 'queued'
  | 'refused'
  | 'requesting'
  | 'waiting'
  | 'rolling'
  | 'ready'
  | 'draining'
  | 'stillDraining'
  | 'failed'
  | 'timedOut'
  | 'unknown'
  | 'notStarted';

export interface RolloutAgent {
  name: string;
  region?: string;
  phase: AgentPhase;
  /** The deployment this rollout follows (its own, or one the journal or a newer deploy points at). */
  deploymentId?: string;
  /** `desiredDeploymentId` before the redeploy: a re-read after a lost answer compares with it. */
  previousDeploymentId?: string;
  /** Live sessions (they continue on the previous revision while the new one validates). */
  sessions?: number;
  /** When this run's redeploy was sent, or when it began following an earlier run's (timeouts count from it). */
  requestedAt?: number;
  endedAt?: number;
  /** Why it failed, was refused, or what it is waiting on. */
  message?: string;
  /** The new revision's phase (Creating, Validating, Active, Failed …). */
  revisionPhase?: string;
  pollCount: number;
  /** Redeploy requests sent by this run (a "not applied" one is sent again once). */
  attempts: number;
  /** Not redeployed by this run, and why (it runs the set as it is now; an earlier run's deployment is rolling). */
  skippedBecause?: string;
  /** Why the plan redeploys it (stale since a write, not known to be current, an earlier run's work not proven). */
  reason?: string;
  /** Its detail has been read (pre-flight): only then may it start. */
  checked: boolean;
  /** What the journal of an earlier, unfinished run says about it. */
  journal?: JournalAgent;
  /** Its max session duration (s), when the service says (the default drain timeout). */
  maxSessionSeconds?: number;
  /** After its new deployment is ready: the sessions still on a superseded one (phases draining, stillDraining). */
  drain?: AgentDrain;
}

export type SetStatus = 'pending' | 'ready' | 'failed' | 'missing';

export interface WatchedSet {
  name: string;
  /** Unknown until the set list is read. */
  status?: SetStatus;
  type?: 'secret' | 'imagePullSecret';
  region?: string;
  errorMessage?: string;
  /** When the wait for it began (its timeout counts from there). */
  since: number;
  checks: number;
  /** The last read failed (the wait goes on). */
  lastError?: string;
}

export interface RolloutOptions {
  /** Agents redeployed (and followed) at a time. Default 1. */
  parallel: number;
  /** Go on after a failure. Default false. */
  keepGoing: boolean;
  /** Per agent, from its request to ready; also the longest wait for the set. Default 10 min. */
  timeoutMs: number;
  /** Follow each agent until ready; false: request and move on. Default true. */
  wait: boolean;
  /** After ready, follow each agent until no session runs on a superseded deployment. Default true (needs `wait`). */
  drain: boolean;
  /** The longest drain per agent; undefined: its max session duration + 30 s, at most 1 h (drain.ts). */
  drainTimeoutMs?: number;
}

export const DEFAULT_ROLLOUT_OPTIONS: RolloutOptions = {
  parallel: 1,
  keepGoing: false,
  timeoutMs: 600_000,
  wait: true,
  drain: true,
};

export type StopReason = 'failure' | 'cancelled' | 'setFailed' | 'setMissing' | 'setTimedOut';

/** `stale`: redeploy only the agents not shown to run the set as it is now; `all`: every agent (named, --all, a write). */
export type RolloutScope = 'stale' | 'all';

export interface RolloutState {
  set?: WatchedSet;
  agents: RolloutAgent[];
  options: RolloutOptions;
  scope: RolloutScope;
  /** No redeploy starts before this time (a write's marker time). */
  notBefore?: number;
  startedAt: number;
  /** Why no new redeploy starts (agents in flight are still followed). */
  stopping?: StopReason;
  /** Following stopped too (a second Ctrl+C): agents in flight are left as they are. */
  abandoned?: boolean;
  finishedAt?: number;
  /** The journal entry this run continues, when it resumed one. */
  resumed?: string;
}

/** What the pre-flight read of one agent found. */
export interface PreflightInfo {
  region?: string;
  desiredDeploymentId?: string;
  sessions?: number;
  /** The progress of its desired deployment (for the journal's decisions). */
  progress?: RolloutProgress;
  /** Why this client cannot redeploy it (checkRedeploy), if so. */
  redeployProblem?: string;
  /** Sets and pull secret it binds with their regions (explicit agent lists: the region check). */
  bound?: Array<{ name: string; kind: 'secret' | 'imagePullSecret'; region?: string }>;
  /** Whether it runs the set as it is now (a set's rollout; or, resuming named agents, every set it binds). */
  staleness?: AgentStaleness;
  /** Its max session duration (s), when the detail says. */
  maxSessionSeconds?: number;
}

export type RolloutEvent =
  | {
      type: 'setRead';
      at: number;
      status: SetStatus;
      setType?: 'secret' | 'imagePullSecret';
      region?: string;
      errorMessage?: string;
    }
  | { type: 'setReadFailed'; at: number; message: string }
  | { type: 'preflight'; at: number; agent: string; info: PreflightInfo }
  | { type: 'preflightFailed'; at: number; agent: string; message: string }
  | { type: 'redeploySent'; at: number; agent: string }
  | {
      type: 'redeployAnswered';
      at: number;
      agent: string;
      deploymentId: string;
      applied?: boolean;
      warning?: string;
      progress?: RolloutProgress;
    }
  | { type: 'redeployFailed'; at: number; agent: string; message: string; notApplied?: boolean }
  | { type: 'redeployUnknown'; at: number; agent: string; message: string }
  | {
      type: 'polled';
      at: number;
      agent: string;
      progress: RolloutProgress;
      sessions?: number;
      maxSessionSeconds?: number;
    }
  | { type: 'pollFailed'; at: number; agent: string; message: string; gone?: boolean }
  | { type: 'drainRead'; at: number; agent: string; reading: DrainReading }
  | { type: 'drainReadFailed'; at: number; agent: string; message: string }
  | { type: 'drainUnavailable'; at: number; agent: string; message: string }
  | { type: 'drainTimedOut'; at: number; agent: string }
  | { type: 'tick'; at: number }
  | { type: 'cancel'; at: number }
  | { type: 'abandon'; at: number }
  | { type: 'finish'; at: number };

export interface RolloutInit {
  /** The set whose change is rolled out (absent: an explicit list of agents). */
  set?: string;
  /** The agents, with their region when the list gave it. */
  agents: Array<{ name: string; region?: string }>;
  options?: Partial<RolloutOptions>;
  now: number;
  /** An unfinished earlier run of the same rollout: its agents are followed or skipped instead of redeployed. */
  resume?: JournalEntry;
  /** Default `all`. */
  scope?: RolloutScope;
  notBefore?: number;
}

/** A redeploy whose answer showed it was not applied is sent again this many times. */
export const NOT_APPLIED_RETRIES = 1;

export function createRollout(init: RolloutInit): RolloutState {
  const options = { ...DEFAULT_ROLLOUT_OPTIONS, ...init.options };
  options.parallel = Math.max(1, Math.floor(options.parallel));
  const seen = new Set<string>();
  const agents: RolloutAgent[] = [];
  for (const agent of init.agents) {
    if (seen.has(agent.name)) continue;
    seen.add(agent.name);
    const journal = init.resume?.agents[agent.name];
    agents.push({
      name: agent.name,
      ...(agent.region !== undefined ? { region: agent.region } : {}),
      phase: 'queued',
      pollCount: 0,
      attempts: 0,
      checked: false,
      ...(journal ? { journal } : {}),
    });
  }
  return {
    ...(init.set !== undefined ? { set: { name: init.set, since: init.now, checks: 0 } } : {}),
    agents,
    options,
    scope: init.scope ?? 'all',
    ...(init.notBefore !== undefined ? { notBefore: init.notBefore } : {}),
    startedAt: init.now,
    ...(init.resume ? { resumed: init.resume.id } : {}),
  };
}

const FOLLOWED: ReadonlySet<AgentPhase> = new Set(['waiting', 'rolling']);

/** Whether a ready agent's drain is followed (options: wait and drain). */
const drainOn = (state: RolloutState) => state.options.wait && state.options.drain;

/** A ready agent begins its drain (since `since`: when it was seen ready, this run or an earlier one). */
function beginDrain(state: RolloutState, agent: RolloutAgent, at: number, since = at): RolloutAgent {
  const timeout = state.options.drainTimeoutMs ?? defaultDrainTimeoutMs(agent.maxSessionSeconds);
  const next: RolloutAgent = {
    ...agent,
    phase: 'draining',
    drain: startDrain(at, timeout, agent.maxSessionSeconds, since),
  };
  delete next.endedAt;
  return next;
}
const setWord = (set: WatchedSet) => (set.type === 'imagePullSecret' ? 'image pull secret' : 'secret set');

function minutes(ms: number): string {
  const s = Math.round(ms / 1000);
  return s % 60 === 0 ? `${s / 60} min` : s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

function mapAgent(state: RolloutState, name: string, change: (agent: RolloutAgent) => RolloutAgent): RolloutState {
  let changed = false;
  const agents = state.agents.map((a) => {
    if (a.name !== name) return a;
    const next = change(a);
    changed ||= next !== a;
    return next;
  });
  return changed ? { ...state, agents } : state;
}

/** A failure stops new redeploys unless keepGoing. */
function afterFailure(state: RolloutState): RolloutState {
  return state.options.keepGoing || state.stopping ? state : { ...state, stopping: 'failure' };
}

/** The region rule: refused before any request, naming both regions. */
function regionRefusal(state: RolloutState, agent: RolloutAgent, info?: PreflightInfo): string | undefined {
  const region = info?.region ?? agent.region;
  if (region === undefined) return undefined;
  if (state.set) {
    const set = state.set;
    if (set.region === undefined || set.region === region) return undefined;
    return `agent '${agent.name}' is in region ${region} but ${setWord(set)} '${set.name}' is in ${set.region}: a redeploy would be refused (they must be in the same region)`;
  }
  const other = info?.bound?.find((b) => b.region !== undefined && b.region !== region);
  if (!other) return undefined;
  const word = other.kind === 'imagePullSecret' ? 'image pull secret' : 'secret set';
  return `agent '${agent.name}' is in region ${region} but its ${word} '${other.name}' is in ${other.region}: a redeploy would be refused (they must be in the same region)`;
}

/**
 * The journal's decision for an agent an earlier run touched: follow the deployment it requested (never redeploy
 * it again), count it as rolled when that one is ready, redeploy when it failed, was not started, or was not applied.
 */
function resumeDecision(agent: RolloutAgent, info: PreflightInfo, at: number): RolloutAgent {
  const journal = agent.journal;
  const desired = info.desiredDeploymentId;
  if (!journal || desired === undefined) return agent;
  let ours: string | undefined;
  let because: string;
  if (journal.deploymentId !== undefined) {
    if (desired === journal.deploymentId) {
      ours = desired;
      because = `an earlier run requested deployment ${shortId(desired)}`;
    } else if (journal.before === undefined || desired !== journal.before) {
      // Deployed again after the earlier run's request: that deployment is newer, so it runs the new values too.
      ours = desired;
      because = `deployment ${shortId(desired)} was made after an earlier run's request`;
    } else return agent;
  } else if (
    (journal.state === 'requested' || journal.state === 'unknown') &&
    journal.before !== undefined &&
    desired !== journal.before
  ) {
    ours = desired;
    because = `an earlier run's request (answer lost) shows as deployment ${shortId(desired)}`;
  } else return agent;
  const progress = info.progress;
  // Followed or skipped: "before" stays what it was before the earlier run's request.
  const kept = { ...agent };
  if (journal.before !== undefined) kept.previousDeploymentId = journal.before;
  else delete kept.previousDeploymentId;
  if (progress?.phase === 'failed') {
    return {
      ...agent,
      message: `deployment ${shortId(ours)} failed (${progress.message ?? 'no message'}); redeploying`,
    };
  }
  if (progress?.phase === 'ready') {
    return { ...kept, phase: 'ready', deploymentId: ours, endedAt: at, skippedBecause: `already ready: ${because}` };
  }
  return {
    ...kept,
    phase: progress?.phase === 'rolling' ? 'rolling' : 'waiting',
    deploymentId: ours,
    requestedAt: at,
    skippedBecause: `not redeployed again: ${because}; following it`,
    ...(progress?.revisionPhase !== undefined ? { revisionPhase: progress.revisionPhase } : {}),
  };
}

/**
 * A set's rollout (scope `stale`): an agent shown to run the set as it is now is skipped; one whose deployment made
 * after the last write is still rolling is followed (never redeployed again); any other — stale, not known, or
 * current on a deployment that failed — is redeployed, with the reason as its plan note.
 */
function stalenessDecision(agent: RolloutAgent, info: PreflightInfo, at: number): RolloutAgent {
  const s = info.staleness;
  if (!s) return agent;
  const decision = staleDecision(s, info.desiredDeploymentId, info.progress, at);
  switch (decision.kind) {
    case 'redeploy':
      return { ...agent, reason: decision.reason };
    case 'skip':
      return {
        ...agent,
        phase: 'ready',
        ...(decision.deploymentId !== undefined ? { deploymentId: decision.deploymentId } : {}),
        endedAt: at,
        skippedBecause: decision.because,
      };
    case 'follow':
      return {
        ...agent,
        phase: decision.phase,
        ...(decision.deploymentId !== undefined ? { deploymentId: decision.deploymentId } : {}),
        requestedAt: at,
        skippedBecause: decision.because,
        ...(decision.revisionPhase !== undefined ? { revisionPhase: decision.revisionPhase } : {}),
      };
  }
}

/** Whether a resumed run may trust the journal for this agent: its staleness shows it runs what it binds as it is now. */
function proven(info: PreflightInfo): boolean {
  const s = info.staleness;
  if (!s) return true; // not checked (a caller without the reads): the journal alone, as before
  return (
    s.state === 'current' ||
    (s.state === 'stale' && s.replacing !== undefined && s.replacing === info.desiredDeploymentId)
  );
}

function applyProgress(agent: RolloutAgent, progress: RolloutProgress, at: number): RolloutAgent {
  const deploymentId = progress.supersededBy ?? agent.deploymentId;
  const base = {
    ...agent,
    deploymentId,
    ...(progress.revisionPhase !== undefined ? { revisionPhase: progress.revisionPhase } : {}),
  };
  delete base.message;
  if (progress.message !== undefined) base.message = progress.message;
  switch (progress.phase) {
    case 'ready':
      return { ...base, phase: 'ready', endedAt: at };
    case 'failed':
      return { ...base, phase: 'failed', endedAt: at, message: progress.message ?? 'the deployment failed' };
    default:
      return { ...base, phase: progress.phase };
  }
}

export function rolloutReducer(state: RolloutState, event: RolloutEvent): RolloutState {
  if (state.finishedAt !== undefined) return state;
  switch (event.type) {
    case 'setRead': {
      if (!state.set) return state;
      const set: WatchedSet = {
        ...state.set,
        status: event.status,
        checks: state.set.checks + 1,
        ...(event.setType !== undefined ? { type: event.setType } : {}),
        ...(event.region !== undefined ? { region: event.region } : {}),
      };
      delete set.lastError;
      delete set.errorMessage;
      if (event.errorMessage !== undefined) set.errorMessage = event.errorMessage;
      let next: RolloutState = { ...state, set };
      // Written again (pending) or fixed (ready): a stop that was only about the set no longer holds.
      if (
        (event.status === 'pending' || event.status === 'ready') &&
        (state.stopping === 'setFailed' || state.stopping === 'setMissing')
      ) {
        delete next.stopping;
      }
      if (event.status === 'failed') next = { ...next, stopping: next.stopping ?? 'setFailed' };
      if (event.status === 'missing') next = { ...next, stopping: next.stopping ?? 'setMissing' };
      // Agents whose listed region differs are refused now, before any request about them.
      for (const agent of next.agents) {
        if (agent.phase !== 'queued' || agent.checked) continue;
        const refusal = regionRefusal(next, agent);
        if (refusal)
          next = mapAgent(next, agent.name, (a) => ({
            ...a,
            phase: 'refused',
            message: refusal,
            checked: true,
            endedAt: event.at,
          }));
      }
      return next;
    }
    case 'setReadFailed':
      return state.set
        ? { ...state, set: { ...state.set, checks: state.set.checks + 1, lastError: event.message } }
        : state;
    case 'preflight':
      return mapAgent(state, event.agent, (agent) => {
        if (agent.phase !== 'queued' || agent.checked) return agent;
        const { info } = event;
        const base: RolloutAgent = {
          ...agent,
          checked: true,
          ...(info.region !== undefined ? { region: info.region } : {}),
          ...(info.desiredDeploymentId !== undefined ? { previousDeploymentId: info.desiredDeploymentId } : {}),
          ...(info.sessions !== undefined ? { sessions: info.sessions } : {}),
          ...(info.maxSessionSeconds !== undefined ? { maxSessionSeconds: info.maxSessionSeconds } : {}),
        };
        const refusal = regionRefusal(state, base, info);
        if (refusal) return { ...base, phase: 'refused', message: refusal, endedAt: event.at };
        let decided: RolloutAgent;
        if (state.scope === 'stale' && info.staleness) decided = stalenessDecision(base, info, event.at);
        else if (base.journal && !proven(info)) {
          // An earlier run rolled it, but the set may have been written since: redeployed again.
          decided = {
            ...base,
            reason: `an earlier run redeployed it, but it is not shown to run its sets as they are now (${info.staleness?.message ?? 'unknown'})`,
          };
        } else decided = resumeDecision(base, info, event.at);
        // An earlier run saw it ready on this deployment but not drained: this run follows the drain, never redeploys.
        const j = base.journal;
        if (
          decided.phase === 'ready' &&
          j?.state === 'draining' &&
          drainOn(state) &&
          j.deploymentId !== undefined &&
          j.deploymentId === info.desiredDeploymentId
        ) {
          return beginDrain(
            state,
            {
              ...decided,
              skippedBecause: `not redeployed again: an earlier run saw deployment ${shortId(j.deploymentId)} ready; following its drain`,
            },
            event.at,
            j.readyAt ?? event.at,
          );
        }
        if (decided.phase !== 'queued') return decided;
        if (info.redeployProblem)
          return { ...decided, phase: 'refused', message: info.redeployProblem, endedAt: event.at };
        return decided;
      });
    case 'preflightFailed': {
      const next = mapAgent(state, event.agent, (agent) =>
        agent.phase === 'queued' && !agent.checked
          ? {
              ...agent,
              checked: true,
              phase: 'failed',
              endedAt: event.at,
              message: `could not read the agent: ${event.message}`,
            }
          : agent,
      );
      return next === state ? state : afterFailure(next);
    }
    case 'redeploySent':
      return mapAgent(state, event.agent, (agent) =>
        agent.phase === 'queued'
          ? { ...agent, phase: 'requesting', requestedAt: event.at, attempts: agent.attempts + 1 }
          : agent,
      );
    case 'redeployAnswered':
      return mapAgent(state, event.agent, (agent) => {
        if (agent.phase !== 'requesting') return agent;
        const notes = [
          event.applied ? `the answer was lost; a re-read shows deployment ${shortId(event.deploymentId)}` : undefined,
          event.warning ? `the service said: ${event.warning}` : undefined,
        ].filter(Boolean);
        const answered: RolloutAgent = { ...agent, phase: 'waiting', deploymentId: event.deploymentId };
        delete answered.message;
        if (notes.length > 0) answered.message = notes.join('; ');
        if (!state.options.wait || !event.progress) return answered;
        // The answer may already say how far it is (never "ready" before it has been seen to be).
        return event.progress.phase === 'failed' ? applyProgress(answered, event.progress, event.at) : answered;
      });
    case 'redeployFailed': {
      let failed = false;
      const next = mapAgent(state, event.agent, (agent) => {
        if (agent.phase !== 'requesting') return agent;
        if (event.notApplied && agent.attempts <= NOT_APPLIED_RETRIES && !state.stopping) {
          return { ...agent, phase: 'queued', message: `${event.message} (sending it again)` };
        }
        failed = true;
        return { ...agent, phase: 'failed', endedAt: event.at, message: event.message };
      });
      return failed ? afterFailure(next) : next;
    }
    case 'redeployUnknown': {
      const next = mapAgent(state, event.agent, (agent) =>
        agent.phase === 'requesting'
          ? { ...agent, phase: 'unknown', endedAt: event.at, message: event.message }
          : agent,
      );
      return next === state ? state : afterFailure(next);
    }
    case 'polled': {
      let failed = false;
      const next = mapAgent(state, event.agent, (agent) => {
        if (!FOLLOWED.has(agent.phase)) return agent;
        const polledMax = event.maxSessionSeconds;
        const updated = applyProgress(
          {
            ...agent,
            pollCount: agent.pollCount + 1,
            ...(event.sessions !== undefined ? { sessions: event.sessions } : {}),
            // Sessions on the old deployment began under the longer of the two durations.
            ...(polledMax !== undefined && polledMax > (agent.maxSessionSeconds ?? 0)
              ? { maxSessionSeconds: polledMax }
              : {}),
          },
          event.progress,
          event.at,
        );
        failed = updated.phase === 'failed';
        return updated.phase === 'ready' && drainOn(state) ? beginDrain(state, updated, event.at) : updated;
      });
      return failed ? afterFailure(next) : next;
    }
    case 'pollFailed': {
      let failed = false;
      const next = mapAgent(state, event.agent, (agent) => {
        if (!FOLLOWED.has(agent.phase)) return agent;
        if (event.gone) {
          failed = true;
          return {
            ...agent,
            pollCount: agent.pollCount + 1,
            phase: 'failed',
            endedAt: event.at,
            message: `the agent is gone: ${event.message}`,
          };
        }
        return { ...agent, pollCount: agent.pollCount + 1, message: `last check failed: ${event.message}` };
      });
      return failed ? afterFailure(next) : next;
    }
    case 'drainRead': {
      let failed = false;
      const next = mapAgent(state, event.agent, (agent) => {
        if (agent.phase !== 'draining' || !agent.drain) return agent;
        const drain = applyDrainReading(agent.drain, event.reading, event.at);
        const updated: RolloutAgent = { ...agent, drain };
        delete updated.message;
        if (drain.state === 'late') {
          failed = true;
          return { ...updated, phase: 'failed', endedAt: event.at, message: lateWords(drain.late ?? [], shortId) };
        }
        if (drain.state === 'drained') return { ...updated, phase: 'ready', endedAt: event.at };
        return updated;
      });
      return failed ? afterFailure(next) : next;
    }
    case 'drainReadFailed':
      return mapAgent(state, event.agent, (agent) =>
        agent.phase === 'draining' && agent.drain
          ? { ...agent, drain: { ...agent.drain, lastCheckAt: event.at, lastError: event.message } }
          : agent,
      );
    case 'drainUnavailable':
      return mapAgent(state, event.agent, (agent) =>
        agent.phase === 'draining' && agent.drain
          ? {
              ...agent,
              phase: 'ready',
              endedAt: event.at,
              drain: { ...agent.drain, state: 'unchecked', unavailable: event.message, lastCheckAt: event.at },
            }
          : agent,
      );
    case 'drainTimedOut':
      return mapAgent(state, event.agent, (agent) =>
        agent.phase === 'draining' && agent.drain
          ? { ...agent, phase: 'stillDraining', endedAt: event.at, drain: { ...agent.drain, state: 'timedOut' } }
          : agent,
      );
    case 'tick': {
      let next = state;
      const limit = state.options.timeoutMs;
      if (
        state.set &&
        state.set.status !== 'ready' &&
        state.set.status !== 'failed' &&
        state.set.status !== 'missing' &&
        !state.stopping
      ) {
        if (event.at - state.set.since >= limit) next = { ...next, stopping: 'setTimedOut' };
      }
      if (!state.options.wait) return next;
      let failed = false;
      for (const agent of state.agents) {
        if (!FOLLOWED.has(agent.phase) || agent.requestedAt === undefined || event.at - agent.requestedAt < limit)
          continue;
        failed = true;
        const last = [agent.phase, agent.revisionPhase].filter(Boolean).join(', ');
        next = mapAgent(next, agent.name, (a) => ({
          ...a,
          phase: 'timedOut',
          endedAt: event.at,
          message: `not ready after ${minutes(limit)} (last seen: ${last}${a.message ? `; ${a.message}` : ''})`,
        }));
      }
      return failed ? afterFailure(next) : next;
    }
    case 'cancel':
      return state.stopping ? state : { ...state, stopping: 'cancelled' };
    case 'abandon':
      return state.abandoned ? state : { ...state, abandoned: true, stopping: state.stopping ?? 'cancelled' };
    case 'finish':
      return {
        ...state,
        finishedAt: event.at,
        agents: state.agents.map((a) => (a.phase === 'queued' ? { ...a, phase: 'notStarted' } : a)),
      };
  }
}

// ---- selectors ------------------------------------------------------------------------------------------------

/** Agents whose request is out or whose deployment is being followed (counts against `parallel`). */
export function inFlight(state: RolloutState): RolloutAgent[] {
  return state.agents.filter((a) => a.phase === 'requesting' || (state.options.wait && FOLLOWED.has(a.phase)));
}

/** Agents followed now (polled). */
export function followed(state: RolloutState): RolloutAgent[] {
  return state.options.wait && !state.abandoned ? state.agents.filter((a) => FOLLOWED.has(a.phase)) : [];
}

/** Ready agents whose drain is followed now (their sessions are read; they do not count against `parallel`). */
export function draining(state: RolloutState): RolloutAgent[] {
  return state.options.wait && !state.abandoned ? state.agents.filter((a) => a.phase === 'draining') : [];
}

/**
 * Draining agents whose sessions may be read now: none while a redeploy awaits its answer. That answer starts the
 * looks at its deployment, and a drain read is never what the rollout waits for; sent with it, the reads crowd it.
 */
export function drainsToRead(state: RolloutState): RolloutAgent[] {
  return state.agents.some((a) => a.phase === 'requesting') ? [] : draining(state);
}

/** Whether the set allows redeploys (no set, or ready). */
export function setIsReady(state: RolloutState): boolean {
  return !state.set || state.set.status === 'ready';
}

/** Whether the set is still being waited on (and read again). */
export function waitingForSet(state: RolloutState): boolean {
  return Boolean(state.set && !state.stopping && (state.set.status === undefined || state.set.status === 'pending'));
}

/** Which agents to redeploy now: never more than `parallel` in flight, none once stopping or before the set is ready. */
export function agentsToStart(state: RolloutState): RolloutAgent[] {
  if (state.stopping || state.abandoned || state.finishedAt !== undefined || !setIsReady(state)) return [];
  const room = state.options.parallel - inFlight(state).length;
  if (room <= 0) return [];
  return state.agents.filter((a) => a.phase === 'queued' && a.checked).slice(0, room);
}

/** Agents the plan redeploys (the confirmation and the app's rollout prompt count them). */
export function toRedeploy(state: RolloutState): RolloutAgent[] {
  return state.agents.filter((a) => a.phase === 'queued');
}

export interface PlanCounts {
  /** Redeployed: stale, not known to be current, or (scope `all`) every agent. */
  redeploy: number;
  /** Followed: a deployment after the last write (or an earlier run's) is rolling. */
  follow: number;
  /** Skipped: shown to run the set as it is now (or rolled by an earlier run). */
  skip: number;
  /** Refused (another region, not redeployable from here) or unreadable. */
  refused: number;
  failed: number;
  total: number;
}

/** The plan in numbers, as the command line's plan and the app's prompt say them. */
export function planCounts(state: RolloutState): PlanCounts {
  const count = (phases: AgentPhase[]) => state.agents.filter((a) => phases.includes(a.phase)).length;
  return {
    redeploy: count(['queued']),
    follow: count(['waiting', 'rolling', 'draining']),
    skip: count(['ready']),
    refused: count(['refused']),
    failed: count(['failed']),
    total: state.agents.length,
  };
}

/** Every agent has read its detail (pre-flight done). */
export function preflightDone(state: RolloutState): boolean {
  return state.agents.every((a) => a.checked);
}

/** Nothing more will happen: nothing in flight (or following abandoned), and nothing left that may start. */
export function isFinished(state: RolloutState): boolean {
  if (state.finishedAt !== undefined || state.abandoned) return true;
  if (state.agents.some((a) => a.phase === 'requesting')) return false;
  if (followed(state).length > 0 || draining(state).length > 0) return false;
  if (waitingForSet(state)) return false;
  const mayStart = !state.stopping && state.agents.some((a) => a.phase === 'queued');
  return !mayStart;
}
