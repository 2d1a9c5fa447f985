import { Option, type Command } from 'commander';
import { MAX_TEXT_FILE_BYTES } from '../../api/input/textFile.js';
import { isBase64UserPass, validateCredentials, validateHost, validateSetName } from '../../api/validation.js';
import { CancelledError, CommandFailure, UsageError } from '../failures.js';
import {
  ROLLOUT_HELP,
  addCommonOptions,
  organizationOption,
  regionOption,
  skipOption,
  waitOptions,
  withDefault,
  drainOptions,
} from '../options.js';
import { changeWarning, cliUsageCache, printChangeWarning, readUsage, warningJson } from '../agentBindings.js';
import { supersedeRollout } from '../rolloutKey.js';
import { reportWritten } from '../progress.js';
import { assertKnownRegion, describeRegion } from '../regions.js';
import type { Runtime, WriteOptions } from '../runtime.js';
import { outcomeField, writeOutcome } from '../writeOutcome.js';
import { findSet } from './existing.js';
import { readBackPullSecret } from './readBack.js';
import { registerCredentials } from '../../api/redact/redact.js';

interface PullSecretOptions extends WriteOptions {
  encode?: boolean;
  rollout?: boolean;
  /** --no-drain (with --rollout). */
  drain?: boolean;
  /** --drain-timeout seconds (with --rollout). */
  drainTimeout?: number;
}

export function register(secrets: Command, rt: Runtime): void {
  const cmd = secrets
    .command('image-pull-secret')
    .description(
      'Creates or updates credentials for pulling images from private registries. Credentials are username:password, ' +
        'base64-encoded (when encoding is on) and stored. When a secret of the same name exists, its credentials are ' +
        'updated in place. When credentials are not given, the command prompts for them.',
    )
    .argument('<name>', 'Name of the credentials set.')
    .argument(
      '<host>',
      'Registry address: a host such as ghcr.io (sent as given, as the official CLI does) or a URL such as https://index.docker.io/v1/',
    )
    .argument(
      '[credentials]',
      withDefault(
        'username:password (- reads it from stdin); given here, it can be read in the process list while the command runs.',
        'prompts for input (terminal only)',
      ),
    )
    .addOption(new Option('--encode', withDefault('Base64-encode the credentials.', 'true')))
    .addOption(
      new Option('--no-encode', 'Store the credentials as given (they must already be base64 of username:password).'),
    )
    .addOption(skipOption())
    .addOption(organizationOption())
    .addOption(
      regionOption(
        'Region of the image pull secret.',
        'organization default region (typically us-west)',
        "the organization's default region",
      ),
    )
    .addOption(new Option('--rollout', ROLLOUT_HELP));
  drainOptions(cmd);
  waitOptions(cmd);
  addCommonOptions(cmd).action(
    async (name: string, host: string, credentials: string | undefined, opts: PullSecretOptions) => {
      await rt.run(opts, () => putPullSecret(rt, name, host, credentials, opts));
    },
  );
}

/** `username:password` piped on stdin: UTF-8 text of at most 1 MiB; one trailing line break is the pipe's, not the password's. */
async function readStdinCredentials(rt: Runtime): Promise<string> {
  const bytes = await rt.prompter.readAllBytes(MAX_TEXT_FILE_BYTES);
  if (bytes.length > MAX_TEXT_FILE_BYTES)
    throw new UsageError('credentials on stdin: over the 1 MiB limit; nothing was sent');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError('credentials on stdin: not valid UTF-8 text; nothing was sent');
  }
  return text.replace(/\r?\n$/, '');
}

function checkCredentials(rt: Runtime, credentials: string, encode: boolean): void {
  if (encode) {
    const problem = validateCredentials(credentials);
    if (problem) throw new UsageError(problem);
  } else if (/[\x00-\x1f\x7f-\x9f\uFFFD]/.test(credentials)) {
    throw new UsageError('credentials: must be UTF-8 text without line breaks or control characters');
  } else if (!isBase64UserPass(credentials)) {
    rt.info(
      rt.errStyle.yellow(
        'warning: --no-encode: the credentials are not base64 of username:password; the registry pull will fail at ' +
          "deploy ('illegal base64 data'). Leave out --no-encode to have them encoded.",
      ),
    );
  }
}

async function promptCredentials(rt: Runtime, host: string): Promise<string> {
  const username = await rt.prompter.ask(`Username for image repository '${host}': `);
  if (!username) throw new CancelledError('Image pull secret creation cancelled (no username); nothing was changed.');
  const password = await rt.prompter.askHidden(`Access token for image repository '${host}': `);
  if (!password)
    throw new CancelledError('Image pull secret creation cancelled (no access token); nothing was changed.');
  const credentials = `${username}:${password}`;
  registerCredentials(credentials);
  return credentials;
}

