// The CLI's usage cache file: separate processes (here: separate readUsage calls with a real file) reuse the
// bindings of agents not re-deployed since, so a loop of secrets commands costs one list request each; a
// re-deploy is never missed; an old, foreign or garbled file is ignored; the file holds names only, mode 0600.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AgentsApi, AgentSummary } from '../../src/api/agents/client.js';
import { usedBy } from '../../src/api/agents/bindings.js';
import { readUsage } from '../../src/cli/agentBindings.js';
import { CLI_USAGE_TTL_MS, usageCacheFile } from '../../src/cli/bindingsCacheFile.js';
import { isolatedEnv } from './helpers.js';

/** A service whose list never carries deployments (one detail request per agent), with counted requests. */
function service(count: number) {
  const agents = Array.from({ length: count }, (_, i) => ({
    name: `bot-${i}`,
    region: 'us-west',
    deployment: `dep-${i}-1`,
    sets: [`set-${i % 3}`],
  }));
  const api = {
    lists: 0,
    details: 0,
    agents,
    async listAgents(): Promise<AgentSummary[]> {
      api.lists++;
      return agents.map((a) => ({ name: a.name, region: a.region, desiredDeploymentId: a.deployment }));
    },
    async getAgent(name: string) {
      api.details++;
      const a = agents.find((x) => x.name === name)!;
      return { name, region: a.region, ready: true, bindings: { secretSets: a.sets } };
    },
    createAgent: () => Promise.reject(new Error('not here')),
    updateAgent: () => Promise.reject(new Error('not here')),
    deleteAgent: () => Promise.reject(new Error('not here')),
    redeployAgent: () => Promise.reject(new Error('not here')),
    getAgentLogs: () => Promise.reject(new Error('not here')),
  };
  return api satisfies AgentsApi & Record<string, unknown>;
}

const env = () => isolatedEnv({ PIPECAT_API_KEY: 'pk_test_fingerprint', PIPECAT_API_HOST: 'http://127.0.0.1:9' });

describe('CLI usage cache file', () => {
  it('a second process reads only the list; a re-deployed agent is read again; the file holds names only, 0600', async () => {
    const api = service(10);
    const e = env();
    const first = await readUsage(api, { cache: usageCacheFile(e, undefined) });
    expect(first.ok).toBe(true);
    expect([api.lists, api.details]).toEqual([1, 10]);

    const second = await readUsage(api, { cache: usageCacheFile(e, undefined) });
    expect([api.lists, api.details]).toEqual([2, 10]);
    expect(second.ok && usedBy(second.usage, 'set-0').map((a) => a.name)).toEqual(['bot-0', 'bot-3', 'bot-6', 'bot-9']);

    api.agents[0] = { ...api.agents[0], deployment: 'dep-0-2', sets: ['set-new'] };
    const third = await readUsage(api, { cache: usageCacheFile(e, undefined) });
    expect([api.lists, api.details]).toEqual([3, 11]);
    expect(third.ok && usedBy(third.usage, 'set-new').map((a) => a.name)).toEqual(['bot-0']);
    expect(third.ok && usedBy(third.usage, 'set-0').map((a) => a.name)).toEqual(['bot-3', 'bot-6', 'bot-9']);

    const file = usageCacheFile(e, undefined)!;
    expect(file.path.startsWith(join(e.HOME!, '.cache', 'agentdeck', 'usage'))).toBe(true);
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(file.path, '..')).mode & 0o777).toBe(0o700);
    const stored = JSON.parse(readFileSync(file.path, 'utf8'));
    expect(Object.keys(stored).sort()).toEqual(['agents', 'loadedAt', 'unreadable', 'v']);
    expect(Object.keys(stored.agents[0]).sort()).toEqual(['deployment', 'name', 'region', 'secretSets']);
    expect(readFileSync(file.path, 'utf8')).not.toContain('pk_test_fingerprint');
  });

  it('another target (key, org) has its own file; an old or garbled file is ignored; AGENTDECK_USAGE_CACHE=0 turns it off', async () => {
    const e = env();
    const a = usageCacheFile(e, undefined)!;
    expect(usageCacheFile({ ...e, PIPECAT_API_KEY: 'pk_other' }, undefined)!.path).not.toBe(a.path);
    expect(usageCacheFile(e, 'staging')!.path).not.toBe(a.path);
    expect(usageCacheFile({ ...e, AGENTDECK_USAGE_CACHE: '0' }, undefined)).toBeUndefined();

    const api = service(4);
    await readUsage(api, { cache: a });
    expect(api.details).toBe(4);
    // Past the TTL: everything is read again.
    await readUsage(api, { cache: { ...a, now: () => Date.now() + CLI_USAGE_TTL_MS + 1 } });
    expect(api.details).toBe(8);
    writeFileSync(a.path, '{"v":1,"loadedAt":');
    const garbled = await readUsage(api, { cache: a });
    expect(garbled.ok).toBe(true);
    expect(api.details).toBe(12);
    writeFileSync(a.path, JSON.stringify({ v: 1, loadedAt: Date.now(), agents: [{ name: 5 }], unreadable: [] }));
    await readUsage(api, { cache: a });
    expect(api.details).toBe(16);
  });
});
