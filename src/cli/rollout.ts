// The command line's side of a rollout (the engine: api/rollout/): its deps for a target (the file journal, the real
// clock or a test's sleep), the plan shown before the confirmation, Ctrl+C wired to the engine's two signals (the
// first stops new redeploys, the second stops following), the drawing (one live line per agent on a terminal, one
// plain line per change elsewhere), the summary and the exit code: 0 when every agent is ready on its new
// deployment and its old one has drained (or its sessions cannot be read: "drain not checked"), 1 otherwise — an
// agent still draining when its drain timeout passed included. Shared by `agents redeploy` and `secrets set|unset|image-pull-secret --rollout`.
import { RequestLimiter } from '../api/rollout/limiter.js';
import { draining, inFlight, toRedeploy as redeployed, type RolloutState } from '../api/rollout/model.js';
import { readyNotDrained, summarize } from '../api/rollout/summary.js';
import { setTypeWord } from '../api/words/setWords.js';
import {
  planRollout,
  realClock,
  runRollout,
  type RolloutClock,
  type RolloutDeps,
  type RolloutPlan,
  type RolloutRequest,
} from '../api/rollout/runner.js';
import type { ResolvedTarget } from '../config/target.js';
export { setRolloutKey, supersedeRollout, targetKey } from './rolloutKey.js';
import { fileJournal } from '../config/rolloutJournal.js';
import { startLiveBlock, startProgress } from './progress.js';
import {
  changeLine,
  liveLine,
  nameWidth,
  planLines,
  plural,
  resumedLine,
  rowIcon,
  setLine,
  setWriteLine,
  summaryJson,
  summaryLines,
} from './rolloutText.js';
import type { Runtime } from './runtime.js';

/** Flags of `agents redeploy` (the `--rollout` of the secrets commands uses the defaults). */
export interface RolloutFlags {
  /** Redeploy every agent, stale or not (--all). */
  all?: boolean;
  parallel?: number;
  keepGoing?: boolean;
  /** Seconds. */
  timeout?: number;
  wait?: boolean;
  /** False: --no-drain (ready is the end). */
  drain?: boolean;
  /** Seconds (--drain-timeout). */
  drainTimeout?: number;
}

/** The engine's clock: real, or the test's injected sleep (abortable). */
function cliClock(rt: Runtime): RolloutClock {
  const injected = rt.deps.sleep;
  if (!injected) return realClock;
  return {
    now: () => Date.now(),
    sleep: (ms, signal) =>
      signal?.aborted
        ? Promise.resolve()
        : Promise.race([
            injected(ms),
            new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true })),
          ]),
  };
}

export function rolloutDeps(rt: Runtime, target: ResolvedTarget): RolloutDeps {
  return {
    agents: target.agents,
    secrets: target.secrets,
    clock: cliClock(rt),
    limiter: new RequestLimiter(),
    journal: fileJournal(rt.env, {
      onWriteError: (path) =>
        rt.info(
          rt.errStyle.yellow(
            `note: cannot write the rollout journal ${path}; a re-run will not know what this run did.`,
          ),
        ),
      onDamaged: (path, why) =>
        rt.info(
          rt.errStyle.yellow(
            `note: the rollout journal ${path} is damaged (${why}) and was ignored: an earlier run of this rollout cannot be continued; each agent is checked against the set as it is now.`,
          ),
        ),
    }),
  };
}

export function rolloutOptions(flags: RolloutFlags): RolloutRequest['options'] {
  return {
    ...(flags.parallel !== undefined ? { parallel: flags.parallel } : {}),
    ...(flags.keepGoing ? { keepGoing: true } : {}),
    ...(flags.timeout !== undefined ? { timeoutMs: Math.round(flags.timeout * 1000) } : {}),
    ...(flags.wait === false ? { wait: false } : {}),
    ...(flags.drain === false ? { drain: false } : {}),
    ...(flags.drainTimeout !== undefined ? { drainTimeoutMs: Math.round(flags.drainTimeout * 1000) } : {}),
  };
}

/** Reads what the rollout needs (set, each agent's detail, the journal), with a spinner on a terminal. */
export async function planCliRollout(rt: Runtime, deps: RolloutDeps, request: RolloutRequest): Promise<RolloutPlan> {
  const progress = startProgress(rt, `Reading ${plural(request.agents.length, 'agent')}…`);
  try {
    return await planRollout(deps, request);
  } finally {
    progress.stop();
  }
}

/** Agents the plan would redeploy now (the confirmation is about them). */
export const toRedeploy = (plan: RolloutPlan) => redeployed(plan.state);

