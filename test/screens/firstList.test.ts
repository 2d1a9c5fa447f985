// The app's first set list is requested before the app loads (src/screens/firstList.ts): the first
// argument-less listSecretSets() takes that request's answer; everything else goes to the service.
import { describe, expect, it } from 'vitest';
import { withFirstListRequested } from '../../src/screens/firstList.js';
import { createFakeSecretsApi, serverError } from '../helpers/fakeSecretsApi.js';

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
    const fake = createFakeSecretsApi([{ name: 'alpha', region: 'us-west' }, { name: 'gamma', region: 'eu-central' }]);
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
