// Why this file is long: the plan (set, pre-flight reads, journal) and the loop that drives the model (starts,
// polls with backoff, the per-agent limiter, timeouts, two signals) share the clock, the limiter and the journal
// writes; apart, each would need the other's bookkeeping.
//
// Drives model.ts against the services. Everything that waits goes through the injected clock (tests use a fake
// one: no real timers), every request about an agent is asked of the limiter first (≤ 15 per agent per rolling
// minute, the redeploy and its re-read included) and made with one HTTP attempt, so the count is exact.
// `signal` (Ctrl+C) stops new redeploys; `followSignal` (a second one) stops following — what is in flight is then
// reported as requested, not yet ready, with its deployment id. Every state goes to `onChange` and the journal.
import pMap from 'p-map';
import type { AgentDetail } from '../agents/detail.js';
import type { AgentsApi } from '../agents/client.js';
import type { SecretsApi } from '../contracts.js';
import { rolloutProgress } from '../agents/deployStatus.js';
import { isApiError } from '../http/errors.js';
import type { SecretSetSummary } from '../models.js';
import { settleRedeploy } from '../agents/redeploy.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';
import { isUncertainWriteError } from '../http/writeOutcome.js';
import { entryFromState, newJournalEntry, type JournalEntry, type RolloutJournal } from './journal.js';
import { RequestLimiter } from './limiter.js';
import { PollSchedule } from './pollSchedule.js';
import { deploymentOfDetail, readSetWrite } from '../secrets/setWrites.js';
import {
  combineStaleness,
  stalenessOf,
  unknownWrite,
  type AgentStaleness,
  type SetWrite,
} from '../secrets/staleness.js';
import { nextDrainCheck } from './drain.js';
import { readDrain } from './drainRead.js';
import {
  agentsToStart,
  createRollout,
  drainsToRead,
  followed,
  isFinished,
  rolloutReducer,
  waitingForSet,
  type PreflightInfo,
  type RolloutEvent,
  type RolloutOptions,
  type RolloutState,
} from './model.js';

export interface RolloutClock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: RolloutClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal?.addEventListener('abort', done, { once: true });
    }),
};

/** Between two reads of the set (and a pre-flight read's retries): 1 s, 2, 4, 8, then 10 s. Agents: pollSchedule.ts. */
export const POLL_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 10_000];
/** Agents whose detail the plan reads at a time. */
export const PREFLIGHT_CONCURRENCY = 8;
/** Attempts of one pre-flight read (each counted by the limiter). */
const PREFLIGHT_ATTEMPTS = 3;

export interface RolloutDeps {
  agents: AgentsApi;
  secrets: SecretsApi;
  clock?: RolloutClock;
  /** Without one, a re-run knows nothing of this run. */
  journal?: RolloutJournal;
  /** Shared by the plan and the run (made by the caller so both count against the same window). */
  limiter?: RequestLimiter;
  /** Tests: another backoff for the set and pre-flight retries (the limiter still applies). */
  pollDelaysMs?: readonly number[];
  /** Tests: when agents are looked at (default: a new PollSchedule per run, learning the deploy time). */
  pollSchedule?: PollSchedule;
  /** Journal entry ids (default: time + random). */
  newId?: () => string;
}

export interface RolloutRequest {
  /** The journal key (journalKey()); without it nothing is journalled. */
  key?: string;
  /** The set whose change is rolled out: waited on until ready; agents in another region are refused. */
  set?: string;
  agents: Array<{ name: string; region?: string }>;
  /** Start a new journal entry instead of resuming an unfinished one (a write of the set just happened, or --all). */
  fresh?: boolean;
  /**
   * Redeploy every agent (`--all`, or a write just made them all stale). Without it a set's rollout redeploys only
   * the agents not shown to run the set as it is now (staleness.ts), and a resumed run of named agents skips or
   * follows an earlier run's agents only where that is shown.
   */
  all?: boolean;
  /** No redeploy starts before this time: the write's marker time (a new deployment must come after it). */
  notBefore?: number;
  options?: Partial<RolloutOptions>;
}

