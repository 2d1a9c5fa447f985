// `agents sessions NAME`: the agent's sessions per deployment (which serves, which is superseded and still draining,
// active and ended counts, sessions a superseded deployment started after the new one was ready), then the newest
// sessions (--status, --deployment, --limit). --json carries the same. Read-only: exit 0 whatever the drain state.
import { Option, type Command } from 'commander';
import type { AgentDetail } from '../../api/agents/client.js';
import type { AgentSession } from '../../api/agents/sessions.js';
import { shortId } from '../../api/agents/deployStatus.js';
import { isApiError } from '../../api/http/errors.js';
import { packedDuration } from '../../api/words/timeText.js';
import { validateSetName } from '../../api/validation.js';
import { CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, positiveInteger, withDefault } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { countsText, drainText, lateSessionLines, readSessionsByDeployment, roleText } from './agentsSessionsView.js';

interface SessionsOptions extends CommonOptions {
  status?: 'active' | 'ended' | 'all';
  deployment?: string;
  limit?: number;
}

export const DEFAULT_SESSIONS_LIMIT = 20;

export function register(agents: Command, rt: Runtime): void {
  const cmd = agents
    .command('sessions')
    .description(
      "Shows an agent's sessions per deployment — which one serves, which are superseded and still draining, active and " +
        'ended counts, sessions an old deployment started after the new one was ready — then the newest sessions.',
    )
    .argument('<name>', 'Agent name.')
    .addOption(
      new Option('-s, --status <status>', withDefault('Sessions listed: active, ended or all.', 'all')).choices([
        'active',
        'ended',
        'all',
      ]),
    )
    .addOption(new Option('-d, --deployment <id>', 'Only sessions of this deployment.'))
    .addOption(
      new Option(
        '-n, --limit <n>',
        withDefault('Sessions listed, newest first (at most 1000).', String(DEFAULT_SESSIONS_LIMIT)),
      ).argParser(positiveInteger('--limit')),
    )
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (name: string, opts: SessionsOptions) => {
    await rt.run(opts, () => sessions(rt, name, opts));
  });
}

function duration(s: AgentSession, now: number): string {
  const start = s.createdAt ? Date.parse(s.createdAt) : Number.NaN;
  const end = s.endedAt ? Date.parse(s.endedAt) : now;
  if (Number.isNaN(start) || Number.isNaN(end)) return '?';
  return packedDuration((end - start) / 1000);
}

async function sessions(rt: Runtime, name: string, opts: SessionsOptions): Promise<number> {
  const problem = validateSetName(name);
  if (problem) throw new UsageError(problem.replace(/^set name/, 'agent name'));
  const limit = opts.limit ?? DEFAULT_SESSIONS_LIMIT;
  if (limit > 1000) throw new UsageError('--limit: must be a whole number from 1 to 1000');
  const target = await rt.target(opts);
  const api = target.agents;
  const { listSessions } = api;
  if (!listSessions)
    throw new CommandFailure(`Sessions cannot be read through ${target.label}`, 'SESSIONS_UNAVAILABLE');
  const lister = { listSessions: listSessions.bind(api) };
  let detail: AgentDetail;
  try {
    detail = await api.getAgent(name);
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      throw new CommandFailure(`No agent named '${name}' (${target.label})`, 'NOT_FOUND');
    throw error;
  }
  const reading = await readSessionsByDeployment(lister, detail, { deploymentId: opts.deployment });
  const page = await lister.listSessions(name, {
    limit,
    ...(opts.status && opts.status !== 'all' ? { status: opts.status } : {}),
    ...(opts.deployment ? { deploymentId: opts.deployment } : {}),
  });
  if (opts.json) {
    rt.json({ name: detail.name, ...reading, total: page.total, sessions: page.sessions });
    return 0;
  }
  const style = rt.outStyle;
  const out = (text: string) => rt.out(text);
  const serving = reading.servingDeploymentId;
  out(
    `Agent ${style.bold(detail.name)} · ${serving ? `serving ${serving}${reading.servingSince ? ` (ready since ${reading.servingSince})` : ''}` : 'no deployment serving'}`,
  );
  if (reading.deployments.length === 0) out('No deployment has sessions.');
  for (const d of reading.deployments) {
    const phase = d.phase ? ` · ${d.phase}` : '';
    const last = d.lastStartedAt ? ` · last start ${d.lastStartedAt}` : '';
    out(`  ${d.deploymentId}  ${roleText(d, style)}${phase} · ${countsText(d)}${last}`);
  }
  for (const line of lateSessionLines(reading, style)) out(line);
  if (!opts.deployment && (detail.previousRevision || reading.deployments.some((d) => d.role === 'superseded')))
    out(drainText(reading, style));
  const now = Date.now();
  const what = opts.status && opts.status !== 'all' ? `${opts.status} ` : '';
  if (page.sessions.length === 0) {
    rt.info(`No ${what}sessions${opts.deployment ? ` on deployment ${rt.safe(opts.deployment)}` : ''}.`);
    return 0;
  }
  out('');
  out(style.dim('SESSION                               DEPLOYMENT  STATE   STARTED                   DURATION  START'));
  for (const s of page.sessions) {
    const state = s.active ? style.green('active') : 'ended ';
    const start =
      s.coldStart === null
        ? '?'
        : s.coldStart
          ? `cold ${s.botStartSeconds ?? '?'}s`
          : `warm ${s.botStartSeconds ?? '?'}s`;
    const ended = s.active ? '' : `  ${s.completionStatus ?? ''}`;
    out(
      `${s.sessionId.padEnd(36)}  ${shortId(s.deploymentId ?? undefined).padEnd(10)}  ${state}  ${(s.createdAt ?? '?').padEnd(24)}  ${duration(s, now).padStart(8)}  ${start}${ended}`,
    );
  }
  if (page.total !== null && page.total > page.sessions.length) {
    rt.info(
      style.dim(`Showing the newest ${page.sessions.length} of ${page.total} ${what}sessions (--limit to see more).`),
    );
  }
  return 0;
}
