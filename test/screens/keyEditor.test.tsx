import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/http/errors.js';
import { createFakeSecretsApi, type FakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, renderScreen, type RenderedApp, tidy } from '../helpers/renderApp.js';
import { advance, waitFor } from '../helpers/waitFor.js';

const CANARY_1 = 'CANARY-value-one-7f3a';
const CANARY_2 = 'CANARY-value-two-91bc';
const CANARY_FILE = 'CANARY-from-file-55d0';
const STORED = 'CANARY-stored-never-read';

function fake(): FakeSecretsApi {
  return createFakeSecretsApi([
    { name: 'my-agent', status: 'ready', values: { API_KEY: STORED, DB_URL: STORED } },
    { name: 'other', status: 'ready' },
  ]);
}

async function openEditor(secrets: FakeSecretsApi, set = 'my-agent'): Promise<RenderedApp> {
  const app = await renderScreen({ name: 'keys', set }, { secrets });
  await waitFor(() => expect(app.frame()).toMatch(/\d+ keys?/));
  return app;
}

async function stage(app: RenderedApp, key: string | null, value: string) {
  if (key === null) {
    await app.press('e');
  } else {
    await app.press('a');
    await app.type(key);
    await app.press(KEYS.enter);
  }
  await app.type(value);
  await app.press(KEYS.enter);
}

