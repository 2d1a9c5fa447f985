// A two-environment project against the test emulator: staging → organization "staging", prod → "local", two
// regions each, agents created in both organizations (bound to nothing yet).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { compareWithMarker } from '../../src/api/secrets/setMarker.js';
import { projectSource, type ProjectSource } from '../../src/project/appSource.js';
import { isolatedEnv, runInProcess, tempDir, type RunResult } from '../cli/helpers.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';

export const REGIONS = ['us-west', 'us-east'] as const;

export const PROJECT = `#:schema ./schema/agentdeck.schema.json
[environments.staging]
organization = "staging"
regions = ["us-west", "us-east"]

[environments.prod]
organization = "local"
regions = ["us-west", "us-east"]
protected = true

[sets.app]
required = ["OPENAI_API_KEY", "DEEPGRAM_API_KEY"]

[agents.voice-bot]
set = "app"

[agents.support-bot]
set = "app"
regions = ["us-west"]
`;

export interface ProjectWorld {
  emu: TestEmulator;
  dir: string;
  env: NodeJS.ProcessEnv;
  clients(org: string): { secrets: SecretsClient; agents: AgentsClient };
  run(args: string[], opts?: { input?: string; isTTY?: boolean }): Promise<RunResult>;
  write(name: string, text: string): void;
  /** An agent's deployments as the emulator keeps them, oldest first (organization local unless `org` says). */
  deployments(name: string, org?: string): Promise<EmulatorDeployment[]>;
  close(): Promise<void>;
}

export interface EmulatorDeployment {
  id: string;
  outcome: 'deploying' | 'ready' | 'failed' | 'superseded';
  secretSet: { name: string; version: number | null } | null;
}

export async function startProjectWorld(
  agents: string[] = ['voice-bot-us-west', 'voice-bot-us-east', 'support-bot'],
  opts: {
    deployMs?: number;
    /** Agents of organization local (prod) whose deployments fail from their first one on (the emulator's fault). */
    failAgents?: Array<{ name: string; message: string }>;
  } = {},
): Promise<ProjectWorld> {
  const emu = await startTestEmulator({
    readyDelayMs: 100,
    deployMs: opts.deployMs ?? 200,
    ...(opts.failAgents ? { failAgents: opts.failAgents } : {}),
  });
  const dir = tempDir('agentdeck-project-');
  const env = isolatedEnv({ PIPECAT_TOKEN: emu.keys.userToken, PIPECAT_API_HOST: emu.apiHost });
  const clients = (org: string) => {
    const http = createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.userToken, flavor: 'pipecat' });
    return { secrets: new SecretsClient({ http, org }), agents: new AgentsClient({ http, org }) };
  };
  for (const org of ['staging', 'local']) {
    const { agents: api } = clients(org);
    for (const name of agents) {
      const region = name.endsWith('us-east') ? 'us-east' : 'us-west';
      await api.createAgent(name, { image: `ghcr.io/example/${name}:1`, region });
    }
  }
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
  const deployments = async (name: string, org = 'local'): Promise<EmulatorDeployment[]> => {
    const res = await fetch(`${emu.apiHost}/_emulator/agents/${name}/deployments?org=${org}`, {
      headers: { authorization: `Bearer ${emu.keys.privateKey}` },
    });
    if (res.status !== 200) throw new Error(`deployments of ${name}: HTTP ${res.status}`);
    return ((await res.json()) as { deployments: EmulatorDeployment[] }).deployments;
  };
  write('agentdeck.toml', PROJECT);
  return {
    emu,
    dir,
    env,
    clients,
    write,
    deployments,
    run: (args, opts = {}) =>
      runInProcess(
        args[0] === 'init' ? [...args, '--dir', dir] : [...args, '--project', join(dir, 'agentdeck.toml')],
        env,
        {
          ...(opts.input !== undefined ? { input: opts.input } : {}),
          ...(opts.isTTY !== undefined ? { isTTY: opts.isTTY } : {}),
        },
      ),
    close: emu.stop,
  };
}

/**
 * A new value for `key` that every one of `sets` (in organization `org`) tells apart by its tag: the marker's salt is
 * random, and 1 new value in 62 keeps its key's tag (then the plan cannot name the key: planValues.test.ts tests it).
 */
