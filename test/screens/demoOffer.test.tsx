// The demo data offer (issue 25: a fresh emulator showed "0 sets" while the README shows sets, agents and problems).
// Over the real emulator: on an empty store the app asks once; Enter adds the README's sets, agents and room and the
// header says "demo data"; n declines for good (the data dir remembers); a store with data, or a second start, is
// never asked. Keys one by one and in one write.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { systemClock } from '../../src/state/store.js';
import { startTestEmulator, tempRoot, type TestEmulator } from '../helpers/emulator.js';
import { KEYS } from '../helpers/keys.js';
import { EMULATOR_TARGET, renderApp, tidy, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

const running: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const e of running.splice(0)) await e.close();
});

function clients(emu: RunningEmulator) {
  const http = createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.privateKey, flavor: 'pipecat', retryLimit: 0 });
  return { secrets: new SecretsClient({ http }), agents: new AgentsClient({ http }) };
}

async function open(emu: RunningEmulator): Promise<RenderedApp> {
  const app = await renderApp({
    ...clients(emu),
    clock: systemClock,
    target: EMULATOR_TARGET,
    demoOffer: emu.demo,
    columns: 100,
    rows: 24,
  });
  await waitFor(() => expect(app.frame()).toMatch(/updated|Start with demo data\?/), { interval: 20, tries: 300 });
  return app;
}

async function fresh(): Promise<TestEmulator> {
  const emu = await startTestEmulator({ readyDelayMs: 200, deployMs: 200 });
  running.push({ close: emu.stop });
  return emu;
}

describe('demo data offer', () => {
  it('an empty store: the question; Enter adds the README’s sets, agents and room, marked as demo in the header', async () => {
    const emu = await fresh();
    const app = await open(emu);
    expect(app.frame()).toContain('Start with demo data?');
    expect(app.frame()).toContain('enter/y add demo data · n/esc start empty (not asked again)');
    expect(tidy(app.frame())).toMatchSnapshot('the question');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toMatch(/4 sets/), { interval: 20, tries: 300 });
    expect(app.frame()).toMatch(/^agentdeck .*· demo data/m);
    for (const name of ['shared', 'east-set', 'fresh', 'unused']) expect(app.frame()).toContain(name);
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 2/), { interval: 20, tries: 500 });
    expect(app.frame()).toMatch(/east-set .*⚠ used by 1/);
    const { agents } = clients(emu);
    expect((await agents.listAgents()).map((a) => a.name).sort()).toEqual([
      'lost-bot',
      'support-bot',
      'video-bot',
      'voice-bot',
    ]);
    // The question is answered for this data dir: not asked again; the header still says demo data.
    expect(emu.demo.offerPending()).toBe(false);
    const again = await open(emu);
    expect(again.frame()).not.toContain('Start with demo data?');
    await waitFor(() => expect(again.frame()).toMatch(/^agentdeck .*· demo data/m));
  });

  it('n (in one write with keys after it) starts empty, for good: a new emulator on the same data dir does not ask', async () => {
    const root = tempRoot('demo');
    const dataDir = join(root, 'data');
    const first = await startEmulator({ dataDir, port: 0, readyDelayMs: 200 });
    running.push(first);
    const app = await open(first);
    expect(app.frame()).toContain('Start with demo data?');
    await app.type('nj'); // n declines; j then moves in the (empty) list, never answers twice
    await waitFor(() => expect(app.frame()).toContain('No secret sets yet'));
    expect(app.frame()).toContain('starting empty');
    expect(app.frame()).not.toMatch(/^agentdeck .*· demo data/m);
    await first.close();
    running.splice(0);
    const second = await startEmulator({ dataDir, port: 0, readyDelayMs: 200 });
    running.push(second);
    expect(second.demo.offerPending()).toBe(false);
    const reopened = await open(second);
    expect(reopened.frame()).not.toContain('Start with demo data?');
  });

  it('a store with data is never asked; Esc declines as n does', async () => {
    const withData = await fresh();
    await clients(withData).secrets.putSecrets('mine', { K: 'v' });
    expect(withData.demo.offerPending()).toBe(false);
    const app = await open(withData);
    await waitFor(() => expect(app.frame()).toContain('mine'));
    expect(app.frame()).not.toContain('Start with demo data?');

    const empty = await fresh();
    const asked = await open(empty);
    expect(asked.frame()).toContain('Start with demo data?');
    await asked.press(KEYS.esc);
    await waitFor(() => expect(asked.frame()).toContain('No secret sets yet'));
    expect(empty.demo.offerPending()).toBe(false);
    expect(empty.demo.present()).toBe(false);
  });

  it('y accepts; the app without a source (a real service) never asks', async () => {
    const emu = await fresh();
    const app = await open(emu);
    await app.press('y');
    await waitFor(() => expect(app.frame()).toMatch(/4 sets/), { interval: 20, tries: 300 });
    const noOffer = await renderApp({ ...clients(await fresh()), clock: systemClock, target: EMULATOR_TARGET });
    await waitFor(() => expect(noOffer.frame()).toContain('No secret sets yet'));
    expect(noOffer.frame()).not.toContain('demo data');
  });
});