export function printPlan(rt: Runtime, plan: RolloutPlan): void {
  if (plan.resumed) rt.info(resumedLine(plan.resumed));
  if (plan.setWrite) rt.info(setWriteLine(plan.setWrite));
  for (const line of planLines(plan.state)) rt.info(line);
}

interface Renderer {
  update(state: RolloutState): void;
  stop(): void;
}

function liveRenderer(rt: Runtime): Renderer {
  const block = startLiveBlock(rt);
  let state: RolloutState | undefined;
  let frame = 0;
  const draw = () => {
    if (!state) return;
    const now = Date.now();
    const width = nameWidth(state);
    const set = setLine(state, now);
    block.draw([...(set ? [set] : []), ...state.agents.map((a) => `${rowIcon(a, frame)} ${liveLine(a, now, width)}`)]);
  };
  const timer = setInterval(() => {
    frame++;
    draw();
  }, 250);
  timer.unref?.();
  return {
    update(next) {
      state = next;
      draw();
    },
    stop() {
      clearInterval(timer);
      draw();
      block.end();
    },
  };
}

function plainRenderer(rt: Runtime, start: RolloutState): Renderer {
  let last = start;
  return {
    update(next) {
      if (next.set && next.set.status !== last.set?.status)
        rt.info(setLine(next, Date.now()) ?? `${setTypeWord(next.set.type)} '${next.set.name}': ${next.set.status}`);
      for (const agent of next.agents) {
        const line = changeLine(
          agent,
          last.agents.find((a) => a.name === agent.name),
        );
        if (line) rt.info(line);
      }
      last = next;
    },
    stop() {},
  };
}

export interface ExecuteOptions {
  json?: boolean;
  /** The command that resumes this rollout, for the summary ("agentdeck agents redeploy --uses keys"). */
  resumeHint: string;
  /** More fields for the --json summary. */
  extraJson?: Record<string, unknown>;
  /** Agents that could not be checked (their bindings are unknown): the exit code is 1 when there are any. */
  unchecked?: string[];
}

/** Runs a planned rollout with Ctrl+C wired, draws it, prints the summary; resolves with the exit code. */
export async function executeRollout(
  rt: Runtime,
  deps: RolloutDeps,
  plan: RolloutPlan,
  opts: ExecuteOptions,
): Promise<{ code: number; state: RolloutState; json: Record<string, unknown> }> {
  const stop = new AbortController();
  const stopFollowing = new AbortController();
  let current = plan.state;
  let presses = 0;
  const onSigint = () => {
    presses++;
    if (presses === 1) {
      stop.abort();
      const n = inFlight(current).length;
      const drains = draining(current).length;
      const what = [
        n > 0 ? `the ${plural(n, 'agent')} in flight` : undefined,
        drains > 0 ? `the drain of ${plural(drains, 'ready agent')}` : undefined,
      ].filter(Boolean);
      rt.info(
        what.length > 0
          ? `Stopping: no new redeploys; following ${what.join(' and ')} to the end (Ctrl+C again to stop following).`
          : 'Stopping: no new redeploys.',
      );
    } else if (presses === 2) {
      stopFollowing.abort();
      const undrained = readyNotDrained(current);
      rt.info(
        `Stopped following: agents in flight are listed as requested, not yet ready.${undrained.length > 0 ? ` Ready but not drained: ${undrained.join(', ')}.` : ''}`,
      );
    }
  };
  process.on('SIGINT', onSigint);
  const renderer = rt.stderr.isTTY ? liveRenderer(rt) : plainRenderer(rt, plan.state);
  let state: RolloutState;
  try {
    state = await runRollout(deps, plan, {
      signal: stop.signal,
      followSignal: stopFollowing.signal,
      onChange: (next) => {
        current = next;
        renderer.update(next);
      },
    });
  } finally {
    process.off('SIGINT', onSigint);
    renderer.stop();
  }
  const summary = summarize(state);
  for (const line of summaryLines(summary, state.agents.length, opts.resumeHint)) rt.info(line);
  const unchecked = opts.unchecked ?? [];
  if (unchecked.length > 0) {
    rt.info(
      `${rt.errStyle.red('error:')} could not read whether ${unchecked.join(', ')} use${unchecked.length === 1 ? 's' : ''} the set: not rolled out to ${unchecked.length === 1 ? 'it' : 'them'}`,
    );
  }
  const json = summaryJson(summary, state, { ...(unchecked.length > 0 ? { unchecked } : {}), ...opts.extraJson });
  if (opts.json) rt.json(json);
  return { code: summary.ok && unchecked.length === 0 ? 0 : 1, state, json };
}
