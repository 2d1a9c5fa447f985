// apply's rollout locks (project/apply.ts, `lockSet`: the app passes it): every set the environment writes or rolls
// out is locked before anything is done and let go at the end — also when a step fails; a set whose lock another
// process holds is skipped (not written, its agents neither rebound nor rolled out) while the rest goes on, and the
// outcome names it. Without lockSet (the command line) nothing changes. Fakes only: no value leaves this file.
import { describe, expect, it } from 'vitest';
import type { AgentsApi } from '../../src/api/agents/client.js';
import type { SecretsApi } from '../../src/api/contracts.js';
import { applyEnvironment, type ApplyDeps, type RolloutCall } from '../../src/project/apply.js';
import { agentPlan, envPlan, region, setPlan } from '../screens/environments.fixtures.js';
import { twoRegionContext } from './applyContext.js';

const plan = () =>
  envPlan('prod', 'acme', [
    region(
      'us-west',
      [setPlan('app-us-west', 'us-west', { action: 'update', values: 'differ' })],
      [agentPlan('voice-bot', 'us-west', { redeploy: true }), agentPlan('new-bot', 'us-west', { rebind: true })],
    ),
    region(
      'us-east',
      [setPlan('app-us-east', 'us-east', { action: 'update', values: 'differ' })],
      [agentPlan('voice-bot-east', 'us-east', { redeploy: true })],
    ),
  ]);

const ctx = twoRegionContext();

function world(opts: { held?: string[]; failPut?: string } = {}) {
  const log: string[] = [];
  const locked = new Set<string>();
  const secrets = {
    putSecrets: async (name: string) => {
      if (name === opts.failPut) throw new Error('the service answered 500');
      log.push(`put ${name}`);
      return {};
    },
    listSecretSets: async () => [
      { name: 'app-us-west', status: 'ready' },
      { name: 'app-us-east', status: 'ready' },
    ],
    unsetSecret: async () => {},
  } as unknown as SecretsApi;
  const agents = {
    updateAgent: async (name: string) => {
      log.push(`rebind ${name}`);
      return {};
    },
  } as unknown as AgentsApi;
  const deps: ApplyDeps = {
    secrets,
    agents,
    rollout: async (call: RolloutCall) => {
      expect(locked.has(call.set), `${call.set} is rolled out under its lock`).toBe(true);
      log.push(`rollout ${call.set}: ${call.agents.map((a) => a.name).join(', ')}`);
      return true;
    },
    lockSet: (set) => {
      if (opts.held?.includes(set)) return { ok: false, why: `another rollout of '${set}' is in progress: pid 4242` };
      locked.add(set);
      log.push(`lock ${set}`);
      return { ok: true, release: () => (locked.delete(set), log.push(`release ${set}`)) };
    },
    sleep: async () => {},
  };
  return { deps, log, locked };
}

describe('apply and the rollout locks', () => {
  it('locks every set first, writes and rolls out under them, lets them go at the end', async () => {
    const w = world();
    const out = await applyEnvironment(ctx, plan(), {}, w.deps);
    expect(out).toMatchObject({ ok: true, rolledOut: ['app-us-west', 'app-us-east'] });
    expect(out.skipped).toBeUndefined();
    expect(w.log.slice(0, 2)).toEqual(['lock app-us-west', 'lock app-us-east']);
    expect(w.log.slice(-2)).toEqual(['release app-us-west', 'release app-us-east']);
    expect(w.locked.size).toBe(0);
  });

  it('a set another process holds is skipped — not written, its agents not rebound or rolled out; the rest goes on', async () => {
    const w = world({ held: ['app-us-west'] });
    const out = await applyEnvironment(ctx, plan(), {}, w.deps);
    expect(out).toMatchObject({
      ok: false,
      skipped: [{ set: 'app-us-west', why: "another rollout of 'app-us-west' is in progress: pid 4242" }],
      rolledOut: ['app-us-east'],
    });
    expect(out.stopped).toBeUndefined();
    expect(w.log).toEqual([
      'lock app-us-east',
      'put app-us-east',
      'rollout app-us-east: voice-bot-east',
      'release app-us-east',
    ]);
  });

  it('a failed step stops the environment and still lets every lock go', async () => {
    const w = world({ failPut: 'app-us-east' });
    const out = await applyEnvironment(ctx, plan(), {}, w.deps);
    expect(out).toMatchObject({ ok: false, stopped: 'the service answered 500' });
    expect(w.locked.size).toBe(0);
    expect(w.log).toContain('release app-us-west');
    expect(w.log).toContain('release app-us-east');
  });

  it('without lockSet (the command line) nothing is locked and nothing is skipped', async () => {
    const w = world({ held: ['app-us-west'] });
    const { lockSet: _none, ...deps } = w.deps;
    const rollouts: string[] = [];
    const out = await applyEnvironment(
      ctx,
      plan(),
      {},
      {
        ...deps,
        rollout: async (call) => (rollouts.push(call.set), true),
      },
    );
    expect(out).toMatchObject({ ok: true, rolledOut: ['app-us-west', 'app-us-east'] });
    expect(rollouts).toEqual(['app-us-west', 'app-us-east']);
    expect(w.log.filter((l) => l.startsWith('lock'))).toEqual([]);
  });
});
