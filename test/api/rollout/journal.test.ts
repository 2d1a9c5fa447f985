// The rollout's memory: the sliding-window limiter, the journal's projection of a state and its parsing, and the file
// journal (0600 in a 0700 dir, whole or not at all, names and ids only, a damaged or foreign file read as none).
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entryFromState,
  journalKey,
  newJournalEntry,
  parseJournalEntry,
  rolloutTargetName,
} from '../../../src/api/rollout/journal.js';
import { RequestLimiter } from '../../../src/api/rollout/limiter.js';
import { createRollout, rolloutReducer, type RolloutEvent } from '../../../src/api/rollout/model.js';
import { rolloutJournalDir } from '../../../src/config/paths.js';
import { fileJournal, journalPath } from '../../../src/config/rolloutJournal.js';
import { tempDir } from '../../cli/helpers.js';

describe('RequestLimiter', () => {
  it('allows 15 in any 60 s window and says when the next fits', () => {
    const limiter = new RequestLimiter();
    for (let i = 0; i < 15; i++) {
      expect(limiter.nextAllowedAt('a', 1000 + i)).toBe(1000 + i);
      limiter.record('a', 1000 + i);
    }
    expect(limiter.nextAllowedAt('a', 2000)).toBe(61_000); // the oldest leaves the window
    expect(limiter.nextAllowedAt('a', 2000, 2)).toBe(61_001);
    expect(limiter.nextAllowedAt('b', 2000)).toBe(2000); // per key
    expect(limiter.count('a', 60_999)).toBe(15);
    expect(limiter.count('a', 61_000)).toBe(14);
    expect(limiter.nextAllowedAt('a', 61_000)).toBe(61_000);
  });
});

describe('journal entries', () => {
  it('keys name the target and the set, or the agents sorted', () => {
    expect(journalKey('api.x · org o', { set: 'keys' })).toBe('api.x · org o\nset:keys');
    expect(journalKey('api.x', { agents: ['b', 'a', 'b'] })).toBe('api.x\nagents:a,b');
    expect(rolloutTargetName({ kind: 'user-token', apiHost: 'https://api.pipecat.daily.co', org: 'acme' })).toBe(
      'api.pipecat.daily.co · org acme',
    );
    expect(rolloutTargetName({ kind: 'emulator', apiHost: 'http://127.0.0.1:41234' })).toBe('embedded emulator');
  });

  it('project a state: the deployment before, the one followed, a state per agent; finished when all are ready', () => {
    const T = 1000;
    const events: RolloutEvent[] = [
      { type: 'setRead', at: T, status: 'ready', region: 'us-west' },
      { type: 'preflight', at: T, agent: 'a', info: { desiredDeploymentId: 'a0' } },
      { type: 'preflight', at: T, agent: 'b', info: { desiredDeploymentId: 'b0' } },
      { type: 'preflight', at: T, agent: 'c', info: { desiredDeploymentId: 'c0', region: 'us-east' } },
      { type: 'redeploySent', at: T, agent: 'a' },
      { type: 'redeployAnswered', at: T, agent: 'a', deploymentId: 'a1' },
    ];
    let state = events.reduce(
      rolloutReducer,
      createRollout({ set: 'keys', agents: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], now: T }),
    );
    const entry = entryFromState(state, newJournalEntry('e', T, 'keys'), T + 5);
    expect(entry).toEqual({
      v: 1,
      id: 'e',
      createdAt: T,
      updatedAt: T + 5,
      set: 'keys',
      finished: false,
      agents: {
        a: { state: 'rolling', before: 'a0', deploymentId: 'a1' },
        b: { state: 'pending', before: 'b0' },
        c: { state: 'refused', before: 'c0' },
      },
    });
    expect(parseJournalEntry(JSON.parse(JSON.stringify(entry)))).toEqual(entry);
    state = createRollout({ set: 'keys', agents: [{ name: 'a' }], now: T });
    state = [
      { type: 'setRead', at: T, status: 'ready' },
      { type: 'preflight', at: T, agent: 'a', info: { desiredDeploymentId: 'a0' } },
      { type: 'redeploySent', at: T, agent: 'a' },
      { type: 'redeployAnswered', at: T, agent: 'a', deploymentId: 'a1' },
      { type: 'polled', at: T, agent: 'a', progress: { phase: 'ready' } },
    ].reduce((s, e) => rolloutReducer(s, e as RolloutEvent), state);
    // Ready, its drain followed: "draining" with when it was seen ready — not finished (a re-run follows the drain).
    const drainingEntry = entryFromState(state, newJournalEntry('e', T), T);
    expect(drainingEntry).toMatchObject({
      finished: false,
      agents: { a: { state: 'draining', deploymentId: 'a1', readyAt: T } },
    });
    expect(parseJournalEntry(JSON.parse(JSON.stringify(drainingEntry)))).toEqual(drainingEntry);
    state = rolloutReducer(state, {
      type: 'drainRead',
      at: T + 1,
      agent: 'a',
      reading: { activeOnNew: 2, old: [], late: [], complete: true },
    });
    expect(state.agents[0]).toMatchObject({ phase: 'ready', drain: { state: 'drained', activeOnNew: 2 } });
    expect(entryFromState(state, newJournalEntry('e', T), T).finished).toBe(true);
  });

  it('parsing refuses anything that is not an entry', () => {
    const good = newJournalEntry('e', 1, 'keys');
    for (const bad of [
      null,
      'x',
      { ...good, v: 2 },
      { ...good, agents: [] },
      { ...good, agents: { a: { state: 'weird' } } },
      { ...good, agents: { a: { state: 'ready', deploymentId: 7 } } },
      { ...good, agents: { a: { state: 'draining', readyAt: 'soon' } } },
    ]) {
      expect(parseJournalEntry(bad)).toBeUndefined();
    }
  });
});

