// `agents rollback NAME` against the emulator over HTTP, signed in as a user (the org-scoped API, whose deployments
// list says what the previous deployment ran): the confirmation's words (what changes; secret VALUES cannot roll
// back), the previous image and settings restored and followed to ready, --json, a failed agent rolled back to the
// one that worked; and the refusals — a private API key (no deployments list), no earlier deployment, no terminal
// without -s — each changing nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { cleanRunners, startTestEmulator, type TestEmulator } from './helpers.js';

let t: TestEmulator;
let agents: AgentsClient;
let userEnv: Record<string, string | undefined>;
const { run } = cleanRunners(() => t);

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
const settled = (name: string) =>
  until(async () => {
    const d = await agents.getAgent(name);
    return d.ready || d.currentRevision?.phase === 'Failed' ? d : undefined;
  });

beforeAll(async () => {
  t = await startTestEmulator(100, { deployMs: 200 });
  const org = t.emu.orgs[0]!;
  agents = new AgentsClient({
    http: createHttpClient({ baseUrl: t.emu.apiHost, token: t.emu.keys.userToken, flavor: 'pipecat' }),
    org,
  });
  const dir = mkdtempSync(join(tmpdir(), 'agentdeck-rollback-'));
  const toml = join(dir, 'pipecatcloud.toml');
  writeFileSync(toml, `token = "${t.emu.keys.userToken}"\norg = "${org}"\n`, { mode: 0o600 });
  userEnv = { PIPECAT_API_KEY: undefined, PIPECAT_CONFIG_PATH: toml };
  await agents.createAgent('voice', { image: 'me/voice:1', autoScaling: { minAgents: 1, maxAgents: 3 } });
  await settled('voice');
  await agents.updateAgent('voice', { image: 'me/voice:2', autoScaling: { minAgents: 1, maxAgents: 5 } });
  await settled('voice');
  await agents.createAgent('broken', { image: 'me/broken:1' });
  await settled('broken');
  await agents.updateAgent('broken', { image: 'me/broken:fail' });
  await settled('broken');
  await agents.createAgent('quiet', { image: 'me/quiet:1' });
  await settled('quiet');
});
afterAll(async () => t?.close());

describe('agents rollback', () => {
  it('says what changes and that secret VALUES cannot roll back, restores the previous image and settings, follows it to ready', async () => {
    const before = await agents.getAgent('voice');
    const r = await run(['agents', 'rollback', 'voice', '-s'], userEnv);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Roll back voice: a new deployment of \w{8} \(made [^)]+\), replacing \w{8}\./);
    expect(r.stderr).toContain('image me/voice:2 → me/voice:1');
    expect(r.stderr).toContain('max agents 5 → 3');
    expect(r.stderr).toContain(
      'Secret VALUES cannot roll back: the new deployment reads its secret sets as they are now (their current values)',
    );
    const after = await settled('voice');
    expect(after.image).toBe('me/voice:1');
    expect(after.autoScaling?.maxAgents).toBe(3);
    expect(after.desiredDeploymentId).not.toBe(before.desiredDeploymentId);
    expect(after.ready).toBe(true);
  });

  it('--json: the rollout summary with what was rolled back', async () => {
    const r = await run(['agents', 'rollback', 'voice', '-s', '--json'], userEnv);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(true);
    // The last rollback made me/voice:1 current: the one before it ran me/voice:2.
    expect(out.rollback).toMatchObject({ agent: 'voice', image: 'me/voice:2' });
    expect(out.rollback.valuesNote).toContain('Secret VALUES cannot roll back');
    expect(out.rolled.map((a: { name: string }) => a.name)).toEqual(['voice']);
  });

  it('a failed agent goes back to the deployment that worked', async () => {
    expect((await agents.getAgent('broken')).currentRevision?.phase).toBe('Failed');
    const r = await run(['agents', 'rollback', 'broken', '-s'], userEnv);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('image me/broken:fail → me/broken:1');
    const after = await settled('broken');
    expect(after.ready).toBe(true);
    expect(after.image).toBe('me/broken:1');
  });

  it('refuses, changing nothing: a private API key (no deployments list), no earlier deployment, no terminal without -s', async () => {
    const quiet = (await agents.getAgent('quiet')).desiredDeploymentId;
    const key = await run(['agents', 'rollback', 'voice', '-s']);
    expect(key.code).toBe(1);
    expect(key.stderr).toContain("agent 'voice' cannot be rolled back with a private API key");
    expect(key.stderr).toContain('agentdeck auth login');
    const none = await run(['agents', 'rollback', 'quiet', '-s'], userEnv);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/agent 'quiet' has no deployment before \w{8} to roll back to/);
    const ask = await run(['agents', 'rollback', 'quiet'], userEnv);
    expect(ask.code).toBe(2);
    expect(ask.stderr).toContain('--skip');
    expect((await agents.getAgent('quiet')).desiredDeploymentId).toBe(quiet);
  });
});

describe('agents rollback and a rollout of the same agent', () => {
  it('a held lock (agents redeploy voice) refuses the rollback, naming the holder; nothing is rolled back', async () => {
    const { acquireRolloutLock } = await import('../../src/config/rolloutLock.js');
    const { journalKey, rolloutTargetName } = await import('../../src/api/rollout/journal.js');
    const env = { ...t.env, ...userEnv };
    const key = journalKey(rolloutTargetName({ kind: 'user-token', apiHost: t.emu.apiHost, org: t.emu.orgs[0] }), {
      agents: ['voice'],
    });
    const held = acquireRolloutLock(env, key, { command: 'agentdeck agents redeploy voice' });
    expect(held.ok).toBe(true);
    try {
      const before = await agents.getAgent('voice');
      const r = await run(['agents', 'rollback', 'voice', '-s'], userEnv);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        /Another rollout of voice is in progress: pid \d+ on .* \(agentdeck agents redeploy voice\), since/,
      );
      expect(r.stderr).toContain('[ROLLOUT_IN_PROGRESS]');
      expect((await agents.getAgent('voice')).image).toBe(before.image);
    } finally {
      if (held.ok) held.lock.release();
    }
  });
});
