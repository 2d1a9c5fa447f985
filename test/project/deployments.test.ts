// deployments.ts against a fake agents API: which agents it reads (only those the list calls current and that bind
// a managed set), at most 8 at a time, and what each detail turns into (redeploy, follow, nothing, unreadable).
import { describe, expect, it } from 'vitest';
import type { AgentDetail } from '../../src/api/agents/detail.js';
import { checkDeployments } from '../../src/project/deployments.js';
import type { CloudAgent, CloudState } from '../../src/project/cloud.js';
import { countPlan, isInSync, type AgentPlan, type EnvironmentPlan } from '../../src/project/plan.js';

const WRITTEN = Date.parse('2026-11-27T12:00:00Z');
const AFTER = '2026-11-27T12:05:00Z';

function world(names: string[], extra: AgentPlan[] = []) {
  const agents: AgentPlan[] = [
    ...names.map((name) => ({
      logical: name,
      name,
      region: 'us-west',
      set: 'app',
      issues: [],
      rebind: false,
      redeploy: false,
    })),
    ...extra,
  ];
  const counts = countPlan([], [], agents);
  const plan: EnvironmentPlan = {
    env: 'prod',
    organization: 'local',
    protected: false,
    regions: [{ region: 'us-west', sets: [], pullSecrets: [], agents }],
    counts,
    inSync: isInSync(counts),
    deploymentsChecked: false,
  };
  const cloudAgents = new Map<string, CloudAgent>(
    agents.map((a) => [a.name, { summary: { name: a.name } as CloudAgent['summary'], secretSets: ['app'] }]),
  );
  const cloud = {
    org: 'local',
    sets: new Map([
      [
        'app',
        {
          summary: { name: 'app', type: 'secret' },
          detail: { name: 'app', keys: ['A'], marker: { matches: true, writtenAt: WRITTEN, mode: 'values' } },
        },
      ],
    ]),
    agents: cloudAgents,
    requests: 2,
  } as unknown as CloudState;
  return { plan, cloud };
}

const detail = (name: string, how: 'ready' | 'failed' | 'rolling'): AgentDetail =>
  ({
    name,
    desiredDeploymentId: `dep-${name}`,
    reconciledDeploymentId: `dep-${name}`,
    deploymentCreatedAt: AFTER,
    ...(how === 'ready' ? { ready: true, available: true } : {}),
    ...(how === 'failed' ? { ready: false, available: false, errors: [{ message: 'RuntimeError: boom' }] } : {}),
    ...(how === 'rolling'
      ? { ready: false, available: true, previousRevision: { deploymentId: 'dep-old', phase: 'Active' } }
      : {}),
  }) as unknown as AgentDetail;

describe('checkDeployments', () => {
  it('reads each current agent once, at most 8 at a time, and marks failed and rolling ones', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `bot-${i}`);
    const stale: AgentPlan = {
      logical: 'old',
      name: 'old',
      region: 'us-west',
      set: 'app',
      issues: [{ kind: 'stale', message: 'runs older values' }],
      rebind: false,
      redeploy: true,
    };
    const { plan, cloud } = world(names, [stale]);
    let inFlight = 0;
    let most = 0;
    const read: string[] = [];
    const agents = {
      async getAgent(name: string) {
        read.push(name);
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        if (name === 'bot-3') throw new Error('HTTP 500 \u001b[31mred');
        return detail(name, name === 'bot-1' ? 'failed' : name === 'bot-2' ? 'rolling' : 'ready');
      },
    };
    const { plan: checked, requests } = await checkDeployments(agents, plan, cloud, { now: () => WRITTEN + 600_000 });
    expect(read.sort()).toEqual([...names].sort());
    expect(requests).toBe(20);
    expect(most).toBe(8);
    const byName = new Map(checked.regions[0]!.agents.map((a) => [a.name, a]));
    expect(byName.get('bot-1')).toMatchObject({ redeploy: true });
    expect(byName.get('bot-1')!.issues).toEqual([
      expect.objectContaining({
        kind: 'deployment',
        state: 'failed',
        message: expect.stringContaining('RuntimeError: boom'),
      }),
    ]);
    expect(byName.get('bot-2')).toMatchObject({ redeploy: false, follow: true });
    expect(byName.get('bot-2')!.issues[0]).toMatchObject({ kind: 'deployment', state: 'rolling' });
    expect(byName.get('bot-3')!.issues[0]).toEqual({
      kind: 'unreadable',
      message: 'its deployment could not be read: HTTP 500 red',
    });
    expect(byName.get('bot-0')).toMatchObject({ issues: [], redeploy: false });
    expect(checked.counts).toMatchObject({ failedDeployments: 1, agentsToFollow: 1, agentsToRedeploy: 2, problems: 1 });
    expect(checked).toMatchObject({ inSync: false, deploymentsChecked: true });
  });

  it('every deployment ready: in sync, checked', async () => {
    const { plan, cloud } = world(['a', 'b']);
    const { plan: checked } = await checkDeployments(
      { getAgent: async (n: string) => detail(n, 'ready') },
      plan,
      cloud,
    );
    expect(checked).toMatchObject({ inSync: true, deploymentsChecked: true });
  });
});
