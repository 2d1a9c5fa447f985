import { Option, type Command } from 'commander';
import { isApiError } from '../../api/errors.js';
import type { SecretSetSummary } from '../../api/models.js';
import { validateExistingSetName as validateSetName } from '../../api/validation.js';
import type { ResolvedTarget } from '../../config/target.js';
import { CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, withDefault } from '../options.js';
import { assertKnownRegion } from '../regions.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { renderTable, statusText } from '../style.js';
import { cliUsageCache } from '../agentUsage.js';
import { agentsSection, listUsage, type AgentsSection, type ListUsage } from './secretsUsage.js';
import { setWriteOf } from '../../api/staleness.js';
import { lastWriteLine, writtenJson } from '../staleness.js';

interface ListOptions extends CommonOptions {
  /** true: secret sets only (the seed's default); false (`--no-sets`): image pull secrets too. */
  sets?: boolean;
  region?: string;
}

export const TYPE_WORDS: Record<string, string> = { secret: 'secret set', imagePullSecret: 'image pull secret' };

export function register(secrets: Command, rt: Runtime): void {
  const cmd = secrets
    .command('list')
    .description(
      'Lists secret sets and image pull secrets for the active organization, with their readiness status and the ' +
        'agents that use them (USED BY; problems such as a region mismatch are flagged). Given a set name, shows the ' +
        'keys of that set, its status, when agentdeck last wrote it, and its agents with their region, deployment ' +
        'readiness and whether they run the set as it is now ("2 of 5 agents run values older than the last write"); ' +
        'values are hidden.',
    )
    .argument('[name]', 'Set whose keys are listed.')
    .addOption(new Option('-s, --sets', 'Show secret sets only; filters out image pull secrets.').default(true))
    .addOption(new Option('--no-sets', 'Include image pull secrets in the list.'))
    .addOption(organizationOption('Organization to list for.'))
    .addOption(new Option('-r, --region <region>', withDefault('Only secrets in this region are shown.', 'all regions')));
  addCommonOptions(cmd).action(async (name: string | undefined, opts: ListOptions) => {
    await rt.run(opts, async () => {
      if (name !== undefined) {
        const problem = validateSetName(name);
        if (problem) throw new UsageError(problem);
      }
      const target = await rt.target(opts);
      if (opts.region) await assertKnownRegion(target.secrets, opts.region);
      return name === undefined ? listSets(rt, target, opts) : showSet(rt, target, name, opts);
    });
  });
}

function safeSummary(rt: Runtime, set: SecretSetSummary): SecretSetSummary {
  return {
    name: rt.safe(set.name),
    type: set.type,
    region: rt.safe(set.region),
    status: set.status,
    ...(set.errorMessage !== undefined ? { errorMessage: rt.safe(set.errorMessage) } : {}),
  };
}

function where(target: ResolvedTarget): string {
  return target.org ? `organization '${target.org}'` : target.label;
}

