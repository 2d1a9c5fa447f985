// The app's organization switcher (`o`): lists the user's organizations, Enter re-targets every screen (a new
// store on the other organization's clients), the header shows the organization. Fake clients for the
// deterministic snapshots; the real emulator over HTTP (a PAT session file → resolveTarget) for the flow.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '../helpers/inkTesting.js';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveTarget, type ResolvedTarget } from '../../src/config/target.js';
import { OrgRoot, type OrgSource } from '../../src/screens/orgSwitch/OrgRoot.js';
import { orgSwitcherReducer } from '../../src/screens/orgSwitch/model.js';
import { createAppStore, type AppDeps, type AppStore } from '../../src/state/store.js';
import { startTestEmulator, tempRoot, type TestEmulator } from '../emulator/support/harness.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { fixedClock, tidy } from '../helpers/renderApp.js';
import { flush, waitFor } from '../helpers/waitFor.js';

const mounted: Array<ReturnType<typeof render>> = [];
afterEach(async () => {
  for (const r of mounted.splice(0)) await act(async () => r.unmount());
});

interface Target {
  org: string;
  deps: Omit<AppDeps, 'clock'>;
}

async function mount<T>(initial: T, initialOrg: string, source: OrgSource<T>, deps: (t: T) => Omit<AppDeps, 'clock'>) {
  let r!: ReturnType<typeof render>;
  await act(async () => {
    r = render(
      <OrgRoot
        initial={initial}
        initialOrg={initialOrg}
        source={source}
        makeStore={(t) => createAppStore({ ...deps(t), clock: fixedClock })}
        still
      />,
    );
  });
  mounted.push(r);
  Object.defineProperty(r.stdout, 'columns', { value: 80, configurable: true });
  Object.defineProperty(r.stdout, 'rows', { value: 20, configurable: true });
  await act(async () => {
    r.stdout.emit('resize');
  });
  await flush();
  const press = async (chunk: string) => {
    await act(async () => {
      r.stdin.write(chunk);
    });
    await flush();
  };
  return { r, press, frame: () => r.lastFrame() ?? '' };
}

function fakeTarget(org: string, setName: string): Target {
  return {
    org,
    deps: {
      secrets: createFakeSecretsApi([{ name: setName, status: 'ready' }]),
      getRooms: () => Promise.reject(new Error('no rooms here')),
      target: {
        label: `api.pipecat.daily.co · org ${org} (OAuth session)`,
        roomLabel: 'api.daily.co',
        kind: 'user-token',
      },
    },
  };
}

const ORGS = [
  { name: 'acme', verboseName: 'Acme Inc.' },
  { name: 'acme-staging', verboseName: 'Acme staging' },
];
const fakeSource: OrgSource<Target> = {
  list: async () => ORGS,
  open: async (org) => fakeTarget(org, `${org}-only-set`),
};

