// Issue 13's "a bound set that is pending" on the emulator, deterministically: a set and its agent are made ready
// on a fast emulator, which is then restarted on the same data with a 60 s provisioning delay, and the set is
// written again — so it stays pending for the whole test. The CLI flags it under its row (table and --json),
// `secrets doctor` fails on it. Also on this emulator: an image pull secret deleted while an agent still names it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { CANARY, isolatedEnv, runInProcess, expectClean } from './helpers.js';

let dir: string;
let emu: RunningEmulator;
let env: NodeJS.ProcessEnv;

const clients = (e: RunningEmulator) => {
  const http = createHttpClient({ baseUrl: e.apiHost, token: e.keys.privateKey, flavor: 'pipecat' });
  return { secrets: new SecretsClient({ http }), agents: new AgentsClient({ http }) };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'agentdeck-pending-'));
  const fast = await startEmulator({ dataDir: dir, port: 0, host: '127.0.0.1', readyDelayMs: 0 });
  const { secrets, agents } = clients(fast);
  await secrets.putSecrets('slow-set', { K: 'v' }, { region: 'us-west' });
  await agents.createAgent('waiting-bot', { image: 'me/w:1', region: 'us-west', secretSet: 'slow-set' });
  await secrets.putImagePullSecret('old-reg', { host: 'https://ghcr.io', credentials: 'ann:pw', region: 'us-west' });
  await agents.createAgent('puller', { image: 'ghcr.io/me/p:1', region: 'us-west', imagePullSecretSet: 'old-reg' });
  await secrets.deleteSecretSet('old-reg');
  await fast.close();
  emu = await startEmulator({ dataDir: dir, port: 0, host: '127.0.0.1', readyDelayMs: 60_000 });
  await clients(emu).secrets.putSecrets('slow-set', { K: CANARY });
  env = isolatedEnv({
    PIPECAT_API_KEY: emu.keys.privateKey,
    PIPECAT_API_HOST: emu.apiHost,
    AGENTDECK_USAGE_CACHE: '0',
  });
}, 60_000);
afterAll(async () => {
  await emu?.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = async (args: string[]) => {
  const r = await runInProcess(args, env);
  expectClean(r, [CANARY, emu.keys.privateKey]);
  return r;
};

describe('a bound set that is pending', () => {
  it('secrets list flags it under its row, and --json carries the problem', async () => {
    const table = await run(['secrets', 'list']);
    expect(table.code).toBe(0);
    const lines = table.stdout.split('\n');
    const at = lines.findIndex((l) => l.startsWith('slow-set'));
    expect(lines[at]).toMatch(/◌ pending\s+⚠ waiting-bot$/);
    expect(lines[at + 1]).toContain("secret set 'slow-set' used by agent 'waiting-bot' is still pending");
    const json = JSON.parse((await run(['secrets', 'list', '--json'])).stdout);
    const set = json.secretSets.find((s: { name: string }) => s.name === 'slow-set');
    expect(set).toMatchObject({ usedBy: ['waiting-bot'], problems: [{ kind: 'set-pending', agent: 'waiting-bot' }] });
  });

  it('secrets doctor lists it and exits 1', async () => {
    const r = await run(['secrets', 'doctor', '--json']);
    expect(r.code).toBe(1);
    const problems = JSON.parse(r.stdout).problems;
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'set-pending', set: 'slow-set', agent: 'waiting-bot' }),
        expect.objectContaining({ kind: 'missing-image-pull-secret', set: 'old-reg', agent: 'puller' }),
      ]),
    );
    const table = await run(['secrets', 'doctor']);
    expect(table.stdout).toMatch(/✖ missing image pull secret\s+old-reg\s+puller/);
    expect(table.stdout).toMatch(/✖ set pending\s+slow-set\s+waiting-bot/);
  });

  it('secrets list NAME shows the agent with its region and its deployment state', async () => {
    const r = await run(['secrets', 'list', 'slow-set']);
    expect(r.code).toBe(0);
    // The restarted emulator's 60 s delay holds the agent's deployment too: it says so.
    expect(r.stdout).toMatch(/AGENT\s+REGION\s+DEPLOYMENT\s+VALUES\n\s*waiting-bot\s+us-west\s+◌ not ready/);
    expect(r.stdout).toContain("⚠ secret set 'slow-set' used by agent 'waiting-bot' is still pending");
  });
});

describe('an image pull secret deleted while an agent still names it', () => {
  it('secrets list warns on stderr that the agent will fail its next deploy, and says where to see every problem', async () => {
    const r = await run(['secrets', 'list', '--no-sets']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "warning: agent 'puller' binds image pull secret 'old-reg', which does not exist: its next deploy will fail",
    );
    expect(r.stderr).toContain('agentdeck secrets doctor');
    const json = JSON.parse((await run(['secrets', 'list', '--no-sets', '--json'])).stdout);
    expect(json.agentUsage.missingSets).toEqual([
      expect.objectContaining({ set: 'old-reg', kind: 'missing-image-pull-secret', agent: 'puller' }),
    ]);
  });
});
