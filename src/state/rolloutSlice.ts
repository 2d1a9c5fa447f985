// Why this file is long: the offer and the run share the plan (read once, when the offer appears, so the prompt can
// name the live sessions), the journal key, the one-at-a-time rule and the locks held (quitting lets them go); split
// apart, each would need the other's state.
// The app's rollouts: the offer after a write of a set ("N agents still run the old values — r roll out · esc
// later"), and the one rollout this app runs at a time — planned and run by the engine the command line uses
// (api/rollout: planRollout + runRollout) with the app's clients, journal and clock. The rollout view draws
// `rollout.state`; Esc leaves it running here (the header shows it); `x` is the engine's first signal (no new
// redeploys; the ones in flight are followed to the end); quitting abandons following (both signals) after the
// app asked. Nothing is redeployed without the user's `r` (or the `y` of a one-agent redeploy's confirmation).
// Each rollout of a set (or of named agents) holds the command line's lock (AppDeps.rolloutLocks): held by another
// process, the app says who holds it and since when and does not start; every lock is let go when its run ends and
// when the app quits.
import type { StateCreator } from 'zustand/vanilla';
import { journalKey, memoryJournal, supersededEntry } from '../api/rollout/journal.js';
import { holderWhen, lockHeldText, tookOverText, type LockHolder } from '../api/rollout/lock.js';
import type { RequestLimiter } from '../api/rollout/limiter.js';
import { inFlight, rolloutReducer, type RolloutState } from '../api/rollout/model.js';
import type { RolloutClock, RolloutDeps, RolloutPlan, RolloutRequest } from '../api/rollout/runner.js';
import { readyNotDrained, summarize } from '../api/rollout/summary.js';
import { usedBy } from '../api/agents/bindings.js';
import { rollbackAgents, type RollbackPlan } from '../api/agents/rollback.js';
import type { ApplyRollout } from '../project/appSource.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
import type { AppState } from './store.js';

/** The prompt after a write (or after `R` on a set): what a rollout would do, read before the user answers. */
export interface RolloutOffer {
  id: number;
  set: string;
  /** A write of the set just happened (the agents run the old values); false: asked for without a write. */
  afterWrite: boolean;
  /** The agents that use the set. */
  agents: string[];
  /** The plan (each agent's detail): being read, read, or it failed (`r` reads it again). */
  plan: 'reading' | 'ready' | 'failed';
  planError?: string;
  /**
   * The agents the run would redeploy, from the engine's plan (planRollout: its agents still queued after pre-flight
   * and the journal); null until the plan is read. The prompt names this count, not the users' (issue 25: "5 agents",
   * then 2 redeployed).
   */
  redeploy: string[] | null;
  /** Agents that use the set and are not redeployed, with why (an earlier run already did, or follows them). */
  notRedeployed: Array<{ name: string; why: string }>;
  /** Agents with live sessions, from the plan. */
  sessions: Array<{ name: string; sessions: number }>;
  /** Why the plan refuses some agents (another region; cannot be redeployed from here). */
  refused: string[];
  /** Agents whose bindings could not be read: whether they use the set is unknown. */
  unchecked: string[];
  /** Why `r` did not start it (one line per `\n`-separated part: the prompt truncates each line). */
  blocked?: string;
}

export type RolloutRunPhase = 'planning' | 'running' | 'finished' | 'failed';

export interface RolloutRun {
  id: number;
  /** The set rolled out; absent for an explicit list of agents (a redeploy from the Agents screen). */
  set?: string;
  agents: string[];
  phase: RolloutRunPhase;
  /** The engine's state (null while the plan is read). */
  state: RolloutState | null;
  /** Why it could not run (the plan failed). */
  error?: string;
  /** `x`: no new redeploys (the ones in flight are followed). */
  stopRequested: boolean;
  /** Following stopped (the app quit while it ran). */
  abandoned: boolean;
  /** The finished rollout was looked at (the header stops showing it). */
  seen: boolean;
  /** The command that continues this rollout through the journal. */
  resumeHint: string;
  /** A rollback to the previous deployment (api/agents/rollback.ts), not a redeploy. */
  rollback?: boolean;
}

