// The pull-secret slice: one PUT with the credentials, which never enter the store; following the secret
// through the set list until it is ready or failed.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http/errors.js';
import { existingKind } from '../../src/state/pullSecretSlice.js';
import { createAppStore } from '../../src/state/store.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { EMULATOR_TARGET, fixedClock } from '../helpers/renderApp.js';

const CANARY = 'CANARY-pw-9f3a';
const draft = { name: 'reg', host: 'https://ghcr.io', username: 'octo', region: 'us-east', encode: true };

function setup(initial: Parameters<typeof createFakeSecretsApi>[0] = []) {
  const secrets = createFakeSecretsApi(initial);
  const store = createAppStore({
    secrets,
    getRooms: () => Promise.reject(new Error('none')),
    clock: fixedClock,
    target: EMULATOR_TARGET,
  });
  return { secrets, store };
}

describe('pull secret slice', () => {
  it('matches names by the list and type', () => {
    const sets = [
      { name: 'a', type: 'imagePullSecret' as const, region: 'us-west', status: 'ready' as const },
      { name: 'b', type: 'secret' as const, region: 'us-west', status: 'ready' as const },
    ];
    expect(existingKind(sets, 'a')).toBe('imagePullSecret');
    expect(existingKind(sets, 'b')).toBe('secret');
    expect(existingKind(sets, 'c')).toBe('none');
    expect(existingKind(null, 'a')).toBe('none');
  });

  it('sends one PUT with the credentials, keeps only the non-secret draft, and follows to ready', async () => {
    const { secrets, store } = setup();
    await store.getState().refreshSets();
    expect(await store.getState().submitPullSecret(draft, `octo:${CANARY}`)).toBe(true);
    expect(secrets.calls.putImagePullSecret).toBe(1);
    expect(secrets.sets.get('reg')).toMatchObject({ type: 'imagePullSecret', region: 'us-east', status: 'pending' });
    expect(store.getState().pullSecretPhase).toBe('following');
    expect(store.getState().sets?.find((s) => s.name === 'reg')?.status).toBe('pending');
    expect(store.getState().pullSecretDrafts.reg).toEqual(draft);
    expect(JSON.stringify(store.getState())).not.toContain(CANARY);

    await store.getState().pollPullSecret();
    expect(store.getState().pullSecretPhase).toBe('following');
    secrets.setStatus('reg', 'ready');
    await store.getState().pollPullSecret();
    expect(store.getState().pullSecretPhase).toBe('ready');
  });

  it('turns failed with the sanitised errorMessage', async () => {
    const { secrets, store } = setup();
    await store.getState().submitPullSecret(draft, `octo:${CANARY}`);
    secrets.setStatus('reg', 'failed', 'bad \u001b[2Jcredentials');
    await store.getState().pollPullSecret();
    expect(store.getState().pullSecretPhase).toBe('failed');
    expect(store.getState().pullSecretError).toBe('bad credentials');
  });

  it('a refused PUT goes back to idle with the reason and without the password', async () => {
    const { secrets, store } = setup();
    secrets.failNext('putImagePullSecret', new ApiError({ status: 400, code: 'BAD', message: 'host: nope' }));
    expect(await store.getState().submitPullSecret(draft, `octo:${CANARY}`)).toBe(false);
    expect(store.getState().pullSecretPhase).toBe('idle');
    expect(store.getState().pullSecretError).toBe('host: nope');
    expect(JSON.stringify(store.getState())).not.toContain(CANARY);
  });
});