export interface RolloutPlan {
  state: RolloutState;
  /** What pre-flight read, by agent (the org-scoped redeploy payload is rebuilt from it). */
  details: ReadonlyMap<string, AgentDetail>;
  key?: string;
  entry?: JournalEntry;
  /** The unfinished earlier run this one continues (its entry as read, before this run changes it). */
  resumed?: JournalEntry;
  /** The set's last write as read for the plan (a set rollout). */
  setWrite?: SetWrite;
  /** Each agent against the set (or, resuming named agents, every secret set it binds), as the plan read it. */
  staleness: ReadonlyMap<string, AgentStaleness>;
}

export interface RolloutControl {
  /** Stops starting new redeploys (Ctrl+C). */
  signal?: AbortSignal;
  /** Stops following the agents in flight (a second Ctrl+C); their requests are abandoned. */
  followSignal?: AbortSignal;
  onChange?: (state: RolloutState) => void;
}

const SET = '\u0000set';

export function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return sanitizeTerminalText(text, { singleLine: true });
}

const isAbort = (error: unknown) => isApiError(error) && error.code === 'ABORTED';

/** Whether a failed read is worth one more attempt (no answer, or a server error). */
const transient = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status >= 500 || error.status === 429) && !isAbort(error);

function defaultId(now: number): string {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Reads what a rollout needs before it may start (and before a confirmation is asked): the set's status and region,
 * each agent's detail (region, current deployment, live sessions, whether it can be redeployed from here), and the
 * journal of an unfinished earlier run. Refusals (another region) are decided here, before any redeploy.
 */
export async function planRollout(
  deps: RolloutDeps,
  request: RolloutRequest,
  opts: { signal?: AbortSignal } = {},
): Promise<RolloutPlan> {
  const clock = deps.clock ?? realClock;
  const limiter = deps.limiter ?? new RequestLimiter();
  const earlier =
    !request.fresh && !request.all && request.key !== undefined ? deps.journal?.read(request.key) : undefined;
  const resume = earlier && !earlier.finished ? earlier : undefined;
  const scope = request.set !== undefined && !request.all ? 'stale' : 'all';
  let state = createRollout({
    set: request.set,
    agents: request.agents,
    options: request.options,
    now: clock.now(),
    resume,
    scope,
    notBefore: request.notBefore,
  });
  const emit = (event: RolloutEvent) => (state = rolloutReducer(state, event));

  const sets = await deps.secrets.listSecretSets({ signal: opts.signal });
  const regionOf = new Map(sets.map((s) => [s.name, sanitizeTerminalText(s.region, { singleLine: true })]));
  const typeOf = new Map(sets.map((s) => [s.name, s.type]));
  // Each set's last write, read once (the set's own rollout; or, to prove a resumed run's skips, each bound set).
  const writes = new Map<string, Promise<SetWrite>>();
  const writeOf = (name: string): Promise<SetWrite> => {
    let read = writes.get(name);
    if (!read) {
      const type = typeOf.get(name);
      read =
        type === undefined
          ? Promise.resolve(unknownWrite(name, 'missing'))
          : type === 'imagePullSecret'
            ? Promise.resolve(unknownWrite(name, 'image-pull-secret'))
            : readSetWrite(deps.secrets, name, { signal: opts.signal });
      writes.set(name, read);
    }
    return read;
  };
  let setWrite: SetWrite | undefined;
  if (request.set !== undefined) {
    const set = sets.find((s) => s.name === request.set);
    emit(setReadEvent(set, clock.now()));
    if (scope === 'stale') setWrite = await writeOf(request.set);
    // A write's marker time is a second or two ahead: a redeploy before it would count as older than the write.
    if (setWrite?.known && setWrite.at > clock.now() && (state.notBefore ?? 0) < setWrite.at)
      state = { ...state, notBefore: setWrite.at };
  }
  const staleness = new Map<string, AgentStaleness>();
  /** The agent against what this rollout is about: the set, or (to prove a resume) every secret set it binds. */
  const stalenessFor = async (name: string, detail: AgentDetail): Promise<AgentStaleness | undefined> => {
    const facts = deploymentOfDetail(detail);
    const now = clock.now();
    if (request.set !== undefined) {
      if (scope !== 'stale') return undefined;
      return combineStaleness(name, [stalenessOf(await writeOf(request.set), facts, now)]);
    }
    if (!resume?.agents[name]) return undefined;
    const bound = detail.bindings?.secretSets ?? [];
    return combineStaleness(
      name,
      await Promise.all(bound.map(async (set) => stalenessOf(await writeOf(set), facts, now))),
    );
  };

  const details = new Map<string, AgentDetail>();
  const toRead = state.agents.filter((a) => a.phase === 'queued' && !a.checked).map((a) => a.name);
  await pMap(
    toRead,
    async (name) => {
      for (let attempt = 1; ; attempt++) {
        try {
          const at = clock.now();
          await clock.sleep(limiter.nextAllowedAt(name, at) - at, opts.signal);
          limiter.record(name, clock.now());
          const detail = await deps.agents.getAgent(name, { signal: opts.signal, noRetry: true });
          details.set(name, detail);
          const desired = detail.desiredDeploymentId;
          const bound = [
            ...(detail.bindings?.secretSets ?? []).map((n) => ({
              name: n,
              kind: 'secret' as const,
              region: regionOf.get(n),
            })),
            ...(detail.bindings?.imagePullSecret
              ? [
                  {
                    name: detail.bindings.imagePullSecret,
                    kind: 'imagePullSecret' as const,
                    region: regionOf.get(detail.bindings.imagePullSecret),
                  },
                ]
              : []),
          ];
          const problem = deps.agents.checkRedeploy?.(detail) ?? null;
          const stale = await stalenessFor(name, detail);
          if (stale) staleness.set(name, stale);
          const info: PreflightInfo = {
            ...(detail.region !== undefined ? { region: detail.region } : {}),
            ...(desired !== undefined
              ? { desiredDeploymentId: desired, progress: rolloutProgress(detail, desired) }
              : {}),
            ...(detail.activeSessionCount !== undefined ? { sessions: detail.activeSessionCount } : {}),
            ...(problem ? { redeployProblem: problem } : {}),
            ...(stale ? { staleness: stale } : {}),
            ...(detail.maxSessionDuration !== undefined ? { maxSessionSeconds: detail.maxSessionDuration } : {}),
            bound,
          };
          emit({ type: 'preflight', at: clock.now(), agent: name, info });
          return;
        } catch (error) {
          if (isAbort(error) || opts.signal?.aborted) throw error;
          if (transient(error) && attempt < PREFLIGHT_ATTEMPTS) {
            await clock.sleep((deps.pollDelaysMs ?? POLL_DELAYS_MS)[attempt - 1] ?? 1000, opts.signal);
            continue;
          }
          const gone = isApiError(error) && error.status === 404;
          emit({
            type: 'preflightFailed',
            at: clock.now(),
            agent: name,
            message: gone ? 'no agent by that name' : messageOf(error),
          });
          return;
        }
      }
    },
    { concurrency: PREFLIGHT_CONCURRENCY },
  );
  const key = request.key;
  const entry =
    key === undefined
      ? undefined
      : (resume ?? newJournalEntry((deps.newId ?? (() => defaultId(clock.now())))(), clock.now(), request.set));
  return {
    state,
    details,
    staleness,
    ...(key !== undefined ? { key } : {}),
    ...(entry ? { entry } : {}),
    ...(resume ? { resumed: resume } : {}),
    ...(setWrite ? { setWrite } : {}),
  };
}

/** The reason the loop's waits are stopped with: abort() without one builds a DOMException (and its stack) per turn. */
const WOKEN = Symbol('woken');

/** Resolves when `signal` aborts, or when `stop` does (so no listener outlives one wait). */
function aborted(signal: AbortSignal, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      stop.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    stop.addEventListener('abort', done, { once: true });
  });
}

