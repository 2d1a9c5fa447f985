// Pasting into the app, through Ink's real input parsing: a pasted PEM or JSON key keeps every line break in the
// key editor, the new-set form and the wizard's password, and goes into the PUT exactly (read back from the
// emulator's database); a one-line field refuses a paste of several lines and changes nothing; a paste with no
// text field focused is never read as keys; a paste without bracketed paste mode, cut in chunks, is kept whole
// in a multi-line field. Masked values show their line count, revealed ones stay on one row; no value is in a
// snapshot.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BURST_MS } from '../../src/components/input/keyQueue.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { storedPullSecretValue, storedSecretValue } from '../helpers/emulatorDb.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, renderScreen, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { advance, waitFor } from '../helpers/waitFor.js';
import { emulatorClients } from './rooms.fixtures.js';

const CANARY = 'CANARYpasteK3y';
/** A 4-line PEM, as a file holds it (LF, final line break). */
const PEM = `-----BEGIN TEST KEY-----\nMIIBVgIBADANBgkqhkiG9w0BAQEFAASC${CANARY}\nAUAwggE8AgEAAkEAq7BFUpkGp3XQ==\n-----END TEST KEY-----\n`;
/** A service account's JSON key, pretty-printed. */
const JSON_KEY = `{\n  "type": "service_account",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n${CANARY}\\n-----END PRIVATE KEY-----\\n"\n}\n`;
/** What a terminal (and tmux's paste-buffer) sends for a line break: CR. */
const asSent = (text: string) => text.replace(/\n/g, '\r');
const bracketed = (text: string) => `\u001b[200~${text}\u001b[201~`;

function noCanary(app: RenderedApp) {
  for (const f of app.frames) expect(f).not.toContain(CANARY);
  expect(JSON.stringify(app.store.getState())).not.toContain(CANARY);
}

function fitsTheScreen(app: RenderedApp, rows: number) {
  for (const f of app.frames.slice(-5)) expect(f.split('\n').length).toBeLessThanOrEqual(rows);
}

