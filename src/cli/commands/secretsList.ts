import { Option, type Command } from 'commander';
import { isApiError } from '../../api/http/errors.js';
import type { SecretSetSummary } from '../../api/models.js';
import { knownSetTypeWord } from '../../api/words/setWords.js';
import { validateExistingSetName as validateSetName } from '../../api/validation.js';
import type { ResolvedTarget } from '../../config/target.js';
import { CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, organizationOption, regionOption } from '../options.js';
import { assertKnownRegion } from '../regions.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { renderTable, statusText, tableChunks } from '../style.js';
import { cliUsageCache } from '../agentBindings.js';
import { agentsSection, listUsage, type AgentsSection, type ListUsage } from './secretsBindings.js';
import { setWriteOf } from '../../api/secrets/staleness.js';
import { lastWriteLine, writtenJson } from '../staleness.js';

interface ListOptions extends CommonOptions {
  /** true: secret sets only (the seed's default); false (`--no-sets`): image pull secrets too. */
  sets?: boolean;
  region?: string;
}

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
    .addOption(regionOption('Only secrets in this region are shown.', 'all regions'));
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
    ...(set.source ? { source: set.source } : {}),
  };
}

/** The TYPE cell: a referenced set (a self-hosted region's) says so. */
function typeWord(rt: Runtime, set: SecretSetSummary): string {
  return set.source === 'referenced' ? 'referenced set' : (knownSetTypeWord(set.type) ?? rt.safe(String(set.type)));
}

function where(target: ResolvedTarget): string {
  return target.org ? `organization '${target.org}'` : target.label;
}

/** The set table (also what `agentdeck` prints when it has no terminal). */
export async function listSets(rt: Runtime, target: ResolvedTarget, opts: ListOptions): Promise<number> {
  // The agents are read alongside the sets and never hold the list up (see secretsBindings.ts).
  const usagePromise = listUsage(target, cliUsageCache(rt, opts));
  let all: SecretSetSummary[];
  try {
    all = await target.secrets.listSecretSets(opts.region ? { region: opts.region } : {});
  } catch (error) {
    usagePromise.cancel();
    throw error;
  }
  const usage: ListUsage = await usagePromise.result(all, { partial: opts.region !== undefined });
  // Made safe one set at a time as it is printed: a million sets are never copied whole once more.
  const shown = opts.sets ? all.filter((s) => s.type === 'secret') : all;
  if (opts.json) {
    rt.jsonWithList({ secretSets: [], agentUsage: usage.json }, 'secretSets', jsonItems(rt, shown, usage));
    usage.printNotes(rt);
    return 0;
  }
  const hidden = all.length - shown.length;
  if (hidden > 0)
    rt.info(`(${hidden} image pull secret${hidden === 1 ? '' : 's'} not shown; --no-sets lists them too)`);
  if (shown.length === 0) {
    rt.info(
      `No ${opts.sets ? 'secret sets' : 'secret sets or image pull secrets'} for ${where(target)}${opts.region ? ` in region ${opts.region}` : ''}.`,
    );
    usage.printNotes(rt);
    return 0;
  }
  const style = rt.outStyle;
  const rows: string[][] = [];
  const notes: Array<string | undefined> = [];
  for (const set of shown) {
    const s = safeSummary(rt, set);
    rows.push([s.name, typeWord(rt, s), s.region, statusText(s.status, style), usage.cell(s.name, style)]);
    const lines = [
      ...(s.status === 'failed' ? [s.errorMessage ?? 'provisioning failed (no message)'] : []),
      ...usage.problemsOf(s.name).map((p) => `⚠ ${p.message}`),
    ];
    notes.push(lines.length > 0 ? lines.join('\n  ↳ ') : undefined);
  }
  for (const chunk of tableChunks(['NAME', 'TYPE', 'REGION', 'STATUS', 'USED BY'], rows, style, notes)) rt.out(chunk);
  usage.printNotes(rt);
  return 0;
}

/** One --json object per set, made as it is written. */
function* jsonItems(
  rt: Runtime,
  sets: readonly SecretSetSummary[],
  usage: ListUsage,
): Generator<Record<string, unknown>> {
  for (const set of sets) {
    const s = safeSummary(rt, set);
    yield { ...s, ...usage.jsonFor(s.name) };
  }
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
      const summary = (await target.secrets.listSecretSets()).find(
        (s) => s.name === name && s.type === 'imagePullSecret',
      );
      if (summary)
        return showImagePullSecret(
          rt,
          safeSummary(rt, summary),
          opts,
          await agentsSection(target, summary, cliUsageCache(rt, opts)),
        );
    }
    throw error;
  }
  const keys = detail.keys.map((k) => rt.safe(k));
  const region = rt.safe(detail.region);
  const errorMessage = detail.errorMessage !== undefined ? rt.safe(detail.errorMessage) : undefined;
  if (opts.region && region !== opts.region) {
    throw new CommandFailure(`Secret set '${name}' is in region ${region}, not ${opts.region}`, 'NOT_FOUND');
  }
  const agents = await agentsSection(
    target,
    { name, type: 'secret', region, status: detail.status },
    cliUsageCache(rt, opts),
    setWriteOf(detail),
  );
  const referenced = detail.source === 'referenced';
  if (opts.json) {
    rt.json({
      name,
      type: 'secret',
      region,
      status: detail.status,
      ...(errorMessage !== undefined ? { errorMessage } : {}),
      ...(referenced ? { source: detail.source } : { keys, written: writtenJson(detail) }),
      ...agents.json,
    });
    agents.printNotes(rt);
    return 0;
  }
  const style = rt.outStyle;
  rt.out(
    `${referenced ? 'Referenced secret set' : 'Secret set'} ${style.bold(name)} · region ${region} · ${statusText(detail.status, style)}`,
  );
  if (referenced) {
    rt.out(
      "(no keys to list: a referenced set's contents stay in its self-hosted region; Pipecat Cloud stores only its name, region and readiness)",
    );
  } else {
    rt.out(
      keys.length > 0
        ? renderTable(
            ['KEY'],
            keys.map((k) => [k]),
            style,
          )
        : '(no keys)',
    );
    // agentdeck's write marker is not a key: it is shown as what it records.
    rt.out(lastWriteLine(detail));
  }
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
  rt.out(
    `Image pull secret ${style.bold(summary.name)} · region ${summary.region} · ${statusText(summary.status, style)}`,
  );
  agents.print(rt);
  rt.info('Image pull secrets have no keys to list; their credentials are never shown.');
  if (summary.status === 'failed') rt.info(`Provisioning failed: ${summary.errorMessage ?? '(no message)'}`);
  return 0;
}