/** Runs a planned rollout to its end (or until following is abandoned) and resolves with the final state. */
export async function runRollout(
  deps: RolloutDeps,
  plan: RolloutPlan,
  control: RolloutControl = {},
): Promise<RolloutState> {
  const clock = deps.clock ?? realClock;
  const limiter = deps.limiter ?? new RequestLimiter();
  const delays = deps.pollDelaysMs ?? POLL_DELAYS_MS;
  const delay = (step: number) => delays[Math.min(step, delays.length - 1)];
  const { signal, followSignal } = control;
  let state = plan.state;

  let journalled = '';
  const writeJournal = () => {
    if (!deps.journal || plan.key === undefined || !plan.entry) return;
    const entry = entryFromState(state, plan.entry, clock.now());
    const text = JSON.stringify({ ...entry, updatedAt: 0 });
    if (text === journalled) return;
    journalled = text;
    deps.journal.write(plan.key, entry);
  };
  const emit = (event: RolloutEvent) => {
    const next = rolloutReducer(state, event);
    if (next === state) return;
    state = next;
    writeJournal();
    control.onChange?.(state);
  };
  writeJournal();
  control.onChange?.(state);

  const busy = new Map<string, Promise<void>>();
  /** Each agent's newest detail (the drain places sessions on deployments by its revisions). */
  const lastDetail = new Map<string, AgentDetail>(plan.details);
  const schedule = deps.pollSchedule ?? new PollSchedule();
  /** Per followed deployment: when following began (its request's answer), the looks that found it not ready. */
  const tracks = new Map<
    string,
    { start: number; looks: number[]; slot: number; learnt: boolean; deploymentId?: string }
  >();
  const track = (name: string, learnt: boolean, deploymentId?: string) =>
    tracks.set(name, {
      start: clock.now(),
      looks: [],
      slot: schedule.nextSlot(),
      learnt,
      ...(deploymentId !== undefined ? { deploymentId } : {}),
    });
  // The plan read the set once: the next read follows the backoff.
  let setNextAt = state.set?.status !== undefined ? clock.now() + delay(0) : clock.now();
  let setStep = 1;
  const launch = (key: string, work: () => Promise<void>) => {
    const running = work()
      .catch(() => {})
      .finally(() => busy.delete(key));
    busy.set(key, running);
  };

  const readSet = async () => {
    try {
      const sets = await deps.secrets.listSecretSets({ signal: followSignal });
      const set = sets.find((s) => s.name === state.set?.name);
      emit(setReadEvent(set, clock.now()));
    } catch (error) {
      if (!state.abandoned && !followSignal?.aborted)
        emit({ type: 'setReadFailed', at: clock.now(), message: messageOf(error) });
    }
    setNextAt = clock.now() + delay(setStep++);
  };

  const redeploy = async (name: string, before: string | undefined) => {
    emit({ type: 'redeploySent', at: clock.now(), agent: name });
    try {
      const result = await settleRedeploy(deps.agents, name, {
        before,
        detail: plan.details.get(name),
        signal: followSignal,
        noRetry: true,
        onRequest: () => limiter.record(name, clock.now()),
      });
      emit({
        type: 'redeployAnswered',
        at: clock.now(),
        agent: name,
        deploymentId: result.deploymentId,
        ...(result.outcome === 'applied' ? { applied: true } : {}),
        ...(result.detail.warning ? { warning: result.detail.warning } : {}),
        progress: rolloutProgress(result.detail, result.deploymentId),
      });
      track(name, true, result.deploymentId);
    } catch (error) {
      if (state.abandoned || followSignal?.aborted) return;
      if (isUncertainWriteError(error)) {
        if (error.readBack === 'not applied')
          emit({ type: 'redeployFailed', at: clock.now(), agent: name, message: messageOf(error), notApplied: true });
        else emit({ type: 'redeployUnknown', at: clock.now(), agent: name, message: messageOf(error) });
        return;
      }
      // 429: refused for now, nothing applied — one more try, like a request never sent.
      const notApplied = isApiError(error) && error.status === 429;
      emit({
        type: 'redeployFailed',
        at: clock.now(),
        agent: name,
        message: messageOf(error),
        ...(notApplied ? { notApplied } : {}),
      });
    }
  };

  const poll = async (name: string, deploymentId: string) => {
    const sentAt = clock.now();
    limiter.record(name, sentAt);
    const t = tracks.get(name);
    const look = t ? sentAt - t.start : 0;
    try {
      const detail = await deps.agents.getAgent(name, { signal: followSignal, noRetry: true });
      lastDetail.set(name, detail);
      const progress = rolloutProgress(detail, deploymentId);
      if (t) {
        // Only this run's own deployment, seen to the end, teaches the deploy time.
        if (progress.supersededBy !== undefined) t.learnt = false;
        if (progress.phase === 'ready' && t.learnt) schedule.learn(t.looks.at(-1) ?? 0, look);
        else t.looks.push(look);
      }
      emit({
        type: 'polled',
        at: clock.now(),
        agent: name,
        progress,
        ...(detail.activeSessionCount !== undefined ? { sessions: detail.activeSessionCount } : {}),
        ...(detail.maxSessionDuration !== undefined ? { maxSessionSeconds: detail.maxSessionDuration } : {}),
      });
    } catch (error) {
      t?.looks.push(look);
      if (state.abandoned || followSignal?.aborted) return;
      emit({
        type: 'pollFailed',
        at: clock.now(),
        agent: name,
        message: messageOf(error),
        ...(isApiError(error) && error.status === 404 ? { gone: true } : {}),
      });
    }
  };

  /** The agents client's sessions, each request asked of the limiter first (the drain's reads count as the polls do). */
  const limitedLister = (name: string) => ({
    listSessions: async (...args: Parameters<NonNullable<AgentsApi['listSessions']>>) => {
      const at = clock.now();
      await clock.sleep(limiter.nextAllowedAt(name, at) - at, followSignal);
      limiter.record(name, clock.now());
      return deps.agents.listSessions!(...args);
    },
  });

  const checkDrain = async (name: string) => {
    const agent = state.agents.find((a) => a.name === name);
    if (!agent?.drain) return;
    if (!deps.agents.listSessions) {
      emit({
        type: 'drainUnavailable',
        at: clock.now(),
        agent: name,
        message: 'this client cannot read sessions',
      });
      return;
    }
    try {
      const reading = await readDrain(
        limitedLister(name),
        name,
        lastDetail.get(name),
        { ...agent, drain: agent.drain },
        { signal: followSignal },
      );
      emit({ type: 'drainRead', at: clock.now(), agent: name, reading });
    } catch (error) {
      if (state.abandoned || followSignal?.aborted) return;
      const status = isApiError(error) ? error.status : undefined;
      if (status === 404 || status === 405 || status === 501 || status === 401 || status === 403) {
        emit({
          type: 'drainUnavailable',
          at: clock.now(),
          agent: name,
          message: `the service did not answer the sessions (${messageOf(error)})`,
        });
      } else emit({ type: 'drainReadFailed', at: clock.now(), agent: name, message: messageOf(error) });
    }
  };

  for (;;) {
    const now = clock.now();
    if (followSignal?.aborted) {
      emit({ type: 'abandon', at: now });
      break;
    }
    if (signal?.aborted) emit({ type: 'cancel', at: now });
    emit({ type: 'tick', at: now });
    if (isFinished(state)) break;

    let wakeAt = Number.POSITIVE_INFINITY;
    const wakeBy = (at: number) => (wakeAt = Math.min(wakeAt, at));
    if (waitingForSet(state)) {
      if (!busy.has(SET) && now >= setNextAt) launch(SET, readSet);
      else if (!busy.has(SET)) wakeBy(setNextAt);
      if (state.set) wakeBy(state.set.since + state.options.timeoutMs);
    }
    // A write's marker time: a deployment made before it would count as older than the write.
    const notBefore = state.notBefore ?? 0;
    if (now < notBefore && agentsToStart(state).length > 0) wakeBy(notBefore);
    else {
      for (const agent of agentsToStart(state)) {
        // Room for the redeploy and a re-read of it.
        const allowed = limiter.nextAllowedAt(agent.name, now, 2);
        if (allowed > now) wakeBy(allowed);
        else launch(agent.name, () => redeploy(agent.name, agent.previousDeploymentId));
      }
    }
    for (const agent of followed(state)) {
      if (agent.requestedAt !== undefined) wakeBy(agent.requestedAt + state.options.timeoutMs);
      if (busy.has(agent.name) || agent.deploymentId === undefined) continue;
      // Followed without this run's request (resumed): its start is unknown, so it teaches nothing.
      if (!tracks.has(agent.name)) track(agent.name, false, agent.deploymentId);
      const t = tracks.get(agent.name)!;
      const due = Math.max(t.start + schedule.next(t.looks, t.slot, t.learnt), limiter.nextAllowedAt(agent.name, now));
      if (due > now) wakeBy(due);
      else {
        const id = agent.deploymentId;
        launch(agent.name, () => poll(agent.name, id));
      }
    }
    // While a redeploy awaits its answer there is none (drainsToRead); that answer wakes the loop.
    for (const agent of drainsToRead(state)) {
      const drain = agent.drain;
      if (!drain || busy.has(agent.name)) continue;
      // Its last read was at (or after) its deadline: ready, still draining.
      if (drain.lastCheckAt !== undefined && drain.lastCheckAt >= drain.deadline) {
        emit({ type: 'drainTimedOut', at: now, agent: agent.name });
        continue;
      }
      // Room for the read and the one that may follow it (the late sessions, once the active ones are gone).
      const due = Math.max(nextDrainCheck(drain), limiter.nextAllowedAt(agent.name, now, 2));
      if (due > now) wakeBy(due);
      else launch(agent.name, () => checkDrain(agent.name));
    }
    if (busy.size === 0 && wakeAt === Number.POSITIVE_INFINITY) break; // nothing can change any more
    const stop = new AbortController();
    const waits: Array<Promise<void>> = [...busy.values()];
    if (wakeAt !== Number.POSITIVE_INFINITY) waits.push(clock.sleep(Math.max(0, wakeAt - now), stop.signal));
    if (signal && !signal.aborted) waits.push(aborted(signal, stop.signal));
    if (followSignal && !followSignal.aborted) waits.push(aborted(followSignal, stop.signal));
    await Promise.race(waits);
    stop.abort(WOKEN);
  }
  emit({ type: 'finish', at: clock.now() });
  return state;
}

/** What a read of the set list says about the set a rollout waits on (absent from the list: `missing`). */
function setReadEvent(set: SecretSetSummary | undefined, at: number): RolloutEvent {
  if (!set) return { type: 'setRead', at, status: 'missing' };
  const clean = (text: string) => sanitizeTerminalText(text, { singleLine: true });
  return {
    type: 'setRead',
    at,
    status: set.status,
    setType: set.type,
    region: clean(set.region),
    ...(set.errorMessage ? { errorMessage: clean(set.errorMessage) } : {}),
  };
}
