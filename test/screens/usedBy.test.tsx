// The app's agent usage: "used by N" per set (the list usable while the agents load, and when they cannot be
// read), `!` for sets with problems, the agents in the key editor's header and in the delete confirmation.
// A fake AgentsApi makes the timing exact; one test runs the real app store over HTTP against the emulator.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { AgentBindings, AgentDetail, AgentsApi, AgentSummary } from '../../src/api/agents/client.js';
import { AgentsClient } from '../../src/api/agents/client.js';
import { ApiError } from '../../src/api/http/errors.js';
import { bindingReport } from '../../src/api/agents/bindings.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { startTestEmulator } from '../emulator/support/harness.js';
import { createFakeSecretsApi, type FakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, tidy } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';

type Agent = { name: string; region: string } & AgentBindings;

/** The frame for a snapshot: the pending set's auto-refresh countdown depends on real time, so it is masked. */
const shot = (frame: string) => tidy(frame).replace(/auto-refresh \d+s/, 'auto-refresh Ns');

/** Agents from a fixed table; `listAgents` waits for `release()` when held, or fails with `failWith`. */
function fakeAgents(agents: Agent[]) {
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const api = {
    calls: 0,
    failWith: null as ApiError | null,
    hold() {
      held = new Promise<void>((r) => (release = r));
      return () => release();
    },
    async listAgents(): Promise<AgentSummary[]> {
      api.calls++;
      if (held) await held;
      if (api.failWith) throw api.failWith;
      return agents.map(({ name, region, secretSets, imagePullSecret }) => ({
        name,
        region,
        bindings: { secretSets, ...(imagePullSecret ? { imagePullSecret } : {}) },
      }));
    },
    async getAgent(name: string): Promise<AgentDetail> {
      const a = agents.find((x) => x.name === name)!;
      return { name, region: a.region, ready: true, bindings: { secretSets: a.secretSets } };
    },
    createAgent: () => Promise.reject(new Error('not in this test')),
    updateAgent: () => Promise.reject(new Error('not in this test')),
    deleteAgent: () => Promise.reject(new Error('not in this test')),
    redeployAgent: () => Promise.reject(new Error('not in this test')),
    getAgentLogs: () => Promise.reject(new Error('not in this test')),
  };
  return api satisfies AgentsApi & Record<string, unknown>;
}

function secrets(): FakeSecretsApi {
  return createFakeSecretsApi([
    { name: 'shared', status: 'ready', region: 'us-west', values: { OPENAI_API_KEY: 'x', DEEPGRAM_API_KEY: 'y' } },
    { name: 'east-set', status: 'ready', region: 'us-east' },
    { name: 'fresh', status: 'pending', region: 'us-west' },
    { name: 'unused', status: 'ready', region: 'us-west' },
  ]);
}

const AGENTS: Agent[] = [
  { name: 'voice-bot', region: 'us-west', secretSets: ['shared'] },
  { name: 'video-bot', region: 'us-west', secretSets: ['shared', 'fresh'] },
  { name: 'lost-bot', region: 'us-west', secretSets: ['east-set'] },
];

async function mount(agents: ReturnType<typeof fakeAgents>, columns = 90) {
  const app = await renderApp({ secrets: secrets(), agents, columns, rows: 16 });
  await waitFor(() => expect(app.frame()).toContain('updated'));
  return app;
}

