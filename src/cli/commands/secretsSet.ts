import { Argument, Option, type Command } from 'commander';
import { parseEnvFile } from '../../api/input/dotenv/index.js';
import { officialCliNotes } from '../../api/input/dotenv/officialCli.js';
import { parseKeyValueArgs, type ParseIssue } from '../../api/input/keyValue.js';
import { decodeText, MAX_TEXT_FILE_BYTES, readLimited } from '../../api/input/textFile.js';
import { registerSecret } from '../../api/redact/redact.js';
import { isReferencedSet, referencedSetRefusal } from '../../api/secrets/client.js';
import { quoteForMessage, validateSetName } from '../../api/validation.js';
import { CancelledError, CommandFailure, UsageError } from '../failures.js';
import {
  addCommonOptions,
  organizationOption,
  regionOption,
  skipOption,
  waitOptions,
  drainOptions,
} from '../options.js';
import { changeWarning, cliUsageCache, printChangeWarning, readUsage, warningJson } from '../agentBindings.js';
import { reportWritten } from '../progress.js';
import { assertKnownRegion, describeRegion } from '../regions.js';
import type { Runtime, WriteOptions } from '../runtime.js';
import { outcomeField, writeOutcome } from '../writeOutcome.js';
import { existingKeys, findSet } from './existing.js';
import { ROLLOUT_HELP } from '../options.js';
import { supersedeRollout } from '../rolloutKey.js';
import { readBackSecretSet } from './readBack.js';
import { readSingleValue, singleValueRequest } from './singleValue.js';

interface SetOptions extends WriteOptions {
  file?: string;
  rollout?: boolean;
  /** --no-drain (with --rollout). */
  drain?: boolean;
  /** --drain-timeout seconds (with --rollout). */
  drainTimeout?: number;
}

export function register(secrets: Command, rt: Runtime): void {
  const cmd = secrets
    .command('set')
    .description(
      'Creates or updates a secret set with the given name and key-value pairs, passed directly or loaded from a file.',
    )
    .argument('<name>', 'Letters, numbers and hyphens only.')
    .addArgument(
      new Argument(
        '[secrets...]',
        'Space-separated pairs KEY=value; a value with spaces is quoted. A value given here can be read in the process ' +
          'list while the command runs: KEY alone asks for its value at a hidden prompt, KEY - reads it from stdin.',
      ),
    )
    .addOption(
      new Option(
        '-f, --file <file>',
        'Relative path of a file; each line is KEY=value (- reads stdin). Read as python-dotenv reads a .env (export, ' +
          'quotes, multi-line values, ${VAR}); at most 1 MiB.',
      ),
    )
    .addOption(skipOption())
    .addOption(organizationOption())
    .addOption(
      regionOption(
        'Region where the set is stored.',
        'organization default region (typically us-west)',
        "the organization's default region",
      ),
    )
    .addOption(new Option('--rollout', ROLLOUT_HELP));
  drainOptions(cmd);
  waitOptions(cmd);
  addCommonOptions(cmd).action(async (name: string, pairArgs: string[], opts: SetOptions) => {
    await rt.run(opts, () => setSecrets(rt, name, pairArgs, opts));
  });
}

export function formatIssues(issues: ParseIssue[], label: string): string {
  // `file: line 2: missing '='` — the file is named once per line, first.
  return issues.map((issue) => `${label}: ${issue.message.replace(` in ${label}`, '')}`).join('\n       ');
}

interface ReadPairs {
  pairs: Record<string, string>;
  /** Keys whose value had a `${…}` expanded (files only). */
  interpolated: string[];
  /** Where the official CLI would store the file differently, as lines (files only; keys and rules, no values). */
  officialCli: string[];
}

async function readPairs(rt: Runtime, name: string, pairArgs: string[], opts: SetOptions): Promise<ReadPairs> {
  const file = opts.file;
  if (file !== undefined && pairArgs.length > 0) {
    throw new UsageError('set: pass KEY=value pairs or --file, not both');
  }
  if (file === undefined) {
    if (pairArgs.length === 0)
      throw new UsageError('set: no secrets given; pass KEY=value pairs, KEY alone (a hidden prompt) or --file FILE');
    const single = singleValueRequest(pairArgs);
    if (single)
      return {
        pairs: { [single.key]: await readSingleValue(rt, name, single, Boolean(opts.skip)) },
        interpolated: [],
        officialCli: [],
      };
    const parsed = parseKeyValueArgs(pairArgs);
    if (parsed.errors.length > 0) throw new UsageError(formatIssues(parsed.errors, 'secrets'));
    return { pairs: parsed.pairs, interpolated: [], officialCli: [] };
  }
  const [bytes, label] =
    file === '-' ? [await rt.prompter.readAllBytes(MAX_TEXT_FILE_BYTES), 'stdin'] : [await readFileBytes(file), file];
  const text = decodeText(bytes);
  if (!text.ok) throw new UsageError(`${label}: ${text.problem}; nothing was sent`);
  const parsed = parseEnvFile(text.text, rt.env);
  if (parsed.errors.length > 0) throw new UsageError(`${formatIssues(parsed.errors, label)}\n       nothing was sent`);
  return { pairs: parsed.pairs, interpolated: parsed.interpolated, officialCli: officialCliNotes(parsed.officialCli) };
}