async function editor(): Promise<RenderedApp> {
  const secrets = createFakeSecretsApi([{ name: 'my-agent', status: 'ready', values: { API_KEY: 'x' } }]);
  const app = await renderScreen({ name: 'keys', set: 'my-agent' }, { secrets });
  await waitFor(() => expect(app.frame()).toContain('1 key'));
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('paste into the key editor (in memory)', () => {
  it('a bracketed 4-line PEM in the value: masked with its line count on one row, nothing submitted', async () => {
    const app = await editor();
    await app.press('a');
    await app.type('TLS_KEY');
    await app.press(KEYS.enter);
    await app.type(bracketed(asSent(PEM)));
    expect(app.frame()).toContain('(4 lines)');
    expect(app.frame()).toContain('› value');
    expect(app.frame()).not.toContain('staged');
    expect(tidy(app.frame())).toMatchSnapshot('PEM pasted, masked');
    fitsTheScreen(app, 24);
    noCanary(app);
  });

  it('revealed, a pasted PEM stays on its one row, each line break drawn as ↵', async () => {
    const app = await editor();
    await app.press('a');
    await app.type('TLS_KEY\r');
    await app.type(bracketed(asSent(PEM)));
    await app.press(KEYS.ctrlR);
    const row = () =>
      app
        .frame()
        .split('\n')
        .find((l) => l.includes('› value'))!;
    expect(row()).toMatch(/Q==↵-----END TEST KEY-----↵▌ \(4 lines\) {2}enter stages it/); // the cursor at the end
    await app.press(KEYS.home);
    expect(row()).toMatch(/› value ▌-----BEGIN TEST KEY-----↵MI.*… \(4 lines\)/);
    for (const f of app.frames.slice(-3)) for (const line of f.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    fitsTheScreen(app, 24);
    await app.press(KEYS.ctrlR);
    expect(app.frame()).not.toContain('BEGIN TEST KEY');
  });

  it('no bracketed paste, a chunk ending right after a line break: its Enter waits 50 ms, so the rest of the paste still joins it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const secrets = createFakeSecretsApi([{ name: 'my-agent', status: 'ready', values: { API_KEY: 'x' } }]);
    const app = await renderScreen({ name: 'keys', set: 'my-agent' }, { secrets });
    await waitFor(() => expect(app.frame()).toContain('1 key'));
    await app.press('a');
    await app.type('TLS_KEY\r');
    const sent = asSent(PEM);
    const cut = sent.indexOf('\r') + 1;
    await app.type(sent.slice(0, cut)); // "-----BEGIN TEST KEY-----⏎" alone looks like a value and its Enter
    await advance(BURST_MS - 10);
    expect(app.frame()).not.toContain('staged');
    await app.type(sent.slice(cut));
    await advance(BURST_MS);
    expect(app.frame()).toContain('(4 lines)');
    expect(app.frame()).not.toContain('staged');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('1 staged change');
    await app.press('s');
    await waitFor(() => expect(secrets.calls.putSecrets).toBe(1));
    expect(secrets.sets.get('my-agent')?.values.TLS_KEY).toBe(PEM);
    noCanary(app);
  });

  it('typed fast, "value⏎" in one chunk is the value and Enter once 50 ms pass without more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const app = await editor();
    await app.press('a');
    await app.type('TLS_KEY\r');
    await app.type('s3cret-value\r');
    expect(app.frame()).not.toContain('staged');
    await advance(BURST_MS);
    expect(app.frame()).toContain('1 staged change');
  });

  it('a paste of several lines into the key field is refused whole: the field and the draft do not change', async () => {
    const app = await editor();
    await app.press('a');
    await app.type('TLS');
    await app.type(bracketed('KEY_ONE=1\rKEY_TWO=2\r'));
    expect(app.frame()).toContain('✖ paste refused: one-line field, the paste has 2 lines — nothing changed');
    expect(app.frame()).toMatch(/› key {3}TLS▌/);
    expect(app.frame()).not.toContain('KEY_ONE');
    await app.press(KEYS.esc);
    expect(app.frame()).not.toContain('staged');
  });

  it('a paste with no text field focused is not read as keys (s would save, x unset)', async () => {
    const secrets = createFakeSecretsApi([{ name: 'my-agent', status: 'ready', values: { API_KEY: 'x' } }]);
    const app = await renderScreen({ name: 'keys', set: 'my-agent' }, { secrets });
    await waitFor(() => expect(app.frame()).toContain('1 key'));
    await app.type(bracketed('xsaq'));
    expect(app.frame()).toContain('paste ignored: no text field has focus');
    expect(app.frame()).not.toContain('staged');
    expect(app.store.getState().routes.at(-1)?.name).toBe('keys');
    expect(secrets.calls.putSecrets + secrets.calls.unsetSecret).toBe(0);
  });
});

describe('paste into the wizard (in memory)', () => {
  async function toUsername(): Promise<RenderedApp> {
    const app = await renderScreen({ name: 'pullSecretWizard' }, { secrets: createFakeSecretsApi() });
    await waitFor(() => expect(app.store.getState().sets).not.toBeNull());
    await app.type('gar-pull\r');
    await app.type('https://us-docker.pkg.dev\r');
    await waitFor(() => expect(app.frame()).toContain('Step 3/7'));
    return app;
  }

  it('a JSON key pasted whole as the password: masked, with its line count', async () => {
    const app = await toUsername();
    await app.type('_json_key\r');
    await app.type(bracketed(asSent(JSON_KEY)));
    expect(app.frame()).toContain('› password  ');
    expect(app.frame()).toContain('(4 lines)');
    expect(tidy(app.frame())).toMatchSnapshot('JSON key pasted as the password');
    noCanary(app);
  });

  it('several lines pasted into the username are refused; it stays empty', async () => {
    const app = await toUsername();
    await app.type(bracketed('_json_key\r{\r'));
    expect(app.frame()).toContain('paste refused: one-line field, the paste has 2 lines — nothing changed');
    expect(app.frame()).toContain('› username  ▌');
    expect(app.frame()).toContain('Step 3/7');
  });
});

