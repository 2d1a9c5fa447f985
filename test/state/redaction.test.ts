// The app's central sinks: toasts, the global error line and error text pass through the secret registry; the
// store's write actions register the values they send, so a server error quoting them shows no value.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http/errors.js';
import { registerSecret } from '../../src/api/redact/redact.js';
import { errorText } from '../../src/state/errorText.js';
import { createAppStore } from '../../src/state/store.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { EMULATOR_TARGET, fixedClock } from '../helpers/renderApp.js';

function store(secrets = createFakeSecretsApi()) {
  return createAppStore({
    secrets,
    getRooms: () => Promise.reject(new Error('none')),
    clock: fixedClock,
    target: EMULATOR_TARGET,
  });
}

describe('app sinks redact every registered secret', () => {
  it('toast and global error', () => {
    const s = store();
    registerSecret('toast-secret-31x');
    s.getState().showToast('could not save toast-secret-31x', 'error');
    expect(s.getState().toast?.text).toBe('could not save [REDACTED]');
    s.getState().setGlobalError('boom toast-secret-31x');
    expect(s.getState().globalError).toBe('boom [REDACTED]');
    s.getState().dispose();
  });

  it('a value sent by saveSecrets and quoted back by the server never reaches the error text', async () => {
    const secrets = createFakeSecretsApi([{ name: 'app-set', values: { A: 'x' } }]);
    const value = 'app-field-value-58q';
    secrets.failNext(
      'putSecrets',
      new ApiError({
        status: 400,
        code: 'GENERIC_BAD_REQUEST',
        message: `invalid payload: {"secretKey":"K","secretValue":"${value}"}`,
      }),
    );
    const s = store(secrets);
    const error = await s
      .getState()
      .saveSecrets('app-set', [{ secretKey: 'K', secretValue: value }])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).not.toBeNull();
    expect(errorText(error)).toBe('invalid payload: {"secretKey":"K","secretValue":"[REDACTED]"}');
    s.getState().dispose();
  });

  it("a set's provisioning errorMessage quoting a value sent earlier is redacted in the list", async () => {
    registerSecret('provision-value-88w');
    const secrets = createFakeSecretsApi([
      { name: 'failed-set', status: 'failed', errorMessage: 'cannot mount provision-value-88w; {"secretValue":"ab"}' },
    ]);
    const s = store(secrets);
    await s.getState().refreshSets();
    expect(s.getState().sets?.[0]?.errorMessage).toBe('cannot mount [REDACTED]; {"secretValue":"[REDACTED]"}');
    s.getState().dispose();
  });

  it('a short quoted value is replaced by field, not as free text', () => {
    expect(errorText(new Error('bad: {"secretValue":"ab"} ab'))).toBe('bad: {"secretValue":"[REDACTED]"} ab');
  });

  it('pull-secret credentials: the base64 form is redacted after a submit', async () => {
    const secrets = createFakeSecretsApi();
    const credentials = 'octo:wizard-pw-73z';
    const b64 = Buffer.from(credentials).toString('base64');
    secrets.failNext('putImagePullSecret', new ApiError({ status: 400, code: 'X', message: `bad auth ${b64}` }));
    const s = store(secrets);
    await s
      .getState()
      .submitPullSecret(
        { name: 'reg', host: 'https://ghcr.io', username: 'octo', region: 'us-east', encode: true },
        credentials,
      );
    expect(s.getState().pullSecretError).toBe('bad auth [REDACTED]');
    s.getState().dispose();
  });
});
