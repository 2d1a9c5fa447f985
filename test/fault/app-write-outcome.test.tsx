// The app's writes whose answer is lost, against the emulator on 127.0.0.1 with its fault options: the write is
// applied and then answered 500 (errorAfterWrite) or never answered (hangAfterWrite), or refused with a 500
// without being applied (errorRate on PUT/DELETE). The app re-reads and says "applied", "not applied" or
// "outcome unknown" — never a bare failure for a change that happened — and keeps the draft unless applied.
// Behind a proxy on 127.0.0.1: a write that never gets a connection is "not applied" without a re-read; one that
// hangs after connecting, or is applied and then has its socket destroyed, is settled by the re-read.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { noIdleSocketTo } from './support/pool.js';
import { startRecordingProxy, type ProxyFault, type RecordingProxy } from './support/proxy.js';
import { NO_BACKOFF } from './support/noBackoff.js';

const CANARY = 'CANARY-outcome-value-3e1f';
const SLOW = { interval: 50, tries: 300 };
const APPLIED = 'applied — the answer was lost, but a re-read shows the change';

let emu: TestEmulator;

beforeAll(async () => {
  // readyDelay 0: a set is ready at once, so an overwrite leaves nothing visible to re-read (the "unknown" case).
  emu = await startTestEmulator({ readyDelayMs: 0 });
});
let proxy: RecordingProxy | undefined;
afterEach(async () => {
  emu.setChaos(undefined);
  await proxy?.close();
  proxy = undefined;
});
afterAll(async () => {
  await emu?.stop();
});

function client(timeoutMs = 10_000, baseUrl = emu.url): SecretsClient {
  return new SecretsClient({
    http: createHttpClient({
      baseUrl,
      token: emu.keys.privateKey,
      flavor: 'pipecat',
      timeoutMs,
      retryLimit: 0,
      retryBaseDelayMs: 10,
    }),
  });
}

/** A client talking to the emulator through a proxy that spoils PUTs with `fault`. */
async function proxiedClient(fault: ProxyFault | undefined, timeoutMs?: number): Promise<SecretsClient> {
  proxy = await startRecordingProxy(emu.url, { fault: (method) => (method === 'PUT' ? fault : undefined) });
  return client(timeoutMs, proxy.url);
}

