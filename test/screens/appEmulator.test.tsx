// The app over the real emulator (real HTTP on 127.0.0.1): the whole set lifecycle through the keyboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http.js';
import { SecretsClient } from '../../src/api/secrets.js';
import { systemClock } from '../../src/state/store.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { KEYS } from '../helpers/keys.js';
import { EMULATOR_TARGET, renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const CANARY = 'CANARY-emulator-value-0a9d';
let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator();
});

afterAll(async () => {
  await emulator?.stop();
});

function client() {
  return new SecretsClient({
    http: createHttpClient({ baseUrl: emulator.apiHost, token: emulator.keys.privateKey, flavor: 'pipecat', retryLimit: 0 }),
  });
}

describe('app over the emulator', () => {
  it('creates a set, watches it go ready, adds a key, unsets one, deletes the set', async () => {
    const secrets = client();
    const app = await renderApp({ secrets, clock: systemClock, target: EMULATOR_TARGET });
    const until = (text: string) => waitFor(() => expect(app.frame()).toContain(text), { interval: 20, tries: 500 });
    await until('updated');

    // n: name, default region, first key
    await app.press('n');
    await until('(org default)');
    await app.type('emu-set');
    await app.press(KEYS.enter, KEYS.enter);
    await app.type('FIRST');
    await app.press(KEYS.enter);
    await app.type(CANARY);
    await app.press(KEYS.enter, KEYS.enter, KEYS.enter);
    await until('emu-set · us-west');
    await until('✔ emu-set is ready');
    expect(app.frame()).toContain('FIRST');

    // a: one more key, saved with one PUT; followed to ready again
    await app.press('a');
    await app.type('SECOND');
    await app.press(KEYS.enter);
    await app.type(CANARY);
    await app.press(KEYS.enter, 's');
    await until('saved 1 key to emu-set');
    await until('2 keys');
    await until('● ready');
    expect((await secrets.getSecretSet('emu-set')).keys.sort()).toEqual(['FIRST', 'SECOND']);

    // x stages the unset of FIRST; s asks, then sends it
    await app.press('g', 'x');
    await until('- unset (staged)');
    await app.press('s');
    await until('then unset (removed with their values): FIRST');
    await app.press('y');
    await until('✔ unset FIRST');
    await waitFor(async () => expect((await secrets.getSecretSet('emu-set')).keys).toEqual(['SECOND']));

    // back to the list, delete with the typed name
    await app.press(KEYS.esc);
    await until('› emu-set');
    await app.press('d');
    await app.type('emu-set');
    await app.press(KEYS.enter);
    await until('deleted emu-set');
    expect((await secrets.listSecretSets()).map((s) => s.name)).not.toContain('emu-set');

    for (const frame of app.frames) expect(frame).not.toContain(CANARY);
    expect(JSON.stringify(app.store.getState())).not.toContain(CANARY);
  });

  it('shows the service error when the key is wrong, and keeps going', async () => {
    const bad = new SecretsClient({
      http: createHttpClient({ baseUrl: emulator.apiHost, token: 'wrong-key', flavor: 'pipecat', retryLimit: 0 }),
    });
    const app = await renderApp({ secrets: bad, clock: systemClock });
    await waitFor(() => expect(app.frame()).toContain('could not load secret sets'), { interval: 20, tries: 300 });
    expect(app.frame()).toMatch(/Unauthorized/);
    expect(app.store.getState().globalError).toMatch(/^secrets service: .*Unauthorized/);
    expect(app.frame()).toContain('✖ secrets service:');
    expect(app.frame()).not.toContain('wrong-key');
  });
});
