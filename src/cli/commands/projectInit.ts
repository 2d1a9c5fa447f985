// `agentdeck init`: agentdeck.toml and a .env.{env}.example per environment, from what the cloud holds now.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pMap from 'p-map';
import type { ResolvedTarget } from '../../config/target.js';
import { TargetError } from '../../config/targetError.js';
import { connector } from '../../project/connect.js';
import { initFiles, type InitEnvironment } from '../../project/init.js';
import type { EnvironmentSpec } from '../../project/model.js';
import { PROJECT_FILE } from '../../project/read.js';
import { CommandFailure, UsageError } from '../failures.js';
import type { CommonOptions, Runtime } from '../runtime.js';

interface InitOptions extends CommonOptions {
  env?: string[];
  force?: boolean;
  dir?: string;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;

function pairs(values: string[]): Array<{ env: string; org: string }> {
  return values.map((v) => {
    const eq = v.indexOf('=');
    const env = eq < 0 ? v : v.slice(0, eq);
    const org = eq < 0 ? v : v.slice(eq + 1);
    if (!NAME.test(env) || org.trim() === '')
      throw new UsageError(`-e ${v}: give NAME=ORGANIZATION (an environment name: letters, numbers, _ and -)`);
    return { env, org };
  });
}

async function readEnvironment(target: ResolvedTarget, env: string, organization: string): Promise<InitEnvironment> {
  const [sets, agents] = await Promise.all([
    target.secrets.listSecretSets(),
    target.agents.listAgents({ includeDeployment: true }),
  ]);
  const withKeys = await pMap(
    sets,
    async (s) => ({
      name: s.name,
      region: s.region,
      type: s.type === 'imagePullSecret' ? ('imagePullSecret' as const) : ('secret' as const),
      keys: s.type === 'secret' && s.source !== 'referenced' ? (await target.secrets.getSecretSet(s.name)).keys : [],
    }),
    { concurrency: 8 },
  );
  const withBindings = await pMap(
    agents,
    async (a) => {
      const bindings = a.bindings ?? (await target.agents.getAgent(a.name)).bindings ?? { secretSets: [] };
      return {
        name: a.name,
        region: a.region ?? 'us-west',
        secretSets: bindings.secretSets,
        ...(bindings.imagePullSecret !== undefined ? { imagePullSecret: bindings.imagePullSecret } : {}),
      };
    },
    { concurrency: 8 },
  );
  const defaultRegion =
    sets.length + agents.length === 0
      ? (await target.secrets.getProperties().catch(() => null))?.defaultRegion
      : undefined;
  return { env, organization, sets: withKeys, agents: withBindings, ...(defaultRegion ? { defaultRegion } : {}) };
}

const spec = (name: string, organization: string): EnvironmentSpec => ({
  name,
  organization,
  regions: [],
  protected: false,
  values: 'file',
  envFile: '.env.{env}',
  variable: '{key}',
  at: { line: 1, column: 1 },
});

/**
 * The organization to write for a target that cannot list them: plan reaches each environment with -o, so the name
 * must be one -o accepts. The embedded emulator: its private key's organization. A private key: the organization it
 * is configured for; without one, no name would work (a key is bound to one organization): refused, naming the fix.
 */
function organizationOf(target: ResolvedTarget): string {
  if (target.org) return target.org;
  const emulatorOrg = target.kind === 'emulator' ? target.emulatorOrgs?.[0] : undefined;
  if (emulatorOrg) return emulatorOrg;
  throw new TargetError(
    "init: the private API key does not say which organization it belongs to, and agentdeck.toml names one per environment; set PIPECAT_ORG to the key's organization (or sign in with agentdeck auth login, which lists them), or name them: agentdeck init -e ENV=ORG. Nothing was written",
  );
}

export async function runInit(rt: Runtime, opts: InitOptions): Promise<number> {
  const dir = resolve(opts.dir ?? process.cwd());
  const file = join(dir, PROJECT_FILE);
  if (existsSync(file) && !opts.force)
    throw new CommandFailure(`${file} is already there; nothing was written (--force replaces it)`, 'FILE_EXISTS');
  const envs: InitEnvironment[] = [];
  if (opts.env && opts.env.length > 0) {
    const connect = connector({ env: rt.env, startEmbeddedEmulator: rt.deps.startEmbeddedEmulator });
    try {
      for (const { env, org } of pairs(opts.env))
        envs.push(await readEnvironment(await connect.target(spec(env, org)), env, org));
    } finally {
      await connect.close();
    }
  } else {
    const base = await rt.target(opts);
    const orgs = base.listOrganizations ? (await base.listOrganizations()).map((o) => o.name) : [organizationOf(base)];
    for (const org of orgs) {
      const target = base.forOrganization && org !== base.org ? await base.forOrganization(org) : base;
      envs.push(await readEnvironment(target, org.replace(/[^A-Za-z0-9_-]/g, '-'), org));
    }
  }
  const files = initFiles(envs);
  writeFileSync(file, files.toml);
  rt.info(`wrote ${file}`);
  const written: string[] = [PROJECT_FILE];
  for (const [env, text] of files.examples) {
    const path = join(dir, `.env.${env}.example`);
    if (existsSync(path) && !opts.force) {
      rt.info(`kept ${path} (already there)`);
      continue;
    }
    writeFileSync(path, text);
    written.push(`.env.${env}.example`);
    rt.info(`wrote ${path}`);
  }
  for (const note of files.notes) rt.info(rt.errStyle.yellow(`note: ${note}`));
  rt.info('Next: fill in .env.ENV from each .env.ENV.example, then `agentdeck plan`.');
  if (opts.json)
    rt.json({ dir, files: written, environments: envs.map((e) => ({ name: e.env, organization: e.organization })) });
  return 0;
}
