import type { Command } from 'commander';
import type { RevisionInfo } from '../../api/agents/detail.js';
import { agentStatus, revisionMessage } from '../../api/agents/deployStatus.js';
import { isApiError } from '../../api/http/errors.js';
import { findProblems, bindingsMapFrom } from '../../api/agents/bindings.js';
import { validateSetName } from '../../api/validation.js';
import { deploymentOfDetail } from '../../api/secrets/setWrites.js';
import { stalenessJson } from '../../api/secrets/staleness.js';
import { readAgentsStaleness, stalenessCell } from '../staleness.js';
import { CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { statusText } from '../style.js';
import { STATUS_JSON, agentStatusText } from './agentOutput.js';
import { drainText, lateSessionLines, readSessionsByDeployment } from './agentsSessionsView.js';
import type { SessionsReading } from '../../api/agents/sessionsByDeployment.js';

export function register(agents: Command, rt: Runtime): void {
  const cmd = agents
    .command('status')
    .description(
      'Shows one agent: its status, deployments (desired and reconciled), both revisions (current and previous) with ' +
        'their phase, health and active sessions, whether a superseded deployment still drains, the sets it binds and ' +
        'their status, and its image as the service gives it.',
    )
    .argument('<name>', 'Agent name.')
    .addOption(organizationOption());
  addCommonOptions(cmd).action(async (name: string, opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const problem = validateSetName(name);
      if (problem) throw new UsageError(problem.replace(/^set name/, 'agent name'));
      const target = await rt.target(opts);
      let detail;
      try {
        detail = await target.agents.getAgent(name);
      } catch (error) {
        if (isApiError(error) && error.status === 404)
          throw new CommandFailure(`No agent named '${name}' (${target.label})`, 'NOT_FOUND');
        throw error;
      }
      const sets = await target.secrets.listSecretSets();
      // Sessions per deployment: a service (or a client) that cannot answer leaves the rest of the status as it is.
      let sessions: SessionsReading | null = null;
      let sessionsError: string | undefined;
      const { listSessions } = target.agents;
      if (listSessions) {
        try {
          sessions = await readSessionsByDeployment({ listSessions: listSessions.bind(target.agents) }, detail);
        } catch (error) {
          sessionsError = rt.safe((error as Error).message);
        }
      } else sessionsError = 'this client cannot read sessions';
      const status = agentStatus(detail);
      const bound = [
        ...(detail.bindings?.secretSets ?? []).map((set) => ({ set, kind: 'secret set' as const })),
        ...(detail.bindings?.imagePullSecret
          ? [{ set: detail.bindings.imagePullSecret, kind: 'image pull secret' as const }]
          : []),
      ];
      const use = {
        name: detail.name,
        ...(detail.region !== undefined ? { region: detail.region } : {}),
        secretSets: detail.bindings?.secretSets ?? [],
        ...(detail.bindings?.imagePullSecret ? { imagePullSecret: detail.bindings.imagePullSecret } : {}),
      };
      const problems = findProblems(sets, bindingsMapFrom([use], [], 0, Date.now()));
      const stale = (
        await readAgentsStaleness(target.secrets, sets, [
          { name: detail.name, secretSets: use.secretSets, deployment: deploymentOfDetail(detail) },
        ])
      ).get(detail.name)!;
      const bindings = bound.map(({ set, kind }) => {
        const found = sets.find((s) => s.name === set);
        return {
          name: set,
          kind,
          status: found ? found.status : 'missing',
          region: found ? rt.safe(found.region) : null,
          ...(found?.errorMessage ? { errorMessage: rt.safe(found.errorMessage) } : {}),
          problems: problems.filter((p) => p.set === set).map((p) => p.message),
        };
      });
      if (opts.json) {
        rt.json({
          ...detail,
          status: STATUS_JSON[status.kind],
          ...(status.message ? { statusMessage: status.message } : {}),
          bindings,
          staleness: stalenessJson(stale),
          sessions,
          ...(sessionsError ? { sessionsError } : {}),
        });
        return 0;
      }
      const style = rt.outStyle;
      const out = (text: string) => rt.out(text);
      out(
        `Agent ${style.bold(detail.name)} · region ${detail.region ?? '?'} · ${agentStatusText(status, style)}${status.message ? ` — ${status.message}` : ''}`,
      );
      out(`Image: ${detail.image ?? '(not given)'}${detail.buildId ? ` · build ${detail.buildId}` : ''}`);
      out(
        `Deployment: desired ${detail.desiredDeploymentId ?? '?'} · reconciled ${detail.reconciledDeploymentId ?? '(none yet)'}`,
      );
      out(
        `Ready: ${fmt(detail.ready)} · available: ${fmt(detail.available)} · live sessions: ${detail.activeSessionCount ?? '?'}`,
      );
      const scaling = detail.autoScaling;
      if (scaling || detail.agentProfile) {
        out(
          `Scaling: ${scaling ? `${scaling.minAgents ?? '?'}–${scaling.maxAgents ?? '?'} agents` : '?'}${detail.agentProfile ? ` · profile ${detail.agentProfile}` : ''}`,
        );
      }
      if (bindings.length === 0) out('Binds: no secret set, no image pull secret');
      for (const b of bindings) {
        const state = b.status === 'missing' ? style.red('✖ missing') : statusText(b.status, style);
        out(
          `${b.kind === 'secret set' ? 'Secret set' : 'Image pull secret'}: ${b.name} (${state}${b.region ? `, ${b.region}` : ''})${b.errorMessage ? ` — ${b.errorMessage}` : ''}`,
        );
        for (const p of b.problems) out(`  ↳ ⚠ ${p}`);
      }
      if (stale.sets.length > 0)
        out(`Values: ${stalenessCell(stale, style)}${stale.message ? ` — ${stale.message}` : ''}`);
      const revisions: Array<[string, RevisionInfo | undefined]> = [
        ['current ', detail.currentRevision],
        ['previous', detail.previousRevision],
      ];
      if (revisions.some(([, r]) => r)) out('Revisions:');
      for (const [label, rev] of revisions) {
        if (!rev) continue;
        const parts = [
          rev.phase ?? 'Unknown',
          rev.readyReplicas !== undefined ? `${rev.readyReplicas} ready` : undefined,
          rev.phaseStartedAt ? `since ${rev.phaseStartedAt}` : undefined,
        ];
        const onIt = sessions?.deployments.find((d) => d.deploymentId === rev.deploymentId);
        if (onIt) parts.push(`${onIt.active} active session${onIt.active === 1 ? '' : 's'}`);
        out(`  ${label}  ${rev.deploymentId ?? '?'}  ${parts.filter(Boolean).join(' · ')}`);
        const health = revisionMessage(rev);
        if (health) out(`            ${health}`);
        if ((rev.health?.restartCount ?? 0) > 0)
          out(`            ${rev.health?.restartCount} restarts across ${rev.health?.replicasStarted ?? '?'} replicas`);
      }
      if (sessions) {
        // Older deployments than the two revisions, still holding sessions.
        const named = new Set([detail.currentRevision?.deploymentId, detail.previousRevision?.deploymentId]);
        for (const d of sessions.draining)
          if (!named.has(d.deploymentId))
            out(`  older     ${d.deploymentId}  superseded · ${d.active} active sessions`);
        if (detail.previousRevision || sessions.deployments.some((d) => d.role === 'superseded'))
          out(drainText(sessions, style));
        for (const line of lateSessionLines(sessions, style)) out(line);
      } else if (sessionsError) rt.info(rt.errStyle.yellow(`note: sessions could not be read (${sessionsError})`));
      for (const c of detail.conditions ?? []) {
        if (c.status === 'True')
          out(`Condition ${c.type}${c.reason ? ` (${c.reason})` : ''}${c.message ? `: ${c.message}` : ''}`);
      }
      for (const e of detail.errors ?? []) out(style.red(`Error${e.code ? ` ${e.code}` : ''}: ${e.message}`));
      if (status.kind === 'failed' || status.kind === 'unavailable')
        rt.info(`Its logs: agentdeck agents logs ${detail.name}`);
      return 0;
    });
  });
}

const fmt = (value: boolean | undefined) => (value === undefined ? '?' : value ? 'yes' : 'no');
