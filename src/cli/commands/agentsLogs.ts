// `agents logs NAME`: the newest lines, oldest first, filtered by time, text, session, deployment (on the service) and
// level (here: the API has no level filter). `--follow` then polls every 1 s while lines come, backing off to 10 s
// while none do; each poll reads newest first, page after page, until it reaches a line it already printed (or an
// older one), so a burst of many pages between two polls is printed whole, each line once. Ctrl+C ends it cleanly
// (exit 0). The lines are the agent's own output, sanitised by the library.
import { Option, type Command } from 'commander';
import type { AgentLogLine, LogQuery } from '../../api/agents/logs.js';
import { isApiError } from '../../api/http/errors.js';
import { validateSetName } from '../../api/validation.js';
import { CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, positiveInteger, withDefault } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { LEVELS, levelFilter, timeBounds, type Level } from './agentsLogsQuery.js';
import { maxOf } from '../style.js';

interface LogsOptions extends CommonOptions {
  limit?: number;
  follow?: boolean;
  deployment?: string;
  since?: string;
  until?: string;
  query?: string;
  session?: string;
  level?: Level;
}

export const DEFAULT_LIMIT = 100;
const FOLLOW_DELAYS_MS = [1000, 2000, 4000, 8000, 10_000];
/** Lines of the last seconds kept to tell a new line from one already printed. */
const SEEN_WINDOW_MS = 2000;
/** Lines per request while following. */
export const FOLLOW_PAGE = 100;
/** Requests per poll at most (then the oldest of a larger burst are skipped, and it says so). */
const MAX_PAGES = 50;
/** Requests to fill --limit when --level leaves lines out. */
const MAX_FILL_PAGES = 10;

export function register(agents: Command, rt: Runtime): void {
  const cmd = agents
    .command('logs')
    .description("Prints an agent's newest log lines, oldest first; --follow keeps printing new lines until Ctrl+C.")
    .argument('<name>', 'Agent name.')
    .addOption(
      new Option('-n, --limit <n>', withDefault('Lines to print (at most 1000).', String(DEFAULT_LIMIT))).argParser(
        positiveInteger('--limit'),
      ),
    )
    .addOption(
      new Option(
        '-f, --follow',
        'Keep printing new lines (polling: 1 s, backing off to 10 s while there are none) until Ctrl+C.',
      ),
    )
    .addOption(new Option('-d, --deployment <id>', 'Only lines of this deployment.'))
    .addOption(
      new Option(
        '--since <when>',
        'Only lines from then on: a duration back from now (30s, 15m, 2h, 1d), an ISO date or time, or a Unix timestamp.',
      ),
    )
    .addOption(new Option('--until <when>', 'Only lines up to then (same forms as --since; not with --follow).'))
    .addOption(new Option('-q, --query <text>', 'Only lines containing this text (searched by the service).'))
    .addOption(new Option('--session <id>', 'Only lines of this session (see agents sessions).'))
    .addOption(
      new Option(
        '--level <level>',
        'Only lines at this level or above. The service has no level filter: the level is read from each line here, and lines that state none are kept.',
      ).choices([...LEVELS]),
    )
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (name: string, opts: LogsOptions) => {
    await rt.run(opts, () => logs(rt, name, opts));
  });
}

const ms = (line: AgentLogLine) => (line.timestamp ? Date.parse(line.timestamp) : Number.NaN);
const keyOf = (line: AgentLogLine) => `${line.timestamp ?? ''}\u0000${line.deploymentId ?? ''}\u0000${line.log}`;

function print(rt: Runtime, line: AgentLogLine, json: boolean | undefined): void {
  if (json)
    rt.out(
      JSON.stringify({ timestamp: line.timestamp ?? null, log: line.log, deploymentId: line.deploymentId ?? null }),
    );
  else rt.out(line.timestamp ? `${line.timestamp} ${line.log}` : line.log);
}

