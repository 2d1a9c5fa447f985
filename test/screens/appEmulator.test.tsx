// The app over the real emulator (real HTTP on 127.0.0.1): the whole set lifecycle through the keyboard.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
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
    http: createHttpClient({
      baseUrl: emulator.apiHost,
      token: emulator.keys.privateKey,
      flavor: 'pipecat',
      retryLimit: 0,
    }),
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

  it('a refused .env preview offers only back / another file: y then s (one chunk) send nothing; l loads it again once fixed', async () => {
    const http = createHttpClient({
      baseUrl: emulator.apiHost,
      token: emulator.keys.privateKey,
      flavor: 'pipecat',
      retryLimit: 0,
    });
    const sent: string[] = [];
    const counting: HttpClient = {
      baseUrl: http.baseUrl,
      request: (method, path, opts) => (sent.push(`${method} ${path}`), http.request(method, path, opts)),
    };
    const secrets = new SecretsClient({ http: counting });
    await secrets.putSecrets('emu-refused', [{ secretKey: 'KEEP', secretValue: CANARY }]);
    const file = join(emulator.root, 'pem.env');
    // The base64 tail of an unquoted multi-line PEM: a line holding only '=' padding as its "value".
    writeFileSync(file, `NEW_KEY=${CANARY}\nQ0FOQVJZLXRhaWwtb2YtYS1rZXk==\n`);
    const app = await renderApp({
      secrets,
      clock: systemClock,
      target: EMULATOR_TARGET,
      routes: [{ name: 'sets' }, { name: 'keys', set: 'emu-refused' }],
      columns: 100,
    });
    const until = (text: string) => waitFor(() => expect(app.frame()).toContain(text), { interval: 20, tries: 500 });
    const footer = () => app.frame().trimEnd().split('\n').at(-1)?.trim();
    await until('KEEP');
    await app.press('l');
    await app.type(`${file}\r`);
    await until('nothing can be loaded');
    expect(app.frame()).toContain("line 2: only '=' padding: likely the tail of an unquoted multi-line value");
    expect(footer()).toBe('l another file · esc back');
    expect(app.frame()).not.toMatch(/y stage|y take/);

    const writes = () => sent.filter((request) => !request.startsWith('GET'));
    expect(writes()).toEqual(['PUT /v1/secrets/emu-refused']); // the set made above, nothing since
    await app.type('ys');
    expect(app.frame()).toContain('nothing can be loaded');
    await app.press(KEYS.esc);
    await until('values are never shown');
    expect(app.frame()).not.toContain('staged change');
    await app.press('s');
    await until('nothing staged to save');
    expect(writes()).toHaveLength(1);

    // l on a refused preview offers the same path again: fixed, it loads.
    await app.press('l');
    await app.type(`${file}\r`);
    await until('nothing can be loaded');
    writeFileSync(file, `NEW_KEY=${CANARY}\n`);
    await app.press('l');
    expect(app.frame()).toContain(file);
    await app.press(KEYS.enter);
    await until('1 to add, 0 to overwrite');
    expect(footer()).toBe('y stage · n/esc cancel');
    await app.press('y');
    await until('1 staged change');
    expect(writes()).toHaveLength(1); // nothing is sent before s
    for (const frame of app.frames) expect(frame).not.toContain(CANARY);
  });
});