describe('paste, against the emulator: the value stored is the value pasted', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator({ readyDelayMs: 100 });
  });
  afterAll(async () => {
    await emu?.stop();
  });
  const slow = { tries: 500, interval: 10 };

  async function openEditor(set: string): Promise<RenderedApp> {
    const clients = emulatorClients(emu);
    await clients.secrets.putSecrets(set, [{ secretKey: 'FIRST', secretValue: 'one' }]);
    const app = await renderApp({ store: clients.store, routes: [{ name: 'sets' }, { name: 'keys', set }] });
    await waitFor(() => expect(app.frame()).toContain('FIRST'), slow);
    return app;
  }

  async function stageAndSave(app: RenderedApp) {
    await app.press(KEYS.enter); // a lone Enter stages it
    await waitFor(() => expect(app.frame()).toContain('1 staged change'), slow);
    await app.press('s');
    await waitFor(() => expect(app.frame()).toContain('✔ PUT 1 key'), slow);
  }

  it('key editor, bracketed paste: a PEM with its line breaks as the terminal sends them (CR) is stored with LF, byte for byte', async () => {
    const app = await openEditor('paste-pem');
    await app.press('a');
    await app.type('TLS_KEY\r');
    await app.type(bracketed(asSent(PEM)));
    await stageAndSave(app);
    expect(storedSecretValue(emu.dataDir, 'paste-pem', 'TLS_KEY')).toBe(PEM);
    noCanary(app);
  });

  it('key editor, bracketed paste: CRLF stays CRLF', async () => {
    const app = await openEditor('paste-crlf');
    await app.press('a');
    await app.type('TLS_KEY\r');
    const crlf = PEM.replace(/\n/g, '\r\n');
    await app.type(bracketed(crlf));
    await stageAndSave(app);
    expect(storedSecretValue(emu.dataDir, 'paste-crlf', 'TLS_KEY')).toBe(crlf);
  });

  it('key editor, no bracketed paste: a PEM in chunks, line breaks as CR, is kept whole and stored byte for byte', async () => {
    const app = await openEditor('paste-chunks');
    await app.press('a');
    await app.type('TLS_KEY\r');
    const sent = asSent(PEM);
    // Cut inside lines: the first chunk already holds a line break and more text, so it is a paste, and the
    // next chunks go on with it however late they come.
    for (const [from, to] of [
      [0, 40],
      [40, 75],
      [75, sent.length],
    ])
      await app.type(sent.slice(from, to));
    await waitFor(() => expect(app.frame()).toContain('(4 lines)'), slow);
    expect(app.frame()).toContain('› value');
    expect(app.frame()).not.toContain('staged');
    await stageAndSave(app);
    expect(storedSecretValue(emu.dataDir, 'paste-chunks', 'TLS_KEY')).toBe(PEM);
    noCanary(app);
  });

  it('new set: a pasted PEM as the first key is created exactly', async () => {
    const clients = emulatorClients(emu);
    const app = await renderApp({ store: clients.store, routes: [{ name: 'sets' }, { name: 'newSet' }] });
    await waitFor(() => expect(app.frame()).toContain('(org default)'), slow);
    await app.type('paste-new\r');
    await app.press(KEYS.enter); // region
    await app.type('TLS_KEY\r');
    await app.type(bracketed(asSent(PEM)));
    expect(app.frame()).toContain('(4 lines)');
    await app.press(KEYS.enter, KEYS.enter, KEYS.enter); // add the key, empty key → create, create
    await waitFor(() => expect(app.frame()).toContain('paste-new · us-west'), slow);
    expect(storedSecretValue(emu.dataDir, 'paste-new', 'TLS_KEY')).toBe(PEM);
    noCanary(app);
  });

  it('wizard: a JSON key pasted whole as the password is sent exactly (base64 of _json_key:<the JSON>)', async () => {
    const clients = emulatorClients(emu);
    const app = await renderApp({ store: clients.store, routes: [{ name: 'sets' }, { name: 'pullSecretWizard' }] });
    await waitFor(() => expect(app.store.getState().sets).not.toBeNull(), slow);
    await app.type(bracketed('gar-pull\rx\r')); // several lines into the name: refused
    expect(app.frame()).toContain('paste refused: one-line field, the paste has 2 lines — nothing changed');
    expect(app.frame()).toContain('Step 1/7');
    await app.type('gar-pull\r');
    await app.type('https://us-docker.pkg.dev\r');
    await app.type('_json_key\r');
    await app.type(bracketed(asSent(JSON_KEY)));
    expect(app.frame()).toContain('(4 lines)');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('(org default)'), slow);
    await app.press(KEYS.enter, KEYS.enter, KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('● ready'), { tries: 800, interval: 10 });
    const stored = storedPullSecretValue(emu.dataDir, 'gar-pull');
    expect(Buffer.from(stored!, 'base64').toString('utf8')).toBe(`_json_key:${JSON_KEY}`);
    noCanary(app);
  });
});