/** Oldest first; lines of the same time keep the service's order (read newest first, so reversed). */
function oldestFirst(newestFirst: AgentLogLine[]): AgentLogLine[] {
  return newestFirst
    .slice()
    .reverse()
    .map((line, i) => ({ line, i }))
    .sort((a, b) => (ms(a.line) || 0) - (ms(b.line) || 0) || a.i - b.i)
    .map(({ line }) => line);
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
  if (opts.session !== undefined && !/^[\w-]{1,128}$/.test(opts.session))
    throw new UsageError('--session: a session id (letters, digits, - and _)');
  if (opts.query !== undefined && (opts.query.trim() === '' || /[\r\n]/.test(opts.query)))
    throw new UsageError('--query: one line of text');
  const bounds = timeBounds(opts, Date.now());
  const keep = levelFilter(opts.level);
  const target = await rt.target(opts);
  const filters: LogQuery = {
    ...bounds,
    ...(opts.deployment ? { deploymentId: opts.deployment } : {}),
    ...(opts.session ? { sessionId: opts.session } : {}),
    ...(opts.query ? { query: opts.query } : {}),
  };
  const read = async (query: LogQuery) => {
    try {
      return await target.agents.getAgentLogs(name, { ...filters, ...query });
    } catch (error) {
      if (isApiError(error) && error.status === 404)
        throw new CommandFailure(`No agent named '${name}' (${target.label})`, 'NOT_FOUND');
      throw error;
    }
  };

  // The newest `limit` lines kept by --level (more pages only when it leaves some out).
  const first = await read({ limit, order: 'desc' });
  let newest = first.logs.filter(keep);
  for (
    let page = 1;
    opts.level && newest.length < limit && first.logs.length === limit && page < MAX_FILL_PAGES;
    page++
  ) {
    const more = await read({ limit, order: 'desc', offset: page * limit });
    newest.push(...more.logs.filter(keep));
    if (more.logs.length < limit) break;
  }
  newest = newest.slice(0, limit);
  const lines = oldestFirst(newest);
  if (opts.json && !opts.follow) {
    rt.json({ name, ...(first.total ? { total: first.total } : {}), logs: lines });
    return 0;
  }
  if (lines.length === 0 && !opts.follow)
    rt.info(`No log lines for '${name}'${opts.deployment ? ` (deployment ${rt.safe(opts.deployment)})` : ''}.`);
  for (const line of lines) print(rt, line, opts.json);
  if (!opts.follow) return 0;
  await follow(rt, name, opts, first.logs, read, keep);
  return 0;
}

async function follow(
  rt: Runtime,
  name: string,
  opts: LogsOptions,
  alreadyRead: AgentLogLine[],
  read: (query: LogQuery) => Promise<{ logs: AgentLogLine[] }>,
  keep: (line: AgentLogLine) => boolean,
): Promise<void> {
  // The newest time seen, and the lines of its last seconds (to tell them from new ones).
  let newest = maxOf(
    alreadyRead,
    (l) => (Number.isNaN(ms(l)) ? Number.NEGATIVE_INFINITY : ms(l)),
    Number.NEGATIVE_INFINITY,
  );
  const seen = new Map<string, number>(alreadyRead.map((l) => [keyOf(l), ms(l)]));
  const isFresh = (line: AgentLogLine) => !seen.has(keyOf(line)) && !(ms(line) < newest - SEEN_WINDOW_MS);
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
      const fresh: AgentLogLine[] = [];
      let truncated = false;
      try {
        const since = Number.isFinite(newest) ? Math.floor((newest - SEEN_WINDOW_MS) / 1000) : undefined;
        const freshKeys = new Set<string>();
        // Newest first, page after page, until a page ends on a line already printed (or older), or runs short.
        for (let page = 0; ; page++) {
          if (page === MAX_PAGES) {
            truncated = true;
            break;
          }
          const batch = (
            await read({
              limit: FOLLOW_PAGE,
              order: 'desc',
              offset: page * FOLLOW_PAGE,
              ...(since !== undefined ? { startTime: since } : {}),
            })
          ).logs;
          for (const line of batch) {
            if (!isFresh(line) || freshKeys.has(keyOf(line))) continue;
            freshKeys.add(keyOf(line));
            fresh.push(line);
          }
          const oldest = batch.at(-1);
          if (batch.length < FOLLOW_PAGE || oldest === undefined || !isFresh(oldest)) break;
        }
        if (failing) rt.info(rt.errStyle.dim('Reading new lines again.'));
        failing = false;
      } catch (error) {
        if (error instanceof CommandFailure) throw error;
        if (!failing)
          rt.info(
            rt.errStyle.yellow(`note: could not read new lines (${rt.safe((error as Error).message)}); trying again`),
          );
        failing = true;
        step++;
        continue;
      }
      if (truncated)
        rt.info(
          rt.errStyle.yellow(
            `note: more than ${MAX_PAGES * FOLLOW_PAGE} lines arrived since the last read; the oldest of them were not printed`,
          ),
        );
      for (const line of oldestFirst(fresh)) {
        seen.set(keyOf(line), ms(line));
        if (!Number.isNaN(ms(line))) newest = Math.max(newest, ms(line));
        if (keep(line)) print(rt, line, opts.json);
      }
      for (const [key, at] of seen)
        if (at < newest - SEEN_WINDOW_MS || (Number.isNaN(at) && seen.size > 2000)) seen.delete(key);
      step = fresh.length > 0 ? 0 : step + 1;
    }
  } finally {
    process.off('SIGINT', onSigint);
  }
}
