// filterSets keeps per-list caches (lowercased names, the last result to narrow from, recent results by text): at
// every step it must give what a plain scan gives, however the text, the type and region filters and the list move.
import { describe, expect, it } from 'vitest';
import type { SecretSetSummary } from '../../src/api/models.js';
import { filterSets } from '../../src/state/setsDerived.js';

type View = { filter: string; showPullSecrets: boolean; region: string | null };

/** What the filter means, with no cache. */
function plain(sets: readonly SecretSetSummary[], view: View): SecretSetSummary[] {
  const needle = view.filter.trim().toLowerCase();
  return sets.filter(
    (s) =>
      (view.showPullSecrets || s.type !== 'imagePullSecret') &&
      (view.region === null || s.region === view.region) &&
      s.name.toLowerCase().includes(needle),
  );
}

const set = (name: string, type: SecretSetSummary['type'] = 'secret', region = 'us-west'): SecretSetSummary => ({
  name,
  type,
  region,
  status: 'ready',
});

describe('filterSets: its caches never change what it shows', () => {
  it('typing a word and erasing it, key by key, twice', () => {
    const sets = ['Alpha', 'alpine', 'beta', 'ALPS-prod', 'gamma-alp'].map((n) => set(n));
    const view = { filter: '', showPullSecrets: true, region: null };
    for (let round = 0; round < 2; round++) {
      for (const text of ['a', 'al', 'alp', 'alps', 'alp', 'al', 'a', '', 'x', 'al']) {
        expect(filterSets(sets, { ...view, filter: text }).map((s) => s.name)).toEqual(
          plain(sets, { ...view, filter: text }).map((s) => s.name),
        );
      }
    }
    expect(filterSets(sets, { ...view, filter: 'ALPS' }).map((s) => s.name)).toEqual(['ALPS-prod']);
  });

  it('a list read again (a set renamed, added, deleted) while a filter is active shows the new list', () => {
    const first = [set('prod-a'), set('prod-b'), set('stage')];
    const view = { filter: 'prod', showPullSecrets: true, region: null };
    expect(filterSets(first, view).map((s) => s.name)).toEqual(['prod-a', 'prod-b']);
    expect(filterSets(first, { ...view, filter: 'prod-' }).map((s) => s.name)).toEqual(['prod-a', 'prod-b']);
    // prod-b renamed to prod-z, stage deleted, prod-c added: a new array, as every read makes.
    const second = [set('prod-a'), set('prod-c'), set('prod-z')];
    expect(filterSets(second, { ...view, filter: 'prod-' }).map((s) => s.name)).toEqual(['prod-a', 'prod-c', 'prod-z']);
    expect(filterSets(second, { ...view, filter: 'prod-z' }).map((s) => s.name)).toEqual(['prod-z']);
    expect(filterSets(second, { ...view, filter: 'prod' }).map((s) => s.name)).toEqual(['prod-a', 'prod-c', 'prod-z']);
    // The old list still answers for itself.
    expect(filterSets(first, { ...view, filter: 'prod-b' }).map((s) => s.name)).toEqual(['prod-b']);
  });

  it('t and R between keys: a result made under other type or region filters is never narrowed from', () => {
    const sets = [
      set('web', 'secret', 'us-west'),
      set('web-pull', 'imagePullSecret', 'us-west'),
      set('web-eu', 'secret', 'eu'),
    ];
    const all = { filter: 'we', showPullSecrets: true, region: null };
    expect(filterSets(sets, { ...all, region: 'eu' }).map((s) => s.name)).toEqual(['web-eu']);
    expect(filterSets(sets, { ...all, filter: 'web' }).map((s) => s.name)).toEqual(['web', 'web-pull', 'web-eu']);
    expect(filterSets(sets, { ...all, filter: 'web', showPullSecrets: false }).map((s) => s.name)).toEqual([
      'web',
      'web-eu',
    ]);
    expect(filterSets(sets, { ...all, filter: 'web-' }).map((s) => s.name)).toEqual(['web-pull', 'web-eu']);
    expect(filterSets(sets, { ...all, filter: 'we', region: 'eu' }).map((s) => s.name)).toEqual(['web-eu']);
  });

  it('random texts, filters and list reads agree with a plain scan (1,000 steps)', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed >>> 12) % n;
    };
    const letters = 'abAB-1';
    const makeList = () =>
      Array.from({ length: 5 + random(40) }, (_, i) =>
        set(
          Array.from({ length: 1 + random(6) }, () => letters[random(letters.length)]).join('') + i,
          random(4) === 0 ? 'imagePullSecret' : 'secret',
          random(2) === 0 ? 'us-west' : 'eu',
        ),
      );
    let sets = makeList();
    let view: View = { filter: '', showPullSecrets: true, region: null };
    for (let step = 0; step < 1000; step++) {
      const what = random(20);
      if (what < 9) view = { ...view, filter: view.filter + letters[random(letters.length)] };
      else if (what < 14) view = { ...view, filter: view.filter.slice(0, -1) };
      else if (what === 14) view = { ...view, filter: view.filter.slice(1) };
      else if (what === 15) view = { ...view, filter: ` ${view.filter} ` };
      else if (what === 16) view = { ...view, showPullSecrets: !view.showPullSecrets };
      else if (what === 17) view = { ...view, region: [null, 'eu', 'us-west'][random(3)]! };
      else if (what === 18) view = { ...view, filter: '' };
      else sets = makeList();
      expect(filterSets(sets, view)).toEqual(plain(sets, view));
    }
  });
});
