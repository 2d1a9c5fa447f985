// The wizard against the emulator (real HTTP): the stored value decodes to user:password; a bad credential
// turns failed and is fixed in place; the password never appears in any frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { storedPullSecretValue } from '../helpers/emulatorDb.js';
import { emulatorClients } from './rooms.fixtures.js';

const CANARY = 'pw-CANARY-71c2e';
let emu: TestEmulator;

beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: 150 });
});
afterAll(async () => {
  await emu?.stop();
});

const slow = { tries: 400, interval: 10 };

async function open(): Promise<{ app: RenderedApp; clients: ReturnType<typeof emulatorClients> }> {
  const clients = emulatorClients(emu);
  const app = await renderApp({ store: clients.store, routes: [{ name: 'sets' }, { name: 'pullSecretWizard' }] });
  await waitFor(() => expect(app.store.getState().sets).not.toBeNull(), slow);
  return { app, clients };
}

function expectNoCanary(app: RenderedApp) {
  expect(app.frames.length).toBeGreaterThan(10);
  for (const f of app.frames) expect(f).not.toContain(CANARY);
  expect(JSON.stringify(app.store.getState())).not.toContain(CANARY);
}

describe('pull secret wizard against the emulator', () => {
  it('creates a pull secret whose stored value decodes to username:password and follows it to ready', async () => {
    const { app, clients } = await open();
    await app.type('dockerhub-pull');
    await app.press(KEYS.enter);
    await app.press(KEYS.down); // Docker Hub
    await app.press(KEYS.enter);
    await app.type('user');
    await app.press(KEYS.enter);
    await app.type(CANARY);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('(org default)'), slow);
    await app.press(KEYS.enter, KEYS.enter, KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('● ready'), { tries: 600, interval: 10 });

    const stored = storedPullSecretValue(emu.dataDir, 'dockerhub-pull');
    expect(Buffer.from(stored!, 'base64').toString('utf8')).toBe(`user:${CANARY}`);
    const row = (await clients.secrets.listSecretSets()).find((s) => s.name === 'dockerhub-pull');
    expect(row).toMatchObject({ type: 'imagePullSecret', status: 'ready' });
    expectNoCanary(app);
  });

  it('a value that is not base64 (encoding off) turns failed; fixing the credentials updates it in place', async () => {
    const { app, clients } = await open();
    await app.type('bad-pull');
    await app.press(KEYS.enter);
    await app.type('https://ghcr.io');
    await app.press(KEYS.enter, KEYS.enter); // no username: the password is sent as the value
    await app.type(CANARY);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('(org default)'), slow);
    await app.press(KEYS.enter, ' '); // encoding off
    expect(app.frame()).toContain('Encoding is off but the value is not base64');
    await app.press(KEYS.enter, KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('✖ failed'), { tries: 600, interval: 10 });
    expect(app.frame()).toContain("Image pull secret credentials are not valid base64 of 'username:password'");

    await app.press('f');
    expect(app.frame()).toContain('Step 3/7');
    await app.type('octocat');
    await app.press(KEYS.enter);
    await app.type(CANARY);
    await app.press(KEYS.enter, KEYS.enter); // region kept
    await app.press(' '); // encoding back on
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('host        https://ghcr.io');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('Update image pull secret bad-pull in place?');
    await app.press('y');
    await waitFor(() => expect(app.frame()).toContain('● ready'), { tries: 600, interval: 10 });
    expect(Buffer.from(storedPullSecretValue(emu.dataDir, 'bad-pull')!, 'base64').toString('utf8')).toBe(
      `octocat:${CANARY}`,
    );
    const rows = (await clients.secrets.listSecretSets()).filter((s) => s.name === 'bad-pull');
    expect(rows).toEqual([expect.objectContaining({ status: 'ready', type: 'imagePullSecret' })]);
    expectNoCanary(app);
  });
});