describe('set list: used by N', () => {
  it('the list is usable while the agents load ("…"), then shows used by N and flags problems', async () => {
    const agents = fakeAgents(AGENTS);
    const release = agents.hold();
    const app = await mount(agents);
    expect(app.frame()).toMatch(/USED BY/);
    expect(app.frame()).toMatch(/east-set .*● ready\s+…/);
    expect(shot(app.frame())).toMatchSnapshot('loading agents');
    // Keys work while the agents load: batched in one chunk, then one by one.
    await app.type('jj');
    await waitFor(() => expect(app.frame()).toMatch(/› shared/));
    await app.press('k');
    await waitFor(() => expect(app.frame()).toMatch(/› fresh/));
    release();
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 2/));
    expect(app.frame()).toMatch(/east-set .*⚠ used by 1/);
    expect(app.frame()).toMatch(/fresh .*⚠ used by 1/);
    expect(app.frame()).toMatch(/unused .*–/);
    // The selected set's problem is spelled out on the bottom line.
    expect(app.frame()).toContain("⚠ secret set 'fresh' used by agent 'video-bot' is still pending");
    expect(shot(app.frame())).toMatchSnapshot('agents loaded');
  });

  it('with USED BY at 40–79 columns an image pull secret still shows its type: a letter (P) where TYPE does not fit', async () => {
    const api = secrets();
    api.add({ name: 'ghcr-pull', type: 'imagePullSecret', status: 'ready', region: 'us-west' });
    const app = await renderApp({ secrets: api, agents: fakeAgents(AGENTS), columns: 60, rows: 16 });
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 2/));
    // Columns as wide as what they hold: at 60 every column fits, USED BY too.
    expect(app.frame()).toMatch(/^ {2}NAME +TYPE +REGION +STATUS +USED BY$/m);
    expect(app.frame()).toMatch(/^ {2}ghcr-pull +pull +us-west +● ready/m);
    await app.resize(45, 16);
    expect(app.frame()).toMatch(/^ {2}NAME +T REGION +STATUS +USED$/m);
    expect(app.frame()).toMatch(/^ {2}ghcr-pull +P us-west +● ready/m);
    expect(app.frame()).toMatch(/^ {2}unused +S us-west +● ready/m);
    expect(shot(app.frame())).toMatchSnapshot('45 columns: type letters');
    for (let columns = 40; columns <= 79; columns++) {
      await app.resize(columns, 16);
      const rows = app.frame().split('\n');
      const pull = rows.find((r) => r.includes('ghcr-pull'));
      const set = rows.find((r) => r.includes('unused'));
      expect(pull, `${columns} columns`).toMatch(/ghcr-pull +(P|pull) /);
      expect(set, `${columns} columns`).toMatch(/unused +(S|secret) /);
      for (const r of rows) expect(r.length, `${columns} columns`).toBeLessThanOrEqual(columns);
    }
  });

  it('when the agents cannot be read the list stays and says so ("?")', async () => {
    const agents = fakeAgents(AGENTS);
    agents.failWith = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Forbidden' });
    const app = await mount(agents);
    await waitFor(() => expect(app.frame()).toContain('agents could not be read'));
    expect(app.frame()).toMatch(/shared .*● ready\s+\?/);
    expect(app.store.getState().usageError).toBe('agents could not be read: Forbidden');
    expect(shot(app.frame())).toMatchSnapshot('agents unreadable');
    // r retries the agents too; a success clears the note.
    agents.failWith = null;
    await app.press('r');
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 2/));
    expect(app.frame()).not.toContain('agents could not be read');
  });

  it('refreshing the set list does not re-read fresh agents (30 s cache)', async () => {
    const agents = fakeAgents(AGENTS);
    const app = await mount(agents);
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 2/));
    await act(async () => {
      await app.store.getState().refreshSets();
      await app.store.getState().refreshUsage();
    });
    expect(agents.calls).toBe(1);
    await act(async () => app.store.getState().refreshUsage({ force: true }));
    expect(agents.calls).toBe(2);
  });
});

describe('! filters to sets with problems', () => {
  it('shows only sets with problems and back, with the keys batched or one by one', async () => {
    const app = await mount(fakeAgents(AGENTS));
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 2/));
    await app.type('!j');
    await waitFor(() => expect(app.frame()).toContain('only sets with problems'));
    expect(app.frame()).not.toMatch(/shared|unused/);
    expect(app.frame()).toMatch(/› fresh/);
    expect(shot(app.frame())).toMatchSnapshot('problems only');
    await app.press('!');
    await waitFor(() => expect(app.frame()).toMatch(/unused/));
    expect(app.frame()).not.toContain('only sets with problems');
  });

  it('agents bound to a deleted set: ! lists it as missing, as secrets doctor does, and the Agents screen flags the same binding', async () => {
    const app = await mount(
      fakeAgents([
        { name: 'voice-bot', region: 'us-west', secretSets: ['shared'] },
        { name: 'orphan-a', region: 'us-west', secretSets: ['deleted-set'] },
        { name: 'orphan-b', region: 'us-west', secretSets: ['deleted-set', 'shared'] },
      ]),
    );
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 2/));
    expect(app.frame()).not.toContain('deleted-set'); // not a set: only under !
    await app.press('!');
    await waitFor(() => expect(app.frame()).toContain('only sets with problems'));
    await waitFor(() => expect(app.frame()).toMatch(/› deleted-set +secret +— +✖ missing +⚠ used by 2/));
    expect(app.frame()).not.toContain('No set has a problem');
    expect(app.frame()).toContain(
      "⚠ agent 'orphan-a' binds secret set 'deleted-set', which does not exist: its next deploy",
    );
    expect(shot(app.frame())).toMatchSnapshot('problems only: a deleted set');
    // One report: what `secrets doctor` prints is what the app flags.
    const s = app.store.getState();
    const doctor = bindingReport(s.sets!, s.usage!);
    expect(doctor.problems.map((p) => `${p.kind} ${p.set} ${p.agent}`)).toEqual([
      'missing-set deleted-set orphan-a',
      'missing-set deleted-set orphan-b',
    ]);
    expect([...s.problems.keys()]).toEqual(['deleted-set']);
    // Enter has nothing to open: it says what is wrong and what to do.
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('deleted-set does not exist: agents orphan-a, orphan-b bind it'));
    expect(app.store.getState().routes).toHaveLength(1);
    // The Agents screen reads the same report.
    await app.press('4');
    await waitFor(() => expect(app.frame()).toMatch(/orphan-a .*deleted-set ⚠/));
    expect(app.frame()).toMatch(/orphan-b .*deleted-set ⚠, shared/);
    expect(app.frame()).toMatch(/voice-bot .* shared\s*$/m);
  });

  it('says so when no set has a problem; without agents ! does nothing', async () => {
    const app = await mount(fakeAgents([{ name: 'ok-bot', region: 'us-west', secretSets: ['shared'] }]));
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 1/));
    await app.press('!');
    await waitFor(() => expect(app.frame()).toContain('No set has a problem with its agents. ! shows all sets.'));

    const plain = await renderApp({ secrets: secrets(), columns: 90, rows: 16 });
    await waitFor(() => expect(plain.frame()).toContain('updated'));
    expect(plain.frame()).not.toContain('USED BY');
    await plain.press('!');
    expect(plain.frame()).toMatch(/unused/);
    expect(plain.store.getState().problemsOnly).toBe(false);
  });
});

