import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/http/errors.js';
import { TOAST_MS } from '../../src/state/coreSlice.js';
import { countsLabel, countStatuses, filterSets, formatClock } from '../../src/state/setsDerived.js';
import { createAppStore } from '../../src/state/store.js';
import { createFakeSecretsApi, type FakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { EMULATOR_TARGET, fixedClock, FIXED_NOW } from '../helpers/renderApp.js';

function storeWith(secrets: FakeSecretsApi) {
  return createAppStore({
    secrets,
    getRooms: () => Promise.reject(new Error('unused')),
    clock: fixedClock,
    target: EMULATOR_TARGET,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('core slice', () => {
  it('keeps a screen stack that never empties', () => {
    const store = storeWith(createFakeSecretsApi());
    const s = () => store.getState();
    expect(s().routes).toEqual([{ name: 'sets' }]);
    s().push({ name: 'keys', set: 'a' });
    s().replace({ name: 'keys', set: 'b' });
    expect(s().routes).toEqual([{ name: 'sets' }, { name: 'keys', set: 'b' }]);
    s().pop();
    s().pop();
    expect(s().routes).toEqual([{ name: 'sets' }]);
  });

  it('clears a toast after TOAST_MS; a newer toast restarts the clock', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = storeWith(createFakeSecretsApi());
    store.getState().showToast('first');
    vi.advanceTimersByTime(TOAST_MS - 100);
    store.getState().showToast('second', 'error');
    vi.advanceTimersByTime(200);
    expect(store.getState().toast).toMatchObject({ text: 'second', kind: 'error' });
    vi.advanceTimersByTime(TOAST_MS);
    expect(store.getState().toast).toBeNull();
  });

  it('two stores share nothing', () => {
    const a = storeWith(createFakeSecretsApi());
    const b = storeWith(createFakeSecretsApi());
    a.getState().push({ name: 'rooms' });
    a.getState().setTextInputActive(true);
    expect(b.getState().routes).toHaveLength(1);
    expect(b.getState().textInputActive).toBe(false);
  });
});

describe('sets slice', () => {
  it('refreshSets: one request in flight, sanitised strings, lastUpdated from the clock', async () => {
    const secrets = createFakeSecretsApi([
      { name: 'a', status: 'failed', errorMessage: 'x\u001b[2Jy\u001b]52;c;Zm9v\u0007z' },
    ]);
    const store = storeWith(secrets);
    const p1 = store.getState().refreshSets();
    const p2 = store.getState().refreshSets();
    expect(p1).toBe(p2);
    await p1;
    expect(secrets.calls.listSecretSets).toBe(1);
    expect(store.getState().sets?.[0].errorMessage).toBe('xyz');
    expect(store.getState().lastUpdated).toBe(FIXED_NOW);
  });

  it('a failed refresh keeps the last good list and records why', async () => {
    const secrets = createFakeSecretsApi([{ name: 'a' }]);
    const store = storeWith(secrets);
    await store.getState().refreshSets();
    secrets.failNext('listSecretSets', new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }));
    await store.getState().refreshSets();
    expect(store.getState().sets?.map((s) => s.name)).toEqual(['a']);
    expect(store.getState().setsError).toBe('Unauthorized');
    await store.getState().refreshSets();
    expect(store.getState().setsError).toBeNull();
  });

  it('toasts a transition out of pending, once, whichever call saw it', async () => {
    const secrets = createFakeSecretsApi([
      { name: 'a', status: 'pending' },
      { name: 'b', status: 'ready' },
    ]);
    const store = storeWith(secrets);
    await store.getState().refreshSets();
    expect(store.getState().toast).toBeNull(); // first sight is not a transition
    secrets.setStatus('a', 'ready');
    await store.getState().loadSetDetail('a');
    expect(store.getState().toast?.text).toBe('a is ready');
    store.getState().clearToast();
    await store.getState().refreshSets();
    expect(store.getState().toast).toBeNull();
    store.getState().dispose();
  });

  it('saveSecrets sends ONE PUT, marks the set pending, and never stores a value', async () => {
    const secrets = createFakeSecretsApi([{ name: 'a', status: 'ready', values: { OLD: 'v' } }]);
    const store = storeWith(secrets);
    await store.getState().refreshSets();
    await store.getState().loadSetDetail('a');
    await store.getState().saveSecrets('a', [
      { secretKey: 'K1', secretValue: 'CANARY-1' },
      { secretKey: 'K2', secretValue: 'CANARY-2' },
    ]);
    expect(secrets.calls.putSecrets).toBe(1);
    expect(store.getState().sets?.[0].status).toBe('pending');
    expect(store.getState().details.a.keys).toEqual(['OLD', 'K1', 'K2']);
    expect(JSON.stringify(store.getState())).not.toContain('CANARY');
    store.getState().dispose();
  });

  it("a referenced set (a self-hosted region's): saveSecrets and unsetKey are refused with the reason, nothing sent", async () => {
    const secrets = createFakeSecretsApi([{ name: 'byo', status: 'ready', source: 'referenced' }]);
    const store = storeWith(secrets);
    await store.getState().refreshSets();
    expect(store.getState().sets?.[0]).toMatchObject({ name: 'byo', source: 'referenced' });
    await expect(store.getState().saveSecrets('byo', [{ secretKey: 'K', secretValue: 'CANARY' }])).rejects.toThrow(
      /'byo' is a referenced secret set: its keys cannot be written here/,
    );
    await expect(store.getState().unsetKey('byo', 'K')).rejects.toThrow(/cannot be removed here/);
    expect(secrets.calls.putSecrets + secrets.calls.unsetSecret).toBe(0);
    store.getState().dispose();
  });

  it('saveSecrets rejects with the API error and changes nothing', async () => {
    const secrets = createFakeSecretsApi([{ name: 'a', status: 'ready' }]);
    const store = storeWith(secrets);
    await store.getState().refreshSets();
    secrets.failNext('putSecrets');
    await expect(store.getState().saveSecrets('a', [{ secretKey: 'K', secretValue: 'CANARY' }])).rejects.toThrow(
      'Internal server error',
    );
    expect(store.getState().sets?.[0].status).toBe('ready');
  });

  it('deleteSet removes the row and the selection; cycleRegion walks all → each → all', async () => {
    const secrets = createFakeSecretsApi([{ name: 'a' }, { name: 'b' }]);
    const store = storeWith(secrets);
    await Promise.all([store.getState().refreshSets(), store.getState().loadRegions()]);
    store.getState().select('a');
    await store.getState().deleteSet('a');
    expect(store.getState().sets?.map((s) => s.name)).toEqual(['b']);
    expect(store.getState().view.selectedName).toBeNull();
    const seen: Array<string | null> = [];
    for (let i = 0; i < 4; i++) {
      store.getState().cycleRegion();
      seen.push(store.getState().view.region);
    }
    expect(seen).toEqual(['us-west', 'us-east', 'eu-central', null]);
    expect(store.getState().defaultRegion).toBe('us-west');
  });

  it('loadSetDetail marks a 404 as missing and keeps other fields', async () => {
    const store = storeWith(createFakeSecretsApi());
    await store.getState().loadSetDetail('ghost');
    expect(store.getState().details.ghost).toMatchObject({ missing: true, error: 'Set not found', keys: null });
  });
});

describe('selectors', () => {
  const sets = [
    { name: 'Alpha', type: 'secret' as const, region: 'us-west', status: 'ready' as const },
    { name: 'beta', type: 'imagePullSecret' as const, region: 'eu', status: 'pending' as const },
    { name: 'gamma', type: 'secret' as const, region: 'eu', status: 'failed' as const },
  ];
  it('filters by name (case-insensitive), type and region', () => {
    const base = { filter: '', showPullSecrets: true, region: null };
    expect(filterSets(sets, base)).toBe(sets);
    expect(filterSets(sets, { ...base, filter: 'ALP' }).map((s) => s.name)).toEqual(['Alpha']);
    expect(filterSets(sets, { ...base, showPullSecrets: false }).map((s) => s.name)).toEqual(['Alpha', 'gamma']);
    expect(filterSets(sets, { ...base, region: 'eu' }).map((s) => s.name)).toEqual(['beta', 'gamma']);
  });
  it('counts and labels', () => {
    expect(countsLabel(countStatuses(sets))).toBe('3 sets · 1 pending · 1 failed');
    expect(countsLabel(countStatuses([sets[0]]))).toBe('1 set');
  });
  it('formats the clock as HH:MM:SS', () => {
    expect(formatClock(FIXED_NOW)).toBe('03:04:05');
  });
});