describe('organization switcher (fake clients)', () => {
  it('does not open while a rollout runs in this organization (it would stop being followed)', async () => {
    const stores: AppStore[] = [];
    let r!: ReturnType<typeof render>;
    await act(async () => {
      r = render(
        <OrgRoot
          initial={fakeTarget('acme', 'acme-only-set')}
          initialOrg="acme"
          source={fakeSource}
          makeStore={(t) => {
            const store = createAppStore({ ...t.deps, clock: fixedClock });
            stores.push(store);
            return store;
          }}
          still
        />,
      );
    });
    mounted.push(r);
    await waitFor(() => expect(r.lastFrame()).toContain('acme-only-set'));
    stores[0]!.setState({
      rollout: {
        id: 1,
        set: 'acme-only-set',
        agents: ['bot'],
        phase: 'running',
        state: null,
        stopRequested: false,
        abandoned: false,
        seen: false,
        resumeHint: 'agentdeck agents redeploy --uses acme-only-set',
      },
    });
    await act(async () => {
      r.stdin.write('o');
    });
    await flush();
    await waitFor(() =>
      expect(r.lastFrame()).toContain(
        'a rollout is running (w shows it): let it end, or stop it with x, before switching organization',
      ),
    );
    expect(r.lastFrame()).not.toContain('Acme staging');
    expect(stores).toHaveLength(1);
  });

  it('o opens the list with the current organization marked; ↓ Enter re-targets: header and set list follow', async () => {
    const app = await mount(fakeTarget('acme', 'acme-only-set'), 'acme', fakeSource, (t) => t.deps);
    await waitFor(() => expect(app.frame()).toContain('acme-only-set'));
    expect(app.frame()).toContain('org acme (OAuth session)');
    await app.press('o');
    await waitFor(() => expect(app.frame()).toContain('Acme staging'));
    expect(tidy(app.frame())).toMatchSnapshot('switcher open');
    expect(app.frame()).toMatch(/› acme Acme Inc\.\s+\(current\)/);
    await app.press(KEYS.down);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('acme-staging-only-set'));
    expect(app.frame()).toContain('org acme-staging (OAuth session)');
    expect(app.frame()).not.toContain('acme-only-set');
    expect(tidy(app.frame())).toMatchSnapshot('after switching');
  });

  it('batched keys in one chunk (o ↓ Enter) switch as well', async () => {
    const app = await mount(fakeTarget('acme', 'acme-only-set'), 'acme', fakeSource, (t) => t.deps);
    await waitFor(() => expect(app.frame()).toContain('acme-only-set'));
    await app.press(`o${KEYS.down}${KEYS.enter}`);
    await waitFor(() => expect(app.frame()).toContain('acme-staging-only-set'));
  });

  it('Esc closes without switching; a failing list is shown as an error in the dialog', async () => {
    const failing: OrgSource<Target> = {
      list: async () => Promise.reject(new Error('Cannot reach api.pipecat.daily.co')),
      open: fakeSource.open,
    };
    const app = await mount(fakeTarget('acme', 'acme-only-set'), 'acme', failing, (t) => t.deps);
    await app.press('o');
    await waitFor(() => expect(app.frame()).toContain('✖ Cannot reach api.pipecat.daily.co'));
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('acme-only-set'));
    expect(app.frame()).not.toContain('Organization');
  });

  it('a first store built already (runApp reads the set list before the first frame) is the one the app runs on', async () => {
    const initial = fakeTarget('acme', 'acme-only-set');
    const firstStore = createAppStore({ ...initial.deps, clock: fixedClock });
    await firstStore.getState().refreshSets();
    const built: string[] = [];
    let r!: ReturnType<typeof render>;
    await act(async () => {
      r = render(
        <OrgRoot
          initial={initial}
          firstStore={firstStore}
          initialOrg="acme"
          source={fakeSource}
          makeStore={(t) => {
            built.push(t.org);
            return createAppStore({ ...t.deps, clock: fixedClock });
          }}
          still
        />,
      );
    });
    mounted.push(r);
    await flush();
    expect(r.frames[0]).toContain('acme-only-set'); // the list it read, in the first frame
    expect(built).toEqual([]);
    expect((initial.deps.secrets as ReturnType<typeof createFakeSecretsApi>).calls.listSecretSets).toBe(1); // not read again
    await act(async () => {
      r.stdin.write('o');
    });
    await waitFor(() => expect(r.lastFrame()).toContain('Acme staging'));
    await act(async () => {
      r.stdin.write(`${KEYS.down}${KEYS.enter}`);
    });
    await waitFor(() => expect(r.lastFrame()).toContain('acme-staging-only-set'));
    expect(built).toEqual(['acme-staging']); // switching still builds the other organization's store
  });

  it('the model: cursor starts on the current organization and stays within the list', () => {
    let s = orgSwitcherReducer({ status: 'loading' }, { type: 'loaded', orgs: ORGS, current: 'acme-staging' });
    expect(s).toMatchObject({ status: 'ready', index: 1 });
    s = orgSwitcherReducer(s, { type: 'move', by: 5 });
    expect(s).toMatchObject({ index: 1 });
    s = orgSwitcherReducer(s, { type: 'move', by: -9 });
    expect(s).toMatchObject({ index: 0 });
  });
});

describe('organization switcher on the emulator (real HTTP)', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
    for (const [org, name] of [
      ['local', 'local-agent-secrets'],
      ['staging', 'staging-agent-secrets'],
    ]) {
      await fetch(`${emu.apiHost}/v1/organizations/${org}/secrets/${name}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${emu.keys.userToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ secrets: [{ secretKey: 'K', secretValue: 'v' }] }),
      });
    }
  });
  afterAll(async () => {
    await emu?.dispose();
  });

  it('a PAT session: switching from local to staging lists staging’s sets, and the header says so', async () => {
    const path = join(tempRoot('sess'), 'pipecatcloud.toml');
    writeFileSync(path, `token = "${emu.keys.userToken}"\norg = "local"\n`, { mode: 0o600 });
    const target = await resolveTarget({
      env: { HOME: tempRoot('home'), PIPECAT_CONFIG_PATH: path, PIPECAT_API_HOST: emu.apiHost },
      startEmbeddedEmulator: async () => {
        throw new Error('not here');
      },
    });
    const deps = (t: ResolvedTarget) => ({ secrets: t.secrets, getRooms: () => t.getRooms(), target: t });
    const source: OrgSource<ResolvedTarget> = {
      list: () => target.listOrganizations!(),
      open: (org) => target.forOrganization!(org),
    };
    const app = await mount(target, 'local', source, deps);
    await waitFor(() => expect(app.frame()).toContain('local-agent-secrets'), { tries: 500 });
    expect(app.frame()).toContain('org local');
    await app.press('o');
    await waitFor(() => expect(app.frame()).toContain('Staging (emulator)'), { tries: 500 });
    await app.press(KEYS.down);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('staging-agent-secrets'), { tries: 500 });
    expect(app.frame()).toContain('org staging');
    expect(app.frame()).not.toContain('local-agent-secrets');
  });
});
