// Starts the interactive app on the process's TTY and resolves when it exits. The caller (main) checks that
// stdin and stdout are TTYs first. The app draws on the alternate screen (terminalScreen.ts); the terminal is
// restored however the app ends.
import { render } from 'ink';
import type { AgentsApi } from '../api/agents/client.js';
import type { RoomsApi, SecretsApi } from '../api/contracts.js';
import type { RolloutJournal } from '../api/rollout/journal.js';
import type { RolloutLocks } from '../api/rollout/lock.js';
import type { ProjectSource } from '../project/appSource.js';
import { RevealAllowedContext } from '../components/revealGate.js';
import { glyphModeFor, type GlyphMode } from '../api/words/glyphs.js';
import { createAppStore, systemClock, type AppDeps } from '../state/store.js';
import { App } from './App.js';
import { firstListWithin } from './firstList.js';
import type { OrgChoice } from './orgSwitch/model.js';
import type { DemoOfferSource } from './demo/DemoOffer.js';
import { OrgRoot } from './orgSwitch/OrgRoot.js';
import {
  alternateScreenWanted,
  enterAlternateScreen,
  inkStream,
  writeToTerminal,
  type AlternateScreen,
} from './terminalScreen.js';

export interface RunAppOptions {
  secrets: SecretsApi;
  getRooms: () => Promise<RoomsApi>;
  target: AppDeps['target'];
  agents?: AgentsApi;
  /** Where a meeting token is written on request (mode 0600). */
  tokenDir?: string;
  /** How long the first frame waits for the set list (firstListWithin); without it, not at all. */
  waitForFirstListMs?: number;
  /** The rollout journal (the command line's file, so each continues the other's rollouts) and its key's target. */
  rolloutJournal?: RolloutJournal;
  rolloutTarget?: string;
  /** The rollout locks the command line takes too (one rollout of a set at a time). */
  rolloutLocks?: RolloutLocks;
  /** agentdeck.toml and its environments (the Environments screen); one for every organization's store. */
  project?: ProjectSource;
  /** Draw on the alternate screen (default: unless AGENTDECK_ALT_SCREEN=0). */
  alternateScreen?: boolean;
  /** Unicode glyphs or their ASCII stand-ins (default: from the locale and AGENTDECK_ASCII, api/words/glyphs.ts). */
  glyphs?: GlyphMode;
  /** The embedded emulator's demo data (only there): offered on a first start with an empty store. */
  demoOffer?: DemoOfferSource;
  /** With a user session: the organization now, the user's organizations, and the same session on another one. */
  organizations?: {
    current?: string;
    list(): Promise<OrgChoice[]>;
    open(org: string): Promise<Omit<RunAppOptions, 'organizations'>>;
  };
}

// A paste arrives between ESC[200~ and ESC[201~, so the input layer tells it from typing (its line breaks
// are not Enters; components/input/keyQueue.ts). Terminals without the mode send a paste as typed keys.
const BRACKETED_PASTE_ON = '\u001B[?2004h';
const BRACKETED_PASTE_OFF = '\u001B[?2004l';

function restoreTerminal(): void {
  try {
    if (process.stdin.isTTY && process.stdin.isRaw) process.stdin.setRawMode(false);
  } catch {
    // the terminal may already be gone (SSH hang-up)
  }
  // cursor back on, bracketed paste off
  if (process.stdout.isTTY) process.stdout.write('\u001B[?25h' + BRACKETED_PASTE_OFF);
}

export async function runApp(opts: RunAppOptions): Promise<void> {
  const makeStore = (o: Omit<RunAppOptions, 'organizations'>) =>
    createAppStore({
      secrets: o.secrets,
      getRooms: o.getRooms,
      target: o.target,
      clock: systemClock,
      ...(o.agents ? { agents: o.agents } : {}),
      ...(o.tokenDir ? { tokenDir: o.tokenDir } : {}),
      ...(o.rolloutJournal ? { rolloutJournal: o.rolloutJournal } : {}),
      ...(o.rolloutTarget !== undefined ? { rolloutTarget: o.rolloutTarget } : {}),
      ...(o.rolloutLocks ? { rolloutLocks: o.rolloutLocks } : {}),
      ...(opts.project ? { project: opts.project } : {}),
    });
  let store = makeStore(opts);
  // Before the terminal is touched: a Ctrl+C meanwhile ends the process with nothing to restore.
  if (opts.waitForFirstListMs) await firstListWithin(store, opts.waitForFirstListMs);
  let screen: AlternateScreen | undefined;
  if (process.stdout.isTTY) {
    if (opts.alternateScreen ?? alternateScreenWanted(process.env))
      screen = enterAlternateScreen(writeToTerminal, process);
    process.stdout.write(BRACKETED_PASTE_ON);
  }
  const tree = opts.organizations ? (
    <OrgRoot
      initial={opts}
      firstStore={store}
      initialOrg={opts.organizations.current}
      source={{ list: opts.organizations.list, open: opts.organizations.open }}
      makeStore={makeStore}
      onStore={(next) => {
        store = next;
      }}
    />
  ) : (
    <App store={store} {...(opts.demoOffer ? { demoOffer: opts.demoOffer } : {})} />
  );
  // Reveal stays allowed until a signal ends the app: then every revealed value is masked (a synchronous re-render)
  // before Ink draws its last frame, as the app does itself when it quits by a key.
  const gated = (revealAllowed: boolean) => (
    <RevealAllowedContext.Provider value={revealAllowed}>{tree}</RevealAllowedContext.Provider>
  );
  const instance = render(gated(true), {
    stdout: inkStream(process.stdout, screen, opts.glyphs ?? glyphModeFor(process.env)),
    exitOnCtrlC: false, // Ctrl+C goes through the app's key router, which exits cleanly
    patchConsole: false,
    // Ink holds a frame back until 1000/maxFps ms after the last one: at 30 a key pressed just after a frame drawn
    // for other news (agent details arriving) waited up to 33 ms (bench agents-usage: p95 45 ms while agents load,
    // 11–15 ms at 60; key → frame elsewhere unchanged).
    maxFps: 60,
  });
  const stop = () => {
    instance.rerender(gated(false));
    instance.unmount();
  };
  // SIGINT too: Ctrl+C is a key in raw mode, so it comes from `kill -INT` (it ends the app as the key does).
  const signals = ['SIGTERM', 'SIGHUP', 'SIGINT'] as const;
  for (const signal of signals) process.once(signal, stop);
  try {
    await instance.waitUntilExit();
  } finally {
    for (const signal of signals) process.off(signal, stop);
    store.getState().dispose();
    instance.cleanup();
    restoreTerminal();
    screen?.leave();
    process.stdin.pause();
  }
}
