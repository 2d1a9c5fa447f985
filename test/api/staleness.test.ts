// Staleness, the one source of truth: an agent's deployment against a set's last known write — current, stale (since
// the write), unknown (never current) — from the marker, or from the emulator's versions where given.
import { describe, expect, it } from 'vitest';
import type { SecretSetDetail } from '../../src/api/models.js';
import {
  agentStaleness,
  combineStaleness,
  countStaleness,
  setWriteOf,
  stalenessOf,
  stalenessWords,
  unknownWrite,
} from '../../src/api/secrets/staleness.js';

const T = Date.UTC(2026, 10, 27, 14, 2, 5);
const NOW = T + 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const marker = (matches = true): SecretSetDetail['marker'] => ({
  key: 'AGENTDECK_K1_X',
  mode: 'names',
  writtenAt: T,
  names: 'ABCDEF',
  matches,
});
const written = setWriteOf({ name: 'keys', marker: marker() });

describe("a set's last write", () => {
  it('known from a marker whose key names still match; unknown without one, or after a key was added or removed', () => {
    expect(written).toEqual({ set: 'keys', known: true, at: T, mode: 'names' });
    expect(setWriteOf({ name: 'keys' })).toMatchObject({ known: false, why: 'no-marker' });
    expect(setWriteOf({ name: 'keys', marker: marker(false) })).toMatchObject({
      known: false,
      why: 'keys-changed',
      since: T,
    });
  });
});

describe('one agent against one set', () => {
  it('made after the write: current; before it: stale since the write, naming both times', () => {
    expect(stalenessOf(written, { deploymentId: 'dep-new-1', createdAt: iso(T + 1000) }, NOW)).toEqual({
      set: 'keys',
      state: 'current',
      basis: 'marker',
      writtenAt: T,
    });
    const stale = stalenessOf(
      written,
      { deploymentId: 'd1e2f3a4-0000-4000-8000-000000000001', createdAt: iso(T - 60_000) },
      NOW,
    );
    expect(stale).toEqual({
      set: 'keys',
      state: 'stale',
      basis: 'marker',
      since: T,
      message: "runs 'keys' as it was before its write at 14:02:05 UTC (deployment d1e2f3a4 made 14:01:05 UTC)",
    });
  });

  it('unknown, never current: no marker, keys changed by another tool, no deployment time', () => {
    expect(stalenessOf(setWriteOf({ name: 'keys' }), { createdAt: iso(NOW) }, NOW).state).toBe('unknown');
    expect(
      stalenessOf(setWriteOf({ name: 'keys', marker: marker(false) }), { createdAt: iso(NOW) }, NOW),
    ).toMatchObject({ state: 'unknown', why: 'keys-changed', since: T });
    expect(stalenessOf(written, {}, NOW)).toMatchObject({ state: 'unknown', why: 'no-deployment-time' });
    expect(stalenessOf(unknownWrite('reg', 'image-pull-secret'), { createdAt: iso(NOW) }, NOW)).toMatchObject({
      state: 'unknown',
      why: 'image-pull-secret',
    });
  });

  it("the emulator's versions decide exactly, whoever wrote (even with no marker, or a marker that still matches)", () => {
    const counted = setWriteOf({ name: 'keys', marker: marker(), emulatorVersion: 5 });
    expect(stalenessOf(counted, { createdAt: iso(NOW), emulatorSetVersions: { keys: 4 } }, NOW)).toMatchObject({
      state: 'stale',
      basis: 'version',
      message: "runs version 4 of 'keys'; it is at version 5",
    });
    expect(
      stalenessOf({ ...setWriteOf({ name: 'keys' }), emulatorVersion: 5 }, { emulatorSetVersions: { keys: 5 } }, NOW),
    ).toEqual({ set: 'keys', state: 'current', basis: 'version' });
  });

  it('made after the write but not serving yet: stale, replacing it (a rollout follows it); failed with an older one serving: unknown', () => {
    expect(
      stalenessOf(written, { deploymentId: 'dep-new', createdAt: iso(T + 1000), ready: false }, NOW),
    ).toMatchObject({ state: 'stale', replacing: 'dep-new', since: T });
    expect(
      stalenessOf(written, { deploymentId: 'dep-new', createdAt: iso(T + 1000), ready: false, failed: true }, NOW),
    ).toMatchObject({ state: 'unknown', why: 'serving-unknown' });
    // Made before the write and not serving: stale whatever serves (older still).
    expect(stalenessOf(written, { createdAt: iso(T - 1000), ready: false, failed: true }, NOW)).toMatchObject({
      state: 'stale',
    });
  });
});

describe('an agent against every set it binds', () => {
  it('the worst of them: stale over unknown over current; the earliest write it misses; each set named', () => {
    const writes = new Map([
      ['a', { set: 'a', known: true as const, at: T, mode: 'names' as const }],
      ['b', { set: 'b', known: true as const, at: T + 10_000, mode: 'names' as const }],
      ['c', unknownWrite('c', 'no-marker')],
    ]);
    const s = agentStaleness({ name: 'bot', secretSets: ['a', 'b', 'c'] }, writes, { createdAt: iso(T - 1) }, NOW);
    expect(s.state).toBe('stale');
    expect(s.since).toBe(T);
    expect(s.message).toMatch(/^'a': runs 'a' as it was .*; 'b': runs 'b' as it was/);
    expect(agentStaleness({ name: 'bot', secretSets: ['c'] }, writes, { createdAt: iso(NOW) }, NOW).state).toBe(
      'unknown',
    );
    expect(agentStaleness({ name: 'bare', secretSets: [] }, writes, {}, NOW)).toEqual({
      agent: 'bare',
      state: 'current',
      sets: [],
    });
    expect(combineStaleness('x', [])).toMatchObject({ state: 'current' });
  });

  it('counts and words', () => {
    expect(
      countStaleness([{ state: 'stale' }, { state: 'current' }, { state: 'stale' }, { state: 'unknown' }]),
    ).toEqual({ current: 1, stale: 2, unknown: 1, total: 4 });
    expect(stalenessWords({ state: 'stale', since: T }, T + 5000)).toBe('stale since 14:02:05 UTC');
    expect(stalenessWords({ state: 'stale', since: T }, T + 86_400_000)).toBe('stale since 2026-11-27 14:02 UTC');
    expect(stalenessWords({ state: 'unknown' }, NOW)).toBe('unknown');
  });
});
