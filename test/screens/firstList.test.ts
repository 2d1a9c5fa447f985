// The app's first set list is requested before the app loads (src/screens/firstList.ts): the first
// argument-less listSecretSets() takes that request's answer; everything else goes to the service. runApp waits a
// moment for it before its first frame (firstListWithin), and the set list then shows it without asking again.
import { describe, expect, it } from 'vitest';
import type { SecretsApi } from '../../src/api/contracts.js';
import { firstListWithin, withFirstListRequested } from '../../src/screens/firstList.js';
import { createAppStore } from '../../src/state/store.js';
import { createFakeSecretsApi, serverError } from '../helpers/fakeSecretsApi.js';
import { EMULATOR_TARGET, fixedClock, renderApp } from '../helpers/renderApp.js';
import { flush } from '../helpers/waitFor.js';

const storeOn = (secrets: SecretsApi) =>
  createAppStore({
    secrets,
    getRooms: () => Promise.reject(new Error('no rooms here')),
    clock: fixedClock,
    target: EMULATOR_TARGET,
  });

describe('withFirstListRequested', () => {
  it('asks once up front; the first plain call takes that answer, later calls ask again', async () => {
    const fake = createFakeSecretsApi([{ name: 'alpha' }]);
    const secrets = withFirstListRequested(fake);
    expect(fake.calls.listSecretSets).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the early request is answered…
    fake.add({ name: 'beta' }); // …before this set exists: the first list does not have it
    expect((await secrets.listSecretSets()).map((s) => s.name)).toEqual(['alpha']);
    expect(fake.calls.listSecretSets).toBe(1);
    expect((await secrets.listSecretSets()).map((s) => s.name).sort()).toEqual(['alpha', 'beta']);
    expect(fake.calls.listSecretSets).toBe(2);
  });

  it('a first call with options goes to the service, and the early answer is dropped', async () => {
    const fake = createFakeSecretsApi([
      { name: 'alpha', region: 'us-west' },
      { name: 'gamma', region: 'eu-central' },
    ]);
    const secrets = withFirstListRequested(fake);
    expect((await secrets.listSecretSets({ region: 'eu-central' })).map((s) => s.name)).toEqual(['gamma']);
    await secrets.listSecretSets();
    expect(fake.calls.listSecretSets).toBe(3);
  });

  it('an early failure reaches the caller that takes it, and is not an unhandled rejection before that', async () => {
    const fake = createFakeSecretsApi([{ name: 'alpha' }]);
    fake.failNext('listSecretSets', serverError('down'));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const secrets = withFirstListRequested(fake);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      await expect(secrets.listSecretSets()).rejects.toMatchObject({ message: expect.stringContaining('down') });
      expect((await secrets.listSecretSets()).map((s) => s.name)).toEqual(['alpha']);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('every other method passes through to the client', async () => {
    const fake = createFakeSecretsApi([{ name: 'alpha', values: { KEY: 'v' } }]);
    const secrets = withFirstListRequested(fake);
    expect(await secrets.getSecretSet('alpha')).toMatchObject({ name: 'alpha' });
    expect(fake.calls.getSecretSet).toBe(1);
  });
});

describe('the first frame waits for the list (firstListWithin), then the set list shows it', () => {
  it('resolves once the list is read: the store has it', async () => {
    const store = storeOn(createFakeSecretsApi([{ name: 'alpha' }]));
    await firstListWithin(store, 60_000); // a wait that would fail the test if it ran out
    expect(store.getState().sets?.map((s) => s.name)).toEqual(['alpha']);
    expect(store.getState().setsLoading).toBe(false);
  });

  it('a failed read ends the wait too, with its error in the store', async () => {
    const fake = createFakeSecretsApi([{ name: 'alpha' }]);
    fake.failNext('listSecretSets', serverError('down'));
    const store = storeOn(fake);
    await firstListWithin(store, 60_000);
    expect(store.getState().sets).toBeNull();
    expect(store.getState().setsError).toContain('down');
  });

  it('a service that does not answer: the wait ends after its time, the read goes on, and the set list takes it over', async () => {
    const fake = createFakeSecretsApi([{ name: 'alpha' }]);
    let answer!: () => void;
    const slow: SecretsApi = new Proxy(fake, {
      get: (target, key) =>
        key === 'listSecretSets'
          ? () => new Promise<void>((resolve) => (answer = resolve)).then(() => fake.listSecretSets())
          : Reflect.get(target, key, target),
    });
    const store = storeOn(slow);
    await firstListWithin(store, 5);
    expect(store.getState().setsLoading).toBe(true); // still asking: the first frame is the loading one
    const app = await renderApp({ store, columns: 80, rows: 20 });
    expect(app.frame()).toContain('loading secret sets');
    answer();
    await flush();
    expect(app.frame()).toContain('alpha');
    expect(fake.calls.listSecretSets).toBe(1); // the set list waited for the read under way, it did not start another
  });

  it('an app whose store has the list draws it in its first frame and does not ask for it again', async () => {
    const fake = createFakeSecretsApi([{ name: 'alpha' }, { name: 'beta' }]);
    const store = storeOn(fake);
    await firstListWithin(store, 60_000);
    const app = await renderApp({ store, columns: 80, rows: 20 });
    expect(app.frames[0]).toContain('alpha');
    expect(app.frames.some((frame) => frame.includes('loading secret sets'))).toBe(false);
    await flush();
    expect(fake.calls.listSecretSets).toBe(1);
  });
});
