// `agents logs NAME`: the newest lines, oldest first. `--follow` then asks for lines from the newest one seen on
// (`order=asc&startTime=`), every 1 s while lines come and backing off to 10 s while none do; a line seen once is
// never printed again (the service's `startTime` is whole seconds, so the last second is read twice). Ctrl+C ends it
// cleanly (exit 0). The lines are the agent's own output, sanitised by the library.
import { Option, type Command } from 'commander';
import type { AgentLogLine } from '../../api/agentLogs.js';
import { isApiError } from '../../api/errors.js';
import { validateSetName } from '../../api/validation.js';
import { CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, positiveInteger, withDefault } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { maxOf } from '../style.js';

interface LogsOptions extends CommonOptions {
  limit?: number;
  follow?: boolean;
  deployment?: string;
}

export const DEFAULT_LIMIT = 100;
const FOLLOW_DELAYS_MS = [1000, 2000, 4000, 8000, 10_000];
/** Lines of the last seconds kept to tell a new line from one already printed. */
const SEEN_WINDOW_MS = 2000;

export function register(agents: Command, rt: Runtime): void {
  const cmd = agents
    .command('logs')
    .description("Prints an agent's newest log lines, oldest first; --follow keeps printing new lines until Ctrl+C.")
    .argument('<name>', 'Agent name.')
    .addOption(new Option('-n, --limit <n>', withDefault('Lines to print (at most 1000).', String(DEFAULT_LIMIT))).argParser(positiveInteger('--limit')))
    .addOption(new Option('-f, --follow', 'Keep printing new lines (polling: 1 s, backing off to 10 s while there are none) until Ctrl+C.'))
    .addOption(new Option('-d, --deployment <id>', 'Only lines of this deployment.'))
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (name: string, opts: LogsOptions) => {
    await rt.run(opts, () => logs(rt, name, opts));
  });
}

const ms = (line: AgentLogLine) => (line.timestamp ? Date.parse(line.timestamp) : Number.NaN);
const keyOf = (line: AgentLogLine) => `${line.timestamp ?? ''}\u0000${line.deploymentId ?? ''}\u0000${line.log}`;

function print(rt: Runtime, line: AgentLogLine, json: boolean | undefined): void {
  if (json) rt.out(JSON.stringify({ timestamp: line.timestamp ?? null, log: line.log, deploymentId: line.deploymentId ?? null }));
  else rt.out(line.timestamp ? `${line.timestamp} ${line.log}` : line.log);
}

/** A sleep that ends early when `signal` aborts (the test's injected sleep when there is one). */
function sleeper(rt: Runtime) {
  return (delay: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = rt.deps.sleep ? undefined : setTimeout(done, delay);
      if (rt.deps.sleep) void rt.deps.sleep(delay).then(done);
      signal.addEventListener('abort', done, { once: true });
    });
}

async function logs(rt: Runtime, name: string, opts: LogsOptions): Promise<number> {
  const problem = validateSetName(name);
  if (problem) throw new UsageError(problem.replace(/^set name/, 'agent name'));
  const limit = opts.limit ?? DEFAULT_LIMIT;
  if (limit > 1000) throw new UsageError('--limit: must be a whole number from 1 to 1000');
  const target = await rt.target(opts);
  const read = async (query: Parameters<typeof target.agents.getAgentLogs>[1]) => {
    try {
      return await target.agents.getAgentLogs(name, { ...query, ...(opts.deployment ? { deploymentId: opts.deployment } : {}) });
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw new CommandFailure(`No agent named '${name}' (${target.label})`, 'NOT_FOUND');
      throw error;
    }
  };
  const first = await read({ limit, order: 'desc' });
  const lines = [...first.logs].reverse();
  if (opts.json && !opts.follow) {
    rt.json({ name, ...(first.total ? { total: first.total } : {}), logs: lines });
    return 0;
  }
  if (lines.length === 0 && !opts.follow) rt.info(`No log lines for '${name}'${opts.deployment ? ` (deployment ${rt.safe(opts.deployment)})` : ''}.`);
  for (const line of lines) print(rt, line, opts.json);
  if (!opts.follow) return 0;

  // Follow: the newest time seen, and the lines of its last seconds (to skip them when the next answer repeats them).
  let newest = maxOf(lines, (l) => (Number.isNaN(ms(l)) ? Number.NEGATIVE_INFINITY : ms(l)), Number.NEGATIVE_INFINITY);
  const seen = new Map<string, number>(lines.map((l) => [keyOf(l), ms(l)]));
  const stop = new AbortController();
  const onSigint = () => stop.abort();
  process.on('SIGINT', onSigint);
  const sleep = sleeper(rt);
  let step = 0;
  let failing = false;
  rt.info(rt.errStyle.dim(`Following '${name}' (Ctrl+C to stop)…`));
  try {
    while (!stop.signal.aborted) {
      await sleep(FOLLOW_DELAYS_MS[Math.min(step, FOLLOW_DELAYS_MS.length - 1)], stop.signal);
      if (stop.signal.aborted) break;
      let batch: AgentLogLine[];
      try {
        const since = Number.isFinite(newest) ? Math.floor(newest / 1000) : undefined;
        batch = (await read({ limit: 1000, order: 'asc', ...(since !== undefined ? { startTime: since } : {}) })).logs;
        if (failing) rt.info(rt.errStyle.dim('Reading new lines again.'));
        failing = false;
      } catch (error) {
        if (error instanceof CommandFailure) throw error;
        if (!failing) rt.info(rt.errStyle.yellow(`note: could not read new lines (${rt.safe((error as Error).message)}); trying again`));
        failing = true;
        step++;
        continue;
      }
      // An answer that ignores `order` still prints oldest first.
      const fresh = batch
        .filter((line) => !seen.has(keyOf(line)) && !(ms(line) < newest - SEEN_WINDOW_MS))
        .sort((a, b) => (ms(a) || 0) - (ms(b) || 0));
      for (const line of fresh) {
        print(rt, line, opts.json);
        seen.set(keyOf(line), ms(line));
        if (!Number.isNaN(ms(line))) newest = Math.max(newest, ms(line));
      }
      for (const [key, at] of seen) if (at < newest - SEEN_WINDOW_MS || (Number.isNaN(at) && seen.size > 2000)) seen.delete(key);
      step = fresh.length > 0 ? 0 : step + 1;
    }
  } finally {
    process.off('SIGINT', onSigint);
  }
  return 0;
}
