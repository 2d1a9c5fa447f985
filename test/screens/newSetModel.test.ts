// The new-set form's pure parts and the form engine under it, without Ink.
import { describe, expect, it } from 'vitest';
import { formKey, initialFormState, shownError, type FormState } from '../../src/components/form/formModel.js';
import { makeKey } from '../../src/components/input/keyPress.js';
import { matchBinding } from '../../src/screens/keymap.js';
import { addPair, initialRegion, NEW_SET_VALUES, newSetSpecs, planCreate } from '../../src/screens/newSet/model.js';

const REGIONS = [
  { code: 'us-west', display_name: 'US West' },
  { code: 'eu-central', display_name: 'EU Central' },
];
const specs = newSetSpecs({
  regions: REGIONS,
  defaultRegion: 'eu-central',
  regionsError: null,
  taken: new Set(['taken']),
  pairs: [],
});
const press = (state: FormState, input: string, flags: Parameters<typeof makeKey>[0] = {}) => {
  const key = makeKey(flags);
  return formKey(specs, state, input, key, matchBinding('newSet', input, key)?.action);
};

describe('new set model', () => {
  it('preselects the org default region when offered, else the first', () => {
    expect(initialRegion(REGIONS, 'eu-central')).toBe('eu-central');
    expect(initialRegion(REGIONS, 'mars')).toBe('us-west');
    expect(initialRegion(null, 'eu-central')).toBe('');
  });

  it('Enter moves on only from a valid name; Tab moves regardless; ←/→ cycle the region', () => {
    let s = initialFormState(specs, { ...NEW_SET_VALUES, region: 'us-west' });
    let r = press(s, '\r', { return: true });
    expect(r.state.focus).toBe('name'); // empty name: refused, rule shown
    expect(shownError(specs[0]!, r.state)).toBe('set name: required');
    s = press(r.state, 'my-set').state;
    s = press(s, '\r', { return: true }).state;
    expect(s.focus).toBe('region');
    s = press(s, '', { rightArrow: true }).state;
    expect(s.values.region).toBe('eu-central');
    s = press(s, '', { tab: true }).state;
    expect(s.focus).toBe('key');
    s = press(s, '', { tab: true }).state;
    expect(s.focus).toBe('value');
    r = press(s, '', { tab: true });
    expect(r.state.focus).toBe('create');
    expect(press(r.state, '\r', { return: true }).action).toBe('submit');
  });

  it('the value is masked and Ctrl+R reveals it until focus leaves', () => {
    let s = initialFormState(specs, NEW_SET_VALUES, 'value');
    s = press(s, 'sec').state;
    s = press(s, 'r', { ctrl: true }).state;
    expect(s.revealed.value).toBe(true);
    s = press(s, '', { upArrow: true }).state;
    expect(s.revealed.value).toBeUndefined();
  });

  it('adds a pair (a key typed twice keeps its last value) and plans the create with a typed pair taken along', () => {
    const first = addPair([], { key: 'A', value: '1' });
    expect(first).toEqual({ ok: true, pairs: [{ secretKey: 'A', secretValue: '1' }] });
    const again = addPair(first.ok ? first.pairs : [], { key: 'A', value: '2' });
    expect(again.ok && again.pairs).toEqual([{ secretKey: 'A', secretValue: '2' }]);
    expect(addPair([], { key: 'BAD KEY', value: '1' })).toMatchObject({ ok: false, field: 'key' });
    expect(addPair([], { key: 'A', value: '' })).toMatchObject({ ok: false, field: 'value' });
    const taken = new Set(['taken']);
    expect(planCreate({ name: 'taken', region: '', key: '', value: '' }, [], taken)).toMatchObject({
      ok: false,
      field: 'name',
    });
    expect(planCreate({ name: 'n', region: '', key: '', value: '' }, [], taken)).toMatchObject({
      ok: false,
      field: 'key',
      message: expect.stringContaining('add at least one key'),
    });
    expect(
      planCreate({ name: 'n', region: 'us-west', key: 'B', value: '2' }, [{ secretKey: 'A', secretValue: '1' }], taken),
    ).toEqual({
      ok: true,
      name: 'n',
      region: 'us-west',
      pairs: [
        { secretKey: 'A', secretValue: '1' },
        { secretKey: 'B', secretValue: '2' },
      ],
    });
  });
});