/** What quitting while a rollout runs leaves behind (the app asks before it quits). */
export interface RolloutQuitQuestion {
  /** Requested but not yet ready: they continue on the service. */
  requested: Array<{ name: string; deploymentId?: string }>;
  /** Not redeployed. */
  notStarted: string[];
  /** Ready on the new deployment, sessions still on an old one (or not read yet): "a (3 sessions on 1a2b3c4d)". */
  draining: string[];
  resumeHint: string;
}

export interface RolloutSlice {
  rolloutOffer: RolloutOffer | null;
  rollout: RolloutRun | null;
  /**
   * Offers a rollout of `set` to the agents that use it (the usage map): after a write (`afterWrite`: the set's
   * unfinished journal entry is superseded and the plan starts a new one) or on request. Nothing when no agent uses
   * it (on request: a toast says so). Never rejects.
   */
  offerRollout(set: string, opts: { afterWrite: boolean }): Promise<void>;
  dismissRolloutOffer(): void;
  /** `r`: starts the offered rollout; false when it cannot start now (the offer says why). */
  acceptRolloutOffer(): boolean;
  /** A redeploy of these agents (confirmed by the user), as a rollout; false when another one runs. */
  redeployAgents(agents: Array<{ name: string; region?: string }>): boolean;
  /** Starts the rollback `plan` (api/agents/rollback.ts), followed as a one-agent rollout; false when one runs already. */
  rollbackAgent(plan: RollbackPlan, region?: string): boolean;
  /**
   * One set's rollout during an apply (the Environments screen), with that environment's clients; resolves true when
   * every agent ended ready, false when it did not or could not start (another rollout runs). The apply holds the
   * set's lock already (holdRolloutLock): this takes none.
   */
  runApplyRollout(call: ApplyRollout): Promise<boolean>;
  /**
   * Takes the rollout lock of journal key `key` (`what`: "'keys'", for the words; `command`: what this app runs, for
   * another process's words), or says who holds it. Released by the caller, or when the app quits.
   */
  holdRolloutLock(key: string, what: string, command: string): HeldLock;
  /** `x`: no new redeploys; the ones in flight are followed to the end. */
  stopRollout(): void;
  /** Stops following too (the app quits): agents in flight are left to the service. */
  abandonRollout(): void;
  /** The finished rollout was seen in its view. */
  markRolloutSeen(): void;
  /** Null when no rollout runs; else what quitting now would leave behind. */
  rolloutQuitQuestion(): RolloutQuitQuestion | null;
  /** The rollout clock's time (elapsed columns). */
  rolloutNow(): number;
  /** Stops the offer's reads and the rollout's timers (the app exits). */
  disposeRollout(): void;
}

/** A rollout lock this app holds (`note`: an earlier holder's stale lock was taken over), or why it is not. */
export type HeldLock =
  { ok: true; release(): void; note?: string } | { ok: false; why: string; holder: LockHolder | undefined };

/** A plan older than this is read again when the user accepts (the agents may have changed; the set's wait counts from it). */
export const OFFER_PLAN_TTL_MS = 60_000;

const running = (run: RolloutRun | null) => run !== null && (run.phase === 'planning' || run.phase === 'running');

function resumeHintFor(set: string | undefined, agents: readonly string[]): string {
  return set !== undefined
    ? `agentdeck agents redeploy --uses ${set}`
    : `agentdeck agents redeploy ${agents.join(' ')}`;
}