export async function taggedChange(
  w: ProjectWorld,
  org: string,
  sets: string[],
  values: Record<string, string>,
  key: string,
): Promise<string> {
  const markers = await Promise.all(
    sets.map(async (s) => [s, (await w.clients(org).secrets.getSecretSet(s)).marker!] as const),
  );
  for (let i = 2; ; i++) {
    const candidate = `${values[key].replace(/-1$/, '')}-${i}`;
    const next = new Map(Object.entries({ ...values, [key]: candidate }));
    const told = await Promise.all(markers.map(([s, m]) => compareWithMarker(s, m, next)));
    if (told.every((t) => t.differing?.includes(key))) return candidate;
  }
}

/** What `.env.staging` and `.env.prod` hold in the apply tests. */
export const STAGING_ENV = 'OPENAI_API_KEY=staging-openai-value-1\nDEEPGRAM_API_KEY=staging-deepgram-value-1\n';
export const PROD_ENV = 'OPENAI_API_KEY=prod-openai-value-1\nDEEPGRAM_API_KEY=prod-deepgram-value-1\n';
/** The world's agents (startProjectWorld's default), as named in each organization. */
export const WORLD_AGENTS = ['voice-bot-us-west', 'support-bot', 'voice-bot-us-east'] as const;

/** How many deployments each of the world's agents has had in organization local. */
export async function deploymentCounts(w: ProjectWorld): Promise<Record<string, number>> {
  return Object.fromEntries(
    await Promise.all(WORLD_AGENTS.map(async (n) => [n, (await w.deployments(n)).length] as const)),
  );
}

/** The writes the emulator has answered so far (POST, PUT, PATCH, DELETE). */
export function writeCount(w: ProjectWorld): number {
  const c = w.emu.requestCounts();
  return (c.POST ?? 0) + (c.PUT ?? 0) + (c.PATCH ?? 0) + (c.DELETE ?? 0);
}

/** Makes the deployments of an agent of organization local fail with `message` from now on (null: no longer). */
export function setDeploymentFault(w: ProjectWorld, name: string, message: string | null): Promise<Response> {
  return fetch(`${w.emu.apiHost}/_emulator/agents/${name}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${w.emu.keys.privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ failDeployments: message }),
  });
}

/** startProjectWorld's world with .env.staging and .env.prod written (STAGING_ENV, PROD_ENV). */
export async function worldWithEnvFiles(...args: Parameters<typeof startProjectWorld>): Promise<ProjectWorld> {
  const w = await startProjectWorld(...args);
  w.write('.env.staging', STAGING_ENV);
  w.write('.env.prod', PROD_ENV);
  return w;
}

/** That world once `apply -e prod -s` has succeeded (prod holds PROD_ENV, every agent rolled out). */
export async function afterProdApplied(...args: Parameters<typeof startProjectWorld>): Promise<ProjectWorld> {
  const w = await worldWithEnvFiles(...args);
  const first = await w.run(['apply', '-e', 'prod', '-s']);
  if (first.code !== 0) throw new Error(`the first apply exited ${first.code}: ${first.stderr}`);
  return w;
}

/**
 * A world after `apply -e prod -s` whose rollout failed for voice-bot-us-east (its deployment after the write), the
 * cause fixed since: the agent list calls prod in sync, and only reading the deployment tells it failed.
 */
export async function afterFailedProdRollout(): Promise<ProjectWorld> {
  const w = await worldWithEnvFiles(undefined, {
    failAgents: [{ name: 'voice-bot-us-east', message: 'RuntimeError: boom (test)' }],
  });
  const first = await w.run(['apply', '-e', 'prod', '-s']);
  if (first.code !== 1)
    throw new Error(`the first apply should fail (exit 1), it exited ${first.code}: ${first.stderr}`);
  const fixed = await setDeploymentFault(w, 'voice-bot-us-east', null);
  if (fixed.status !== 200) throw new Error(`clearing the fault answered ${fixed.status}`);
  return w;
}

/** The app's project source over the world's directory (no embedded emulator: the world's credentials reach it). */
export function appProjectSource(w: ProjectWorld): ProjectSource {
  return projectSource({
    cwd: w.dir,
    env: w.env,
    startEmbeddedEmulator: () => Promise.reject(new Error('no embedded emulator in this test')),
  });
}
