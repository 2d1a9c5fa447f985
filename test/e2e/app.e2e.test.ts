// End to end: the BUILT app (`node dist/main.js`) in a real pseudo-terminal (tmux), against an emulator
// started here. Create a set, add keys, watch it go ready, delete it, quit; the terminal is restored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { storedSecretValue } from '../helpers/emulatorDb.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) {
  console.warn(
    'SKIPPED test/e2e/app.e2e.test.ts: tmux is not installed (apt-get install -y tmux) — the end-to-end tests need a pseudo-terminal',
  );
}

const CANARY = 'CANARY-e2e-value-c41d';

describe.skipIf(!hasTmux)('app end to end (tmux)', () => {
  let emulator: RunningEmulator;
  let dir: string;
  let app: TmuxApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-app-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, readyDelayMs: 500 });
    app = await startTmuxApp({ name: 'app', dir, emulator });
    app.run(`node ${MAIN}; echo "EXIT=$?"; stty -a | grep -o -- '-\\?icanon' | head -1`);
  }, 60_000);

  afterAll(async () => {
    app?.kill();
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a set, adds keys, watches it go ready, deletes it, quits cleanly', async () => {
    let screen = await app.waitForText('No secret sets yet');
    expect(screen).toContain('agentdeck');
    expect(screen).not.toContain('local emulator'); // it talks to the service we pointed it at

    await app.keys('n');
    await app.waitForText('(org default)');
    await app.text('e2e-set');
    await app.keys('Enter', 'Enter'); // name → region → key
    await app.text('FIRST');
    await app.keys('Enter');
    await app.text(CANARY);
    await app.keys('Enter', 'Enter', 'Enter'); // add the key, empty key → create, create
    await app.waitForText('e2e-set · us-west');
    screen = await app.waitForText('● ready');
    expect(screen).toContain('FIRST');

    // Several keys in ONE send-keys (like typing over SSH or key repeat): a opens the form, the key and its
    // Enter, the value with three typos taken back by three Backspaces, Enter stages it.
    await app.text(`aSECOND\r${CANARY}xyz\x7f\x7f\x7f\r`);
    await app.waitForText('1 staged change');
    await app.keys('s');
    await app.waitForText('2 keys');
    await app.waitForText('● ready');

    const api = new SecretsClient({
      http: createHttpClient({
        baseUrl: emulator.apiHost,
        token: emulator.keys.privateKey,
        flavor: 'pipecat',
        retryLimit: 0,
      }),
    });
    expect((await api.getSecretSet('e2e-set')).keys.sort()).toEqual(['FIRST', 'SECOND']);
    expect(storedSecretValue(join(dir, 'emulator'), 'e2e-set', 'SECOND')).toBe(CANARY);

    await app.keys('Escape');
    await app.waitForText('› e2e-set');
    await app.keys('d');
    await app.waitForText('Type e2e-set to confirm');
    await app.text('e2e-set');
    await app.keys('Enter');
    await app.waitForText('deleted e2e-set');
    expect((await api.listSecretSets()).map((s) => s.name)).not.toContain('e2e-set');

    for (const line of app.pane().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    await app.keys('q');
    await app.waitForText('EXIT=0');
    screen = await app.waitForText('icanon'); // stty prints after the exit code: wait for it too
    expect(screen).toMatch(/^icanon$/m); // raw mode is off again
    expect(app.history()).not.toContain(CANARY);

    // Ctrl+C while a text field has focus still quits (over a half-typed form it asks first; a second Ctrl+C quits),
    // and the terminal is restored.
    app.run(`clear; node ${MAIN}; echo "CTRLC_EXIT=$?"; stty -a | grep -o -- '-\\?icanon' | head -1`);
    await app.waitForText('No secret sets yet');
    await app.keys('n');
    await app.waitForText('(org default)');
    await app.text('half-typed');
    await app.keys('C-c');
    await app.waitForText("Quit and discard your new set 'half-typed' (not created)?");
    await app.keys('C-c');
    await app.waitForText('CTRLC_EXIT=0');
    screen = await app.waitForText('icanon');
    expect(screen).toMatch(/^icanon$/m);
  }, 90_000);
});