/** The header's indicator: "⟳ rollout 2/5" while it runs; how it ended until it is seen; null otherwise. */
export function rolloutBadge(run: RolloutRun | null): string | null {
  if (!run) return null;
  if (run.phase === 'planning') return '⟳ rollout: reading agents…';
  if (run.phase === 'failed') return run.seen ? null : '✖ rollout could not start';
  const state = run.state;
  if (!state) return null;
  const total = state.agents.length;
  const ended = state.agents.filter((a) => a.endedAt !== undefined || a.phase === 'refused').length;
  if (run.phase === 'running') {
    if (state.set && state.set.status !== 'ready' && state.set.status !== undefined && ended === 0)
      return `⟳ rollout: ${state.set.name} ${state.set.status}`;
    return `⟳ rollout ${ended}/${total}${run.stopRequested ? ' stopping' : ''}`;
  }
  if (run.seen) return null;
  const summary = summarize(state);
  if (summary.ok) return `✔ rollout ${summary.rolled.length + summary.skipped.length}/${total}`;
  if (summary.failed.length > 0) return `✖ rollout: ${summary.failed.length} failed`;
  return summary.draining.length > 0
    ? `◌ rollout: ${summary.draining.length} still draining`
    : `✖ rollout ${summary.rolled.length + summary.skipped.length}/${total}`;
}

