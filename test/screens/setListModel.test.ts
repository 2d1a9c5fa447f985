// The set list's pure model (src/screens/sets/model.ts): its modes, the rows a view shows (with the sets agents bind
// that do not exist under `!`), and the lines around the list. The columns: components.test.tsx.
import { describe, expect, it } from 'vitest';
import type { SecretSetSummary } from '../../src/api/models.js';
import type { MissingSet, BindingProblem } from '../../src/api/agents/bindings.js';
import {
  failedLine,
  filterNotes,
  initialSetListMode,
  measureColumns,
  missingNote,
  setListReducer,
  summaryText,
  visibleRows,
} from '../../src/screens/sets/model.js';

const SETS: SecretSetSummary[] = [
  { name: 'alpha', type: 'secret', region: 'us-west', status: 'ready' },
  { name: 'beta', type: 'secret', region: 'eu-central-1', status: 'pending' },
  { name: 'ghcr', type: 'imagePullSecret', region: 'us-west', status: 'ready' },
];
const VIEW = { filter: '', showPullSecrets: true, region: null };
const problem = (set: string, agent: string): BindingProblem => ({
  kind: 'set-pending',
  set,
  agent,
  message: `${set} of ${agent}`,
});
const GONE: MissingSet = { name: 'gone', type: 'secret', agents: ['a-bot', 'b-bot'] };
const GONE_PULL: MissingSet = { name: 'old-pull', type: 'imagePullSecret', agents: ['c-bot'] };

describe('set list model', () => {
  it('modes: / opens the filter from the list only; d asks to delete; each closes back to the list', () => {
    const filter = setListReducer(initialSetListMode, { type: 'openFilter' });
    expect(filter).toEqual({ kind: 'filter' });
    expect(setListReducer(filter, { type: 'askDelete', name: 'alpha', setType: 'secret' })).toBe(filter);
    expect(setListReducer(filter, { type: 'closeFilter' })).toEqual({ kind: 'list' });
    const del = setListReducer(initialSetListMode, { type: 'askDelete', name: 'alpha', setType: 'secret' });
    expect(del).toEqual({ kind: 'delete', name: 'alpha', type: 'secret' });
    expect(setListReducer(del, { type: 'openFilter' })).toBe(del);
    expect(setListReducer(del, { type: 'closeDelete' })).toEqual({ kind: 'list' });
  });

  it('rows: the filters; under ! only sets with a problem, and the missing sets as rows of their own, by name', () => {
    const problems = new Map([
      ['beta', [problem('beta', 'x')]],
      ['gone', [problem('gone', 'a-bot')]],
    ]);
    expect(visibleRows(SETS, VIEW, false, problems, [GONE]).map((r) => r.name)).toEqual(['alpha', 'beta', 'ghcr']);
    const only = visibleRows(SETS, VIEW, true, problems, [GONE, GONE_PULL]);
    expect(only.map((r) => r.name)).toEqual(['beta', 'gone', 'old-pull']);
    expect(only[1]).toMatchObject({ name: 'gone', type: 'secret', missing: GONE });
    // The other filters apply to them too: pull secrets hidden, a name, a region (a missing set has none).
    expect(
      visibleRows(SETS, { ...VIEW, showPullSecrets: false }, true, problems, [GONE, GONE_PULL]).map((r) => r.name),
    ).toEqual(['beta', 'gone']);
    expect(visibleRows(SETS, { ...VIEW, filter: 'GON' }, true, problems, [GONE]).map((r) => r.name)).toEqual(['gone']);
    expect(visibleRows(SETS, { ...VIEW, region: 'eu-central-1' }, true, problems, [GONE]).map((r) => r.name)).toEqual([
      'beta',
    ]);
  });

  it('columns measure the longest name (missing sets too) and region', () => {
    expect(measureColumns(SETS)).toEqual({ name: 5, region: 12 });
    expect(measureColumns(SETS, [{ ...GONE, name: 'a-much-longer-name' }])).toEqual({ name: 18, region: 12 });
  });

  it('the lines: summary, the filters in force, a cut failure message, what Enter on a missing set says', () => {
    expect(summaryText(null, true, null)).toBe('loading…');
    expect(summaryText({ total: 3, pending: 1, failed: 0, ready: 2 }, false, Date.UTC(2026, 0, 2, 3, 4, 5))).toMatch(
      /^3 sets · 1 pending · updated \d\d:04:05$/,
    );
    expect(
      filterNotes(
        { region: 'us-west', showPullSecrets: false },
        { problemsOnly: true, shown: 1, total: 3, usageError: true },
      ),
    ).toEqual([
      'region us-west',
      'pull secrets hidden',
      'only sets with problems (! shows all)',
      'showing 1',
      'agents could not be read',
    ]);
    expect(
      filterNotes(
        { region: null, showPullSecrets: true },
        { problemsOnly: false, shown: 3, total: 3, usageError: false },
      ),
    ).toEqual([]);
    expect(failedLine('short', 40, 'secret')).toBe('short');
    expect(failedLine('x'.repeat(60), 40, 'secret')).toBe(`${'x'.repeat(20)}… (enter: all of it)`);
    expect(missingNote(GONE)).toBe(
      'gone does not exist: agents a-bot, b-bot bind it as a secret set (their next deploy fails). Create it, or bind them to another',
    );
    expect(missingNote(GONE_PULL)).toBe(
      'old-pull does not exist: agent c-bot binds it as an image pull secret (its next deploy fails). Create it, or bind it to another',
    );
  });
});