/** The set table (also what `agentdeck` prints when it has no terminal). */
export async function listSets(rt: Runtime, target: ResolvedTarget, opts: ListOptions): Promise<number> {
  // The agents are read alongside the sets and never hold the list up (see secretsUsage.ts).
  const usagePromise = listUsage(target, cliUsageCache(rt, opts));
  let all: SecretSetSummary[];
  try {
    all = await target.secrets.listSecretSets(opts.region ? { region: opts.region } : {});
  } catch (error) {
    usagePromise.cancel();
    throw error;
  }
  const usage: ListUsage = await usagePromise.result(all, { partial: opts.region !== undefined });
  const sets = all.filter((s) => !opts.sets || s.type === 'secret').map((s) => safeSummary(rt, s));
  if (opts.json) {
    rt.json({ secretSets: sets.map((s) => ({ ...s, ...usage.jsonFor(s.name) })), agentUsage: usage.json });
    usage.printNotes(rt);
    return 0;
  }
  const hidden = all.length - sets.length;
  if (hidden > 0) rt.info(`(${hidden} image pull secret${hidden === 1 ? '' : 's'} not shown; --no-sets lists them too)`);
  if (sets.length === 0) {
    rt.info(`No ${opts.sets ? 'secret sets' : 'secret sets or image pull secrets'} for ${where(target)}${opts.region ? ` in region ${opts.region}` : ''}.`);
    usage.printNotes(rt);
    return 0;
  }
  const style = rt.outStyle;
  rt.out(
    renderTable(
      ['NAME', 'TYPE', 'REGION', 'STATUS', 'USED BY'],
      sets.map((s) => [s.name, TYPE_WORDS[s.type] ?? rt.safe(String(s.type)), s.region, statusText(s.status, style), usage.cell(s.name, style)]),
      style,
      sets.map((s) => {
        const notes = [
          ...(s.status === 'failed' ? [s.errorMessage ?? 'provisioning failed (no message)'] : []),
          ...usage.problemsOf(s.name).map((p) => `⚠ ${p.message}`),
        ];
        return notes.length > 0 ? notes.join('\n  ↳ ') : undefined;
      }),
    ),
  );
  usage.printNotes(rt);
  return 0;
}

async function showSet(rt: Runtime, target: ResolvedTarget, name: string, opts: ListOptions): Promise<number> {
  let detail;
  try {
    detail = await target.secrets.getSecretSet(name);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw new CommandFailure(`No secret set named '${name}' found for ${where(target)}`, error.code);
    }
    if (isApiError(error) && error.status === 400) {
      // Image pull secrets cannot be read by name; the list says what there is to say.
      const summary = (await target.secrets.listSecretSets()).find((s) => s.name === name && s.type === 'imagePullSecret');
      if (summary) return showImagePullSecret(rt, safeSummary(rt, summary), opts, await agentsSection(target, summary, cliUsageCache(rt, opts)));
    }
    throw error;
  }
  const keys = detail.keys.map((k) => rt.safe(k));
  const region = rt.safe(detail.region);
  const errorMessage = detail.errorMessage !== undefined ? rt.safe(detail.errorMessage) : undefined;
  if (opts.region && region !== opts.region) {
    throw new CommandFailure(`Secret set '${name}' is in region ${region}, not ${opts.region}`, 'NOT_FOUND');
  }
  const agents = await agentsSection(target, { name, type: 'secret', region, status: detail.status }, cliUsageCache(rt, opts), setWriteOf(detail));
  if (opts.json) {
    rt.json({ name, type: 'secret', region, status: detail.status, ...(errorMessage !== undefined ? { errorMessage } : {}), keys, written: writtenJson(detail), ...agents.json });
    agents.printNotes(rt);
    return 0;
  }
  const style = rt.outStyle;
  rt.out(`Secret set ${style.bold(name)} · region ${region} · ${statusText(detail.status, style)}`);
  rt.out(keys.length > 0 ? renderTable(['KEY'], keys.map((k) => [k]), style) : '(no keys)');
  // agentdeck's write marker is not a key: it is shown as what it records.
  rt.out(lastWriteLine(detail));
  agents.print(rt);
  if (detail.status === 'failed') rt.info(`Provisioning failed: ${errorMessage ?? '(no message)'}`);
  if (detail.status === 'pending') {
    rt.info('This secret set is still being provisioned. Deploys that bind it will be rejected until it is ready.');
  }
  return 0;
}

function showImagePullSecret(rt: Runtime, summary: SecretSetSummary, opts: ListOptions, agents: AgentsSection): number {
  if (opts.json) {
    rt.json({ ...summary, ...agents.json });
    agents.printNotes(rt);
    return 0;
  }
  const style = rt.outStyle;
  rt.out(`Image pull secret ${style.bold(summary.name)} · region ${summary.region} · ${statusText(summary.status, style)}`);
  agents.print(rt);
  rt.info('Image pull secrets have no keys to list; their credentials are never shown.');
  if (summary.status === 'failed') rt.info(`Provisioning failed: ${summary.errorMessage ?? '(no message)'}`);
  return 0;
}