export const createRolloutSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], RolloutSlice> =>
  (set, get) => {
    const journal = deps.rolloutJournal ?? memoryJournal();
    const now = () => (deps.rolloutClock ?? deps.clock).now();
    const target = deps.rolloutTarget ?? deps.target.label;
    // The engine is loaded when a rollout is first offered, not with the app (its first frame does not need it).
    let engineModule:
      Promise<typeof import('../api/rollout/runner.js') & typeof import('../api/rollout/limiter.js')> | undefined;
    const loadEngine = () =>
      (engineModule ??= Promise.all([import('../api/rollout/runner.js'), import('../api/rollout/limiter.js')]).then(
        ([runner, limiter]) => ({ ...runner, ...limiter }),
      ));
    const clockOf = (engine: typeof import('../api/rollout/runner.js')): RolloutClock =>
      deps.rolloutClock ?? { now: () => deps.clock.now(), sleep: engine.realClock.sleep };
    let offerSeq = 0;
    let runSeq = 0;
    /** The locks this app holds now: each one's release (quitting lets them all go). */
    const heldLocks = new Set<() => void>();
    const holdLock = (key: string, what: string, command: string): HeldLock => {
      if (!deps.rolloutLocks) return { ok: true, release: () => {} };
      const attempt = deps.rolloutLocks.take(key, command);
      if (!attempt.ok)
        return { ok: false, why: lockHeldText(what, attempt.holder, deps.clock.now()), holder: attempt.holder };
      const release = () => {
        if (!heldLocks.delete(release)) return;
        attempt.release();
      };
      heldLocks.add(release);
      const note = attempt.tookOver
        ? `${tookOverText(what, attempt.tookOver, deps.clock.now())}; this app took it over`
        : undefined;
      return { ok: true, release, ...(note !== undefined ? { note } : {}) };
    };
    /** holdLock for a one-off action: held elsewhere, a one-line toast (who and since when) and undefined. */
    const lockOrSay = (key: string, what: string, command: string, refused: string) => {
      const lock = holdLock(key, what, command);
      if (!lock.ok) {
        // A toast is one line: who and since when (the command is in the lock file, and in the CLI's message).
        get().showToast(
          `${refused}: another rollout of ${what} is in progress (${holderWhen(lock.holder, deps.clock.now())})`,
          'error',
        );
        return undefined;
      }
      if (lock.note) get().showToast(lock.note, 'info');
      return lock;
    };

    /** The plan and the run share one limiter (both count against the same minute). */
    interface Planned {
      plan: RolloutPlan;
      limiter: RequestLimiter;
    }
    interface PendingPlan {
      offerId: number;
      request: RolloutRequest;
      controller: AbortController;
      promise: Promise<Planned | null>;
    }
    let offerPlan: PendingPlan | null = null;
    let controls: { stop: AbortController; stopFollowing: AbortController } | null = null;

    /** Another environment's clients (an apply's rollout); absent: the app's. */
    type Clients = ApplyRollout['clients'];
    const engine = async (
      limiter?: RequestLimiter,
      clients?: Clients,
    ): Promise<{ deps: RolloutDeps; module: Awaited<ReturnType<typeof loadEngine>> }> => {
      const agents = clients?.agents ?? deps.agents;
      if (!agents) throw new Error('this app has no agents client');
      const module = await loadEngine();
      return {
        module,
        deps: {
          agents,
          secrets: clients?.secrets ?? deps.secrets,
          clock: clockOf(module),
          journal,
          limiter: limiter ?? new module.RequestLimiter(),
        },
      };
    };

    const patchOffer = (id: number, patch: Partial<RolloutOffer>) =>
      set((s) => (s.rolloutOffer?.id === id ? { rolloutOffer: { ...s.rolloutOffer, ...patch } } : s));
    const patchRun = (id: number, patch: Partial<RolloutRun>) =>
      set((s) => (s.rollout?.id === id ? { rollout: { ...s.rollout, ...patch } } : s));

    const readPlan = async (
      request: RolloutRequest,
      signal: AbortSignal,
      limiter?: RequestLimiter,
      clients?: Clients,
    ): Promise<Planned> => {
      const { module, deps: d } = await engine(limiter, clients);
      return { plan: await module.planRollout(d, request, { signal }), limiter: d.limiter as RequestLimiter };
    };

    /**
     * Plans `request` and runs it to its end; `planned` is a plan read earlier (the offer's), if any. Resolves with the
     * engine's last state (null: it could not run).
     */
    const startRun = (
      request: RolloutRequest,
      afterWrite: boolean,
      planned?: Promise<Planned | null>,
      clients?: Clients,
      resumeHint?: string,
    ): Promise<RolloutState | null> => {
      const id = ++runSeq;
      const stop = new AbortController();
      const stopFollowing = new AbortController();
      controls = { stop, stopFollowing };
      const agents = request.agents.map((a) => a.name);
      set({
        rollout: {
          id,
          ...(request.set !== undefined ? { set: request.set } : {}),
          agents,
          phase: 'planning',
          state: null,
          stopRequested: false,
          abandoned: false,
          seen: false,
          resumeHint: resumeHint ?? resumeHintFor(request.set, agents),
        },
      });
      return (async () => {
        try {
          let ready = planned ? await planned : null;
          if (ready && now() - ready.plan.state.startedAt > OFFER_PLAN_TTL_MS) ready = null;
          ready ??= await readPlan(request, stopFollowing.signal, undefined, clients);
          const { plan, limiter } = ready;
          let state = plan.state;
          // The write made the set pending: it is read again (and waited for) before any redeploy.
          if (afterWrite && state.set) state = rolloutReducer(state, { type: 'setRead', at: now(), status: 'pending' });
          patchRun(id, { phase: 'running', state });
          const { module, deps: d } = await engine(limiter, clients);
          const final = await module.runRollout(
            d,
            { ...plan, state },
            {
              signal: stop.signal,
              followSignal: stopFollowing.signal,
              onChange: (next) => patchRun(id, { state: next }),
            },
          );
          patchRun(id, { phase: 'finished', state: final });
          // New deployments: the agents' rows and the usage map are read again.
          void get().refreshUsage({ force: true });
          if (get().agentsList !== null) void get().loadAgents();
          return final;
        } catch (error) {
          patchRun(id, { phase: 'failed', error: errorText(error) });
          return null;
        } finally {
          if (controls?.stop === stop) controls = null;
        }
      })();
    };

    return {
      rolloutOffer: null,
      rollout: null,

      offerRollout: async (setName, { afterWrite }) => {
        if (!deps.agents) return;
        const key = journalKey(target, { set: setName });
        if (afterWrite) {
          // The values changed again: an unfinished rollout of the set no longer brings the agents up to date.
          const entry = journal.read(key);
          if (entry && !entry.finished) journal.write(key, supersededEntry(`${entry.id}-superseded`, now(), setName));
        }
        await get().refreshUsage();
        const usage = get().usage;
        if (!usage) {
          if (!afterWrite)
            get().showToast(`could not read which agents use ${setName}: ${get().usageError ?? 'no answer'}`, 'error');
          return;
        }
        const users = usedBy(usage, setName);
        if (users.length === 0) {
          if (!afterWrite) get().showToast(`no agent uses ${setName}: nothing to roll out`, 'info');
          return;
        }
        offerPlan?.controller.abort();
        const id = ++offerSeq;
        const request: RolloutRequest = {
          key,
          set: setName,
          agents: users.map((a) => ({ name: a.name, ...(a.region !== undefined ? { region: a.region } : {}) })),
          fresh: afterWrite,
        };
        set({
          rolloutOffer: {
            id,
            set: setName,
            afterWrite,
            agents: users.map((a) => a.name),
            plan: 'reading',
            redeploy: null,
            notRedeployed: [],
            sessions: [],
            refused: [],
            unchecked: usage.unreadable,
          },
        });
        const controller = new AbortController();
        const promise = readPlan(request, controller.signal).then(
          (planned) => {
            const { plan } = planned;
            const agents = plan.state.agents;
            patchOffer(id, {
              plan: 'ready',
              redeploy: agents.filter((a) => a.phase === 'queued').map((a) => a.name),
              notRedeployed: agents
                .filter((a) => a.phase !== 'queued' && a.phase !== 'refused' && a.phase !== 'failed')
                .map((a) => ({ name: a.name, why: a.skippedBecause ?? a.message ?? a.phase })),
              sessions: agents
                .filter((a) => (a.sessions ?? 0) > 0)
                .map((a) => ({ name: a.name, sessions: a.sessions as number })),
              refused: agents
                .filter((a) => a.phase === 'refused' || a.phase === 'failed')
                .map((a) => a.message ?? a.name),
            });
            return planned;
          },
          (error: unknown) => {
            if (!controller.signal.aborted) patchOffer(id, { plan: 'failed', planError: errorText(error) });
            return null;
          },
        );
        offerPlan = { offerId: id, request, controller, promise };
      },

      dismissRolloutOffer: () => {
        offerPlan?.controller.abort();
        offerPlan = null;
        set({ rolloutOffer: null });
      },

      acceptRolloutOffer: () => {
        const offer = get().rolloutOffer;
        const pending = offerPlan;
        if (!offer || !pending || pending.offerId !== offer.id) return false;
        if (running(get().rollout)) {
          patchOffer(offer.id, {
            blocked:
              'another rollout is running (w shows it): wait for it or stop it (x), then R in the set rolls this one out',
          });
          return false;
        }
        const lock = holdLock(
          pending.request.key ?? journalKey(target, { set: offer.set }),
          `'${offer.set}'`,
          `agentdeck app: rollout of ${offer.set}`,
        );
        if (!lock.ok) {
          // One line each (the prompt truncates): who and since when, what it runs, what to do.
          const who = `another rollout of '${offer.set}' is in progress: ${holderWhen(lock.holder, deps.clock.now())}`;
          const runs = lock.holder?.command ? [`it runs: ${lock.holder.command}`] : [];
          patchOffer(offer.id, {
            blocked: [
              who,
              ...runs,
              'nothing was redeployed: let it finish, then R in the set rolls out what is still stale',
            ].join('\n'),
          });
          return false;
        }
        if (lock.note) get().showToast(lock.note, 'info');
        offerPlan = null;
        set({ rolloutOffer: null });
        void startRun(pending.request, offer.afterWrite, pending.promise).finally(lock.release);
        return true;
      },

      redeployAgents: (agents) => {
        if (!deps.agents || agents.length === 0) return false;
        if (running(get().rollout)) {
          get().showToast('another rollout is running (w shows it): wait for it or stop it (x) first', 'error');
          return false;
        }
        const names = agents.map((a) => a.name);
        const key = journalKey(target, { agents: names });
        const what = names.map((n) => `'${n}'`).join(', ');
        const lock = lockOrSay(key, what, `agentdeck app: redeploy ${names.join(' ')}`, 'not redeployed');
        if (!lock) return false;
        // Asked for explicitly (and confirmed): a new deployment even if an earlier run's is still the agent's.
        void startRun({ key, agents, fresh: true }, false).finally(lock.release);
        return true;
      },

      rollbackAgent: (plan, region) => {
        if (!deps.agents) return false;
        if (running(get().rollout)) {
          get().showToast('another rollout is running (w shows it): wait for it or stop it (x) first', 'error');
          return false;
        }
        const agent = { name: plan.agent, ...(region !== undefined ? { region } : {}) };
        // The lock of a redeploy of this agent (the CLI's rollback takes it too): never both at once.
        const lock = lockOrSay(
          journalKey(target, { agents: [plan.agent] }),
          `'${plan.agent}'`,
          `agentdeck app: rollback ${plan.agent}`,
          'not rolled back',
        );
        if (!lock) return false;
        // Not journalled: a re-run of a rollback is a new rollback, planned again from the deployments.
        void startRun(
          { agents: [agent], fresh: true, all: true },
          false,
          undefined,
          { agents: rollbackAgents(deps.agents, [plan]), secrets: deps.secrets },
          `agentdeck agents rollback ${plan.agent}`,
        ).finally(lock.release);
        // startRun has set the run (synchronously): it is titled as a rollback.
        const started = get().rollout;
        if (started) patchRun(started.id, { rollback: true });
        return true;
      },

      runApplyRollout: async (call) => {
        if (running(get().rollout)) {
          get().showToast(
            'another rollout is running (w shows it): apply waits for no one; run it again after',
            'error',
          );
          return false;
        }
        const request: RolloutRequest = {
          key: journalKey(call.targetName, { set: call.set }),
          set: call.set,
          agents: call.agents,
          // A write by this apply: a new journal entry, and no redeploy before the write's marker time.
          ...(call.writtenAt !== undefined ? { fresh: true, notBefore: call.writtenAt } : {}),
        };
        const final = await startRun(request, false, undefined, call.clients, `agentdeck apply -e ${call.env}`);
        return final !== null && summarize(final).ok;
      },

      holdRolloutLock: holdLock,

      stopRollout: () => {
        const run = get().rollout;
        if (!running(run) || !controls) return;
        controls.stop.abort();
        patchRun(run!.id, { stopRequested: true });
      },

      abandonRollout: () => {
        const run = get().rollout;
        if (!running(run) || !controls) return;
        controls.stop.abort();
        controls.stopFollowing.abort();
        patchRun(run!.id, { stopRequested: true, abandoned: true });
      },

      markRolloutSeen: () => {
        const run = get().rollout;
        if (run && !running(run) && !run.seen) patchRun(run.id, { seen: true });
      },

      rolloutQuitQuestion: () => {
        const run = get().rollout;
        if (!running(run)) return null;
        const { state, agents, resumeHint } = run!;
        if (!state) return { requested: [], notStarted: agents, draining: [], resumeHint };
        const flying = new Set(inFlight(state).map((a) => a.name));
        return {
          requested: state.agents
            .filter((a) => flying.has(a.name) || a.phase === 'unknown')
            .map((a) => ({ name: a.name, ...(a.deploymentId !== undefined ? { deploymentId: a.deploymentId } : {}) })),
          notStarted: state.agents.filter((a) => a.phase === 'queued').map((a) => a.name),
          draining: readyNotDrained(state),
          resumeHint,
        };
      },

      rolloutNow: now,

      disposeRollout: () => {
        offerPlan?.controller.abort();
        offerPlan = null;
        if (controls) {
          controls.stop.abort();
          controls.stopFollowing.abort();
        }
        for (const release of [...heldLocks]) release();
      },
    };
  };