function noValueInAnyFrame(app: RenderedApp) {
  const all = app.frames.join('\n');
  for (const v of [CANARY_1, CANARY_2, CANARY_FILE, STORED, 'CANARY']) expect(all).not.toContain(v);
  expect(JSON.stringify(app.store.getState())).not.toContain('CANARY');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('key editor', () => {
  it('shows keys and status, never values', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    const f = app.frame();
    expect(f).toContain('my-agent · us-west  ● ready');
    expect(f).toContain('2 keys');
    expect(f).toContain('API_KEY');
    expect(f).toContain('DB_URL');
    expect(tidy(f)).toMatchSnapshot();
    noValueInAnyFrame(app);
  });

  it('stages adds and replacements and saves them with ONE PUT; the set goes pending and is followed to ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const secrets = fake();
    const app = await openEditor(secrets);
    await stage(app, 'NEW_KEY', CANARY_1);
    await app.press('g'); // API_KEY
    await stage(app, null, CANARY_2);
    const f = app.frame();
    expect(f).toContain('2 staged changes (s save · u discard)');
    expect(f).toMatch(/API_KEY\s+~ replace \(staged\)/);
    expect(f).toMatch(/NEW_KEY\s+\+ add \(staged\)/);
    expect(tidy(f)).toMatchSnapshot();
    expect(secrets.calls.putSecrets).toBe(0);

    await app.press('s');
    await waitFor(() => expect(app.frame()).toContain('saved 2 keys to my-agent — provisioning'));
    expect(secrets.calls.putSecrets).toBe(1);
    expect(secrets.log.find((c) => c.method === 'putSecrets')?.keys?.sort()).toEqual(['API_KEY', 'NEW_KEY']);
    expect(secrets.sets.get('my-agent')?.values).toMatchObject({ API_KEY: CANARY_2, NEW_KEY: CANARY_1 });
    await waitFor(() => expect(app.frame()).toContain('◌ pending'));
    expect(app.frame()).toContain('following until ready');
    expect(app.frame()).toContain('3 keys');
    expect(app.frame()).not.toContain('staged');

    secrets.setStatus('my-agent', 'ready');
    await advance(1000);
    await waitFor(() => expect(app.frame()).toContain('✔ my-agent is ready'));
    expect(app.frame()).not.toContain('following');
    noValueInAnyFrame(app);
  });

  it('a failed save keeps the draft and shows why; retry sends the same values', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    await stage(app, 'NEW_KEY', CANARY_1);
    secrets.failNext(
      'putSecrets',
      new ApiError({ status: 409, code: 'CONFLICT', message: 'Concurrent modification, retry' }),
    );
    await app.press('s');
    await waitFor(() => expect(app.frame()).toContain('save failed: Concurrent modification, retry'));
    expect(app.frame()).toContain('your 1 staged change is kept · s to retry');
    expect(app.frame()).toMatch(/NEW_KEY\s+\+ add \(staged\)/);
    expect(tidy(app.frame())).toMatchSnapshot();
    expect(secrets.sets.get('my-agent')?.values.NEW_KEY).toBeUndefined();
    await app.press('s');
    await waitFor(() => expect(app.frame()).toContain('saved 1 key to my-agent'));
    expect(secrets.calls.putSecrets).toBe(2);
    expect(secrets.sets.get('my-agent')?.values.NEW_KEY).toBe(CANARY_1);
    noValueInAnyFrame(app);
  });

  it('the draft survives help and a failed save, and is dropped only after confirming', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    await stage(app, 'NEW_KEY', CANARY_1);
    await app.press('?');
    expect(app.frame()).toContain('Key editor — keys');
    await app.press(KEYS.esc);
    expect(app.frame()).toContain('1 staged change');
    await app.press(KEYS.esc); // leaving with a draft asks first
    expect(app.frame()).toContain('Discard 1 staged change to my-agent?');
    expect(app.frame()).toContain('Not saved: NEW_KEY');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press('n');
    expect(app.frame()).toContain('1 staged change');
    expect(app.store.getState().routes.at(-1)?.name).toBe('keys');
    await app.press('u', 'y');
    expect(app.frame()).not.toContain('staged');
    expect(app.store.getState().routes.at(-1)?.name).toBe('keys');
    await stage(app, 'OTHER', CANARY_2);
    await app.press(KEYS.esc, 'y');
    await waitFor(() => expect(app.store.getState().routes.at(-1)?.name).toBe('sets'));
    expect(secrets.calls.putSecrets).toBe(0);
    noValueInAnyFrame(app);
  });

  it('masks the value while typing; ctrl+r reveals it until the value is staged', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    await app.press('a');
    await app.type('K');
    await app.press(KEYS.enter);
    await app.type('visible-on-request');
    expect(app.frame()).toContain('••••••••••••••••••');
    expect(app.frame()).not.toContain('visible-on-request');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press(KEYS.ctrlR);
    expect(app.frame()).toContain('visible-on-request');
    await app.press(KEYS.ctrlR);
    expect(app.frame()).not.toContain('visible-on-request');
    await app.press(KEYS.enter);
    expect(app.frame()).not.toContain('visible-on-request');
    expect(JSON.stringify(app.store.getState())).not.toContain('visible-on-request');
  });

  it('Tab moves from the key to the value field, so a value typed after it is masked, never in the key field', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    await app.type('aTABBED\t' + CANARY_1);
    expect(app.frame()).toMatch(/key {3}TABBED\s*$/m);
    expect(app.frame()).toContain('•'.repeat(CANARY_1.length));
    await app.press(KEYS.shiftTab);
    expect(app.frame()).toContain('› key   TABBED▌');
    await app.type('\t\r');
    await waitFor(() => expect(app.frame()).toMatch(/TABBED\s+\+ add \(staged\)/));
    noValueInAnyFrame(app);
  });

  it('validates the key as you type and refuses an empty value', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    await app.press('a');
    await app.type('BAD KEY');
    expect(app.frame()).toContain('secret key "BAD KEY": only letters');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('› key');
    await app.press(KEYS.ctrlU);
    await app.type('GOOD');
    await app.press(KEYS.enter, KEYS.enter);
    expect(app.frame()).toContain('must not be empty');
    await app.press(KEYS.esc);
    expect(app.frame()).not.toContain('staged');
  });

  it('unset is staged like add and replace; s asks (naming the unsets), then sends ONE PUT, then the deletion, and reports each step', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    await stage(app, 'NEW_KEY', CANARY_1);
    await app.press('g', 'j', 'x'); // DB_URL
    expect(app.frame()).toMatch(/DB_URL\s+- unset \(staged\)/);
    expect(app.frame()).toContain('2 staged changes');
    expect(secrets.calls.unsetSecret).toBe(0);
    await app.press('s');
    expect(app.frame()).toContain('Save 2 staged changes to my-agent?');
    expect(app.frame()).toContain('set (one PUT): NEW_KEY');
    expect(app.frame()).toContain('then unset (removed with their values): DB_URL');
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press(KEYS.enter); // the default is cancel: nothing sent
    expect(secrets.calls.putSecrets + secrets.calls.unsetSecret).toBe(0);
    expect(app.frame()).toContain('2 staged changes');
    await app.press('s', 'y');
    await waitFor(() => expect(app.frame()).toContain('✔ PUT 1 key · ✔ unset DB_URL'));
    expect(
      secrets.log.filter((c) => c.method === 'putSecrets' || c.method === 'unsetSecret').map((c) => c.method),
    ).toEqual(['putSecrets', 'unsetSecret']);
    expect(secrets.sets.get('my-agent')?.values).not.toHaveProperty('DB_URL');
    expect(secrets.sets.get('my-agent')?.values.NEW_KEY).toBe(CANARY_1);
    expect(app.frame()).not.toContain('staged');
    noValueInAnyFrame(app);
  });

  it('a refused unset stays staged and is reported; a key that was already gone says so', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    await app.press('g', 'x', 'j', 'x'); // API_KEY and DB_URL
    const refused = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'not allowed' });
    secrets.failNext('unsetSecret', refused);
    secrets.failNext('unsetSecret', new ApiError({ status: 404, code: 'NOT_FOUND', message: 'no such key' }));
    secrets.failNext('unsetSecret', refused);
    await app.press('s', 'y');
    await waitFor(() =>
      expect(app.frame()).toContain('✖ unset API_KEY: not allowed · ✔ unset DB_URL: was already gone'),
    );
    expect(app.frame()).toContain('your 1 staged change is kept · s to retry');
    expect(app.frame()).toMatch(/API_KEY\s+- unset \(staged\)/);
    expect(secrets.calls.putSecrets).toBe(0);
  });

  it('x on a staged key drops the staged edit without a request', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    await stage(app, 'NEW_KEY', CANARY_1);
    await app.press('x');
    expect(app.frame()).toContain('dropped the staged edit of NEW_KEY');
    expect(app.frame()).not.toContain('NEW_KEY  ');
    expect(secrets.calls.unsetSecret).toBe(0);
  });

  it('a .env file with a line python-dotenv would skip loads nothing: the lines are named, never shown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-kv-'));
    const file = join(dir, 'prod.env');
    writeFileSync(
      file,
      `# comment\nAPI_KEY=${CANARY_FILE}\nFRESH="${CANARY_FILE}"\nno separator here\nBAD KEY=x\nEMPTY=\n`,
    );
    const secrets = fake();
    const app = await openEditor(secrets);
    await app.press('l');
    await app.type(file);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('nothing can be loaded'));
    const f = app.frame();
    expect(f).toContain('line 4: not KEY=value (python-dotenv would skip it)');
    expect(f).toContain('line 5: not KEY=value');
    expect(f).toContain('line 6: empty value');
    expect(f).not.toContain('to add');
    expect(f).toContain('nothing loaded — fix the file, then l loads it again · esc back');
    expect(tidy(f.replaceAll(dir, '<tmp>'))).toMatchSnapshot();
    await app.type('ys'); // one chunk: neither stages nor saves anything here
    expect(app.frame()).toContain('nothing can be loaded');
    expect(secrets.calls.putSecrets).toBe(0);
    await app.press(KEYS.esc);
    expect(app.frame()).not.toContain('staged change');
    noValueInAnyFrame(app);
  });

  it('loads a .env file: preview of add / overwrite / interpolated; y stages them, s sends ONE PUT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-kv-'));
    const file = join(dir, 'prod.env');
    writeFileSync(
      file,
      `# comment\nexport API_KEY=${CANARY_FILE} # inline\r\nFRESH="${CANARY_FILE}\nsecond line"\nURL=https://x/\${API_KEY}\n`,
    );
    const secrets = fake();
    const app = await openEditor(secrets);
    await stage(app, 'STAGED', CANARY_1);
    await app.press('l');
    await app.type(file);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('to overwrite'));
    const f = app.frame();
    expect(f).toContain('2 to add, 1 to overwrite');
    expect(f).toContain('+ add: FRESH, URL');
    expect(f).toContain('~ overwrite: API_KEY');
    expect(f).toContain('$ interpolated (${…} expanded as python-dotenv does): URL');
    // A user moving from the official CLI is told which keys it would store differently, and why.
    expect(f).toContain("≠ pipecat cloud secrets set -f would refuse this file: line 4 has no '='");
    expect(f).toContain('  multi-line value refused by the official CLI: FRESH');
    expect(f).toContain('y stage them (sent with s)');
    expect(tidy(f.replaceAll(dir, '<tmp>'))).toMatchSnapshot();
    await app.press('y');
    expect(app.frame()).toContain('4 staged changes');
    expect(secrets.calls.putSecrets).toBe(0); // nothing is sent before s
    await app.press('s');
    await waitFor(() => expect(app.frame()).toContain('saved 4 keys to my-agent'));
    expect(secrets.calls.putSecrets).toBe(1);
    expect(secrets.sets.get('my-agent')?.values).toMatchObject({
      API_KEY: CANARY_FILE,
      FRESH: `${CANARY_FILE}\nsecond line`,
      URL: `https://x/${CANARY_FILE}`,
      STAGED: CANARY_1,
    });
    noValueInAnyFrame(app);
  });

  it('a binary file is "line N is not text" in the field, never its bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-kv-'));
    const file = join(dir, 'binary.env');
    writeFileSync(file, Buffer.concat([Buffer.from(`A=${CANARY_FILE}\nB=`), Buffer.from([0xc3, 0x28, 0x00])]));
    const app = await openEditor(fake());
    await app.press('l');
    await app.type(file + '\r');
    await waitFor(() => expect(app.frame()).toContain('line 2 is not text'));
    noValueInAnyFrame(app);
  });

  it('a loaded file that clashes with staged edits shows the clash and asks: k keeps mine, y takes the file’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-kv-'));
    const file = join(dir, 'clash.env');
    writeFileSync(file, `API_KEY=${CANARY_FILE}\nDB_URL=${CANARY_FILE}\n`);
    const secrets = fake();
    const app = await openEditor(secrets);
    await app.press('g');
    await stage(app, null, CANARY_1); // API_KEY replaced
    await app.press('j', 'x'); // DB_URL unset
    await app.press('l');
    await app.type(file + '\r');
    await waitFor(() => expect(app.frame()).toContain('clashes with your staged edits'));
    expect(app.frame().replace(/\s+/g, ' ')).toContain('API_KEY (staged value differs), DB_URL (staged unset)');
    expect(app.frame()).toContain("y take the file's values · k keep my staged edits");
    await app.press('k');
    expect(app.frame()).toMatch(/DB_URL\s+- unset \(staged\)/);
    await app.press('l');
    await app.type(file + '\r');
    await waitFor(() => expect(app.frame()).toContain('clashes with your staged edits'));
    await app.press('y');
    expect(app.frame()).toMatch(/DB_URL\s+~ replace \(staged\)/);
    await app.press('s');
    await waitFor(() => expect(app.frame()).toContain('saved 2 keys to my-agent'));
    expect(secrets.sets.get('my-agent')?.values).toMatchObject({ API_KEY: CANARY_FILE, DB_URL: CANARY_FILE });
    expect(secrets.calls.unsetSecret).toBe(0);
    noValueInAnyFrame(app);
  });

  it('a missing file is reported in the field', async () => {
    const secrets = fake();
    const app = await openEditor(secrets);
    await app.press('l');
    await app.type('/nonexistent/agentdeck/file.env');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('no such file'));
    expect(tidy(app.frame())).toMatchSnapshot();
    await app.press(KEYS.esc);
    expect(app.frame()).not.toContain('no such file');
  });

  it('a set that is gone says so', async () => {
    const secrets = fake();
    const shown = await renderApp({ secrets, routes: [{ name: 'sets' }, { name: 'keys', set: 'ghost' }] });
    await waitFor(() => expect(shown.frame()).toContain('set ghost not found — r to retry'));
    expect(tidy(shown.frame())).toMatchSnapshot();
  });

  it('shows a failed set’s errorMessage without control sequences', async () => {
    const secrets = createFakeSecretsApi([
      {
        name: 'broken',
        status: 'failed',
        errorMessage: 'bad \u001b[31mthing\u001b]0;title\u0007',
        values: { A: STORED },
      },
    ]);
    const app = await openEditor(secrets, 'broken');
    expect(app.frame()).toContain('✖ failed: bad thing');
    for (const frame of app.frames) expect(frame).not.toMatch(/[\u001b\u0007]/);
  });

  it('windows a long key list: G, PgUp and g move through it and the frame stays inside the terminal', async () => {
    const values = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`KEY_${String(i).padStart(3, '0')}`, STORED]),
    );
    const secrets = createFakeSecretsApi([{ name: 'big', values }]);
    const app = await openEditor(secrets, 'big');
    expect(app.frame()).toContain('100 keys');
    await app.press('G');
    expect(app.frame()).toContain('› KEY_099');
    await app.press(KEYS.pageUp);
    expect(app.frame()).not.toContain('› KEY_099');
    expect(app.frame()).toMatch(/› KEY_0[89]\d/);
    await app.press('g');
    expect(app.frame()).toContain('› KEY_000');
    expect(app.frame().split('\n').length).toBeLessThanOrEqual(23);
    noValueInAnyFrame(app);
  });
});