async function readFileBytes(file: string): Promise<Uint8Array> {
  try {
    return await readLimited(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const shown = quoteForMessage(file);
    throw new UsageError(
      code === 'ENOENT'
        ? `--file: file ${shown} does not exist`
        : code === 'EISDIR'
          ? `--file: ${shown} is a folder`
          : `--file: cannot read ${shown} (${code ?? 'error'})`,
    );
  }
}

async function setSecrets(rt: Runtime, name: string, pairArgs: string[], opts: SetOptions): Promise<number> {
  if (name.includes('=')) {
    // `secrets set KEY=value` without a set name: the "name" holds a value, so it is not echoed.
    registerSecret(name);
    registerSecret(name.slice(name.indexOf('=') + 1));
    throw new UsageError(
      'set name: looks like KEY=value — the set name comes first: secrets set NAME KEY=value (what was given is not shown: it may hold a secret)',
    );
  }
  const nameProblem = validateSetName(name);
  if (nameProblem) throw new UsageError(nameProblem);
  if (opts.file === '-' && !opts.skip)
    throw new UsageError('set: --file - reads stdin, so there is no prompt; pass --skip (-s) too');
  const { pairs, interpolated, officialCli } = await readPairs(rt, name, pairArgs, opts);
  if (!opts.skip) rt.requireInteractive(`set '${name}'`, 'pass --skip (-s) to write without asking');

  const target = await rt.target(opts);
  if (opts.region) await assertKnownRegion(target.secrets, opts.region);
  const existing = await findSet(target.secrets, name);
  if (isReferencedSet(existing)) throw new CommandFailure(referencedSetRefusal(name, 'set'), 'REFERENCED_SET');
  if (existing && existing.type !== 'secret') {
    throw new CommandFailure(
      `'${name}' is an image pull secret; a name is either a secret set or an image pull secret`,
      'CONFLICT',
    );
  }
  const currentKeys = new Set(existing ? await existingKeys(target.secrets, name) : []);
  const keys = Object.keys(pairs);
  const overwritten = keys.filter((k) => currentKeys.has(k));
  const added = keys.filter((k) => !currentKeys.has(k));
  const [region, usage] = await Promise.all([
    describeRegion(target.secrets, name, opts.region, existing ? rt.safe(existing.region) : undefined),
    readUsage(target.agents, { cache: cliUsageCache(rt, opts) }),
  ]);
  const warning = changeWarning(usage, name, 'set', { rollout: opts.rollout });
  const setRollout = opts.rollout ? await import('../setRollout.js') : undefined;
  const rollout = setRollout ? await setRollout.prepareSetRollout(rt, target, name, usage, opts) : undefined;

  // The preview names keys only: no value, not even a prefix of one.
  rt.info(`Secret set: ${name} (${existing ? 'existing' : 'new'}) · ${target.label}`);
  rt.info(`Region: ${region.label}`);
  if (added.length > 0) rt.info(`Keys to add (${added.length}): ${added.join(', ')}`);
  if (overwritten.length > 0) rt.info(`Keys to overwrite (${overwritten.length}): ${overwritten.join(', ')}`);
  if (interpolated.length > 0)
    rt.info(`Interpolated (\${…} expanded as python-dotenv does): ${interpolated.join(', ')}`);
  for (const note of officialCli) rt.info(note);
  printChangeWarning(rt, warning);
  const andRollout = setRollout && rollout ? setRollout.describeSetRollout(rt, rollout) : '';
  if (
    !opts.skip &&
    !(await rt.prompter.confirm(`Write ${keys.length} key${keys.length === 1 ? '' : 's'} to '${name}'${andRollout}?`))
  ) {
    throw new CancelledError();
  }

  const { outcome, result } = await writeOutcome(
    rt,
    () => target.secrets.putSecrets(name, pairs, opts.region ? { region: opts.region } : {}),
    {
      what: `${existing ? 'update' : 'create'} secret set '${name}'`,
      check: () =>
        readBackSecretSet(target.secrets, name, { created: !existing, added, priorStatus: existing?.status }),
    },
  );
  const writtenRegion = rt.safe(result?.region) || region.region;
  const summary = {
    name,
    created: !existing,
    region: writtenRegion,
    added,
    overwritten,
    ...outcomeField(outcome),
    ...warningJson(warning),
  };
  if (setRollout && rollout) {
    rt.info(`Secret set '${name}' ${existing ? 'modified' : 'created'} in ${writtenRegion}.`);
    if (result?.markerProblem)
      rt.info(
        rt.errStyle.yellow(
          `note: ${result.markerProblem}; which agents run this write cannot be told until the next write through agentdeck.`,
        ),
      );
    return setRollout.runSetRollout(rt, rollout, {
      json: opts.json,
      extraJson: summary,
      ...(result?.marker ? { writtenAt: result.marker.writtenAt } : {}),
    });
  }
  if (existing) supersedeRollout(rt, target, name);
  if (result?.markerProblem)
    rt.info(
      rt.errStyle.yellow(
        `note: ${result.markerProblem}; which agents run this write cannot be told until the next write through agentdeck.`,
      ),
    );
  rt.info(
    existing
      ? `Secret set '${name}' modified in ${writtenRegion}. ${
          warning.agents.length > 0
            ? `Roll it out to ${warning.agents.join(', ')}: agentdeck agents redeploy --uses ${name}`
            : `Agents that use it run the new values once redeployed (agentdeck agents redeploy --uses ${name}).`
        }`
      : `Secret set '${name}' created in ${writtenRegion}. Deploy your agent with --secrets ${name}.`,
  );
  return reportWritten(
    rt,
    `secret set '${name}'`,
    async () => {
      const detail = await target.secrets.getSecretSet(name);
      return { status: detail.status, errorMessage: detail.errorMessage };
    },
    summary,
    opts,
  );
}