async function putDirect(name: string, pairs: Record<string, string>): Promise<void> {
  const res = await fetch(`${emu.apiHost}/v1/secrets/${name}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${emu.keys.privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      secrets: Object.entries(pairs).map(([secretKey, secretValue]) => ({ secretKey, secretValue })),
    }),
  });
  expect(res.status).toBeLessThan(300);
}

async function keysDirect(name: string): Promise<string[] | null> {
  const res = await fetch(`${emu.apiHost}/v1/secrets/${name}`, {
    headers: { authorization: `Bearer ${emu.keys.privateKey}` },
  });
  if (res.status === 404) return null;
  if (res.status === 400) return [];
  return ((await res.json()) as { secrets: Array<{ fieldName: string }> }).secrets.map((s) => s.fieldName);
}

async function openEditor(name: string, secrets: number | SecretsClient = 10_000): Promise<RenderedApp> {
  const app = await renderApp({
    secrets: typeof secrets === 'number' ? client(secrets) : secrets,
    routes: [{ name: 'sets' }, { name: 'keys', set: name }],
    columns: 160,
    rows: 30,
  });
  await waitFor(() => expect(app.frame()).toMatch(/\d+ keys? ·/), SLOW);
  return app;
}

/** Adds KEY with a value, typed in one chunk per field (as a paste or a fast typist delivers it). */
async function stageKey(app: RenderedApp, key: string, value: string): Promise<void> {
  await app.press('a');
  await app.type(key);
  await app.press(KEYS.enter);
  await app.type(value);
  await app.press(KEYS.enter);
}

const flat = (app: RenderedApp) => app.frame().replace(/\s+/g, ' ');

function noValueShown(app: RenderedApp): void {
  for (const frame of app.frames) expect(frame).not.toContain(CANARY);
}

describe('key editor: s whose answer is lost', () => {
  it(
    'applied, then answered 500: the save is reported applied and the draft is cleared',
    { timeout: 40_000 },
    async () => {
      await putDirect('ko-applied', { OLD: 'x' });
      const app = await openEditor('ko-applied');
      await stageKey(app, 'NEW_KEY', CANARY);
      emu.setChaos({ errorAfterWriteRate: 1, ...NO_BACKOFF });
      await app.press('s');
      await waitFor(
        () => expect(flat(app)).toContain('PUT 1 key: applied (the answer was lost; a re-read shows the change)'),
        SLOW,
      );
      expect(app.frame()).not.toContain('staged change');
      expect(await keysDirect('ko-applied')).toEqual(['NEW_KEY', 'OLD']);
      noValueShown(app);
    },
  );

  it('applied, then never answered (timeout): applied too', { timeout: 40_000 }, async () => {
    await putDirect('ko-timeout', { OLD: 'x' });
    const app = await openEditor('ko-timeout', 1500);
    await stageKey(app, 'LATE', CANARY);
    emu.setChaos({ hangAfterWriteRate: 1 });
    await app.press('s');
    await waitFor(
      () => expect(flat(app)).toContain('PUT 1 key: applied (the answer was lost; a re-read shows the change)'),
      SLOW,
    );
    expect(await keysDirect('ko-timeout')).toEqual(['LATE', 'OLD']);
    noValueShown(app);
  });

  it(
    'a 500 that did not apply: "not applied", the draft is kept and a second s sends it',
    { timeout: 40_000 },
    async () => {
      await putDirect('ko-not', { OLD: 'x' });
      const app = await openEditor('ko-not');
      await stageKey(app, 'NEW_KEY', CANARY);
      emu.setChaos({ errorRate: 1, errorMethods: ['PUT'], ...NO_BACKOFF });
      await app.press('s');
      await waitFor(() => expect(flat(app)).toContain("Update secret set 'ko-not': not applied"), SLOW);
      expect(flat(app)).toContain('a re-read shows nothing changed');
      expect(flat(app)).not.toContain('save failed');
      expect(app.frame()).toContain('1 staged change');
      expect(await keysDirect('ko-not')).toEqual(['OLD']);
      emu.setChaos(undefined);
      await app.press('s');
      await waitFor(() => expect(flat(app)).toContain('✔ PUT 1 key'), SLOW);
      expect(await keysDirect('ko-not')).toEqual(['NEW_KEY', 'OLD']);
      noValueShown(app);
    },
  );

  it('an overwrite leaves nothing to re-read: "outcome unknown", the draft is kept', { timeout: 40_000 }, async () => {
    await putDirect('ko-unknown', { ONLY: 'x' });
    const app = await openEditor('ko-unknown');
    await app.press('e');
    await app.type(CANARY);
    await app.press(KEYS.enter);
    emu.setChaos({ errorAfterWriteRate: 1, ...NO_BACKOFF });
    await app.press('s');
    await waitFor(() => expect(flat(app)).toContain("Update secret set 'ko-unknown': outcome unknown"), SLOW);
    expect(flat(app)).toContain('it may or may not have been applied');
    expect(app.frame()).toContain('1 staged change');
    noValueShown(app);
  });

  it('an unset applied then answered 500 is reported applied', { timeout: 40_000 }, async () => {
    await putDirect('ko-unset', { KEEP: 'x', DROP: 'y' });
    const app = await openEditor('ko-unset');
    await waitFor(() => expect(app.frame()).toContain('DROP'), SLOW);
    await app.press('g', 'x'); // DROP sorts first
    emu.setChaos({ errorAfterWriteRate: 1, ...NO_BACKOFF });
    await app.press('s');
    await waitFor(() => expect(flat(app)).toMatch(/Remove|unset/i), SLOW);
    await app.press('y');
    await waitFor(() => expect(flat(app)).toContain(`unset DROP from ko-unset (${APPLIED})`), SLOW);
    expect(await keysDirect('ko-unset')).toEqual(['KEEP']);
  });
});

describe('key editor: whether the PUT got a connection', () => {
  it(
    'the service went away (closed port): "not applied" without a re-read, the draft kept',
    { timeout: 40_000 },
    async () => {
      await putDirect('kc-closed', { OLD: 'x' });
      const app = await openEditor('kc-closed', await proxiedClient(undefined));
      await stageKey(app, 'NEW_KEY', CANARY);
      const host = new URL(proxy!.url).host;
      await proxy!.close();
      await noIdleSocketTo(proxy!.url);
      const seen = proxy!.exchanges.length;
      proxy = undefined;
      await app.press('s');
      await waitFor(
        () =>
          expect(flat(app)).toContain(
            `Update secret set 'kc-closed': not applied — Cannot reach ${host}: connection refused; the request never reached the service`,
          ),
        SLOW,
      );
      expect(flat(app)).not.toContain('re-read');
      expect(app.frame()).toContain('1 staged change');
      expect(seen).toBeGreaterThan(0); // the editor had read the set through it
      expect(await keysDirect('kc-closed')).toEqual(['OLD']);
      noValueShown(app);
    },
  );

  it(
    'connected, then no answer past the timeout: the re-read decides "not applied", the draft kept',
    { timeout: 40_000 },
    async () => {
      await putDirect('kc-hang', { OLD: 'x' });
      const app = await openEditor('kc-hang', await proxiedClient('hang', 800));
      await stageKey(app, 'NEW_KEY', CANARY);
      await app.press('s');
      await waitFor(() => expect(flat(app)).toContain("Update secret set 'kc-hang': not applied — Request to"), SLOW);
      expect(flat(app)).toContain('timed out after 800 ms; a re-read shows nothing changed');
      expect(app.frame()).toContain('1 staged change');
      expect(await keysDirect('kc-hang')).toEqual(['OLD']);
      noValueShown(app);
    },
  );

  it(
    'applied, then the socket destroyed instead of an answer: the re-read says applied',
    { timeout: 40_000 },
    async () => {
      await putDirect('kc-drop', { OLD: 'x' });
      const app = await openEditor('kc-drop', await proxiedClient('dropAfterApplying'));
      await stageKey(app, 'NEW_KEY', CANARY);
      await app.press('s');
      await waitFor(
        () => expect(flat(app)).toContain('PUT 1 key: applied (the answer was lost; a re-read shows the change)'),
        SLOW,
      );
      expect(app.frame()).not.toContain('staged change');
      expect(await keysDirect('kc-drop')).toEqual(['NEW_KEY', 'OLD']);
      noValueShown(app);
    },
  );
});

describe('other app writes whose answer is lost (store actions the screens call)', () => {
  it(
    'new set, delete and image pull secret: applied after a lost answer; the screens word it',
    { timeout: 40_000 },
    async () => {
      const app = await renderApp({ secrets: client(), columns: 160, rows: 30 });
      await waitFor(() => expect(app.store.getState().sets).not.toBeNull(), SLOW);
      const s = () => app.store.getState();
      emu.setChaos({ errorAfterWriteRate: 1, ...NO_BACKOFF });

      expect(await s().saveSecrets('ko-new', [{ secretKey: 'A', secretValue: CANARY }])).toBe('applied');
      expect(await keysDirect('ko-new')).toEqual(['A']);

      await s().refreshSets();
      expect(await s().deleteSet('ko-new')).toBe('applied');
      expect(await keysDirect('ko-new')).toBeNull();

      const ok = await s().submitPullSecret(
        { name: 'ko-pull', host: 'https://ghcr.io', username: 'me', region: 'us-west', encode: true },
        `me:${CANARY}`,
      );
      expect(ok).toBe(true);
      expect(s().toast?.text).toContain(`create image pull secret 'ko-pull': ${APPLIED}`);
      expect(await keysDirect('ko-pull')).toEqual([]); // listed, and an image pull secret
      expect(JSON.stringify(s())).not.toContain(CANARY);
    },
  );

  it(
    'the service gone (closed port): a new set and a delete are "not applied" without a re-read, nothing changed',
    { timeout: 40_000 },
    async () => {
      await putDirect('kc-gone', { A: 'x' });
      const app = await renderApp({ secrets: await proxiedClient(undefined), columns: 160, rows: 30 });
      await waitFor(() => expect(app.store.getState().sets?.some((x) => x.name === 'kc-gone')).toBe(true), SLOW);
      const url = proxy!.url;
      await proxy!.close();
      await noIdleSocketTo(url);
      proxy = undefined;
      const s = () => app.store.getState();
      const neverSent = (what: string) =>
        new RegExp(
          `^${what}: not applied — Cannot reach [\\d.:]+: connection refused; the request never reached the service\\. Safe to run again\\.$`,
        );
      await expect(s().saveSecrets('kc-new', [{ secretKey: 'A', secretValue: CANARY }])).rejects.toThrow(
        neverSent("Create secret set 'kc-new'"),
      );
      await expect(s().deleteSet('kc-gone')).rejects.toThrow(neverSent("Delete secret set 'kc-gone'"));
      expect(s().sets?.some((x) => x.name === 'kc-gone')).toBe(true);
      expect(await keysDirect('kc-gone')).toEqual(['A']);
      expect(await keysDirect('kc-new')).toBeNull();
      expect(JSON.stringify(s())).not.toContain(CANARY);
    },
  );

  it(
    'a delete refused with a 500 that did not apply says "not applied", and the set stays',
    { timeout: 40_000 },
    async () => {
      await putDirect('ko-keep', { A: 'x' });
      const app = await renderApp({ secrets: client(), columns: 160, rows: 30 });
      await waitFor(() => expect(app.store.getState().sets?.some((x) => x.name === 'ko-keep')).toBe(true), SLOW);
      emu.setChaos({ errorRate: 1, errorMethods: ['DELETE'], ...NO_BACKOFF });
      await expect(app.store.getState().deleteSet('ko-keep')).rejects.toThrow(
        "Delete secret set 'ko-keep': not applied",
      );
      expect(app.store.getState().sets?.some((x) => x.name === 'ko-keep')).toBe(true);
      expect(await keysDirect('ko-keep')).toEqual(['A']);
    },
  );
});
