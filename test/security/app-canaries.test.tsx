// App flows with canary credentials and canary secret values: create a set with its first keys, add and
// replace keys, load a KEY=value file, save — against the emulator over real HTTP. No frame, and nothing
// in the store, ever holds a value or a key; the values did reach the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { renderApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { KEYS } from '../helpers/keys.js';
import { CANARY_KEYS, canaryValue, leaks, seedCanaryKeys } from './support.js';
import { keepStatements } from '../../src/emulator/keepStatements.js';

const SLOW = { interval: 25, tries: 400 };

/** The store's data (functions dropped) as text: what a devtools dump or a crash report would show. */
function storeDump(state: object): string {
  return JSON.stringify(state, (_k, v: unknown) => (typeof v === 'function' ? undefined : v));
}

describe('no key or secret value in any app frame or in the store', () => {
  let dir: string;
  let emu: RunningEmulator;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-app-canary-'));
    seedCanaryKeys(join(dir, 'data'));
    emu = await startEmulator({ dataDir: join(dir, 'data'), readyDelayMs: 200 });
    expect(emu.keys).toEqual(CANARY_KEYS);
  });
  afterAll(async () => {
    await emu?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('create a set, add/replace keys, load a file, save', { timeout: 60_000 }, async () => {
    const file = join(dir, 'canary.env');
    writeFileSync(file, `FILE_A=${canaryValue('file-a')}\nFILE_B="${canaryValue('file-b')}"\n`);
    const badFile = join(dir, 'canary-bad.env');
    writeFileSync(badFile, `GOOD=${canaryValue('file-good')}\nbroken line ${canaryValue('file-bad')}\n`);
    const http = createHttpClient({ baseUrl: emu.url, token: emu.keys.privateKey, flavor: 'pipecat', retryLimit: 0 });
    const app = await renderApp({ secrets: new SecretsClient({ http }), columns: 100, rows: 24 });
    await waitFor(() => expect(app.frame()).toMatch(/No secret sets yet|0 sets/), SLOW);

    // New set: name → region (default) → two keys → create.
    await app.press('n');
    await waitFor(() => expect(app.frame()).toMatch(/name/i), SLOW);
    await app.type('canary-app');
    await app.press(KEYS.enter, KEYS.enter);
    for (const [key, label] of [
      ['NEW_A', 'new-a'],
      ['NEW_B', 'new-b'],
    ]) {
      await app.type(key);
      await app.press(KEYS.enter);
      await app.type(canaryValue(label));
      await app.press(KEYS.enter);
    }
    await app.press(KEYS.enter); // empty key → the create button
    await app.press(KEYS.enter);
    await waitFor(() => {
      expect(app.frame()).toContain('NEW_A');
      expect(app.frame()).toContain('NEW_B');
      expect(app.frame()).toMatch(/values are never shown/);
    }, SLOW);

    // Key editor: add one key, replace the selected one, load a file (preview, then apply), save.
    await app.press('a');
    await app.type('ADDED');
    await app.press(KEYS.enter);
    await app.type(canaryValue('added'));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toMatch(/1 staged change/), SLOW);
    await app.press('g', 'e');
    await app.type(canaryValue('replaced'));
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toMatch(/2 staged changes/), SLOW);
    await app.press('s');
    await waitFor(() => expect(app.frame()).not.toMatch(/staged change/), SLOW);
    // A file with a line that is not KEY=value: the line is named by number, its text (a canary) never shown.
    await app.press('l');
    await app.type(badFile);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toMatch(/line 2/), SLOW);
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).not.toMatch(/line 2/), SLOW);
    // A good file merges into the draft (nothing is sent before `s`), then `s` saves it.
    await app.press('l');
    await app.type(file);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('FILE_B'), SLOW);
    await app.press('y');
    await waitFor(() => expect(app.frame()).toMatch(/2 staged changes/), SLOW);
    await app.press('s');
    await waitFor(() => {
      expect(app.frame()).toContain('FILE_A');
      expect(app.frame()).not.toMatch(/staged change|saving/);
    }, SLOW);
    await waitFor(() => expect(app.frame()).toMatch(/ready/), SLOW);

    // Every value reached the service...
    const db = keepStatements(new Database(join(dir, 'data', 'emulator.db'), { readonly: true }));
    const stored = (
      db
        .prepare("SELECT secret_key AS k, secret_value AS v FROM secret_values WHERE set_name = 'canary-app'")
        .all() as Array<{ k: string; v: string }>
    )
      .map((r) => `${r.k}=${r.v}`)
      .sort();
    db.close();
    expect(stored).toEqual(
      [
        `ADDED=${canaryValue('added')}`,
        `FILE_A=${canaryValue('file-a')}`,
        `FILE_B=${canaryValue('file-b')}`,
        `NEW_A=${canaryValue('replaced')}`,
        `NEW_B=${canaryValue('new-b')}`,
      ].sort(),
    );
    // ...and none of them, nor any key, is in a frame or in the store.
    expect(app.frames.length).toBeGreaterThan(20);
    const found = app.frames.flatMap((frame, i) => leaks(frame).map((leak) => `frame ${i}: ${leak}`));
    expect(found).toEqual([]);
    expect(leaks(storeDump(app.store.getState()))).toEqual([]);
  });
});
