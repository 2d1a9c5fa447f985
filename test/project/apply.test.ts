// `agentdeck apply` end to end on the emulator: sets written in both regions of both environments, agents bound and
// rolled out; then in sync (exit 0 with --exit-code, and an apply that writes nothing); a value changed in .env.prod
// shows in prod only and redeploys only prod's agents; a key removed from the source goes only with --prune.
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT, startProjectWorld, type ProjectWorld } from './helpers.js';

let world: ProjectWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const STAGING = 'OPENAI_API_KEY=staging-openai-value-1\nDEEPGRAM_API_KEY=staging-deepgram-value-1\n';
const PROD = 'OPENAI_API_KEY=prod-openai-value-1\nDEEPGRAM_API_KEY=prod-deepgram-value-1\n';
const VALUES = [
  'staging-openai-value-1',
  'staging-deepgram-value-1',
  'prod-openai-value-1',
  'prod-deepgram-value-1',
  'prod-openai-value-2',
];

const writes = (counts: Record<string, number>) =>
  (counts.PUT ?? 0) + (counts.POST ?? 0) + (counts.DELETE ?? 0) + (counts.PATCH ?? 0);

async function deployments(w: ProjectWorld, org: string): Promise<Record<string, string | undefined>> {
  const list = await w.clients(org).agents.listAgents();
  return Object.fromEntries(list.map((a) => [a.name, a.desiredDeploymentId]));
}

describe('agentdeck apply', () => {
  it('applies, is then in sync, rolls a prod-only change out to prod only, and prunes only with --prune', async () => {
    world = await startProjectWorld();
    const w = world;
    w.write('.env.staging', STAGING);
    w.write('.env.prod', PROD);

    const applied = await w.run(['apply', '-s']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stderr).toContain('staging: created app-us-west');
    expect(applied.stderr).toContain('prod: rebound support-bot to app-us-west');
    for (const org of ['staging', 'local']) {
      const sets = await w.clients(org).secrets.listSecretSets();
      expect(sets.map((s) => [s.name, s.region]).sort()).toEqual([
        ['app-us-east', 'us-east'],
        ['app-us-west', 'us-west'],
      ]);
      const agents = await w.clients(org).agents.listAgents();
      expect(Object.fromEntries(agents.map((a) => [a.name, a.bindings?.secretSets]))).toEqual({
        'support-bot': ['app-us-west'],
        'voice-bot-us-east': ['app-us-east'],
        'voice-bot-us-west': ['app-us-west'],
      });
    }

    const inSync = await w.run(['plan', '--exit-code']);
    expect(inSync.code, inSync.stdout + inSync.stderr).toBe(0);
    expect(inSync.stdout).toContain('staging (organization staging): in sync');
    expect(inSync.stdout).toContain('Everything is in sync.');

    // Nothing to do: no write at all.
    const before = w.emu.requestCounts();
    const nothing = await w.run(['apply', '-s']);
    expect(nothing.code).toBe(0);
    expect(writes(w.emu.requestCounts())).toBe(writes(before));

    // One value changed in prod: that set's values differ in prod only; apply -e prod redeploys prod's agents only.
    w.write('.env.prod', PROD.replace('prod-openai-value-1', 'prod-openai-value-2'));
    const changed = await w.run(['plan', '--exit-code']);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('staging (organization staging): in sync');
    expect(changed.stdout).toContain(
      'prod (organization local, protected): 2 sets to write, 2 sets with values that differ, 3 agents to redeploy',
    );
    // The key is named unless its new value keeps its tag (1 in 62; planValues.test.ts tests both cases).
    expect(changed.stdout).toMatch(
      /set app-us-west: to write — (OPENAI_API_KEY: value differs|a value differs \(agentdeck cannot tell which key\))\n/,
    );
    const stagingBefore = await deployments(w, 'staging');
    const prodBefore = await deployments(w, 'local');
    const prodApply = await w.run(['apply', '-e', 'prod', '-s']);
    expect(prodApply.code, prodApply.stderr).toBe(0);
    expect(await deployments(w, 'staging')).toEqual(stagingBefore);
    const prodAfter = await deployments(w, 'local');
    for (const name of Object.keys(prodBefore)) expect(prodAfter[name], name).not.toBe(prodBefore[name]);
    expect((await w.run(['plan', '--exit-code'])).code).toBe(0);

    // A key removed from the source: "to remove", and gone only with --prune.
    w.write(
      'agentdeck.toml',
      PROJECT.replace('required = ["OPENAI_API_KEY", "DEEPGRAM_API_KEY"]', 'required = ["OPENAI_API_KEY"]'),
    );
    w.write('.env.prod', 'OPENAI_API_KEY=prod-openai-value-2\n');
    const removal = await w.run(['plan', '-e', 'prod']);
    expect(removal.stdout).toContain('set app-us-west: keys to remove: DEEPGRAM_API_KEY (only with --prune)');
    const kept = await w.run(['apply', '-e', 'prod', '-s']);
    expect(kept.code).toBe(0);
    expect((await w.clients('local').secrets.getSecretSet('app-us-west')).keys).toContain('DEEPGRAM_API_KEY');
    const pruned = await w.run(['apply', '-e', 'prod', '--prune', '-s']);
    expect(pruned.code, pruned.stderr).toBe(0);
    expect((await w.clients('local').secrets.getSecretSet('app-us-west')).keys).toEqual(['OPENAI_API_KEY']);
    expect((await w.run(['plan', '-e', 'prod', '--exit-code'])).code).toBe(0);

    for (const r of [applied, inSync, nothing, changed, prodApply, removal, kept, pruned])
      for (const v of VALUES) expect(r.stdout + r.stderr).not.toContain(v);
  }, 120_000);
});