describe('delete confirmation and key editor header', () => {
  it('the delete confirmation names the agents that will fail their next deploy', async () => {
    const app = await mount(fakeAgents(AGENTS));
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 2/));
    await app.press('j', 'j', 'd');
    await waitFor(() => expect(app.frame()).toContain('Delete secret set shared?'));
    expect(app.frame()).toContain('⚠ Used by 2 agents: video-bot, voice-bot — they will fail their next deploy.');
    expect(shot(app.frame())).toMatchSnapshot('delete confirmation');
  });

  it('the key editor header lists the agents with their regions, and the set problems', async () => {
    const app = await mount(fakeAgents(AGENTS));
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 2/));
    await app.press('j', 'j', KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('OPENAI_API_KEY'));
    expect(app.frame()).toContain(
      'used by 2: video-bot (us-west), voice-bot (us-west) · A opens one · R rolls out a change',
    );
    expect(shot(app.frame())).toMatchSnapshot('key editor with agents');
    await app.press(KEYS.esc, 'g', KEYS.enter);
    await waitFor(() =>
      expect(app.frame()).toContain(
        "⚠ agent 'lost-bot' is in region us-west but its secret set 'east-set' is in us-east",
      ),
    );
  });
});

describe('over HTTP against the emulator', () => {
  it('shows used by N from the real agents endpoint; a problem made on the service is flagged, filtered by !, named in the key editor and the delete confirmation', async () => {
    const emu = await startTestEmulator({ readyDelayMs: 0 });
    try {
      const http = createHttpClient({ baseUrl: emu.apiHost, token: emu.keys.privateKey, flavor: 'pipecat' });
      const secretsClient = new SecretsClient({ http });
      const agents = new AgentsClient({ http });
      await secretsClient.putSecrets('bound-set', { K: 'v' });
      await secretsClient.putSecrets('free-set', { K: 'v' });
      await agents.createAgent('emu-bot', { image: 'me/bot:1', secretSet: 'bound-set' });
      const app = await renderApp({ secrets: secretsClient, agents, columns: 90, rows: 12 });
      await waitFor(() => expect(app.frame()).toMatch(/bound-set .*used by 1/), { tries: 500 });
      expect(app.frame()).toMatch(/free-set .*–/);

      // A problem made on the service: the set re-created in another region under its agent.
      await agents.createAgent('far-bot', { image: 'me/far:1', region: 'us-west', secretSet: 'free-set' });
      await secretsClient.deleteSecretSet('free-set');
      await secretsClient.putSecrets('free-set', { K: 'v' }, { region: 'eu-central' });
      await app.press('r');
      await waitFor(() => expect(app.frame()).toMatch(/free-set .*⚠ used by 1/), { tries: 500 });
      // ! keeps only it; the key editor header names the agent and the problem; the delete confirmation too.
      await app.type('!');
      await waitFor(() => expect(app.frame()).toContain('only sets with problems'));
      expect(app.frame()).not.toContain('bound-set');
      await app.press(KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('used by 1: far-bot (us-west)'), { tries: 500 });
      await app.press(KEYS.esc, 'd');
      await waitFor(() => expect(app.frame()).toContain('Delete secret set free-set?'));
      expect(app.frame()).toContain('⚠ Used by 1 agent: far-bot — it will fail its next deploy.');
    } finally {
      await emu.dispose();
    }
  });
});