async function putPullSecret(
  rt: Runtime,
  name: string,
  host: string,
  given: string | undefined,
  opts: PullSecretOptions,
): Promise<number> {
  const encode = opts.encode !== false;
  const problem = validateSetName(name) ?? validateHost(host);
  if (problem) throw new UsageError(problem);
  if (given === '-') given = await readStdinCredentials(rt);
  registerCredentials(given);
  if (given !== undefined) checkCredentials(rt, given, encode);
  else if (!rt.isTTY) {
    throw new UsageError(
      "image-pull-secret: no credentials given and stdin is not a terminal, so there is no prompt; pass '-' and pipe " +
        'username:password on stdin (e.g. printf \'%s\' "$USER:$TOKEN" | agentdeck secrets image-pull-secret NAME HOST - -s), ' +
        'which keeps the password out of the process list and shell history',
    );
  }

  const target = await rt.target(opts);
  if (opts.region) await assertKnownRegion(target.secrets, opts.region);
  const existing = await findSet(target.secrets, name);
  if (existing && existing.type !== 'imagePullSecret') {
    throw new CommandFailure(
      `'${name}' is a secret set; a name is either a secret set or an image pull secret`,
      'CONFLICT',
    );
  }
  const region = await describeRegion(
    target.secrets,
    name,
    opts.region,
    existing ? rt.safe(existing.region) : undefined,
  );
  // Agents that bind an existing pull secret pull with the old credentials until redeployed (a new one has none).
  const usage = existing ? await readUsage(target.agents, { cache: cliUsageCache(rt, opts) }) : undefined;
  const warning = usage ? changeWarning(usage, name, 'set', { rollout: opts.rollout }) : undefined;
  const setRollout = opts.rollout && usage ? await import('../setRollout.js') : undefined;
  const rollout = setRollout && usage ? await setRollout.prepareSetRollout(rt, target, name, usage, opts) : undefined;
  rt.info(`Image pull secret: ${name} (${existing ? 'existing' : 'new'}) · ${target.label}`);
  rt.info(`Host: ${rt.safe(host)}`);
  rt.info(`Region: ${region.label}`);
  if (warning) printChangeWarning(rt, warning);
  const andRollout = setRollout && rollout ? setRollout.describeSetRollout(rt, rollout) : '';
  if (opts.rollout && !existing) rt.info(`--rollout: '${name}' is new; no agent uses it yet.`);
  if (existing && !opts.skip) {
    rt.requireInteractive(`updating image pull secret '${name}'`, 'pass --skip (-s) to update it without asking');
    if (
      !(await rt.prompter.confirm(
        `Image pull secret '${name}' already exists. Update its credentials in place${andRollout}?`,
      ))
    ) {
      throw new CancelledError('Image pull secret update cancelled; nothing was changed.');
    }
  }
  let credentials = given;
  if (credentials === undefined) {
    credentials = await promptCredentials(rt, rt.safe(host));
    checkCredentials(rt, credentials, encode);
  }

  const write = () =>
    target.secrets.putImagePullSecret(name, {
      host,
      credentials,
      encode,
      ...(opts.region ? { region: opts.region } : {}),
    });
  const { outcome, result } = await writeOutcome(rt, write, {
    what: `${existing ? 'update' : 'create'} image pull secret '${name}'`,
    check: () => readBackPullSecret(target.secrets, name, existing?.status),
  });
  const writtenRegion = rt.safe(result?.region) || region.region;
  rt.info(`Image pull secret '${name}' for ${rt.safe(host)} ${existing ? 'updated' : 'created'} in ${writtenRegion}.`);
  const summary = {
    name,
    type: 'imagePullSecret',
    host,
    created: !existing,
    region: writtenRegion,
    encoded: encode,
    ...outcomeField(outcome),
    ...(warning ? warningJson(warning) : {}),
  };
  if (setRollout && rollout) return setRollout.runSetRollout(rt, rollout, { json: opts.json, extraJson: summary });
  if (existing) {
    supersedeRollout(rt, target, name);
    if (warning && warning.agents.length > 0)
      rt.info(`Roll it out to ${warning.agents.join(', ')}: agentdeck agents redeploy --uses ${name}`);
  }
  return reportWritten(
    rt,
    `image pull secret '${name}'`,
    async () => {
      // Never GET an image pull secret by name: the list + type match.
      const summary = (await target.secrets.listSecretSets()).find(
        (s) => s.name === name && s.type === 'imagePullSecret',
      );
      return summary ?? { status: 'failed', errorMessage: 'it disappeared from the list while waiting' };
    },
    summary,
    opts,
  );
}
