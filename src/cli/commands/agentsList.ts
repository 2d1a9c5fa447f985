import type { Command } from 'commander';
import pMap from 'p-map';
import type { AgentDetail } from '../../api/agents/detail.js';
import type { AgentSummary } from '../../api/agents/client.js';
import { deploymentOfDetail } from '../../api/secrets/setWrites.js';
import { countStaleness, stalenessJson, type DeploymentFacts } from '../../api/secrets/staleness.js';
import { plural } from '../../api/rollout/words.js';
import { readAgentsStaleness, stalenessCell } from '../staleness.js';
import { agentStatus } from '../../api/agents/deployStatus.js';
import { findProblems, bindingsMapFrom, type AgentUse, type BindingProblem } from '../../api/agents/bindings.js';
import { addCommonOptions, organizationOption, regionOption } from '../options.js';
import { assertKnownRegion } from '../regions.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { renderTable } from '../style.js';
import { STATUS_JSON, agentStatusText } from './agentOutput.js';

interface ListOptions extends CommonOptions {
  region?: string;
}

/** Agents whose detail is read at a time. */
const CONCURRENCY = 8;

export function register(agents: Command, rt: Runtime): void {
  const cmd = agents
    .command('list')
    .description(
      'Lists the agents with their region, status (ready, deploying, failed, scaled to zero), the secret sets and image ' +
        'pull secret they bind (⚠ when one is failed, pending, missing or in another region), whether they run their sets ' +
        "as they are now (VALUES: current, stale since the set's last write, or unknown) and their live sessions.",
    )
    .addOption(organizationOption('Organization to list for.'))
    .addOption(regionOption('Only agents in this region.', 'all regions'));
  addCommonOptions(cmd).action(async (opts: ListOptions) => {
    await rt.run(opts, async () => {
      const target = await rt.target(opts);
      if (opts.region) await assertKnownRegion(target.secrets, opts.region);
      const [listed, sets] = await Promise.all([
        target.agents.listAgents(opts.region ? { region: opts.region } : {}),
        target.secrets.listSecretSets(),
      ]);
      const read = await pMap(
        listed,
        async (agent): Promise<{ detail?: AgentDetail; error?: string }> => {
          try {
            return { detail: await target.agents.getAgent(agent.name) };
          } catch (error) {
            return { error: rt.safe(error instanceof Error ? error.message : String(error)) };
          }
        },
        { concurrency: CONCURRENCY },
      );
      const rows = listed.map((agent, i) => {
        const { detail, error } = read[i];
        const bindings = detail?.bindings ?? agent.bindings ?? { secretSets: [] };
        const use: AgentUse = {
          name: rt.safe(agent.name),
          ...((detail?.region ?? agent.region) !== undefined
            ? { region: rt.safe(detail?.region ?? agent.region) }
            : {}),
          secretSets: bindings.secretSets.map((s) => rt.safe(s)),
          ...(bindings.imagePullSecret ? { imagePullSecret: rt.safe(bindings.imagePullSecret) } : {}),
        };
        return { use, detail, error, listed: agent, status: detail ? agentStatus(detail) : undefined };
      });
      rows.sort((a, b) => (a.use.name < b.use.name ? -1 : a.use.name > b.use.name ? 1 : 0));
      const now = Date.now();
      const staleness = await readAgentsStaleness(
        target.secrets,
        sets,
        rows.map(({ use, detail, listed: agent }) => ({
          name: use.name,
          secretSets: use.secretSets,
          deployment: detail ? deploymentOfDetail(detail) : deploymentOfListed(agent),
        })),
        { now },
      );
      const problems = findProblems(
        sets,
        bindingsMapFrom(
          rows.map((r) => r.use),
          [],
          0,
          Date.now(),
        ),
      );
      const problemsOf = (name: string) => problems.filter((p) => p.agent === name);
      if (opts.json) {
        rt.json({
          agents: rows.map(({ use, detail, error, status }) => ({
            name: use.name,
            region: use.region ?? null,
            status: status ? STATUS_JSON[status.kind] : null,
            ...(status?.message ? { statusMessage: status.message } : {}),
            ...(error ? { error } : {}),
            secretSets: use.secretSets,
            imagePullSecret: use.imagePullSecret ?? null,
            activeSessionCount: detail?.activeSessionCount ?? null,
            ready: detail?.ready ?? null,
            desiredDeploymentId: detail?.desiredDeploymentId ?? null,
            staleness: stalenessJson(staleness.get(use.name)!),
            problems: problemsOf(use.name).map((p) => ({ kind: p.kind, set: p.set, message: p.message })),
          })),
        });
        return 0;
      }
      if (rows.length === 0) {
        rt.info(`No agents${opts.region ? ` in region ${opts.region}` : ''} (${target.label}).`);
        return 0;
      }
      const style = rt.outStyle;
      const flagged = (name: string, list: BindingProblem[]) => (list.some((p) => p.set === name) ? `${name} ⚠` : name);
      rt.out(
        renderTable(
          ['NAME', 'REGION', 'STATUS', 'SECRET SETS', 'VALUES', 'PULL SECRET', 'SESSIONS'],
          rows.map(({ use, detail, status }) => {
            const own = problemsOf(use.name);
            return [
              use.name,
              use.region ?? '?',
              agentStatusText(status, style),
              use.secretSets.length > 0 ? use.secretSets.map((s) => flagged(s, own)).join(', ') : '–',
              stalenessCell(staleness.get(use.name), style, now),
              use.imagePullSecret ? flagged(use.imagePullSecret, own) : '–',
              detail?.activeSessionCount !== undefined ? String(detail.activeSessionCount) : '?',
            ];
          }),
          style,
          rows.map(({ use, error, status }) => {
            const stale = staleness.get(use.name);
            const notes = [
              ...(error ? [`could not read the agent: ${error}`] : []),
              ...(status && (status.kind === 'failed' || status.kind === 'unavailable') && status.message
                ? [status.message]
                : []),
              ...problemsOf(use.name).map((p) => `⚠ ${p.message}`),
              ...(stale?.state === 'stale' && stale.message ? [`⚠ ${stale.message}`] : []),
            ];
            return notes.length > 0 ? notes.join('\n  ↳ ') : undefined;
          }),
        ),
      );
      const counts = countStaleness([...staleness.values()].filter((x) => x.sets.length > 0));
      if (counts.stale > 0) {
        rt.info(
          `${plural(counts.stale, 'agent')} run${counts.stale === 1 ? 's' : ''} values older than the last write of a set ${counts.stale === 1 ? 'it binds' : 'they bind'}: agentdeck agents redeploy --uses SET`,
        );
      }
      return 0;
    });
  });
}

/** An agent whose detail could not be read: its deployment as the list gave it. */
function deploymentOfListed(agent: AgentSummary): DeploymentFacts {
  return {
    ...(agent.desiredDeploymentId !== undefined ? { deploymentId: agent.desiredDeploymentId } : {}),
    ...(agent.deploymentCreatedAt !== undefined ? { createdAt: agent.deploymentCreatedAt } : {}),
    ...(agent.emulatorSetVersions ? { emulatorSetVersions: agent.emulatorSetVersions } : {}),
  };
}