describe('agent details read 4 at a time', () => {
  it('when the list carries no bindings: never more than 4 detail requests in flight, and the list stays usable', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `bot-${String(i).padStart(2, '0')}`);
    let inFlight = 0;
    let most = 0;
    let opened = 0;
    const gates: Array<() => void> = [];
    const agents: AgentsApi = {
      listAgents: async () => names.map((name) => ({ name, region: 'us-west' })),
      getAgent: async (name) => {
        inFlight++;
        opened++;
        most = Math.max(most, inFlight);
        await new Promise<void>((r) => gates.push(r));
        inFlight--;
        return { name, region: 'us-west', ready: true, bindings: { secretSets: ['shared'] } };
      },
      createAgent: () => Promise.reject(new Error('not in this test')),
      updateAgent: () => Promise.reject(new Error('not in this test')),
      deleteAgent: () => Promise.reject(new Error('not in this test')),
      redeployAgent: () => Promise.reject(new Error('not in this test')),
      getAgentLogs: () => Promise.reject(new Error('not in this test')),
    };
    const app = await renderApp({ secrets: secrets(), agents, columns: 90, rows: 16 });
    await waitFor(() => expect(opened).toBe(4));
    expect(app.frame()).toMatch(/shared .*● ready\s+…/);
    // Keys work while the details load, batched and one by one.
    await app.type('jj');
    await waitFor(() => expect(app.frame()).toMatch(/› shared/));
    await app.press('j');
    await waitFor(() => expect(app.frame()).toMatch(/› unused/));
    // Let them through one at a time: each answer lets exactly one more start.
    while (opened < names.length || gates.length > 0) {
      const next = gates.shift();
      await act(async () => {
        if (next) next();
        await new Promise((r) => setTimeout(r, 1));
      });
      expect(inFlight).toBeLessThanOrEqual(4);
    }
    expect(most).toBe(4);
    await waitFor(() => expect(app.frame()).toMatch(/shared .*used by 12/));
    expect(app.store.getState().usage?.requests).toBe(1 + names.length);
  });
});

describe('image pull secret detail', () => {
  /** The app on the detail of image pull secret 'ghcr-pull', with `agents` as the agents client (or none). */
  const openPullSecret = (agents?: AgentsApi) => {
    const api = secrets();
    api.add({ name: 'ghcr-pull', type: 'imagePullSecret', status: 'ready', region: 'us-west' });
    return renderApp({
      secrets: api,
      agents,
      columns: 100,
      rows: 16,
      routes: [{ name: 'sets' }, { name: 'pullSecretDetail', set: 'ghcr-pull' }],
    });
  };
  const pullAgents: Agent[] = [
    { name: 'voice-bot', region: 'us-west', secretSets: ['shared'], imagePullSecret: 'ghcr-pull' },
    { name: 'far-bot', region: 'eu-central', secretSets: [], imagePullSecret: 'ghcr-pull' },
  ];

  it('lists every agent that pulls with it, with regions and problems; the delete confirmation names them', async () => {
    const app = await openPullSecret(fakeAgents(pullAgents));
    await waitFor(() => expect(app.frame()).toContain('2 agents: far-bot (eu-central), voice-bot (us-west)'));
    // Wrapped, never cut.
    expect(app.frame().replace(/\s+/g, ' ')).toContain(
      "⚠ agent 'far-bot' is in region eu-central but its image pull secret 'ghcr-pull' is in us-west: they must be in the same region",
    );
    await app.press('d');
    await waitFor(() => expect(app.frame()).toContain('Delete image pull secret ghcr-pull?'));
    expect(app.frame()).toContain('⚠ Used by 2 agents: far-bot, voice-bot — they will fail their next deploy.');
  });

  it('says "no agent" when none uses it, and shows no agents field without an agents client', async () => {
    const app = await openPullSecret(fakeAgents(AGENTS));
    await waitFor(() => expect(app.frame()).toMatch(/used by\s+no agent/));
    const plain = await openPullSecret();
    await waitFor(() => expect(plain.frame()).toContain('image pull secret'));
    expect(plain.frame()).not.toContain('used by');
  });
});
