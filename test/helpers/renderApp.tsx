// Renders the whole app (store + key router + screens) in ink-testing-library, sized like a terminal.
// Every render, key and resize goes through act() (docs/architecture.md, "Tests").
//
//   const app = await renderApp({ secrets: createFakeSecretsApi([...]), columns: 80, rows: 24 });
//   await app.press(KEYS.down, 'n');   // each key in its own act()
//   await app.type('my-set');           // one chunk, like typing fast / pasting
//   await waitFor(() => expect(app.frame()).toContain('my-set'));
//   app.frames                          // every frame rendered so far (debug mode) — check secrets never appear
import { render } from './inkTesting.js';
import { act } from 'react';
import { afterEach } from 'vitest';
import type { AgentsApi } from '../../src/api/agents/client.js';
import type { RoomsApi, SecretsApi } from '../../src/api/contracts.js';
import type { RolloutJournal } from '../../src/api/rollout/journal.js';
import type { RolloutLocks } from '../../src/api/rollout/lock.js';
import type { RolloutClock } from '../../src/api/rollout/runner.js';
import type { ProjectSource } from '../../src/project/appSource.js';
import { App } from '../../src/screens/App.js';
import type { DemoOfferSource } from '../../src/screens/demo/DemoOffer.js';
import type { Route } from '../../src/state/routes.js';
import { createAppStore, type AppDeps, type AppStore, type Clock } from '../../src/state/store.js';
import { createFakeSecretsApi } from './fakeSecretsApi.js';
import { flush } from './waitFor.js';

// Times on screen are local time: pin the zone so snapshots are the same everywhere.
process.env.TZ = 'UTC';

/** 2026-01-02 03:04:05 UTC. */
export const FIXED_NOW = Date.UTC(2026, 0, 2, 3, 4, 5);
export const fixedClock: Clock = { now: () => FIXED_NOW };

export const EMULATOR_TARGET: AppDeps['target'] = {
  label: 'local emulator',
  roomLabel: 'local emulator',
  kind: 'emulator',
  hint: 'set PIPECAT_API_KEY to use the real service',
};

export const REAL_TARGET: AppDeps['target'] = {
  label: 'api.pipecat.daily.co · org acme',
  roomLabel: 'api.daily.co',
  kind: 'user-token',
};

export interface RenderAppOptions {
  secrets?: SecretsApi;
  /** The agents client ("used by", agent problems); without it the app shows no agent column. */
  agents?: AgentsApi;
  getRooms?: () => Promise<RoomsApi>;
  target?: AppDeps['target'];
  clock?: Clock;
  columns?: number;
  rows?: number;
  /** Screen stack to start with (default: the set list). */
  routes?: Route[];
  store?: AppStore;
  /** Without the app's header and footer (see renderScreen). */
  bare?: boolean;
  /** Where the rooms screen writes a meeting token (`f`); without it the app cannot write one. */
  tokenDir?: string;
  /** The rollout engine's clock (a FakeClock: no real timers) and journal (default: one in memory). */
  rolloutClock?: RolloutClock;
  rolloutJournal?: RolloutJournal;
  /** The rollout locks (config/rolloutLock.ts's files, or a fake); absent: none. */
  rolloutLocks?: RolloutLocks;
  /** The embedded emulator's demo data offer (screens/demo/DemoOffer.tsx). */
  demoOffer?: DemoOfferSource;
  /** agentdeck.toml's reader (the Environments screen). */
  project?: ProjectSource;
}

export type RenderedApp = ReturnType<typeof render> & {
  store: AppStore;
  /** The last frame ('' before the first). */
  frame(): string;
  press(...keys: string[]): Promise<void>;
  /** Writes `text` as one chunk (like a paste or fast typing). */
  type(text: string): Promise<void>;
  resize(columns: number, rows: number): Promise<void>;
  /** Unmounts now, inside act() (an app a test mounts many times over, e.g. once per property run). */
  close(): Promise<void>;
};

const mounted: Array<ReturnType<typeof render>> = [];

// Unmount inside act() before test/setup.ts's cleanup runs (hooks run in reverse order), so effect cleanups
// that set state don't warn.
afterEach(async () => {
  const apps = mounted.splice(0);
  for (const r of apps) {
    await act(async () => {
      r.unmount();
    });
  }
});

function setSize(stdout: object, columns: number, rows: number) {
  Object.defineProperty(stdout, 'columns', { value: columns, configurable: true });
  Object.defineProperty(stdout, 'rows', { value: rows, configurable: true });
}

export async function renderApp(opts: RenderAppOptions = {}): Promise<RenderedApp> {
  const store =
    opts.store ??
    createAppStore({
      secrets: opts.secrets ?? createFakeSecretsApi(),
      getRooms: opts.getRooms ?? (() => Promise.reject(new Error('no room service in this test'))),
      clock: opts.clock ?? fixedClock,
      target: opts.target ?? EMULATOR_TARGET,
      ...(opts.agents ? { agents: opts.agents } : {}),
      ...(opts.tokenDir ? { tokenDir: opts.tokenDir } : {}),
      ...(opts.rolloutClock ? { rolloutClock: opts.rolloutClock } : {}),
      ...(opts.rolloutJournal ? { rolloutJournal: opts.rolloutJournal } : {}),
      ...(opts.rolloutLocks ? { rolloutLocks: opts.rolloutLocks } : {}),
      ...(opts.project ? { project: opts.project } : {}),
    });
  if (opts.routes) store.setState({ routes: opts.routes });
  let r!: ReturnType<typeof render>;
  // ink-testing-library's stdout is 100 columns with no rows: the first frame is drawn at that size, then
  // resized below (look at frames after renderApp returns).
  await act(async () => {
    r = render(<App store={store} still bare={opts.bare} {...(opts.demoOffer ? { demoOffer: opts.demoOffer } : {})} />);
  });
  mounted.push(r);
  const app = r as RenderedApp;
  app.store = store;
  app.frame = () => r.lastFrame() ?? '';
  app.press = async (...keys: string[]) => {
    for (const k of keys) {
      await act(async () => {
        r.stdin.write(k);
      });
      // Esc is delivered after a setImmediate (Ink's pending-escape flush).
      if (k === '\u001B') await flush();
    }
  };
  app.type = async (text: string) => {
    await act(async () => {
      r.stdin.write(text);
    });
  };
  app.resize = async (columns: number, rows: number) => {
    setSize(r.stdout, columns, rows);
    await act(async () => {
      r.stdout.emit('resize');
    });
  };
  app.close = async () => {
    const at = mounted.indexOf(r);
    if (at < 0) return;
    mounted.splice(at, 1);
    await act(async () => {
      r.unmount();
    });
  };
  await app.resize(opts.columns ?? 80, opts.rows ?? 24);
  await flush();
  return app;
}

/**
 * Mounts one screen (the top of `routes`) without the app chrome — no header, no footer — so a header or
 * footer change does not churn the screen's snapshots. Keys go through the same input layer and router.
 */
export function renderScreen(
  route: Route,
  opts: Omit<RenderAppOptions, 'routes' | 'bare'> & { below?: Route[] } = {},
): Promise<RenderedApp> {
  return renderApp({ ...opts, routes: [...(opts.below ?? [{ name: 'sets' }]), route], bare: true });
}

/** The frame without trailing spaces on each line (stable snapshots). */
export function tidy(frame: string): string {
  return frame
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n');
}
