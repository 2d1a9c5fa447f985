// The usage map's pure parts with fixed data: every problem kind (including a pending set, whose timing the
// emulator tests cannot pin down), grouping, and the CLI's USED BY cell fitting.
import { describe, expect, it } from 'vitest';
import type { SecretSetSummary } from '../../src/api/models.js';
import { findProblems, problemsBySet, usedBy, type AgentUse, type BindingsMap } from '../../src/api/agents/bindings.js';
import { fitNames } from '../../src/cli/agentBindings.js';

function usage(agents: AgentUse[]): BindingsMap {
  const bySet = new Map<string, AgentUse[]>();
  for (const a of agents)
    for (const s of [...a.secretSets, ...(a.imagePullSecret ? [a.imagePullSecret] : [])])
      bySet.set(s, [...(bySet.get(s) ?? []), a]);
  return { agents, bySet, unreadable: [], requests: 1, loadedAt: 0 };
}

const sets: SecretSetSummary[] = [
  { name: 'ok', type: 'secret', region: 'us-west', status: 'ready' },
  { name: 'east', type: 'secret', region: 'us-east', status: 'ready' },
  { name: 'fresh', type: 'secret', region: 'us-west', status: 'pending' },
  { name: 'broken', type: 'secret', region: 'us-west', status: 'failed', errorMessage: 'x' },
  { name: 'reg', type: 'imagePullSecret', region: 'us-west', status: 'ready' },
];

describe('findProblems', () => {
  it('reports each kind once with the names and regions involved', () => {
    const problems = findProblems(
      sets,
      usage([
        { name: 'fine', region: 'us-west', secretSets: ['ok'], imagePullSecret: 'reg' },
        { name: 'a1', region: 'us-west', secretSets: ['east'] },
        { name: 'a2', region: 'us-west', secretSets: ['fresh', 'broken'] },
        { name: 'a3', region: 'us-west', secretSets: ['nowhere'], imagePullSecret: 'no-reg' },
        { name: 'a4', region: 'us-west', secretSets: ['reg'], imagePullSecret: 'ok' },
        { name: 'noregion', secretSets: ['east'] },
      ]),
    );
    expect(problems.map((p) => `${p.kind} ${p.set} ${p.agent}`)).toEqual([
      'region-mismatch east a1',
      'set-pending fresh a2',
      'set-failed broken a2',
      'missing-set nowhere a3',
      'missing-image-pull-secret no-reg a3',
      'wrong-type reg a4',
      'wrong-type ok a4',
    ]);
    expect(problems[0]).toMatchObject({ agentRegion: 'us-west', setRegion: 'us-east' });
    expect(problems[1].message).toBe(
      "secret set 'fresh' used by agent 'a2' is still pending: a deploy now would be refused until it is ready",
    );
    expect(problems[2].message).toBe(
      "secret set 'broken' used by agent 'a2' failed to provision: a re-deploy will be refused",
    );
    expect(problems[4].message).toBe(
      "agent 'a3' binds image pull secret 'no-reg', which does not exist: its next deploy will fail",
    );
    expect(
      problemsBySet(problems)
        .get('reg')
        ?.map((p) => p.agent),
    ).toEqual(['a4']);
  });

  it('usedBy lists secret-set and image-pull-secret users; unknown names have none', () => {
    const map = usage([{ name: 'x', region: 'us-west', secretSets: ['ok'], imagePullSecret: 'reg' }]);
    expect(usedBy(map, 'reg').map((a) => a.name)).toEqual(['x']);
    expect(usedBy(map, 'other')).toEqual([]);
    expect(usedBy(undefined, 'ok')).toEqual([]);
  });
});

describe('fitNames (USED BY cell)', () => {
  it('joins names that fit, else counts the rest, and cuts a lone long name', () => {
    expect(fitNames([])).toBe('–');
    expect(fitNames(['a', 'b'])).toBe('a, b');
    expect(fitNames(['alpha', 'beta', 'gamma', 'delta'], 14)).toBe('alpha, beta +2');
    expect(fitNames(['alpha', 'beta', 'gamma', 'delta'], 13)).toBe('alpha +3');
    expect(fitNames(['alpha', 'beta', 'gamma'], 18)).toBe('alpha, beta, gamma');
    expect(fitNames(['a-very-long-agent-name-indeed'], 10)).toBe('a-very-lo…');
    expect(fitNames(['a-very-long-agent-name-indeed', 'b'], 10)).toBe('a-very… +1');
    for (const width of [8, 12, 20, 32]) {
      expect([...fitNames(['agent-number-one', 'agent-number-two', 'agent-three'], width)].length).toBeLessThanOrEqual(
        width,
      );
    }
  });
});
