// apply's rebinds and the write's marker time (project/apply.ts): a rebind is a new deployment, and one made before
// the marker time of the set it binds reads as older than the write wherever staleness goes by time (the service),
// so the rollout would redeploy the agent once more. No rebind to a set this apply wrote starts before that time.
// Fakes and a fake clock only: no value leaves this file.
import { describe, expect, it } from 'vitest';
import type { AgentsApi } from '../../src/api/agents/client.js';
import type { SecretsApi } from '../../src/api/contracts.js';
import { applyEnvironment, type ApplyDeps } from '../../src/project/apply.js';
import { agentPlan, envPlan, region, setPlan } from '../screens/environments.fixtures.js';
import { twoRegionContext } from './applyContext.js';

const T0 = Date.UTC(2026, 10, 27, 12, 0, 0, 300);
/** Where the marker puts a write at T0: the next whole second, one second late (setMarker.ts markerTime). */
const MARKER = Date.UTC(2026, 10, 27, 12, 0, 2);

const ctx = twoRegionContext();

function world(writtenAt: number | undefined) {
  let now = T0;
  const log: Array<[string, number]> = [];
  const secrets = {
    putSecrets: async (name: string) => {
      log.push([`put ${name}`, now]);
      return writtenAt !== undefined ? { marker: { key: 'AGENTDECK_V2_x', mode: 'values', writtenAt } } : {};
    },
    listSecretSets: async () => [
      { name: 'app-us-west', status: 'ready' },
      { name: 'app-us-east', status: 'ready' },
    ],
  } as unknown as SecretsApi;
  const agents = {
    updateAgent: async (name: string) => {
      log.push([`rebind ${name}`, now]);
      return {};
    },
  } as unknown as AgentsApi;
  const deps: ApplyDeps = {
    secrets,
    agents,
    rollout: async (call) => {
      log.push([`rollout ${call.set} (writtenAt ${call.writtenAt})`, now]);
      return true;
    },
    now: () => now,
    sleep: async (ms) => {
      log.push([`sleep ${ms}`, now]);
      now += ms;
    },
  };
  return { deps, log };
}

describe('apply: rebinds after the write', () => {
  it('a rebind to a set this apply wrote waits for its marker time (its deployment then counts as after the write)', async () => {
    const w = world(MARKER);
    const plan = envPlan('prod', 'acme', [
      region(
        'us-west',
        [setPlan('app-us-west', 'us-west', { action: 'create', exists: false })],
        [agentPlan('new-bot', 'us-west', { rebind: true })],
      ),
    ]);
    const out = await applyEnvironment(ctx, plan, {}, w.deps);
    expect(out.ok).toBe(true);
    expect(w.log).toEqual([
      ['put app-us-west', T0],
      ['sleep 1700', T0],
      ['rebind new-bot', MARKER],
      [`rollout app-us-west (writtenAt ${MARKER})`, MARKER],
    ]);
  });

  it('no wait without a rebind to a written set: a redeploy only (the rollout waits itself), or no marker', async () => {
    const redeployOnly = world(MARKER);
    await applyEnvironment(
      ctx,
      envPlan('prod', 'acme', [
        region(
          'us-west',
          [setPlan('app-us-west', 'us-west', { action: 'update', values: 'differ' })],
          [agentPlan('voice-bot', 'us-west', { redeploy: true })],
        ),
      ]),
      {},
      redeployOnly.deps,
    );
    expect(redeployOnly.log.map(([step]) => step)).toEqual([
      'put app-us-west',
      `rollout app-us-west (writtenAt ${MARKER})`,
    ]);

    // The rebind's set was not written by this apply (already as the source says): its marker time is long past.
    const notWritten = world(MARKER);
    await applyEnvironment(
      ctx,
      envPlan('prod', 'acme', [
        region(
          'us-east',
          [
            setPlan('app-us-west', 'us-east', { action: 'update', values: 'differ' }),
            setPlan('app-us-east', 'us-east'),
          ],
          [agentPlan('east-bot', 'us-east', { rebind: true })],
        ),
      ]),
      {},
      notWritten.deps,
    );
    expect(notWritten.log.map(([step]) => step)).toEqual([
      'put app-us-west',
      'rebind east-bot',
      'rollout app-us-east (writtenAt undefined)',
    ]);

    const noMarker = world(undefined);
    await applyEnvironment(
      ctx,
      envPlan('prod', 'acme', [
        region(
          'us-west',
          [setPlan('app-us-west', 'us-west', { action: 'create', exists: false })],
          [agentPlan('new-bot', 'us-west', { rebind: true })],
        ),
      ]),
      {},
      noMarker.deps,
    );
    expect(noMarker.log.map(([step]) => step)).toEqual([
      'put app-us-west',
      'rebind new-bot',
      'rollout app-us-west (writtenAt undefined)',
    ]);
  });
});