describe('the file journal', () => {
  it('lives under $XDG_STATE_HOME/agentdeck/rollouts (default ~/.local/state), one 0600 file per key in a 0700 dir, no temp file left', () => {
    expect(rolloutJournalDir({ HOME: '/h' })).toBe('/h/.local/state/agentdeck/rollouts');
    expect(rolloutJournalDir({ HOME: '/h', XDG_STATE_HOME: '/s' })).toBe('/s/agentdeck/rollouts');
    const home = tempDir('agentdeck-journal-');
    const env = { HOME: home };
    const journal = fileJournal(env);
    const key = journalKey('api.example.com · org acme', { set: 'keys' });
    expect(journal.read(key)).toBeUndefined();
    const entry = {
      ...newJournalEntry('e1', 5, 'keys'),
      agents: { voice: { state: 'rolling' as const, before: 'd0', deploymentId: 'd1' } },
    };
    journal.write(key, entry);
    expect(journal.read(key)).toEqual(entry);
    expect(fileJournal(env).read(journalKey('api.example.com · org other', { set: 'keys' }))).toBeUndefined();
    const dir = rolloutJournalDir(env);
    expect(readdirSync(dir)).toEqual([journalPath(dir, key).replace(`${dir}/`, '')]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(journalPath(dir, key)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(journalPath(dir, key), 'utf8'))).toEqual({ key, entry });
  });

  it('a damaged file, or one whose key is another rollout’s, reads as no entry', () => {
    const dir = join(tempDir('agentdeck-journal-'), 'rollouts');
    const journal = fileJournal({}, {}, dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(journalPath(dir, 'k'), '{"key":"k","entry":{"v":1');
    expect(journal.read('k')).toBeUndefined();
    writeFileSync(journalPath(dir, 'k'), JSON.stringify({ key: 'other', entry: newJournalEntry('e', 1) }));
    expect(journal.read('k')).toBeUndefined();
  });

  it('a journal that cannot be written says so once, and never throws', () => {
    const root = tempDir('agentdeck-journal-');
    writeFileSync(join(root, 'blocker'), 'a file where the dir should be');
    const told: string[] = [];
    const dir = join(root, 'blocker', 'rollouts');
    const journal = fileJournal({}, { onWriteError: (path) => told.push(path) }, dir);
    journal.write('k', newJournalEntry('e', 1));
    journal.write('k', newJournalEntry('e', 2));
    expect(told).toEqual([journalPath(dir, 'k')]);
    expect(journal.read('k')).toBeUndefined();
  });
});
