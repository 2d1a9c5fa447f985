// The rollout prompt's words (src/screens/rollout/format.ts promptLines): the count it names is the plan's — the
// agents the run redeploys — never the number of agents that use the set (issue 25: "5 agents", then 2 redeployed).
import { describe, expect, it } from 'vitest';
import { promptLines } from '../../src/screens/rollout/format.js';
import type { RolloutOffer } from '../../src/state/rolloutSlice.js';

const offer = (patch: Partial<RolloutOffer>): RolloutOffer => ({
  id: 1,
  set: 'keys',
  afterWrite: false,
  agents: ['a', 'b', 'c', 'd', 'e'],
  plan: 'ready',
  redeploy: ['a', 'b', 'c', 'd', 'e'],
  notRedeployed: [],
  sessions: [],
  refused: [],
  unchecked: [],
  ...patch,
});
const question = (o: RolloutOffer) => promptLines(o)[0]!.text;

describe('the rollout prompt', () => {
  it('names no count to redeploy until the plan is read', () => {
    const reading = offer({ plan: 'reading', redeploy: null });
    expect(question(reading)).toBe("⟳ Roll 'keys' out? 5 agents use it — r roll out · esc cancel");
    expect(promptLines(reading)[1]!.text).toBe('  reading the agents (which need a redeploy, live sessions, regions)…');
  });

  it('then the plan’s count: all of them, some of them (and why not the others), or none', () => {
    expect(question(offer({}))).toBe("⟳ Roll 'keys' out to 5 agents (redeploy them)? — r roll out · esc cancel");
    const some = offer({
      redeploy: ['d', 'e'],
      notRedeployed: [
        { name: 'a', why: 'already ready: an earlier run requested deployment 1234abcd' },
        { name: 'b', why: 'already ready' },
        { name: 'c', why: 'already ready' },
      ],
    });
    expect(question(some)).toBe(
      "⟳ Roll 'keys' out to 2 agents of the 5 that use it (redeploy them)? — r roll out · esc cancel",
    );
    expect(promptLines(some).map((l) => l.text)).toContain(
      '  not redeployed: a (already ready: an earlier run requested deployment 1234abcd) and b, c',
    );
    expect(question(offer({ redeploy: [] }))).toBe(
      "⟳ Nothing to roll out for 'keys': none of the 5 agents that use it needs a redeploy — esc close",
    );
    expect(question(offer({ agents: ['a'], redeploy: ['a'] }))).toBe(
      "⟳ Roll 'keys' out to 1 agent (redeploy it)? — r roll out · esc cancel",
    );
  });

  it('after a write it says how many run the old values', () => {
    expect(question(offer({ afterWrite: true, plan: 'reading', redeploy: null }))).toBe(
      "⟳ 5 agents still run the old values of 'keys' — r roll out · esc later",
    );
  });
});
