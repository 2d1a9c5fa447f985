// End to end (issue 25): the BUILT app draws on the alternate screen, as k9s and lazygit do, and however it ends —
// q, Ctrl+C, SIGTERM, kill -INT, a crash — the shell's screen and scrollback are back as they were, with no frame of
// the app in them. AGENTDECK_ALT_SCREEN=0 draws on the normal screen and leaves the last frame (revealOnExit.e2e).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) {
  console.warn(
    'SKIPPED test/e2e/alternateScreen.e2e.test.ts: tmux is not installed (apt-get install -y tmux) — the end-to-end tests need a pseudo-terminal',
  );
}

const SCREEN_MODULE = join(resolve(import.meta.dirname, '../..'), 'dist/screens/terminalScreen.js');

describe.skipIf(!hasTmux)('the alternate screen (tmux)', () => {
  let emulator: RunningEmulator;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-alt-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, readyDelayMs: 0 });
  }, 60_000);

  afterAll(async () => {
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A shell with 30 lines of earlier output (more than the screen: some are in the scrollback), then the app. */
  async function appAfterOutput(name: string, env: Record<string, string> = {}): Promise<TmuxApp> {
    const app = await startTmuxApp({ name, dir, emulator, cols: 90, rows: 20, env });
    app.run('for i in $(seq 1 30); do echo "earlier-output-$i"; done');
    await app.waitForText('earlier-output-30');
    app.run(`node ${MAIN}; echo "EXIT=$?"`);
    await app.waitForText('No secret sets yet');
    return app;
  }

  /** The shell's screen is back: its last lines, then the app's exit; no frame of the app on screen or in the scrollback. */
  function shellIsBack(app: TmuxApp, exit: string) {
    const screen = app.pane();
    expect(screen).toContain('earlier-output-30');
    expect(screen).toContain(exit);
    const history = app.history();
    for (let i = 1; i <= 30; i++) expect(history).toContain(`earlier-output-${i}\n`);
    expect(history).not.toContain('No secret sets yet');
    expect(history).not.toContain('? help');
  }

  function appPid(app: TmuxApp): number {
    const shell = app.tmux('list-panes', '-F', '#{pane_pid}').trim();
    return Number(execFileSync('pgrep', ['-P', shell], { encoding: 'utf8' }).trim());
  }

  it('q: the earlier output is back, the frame is gone', async () => {
    const app = await appAfterOutput('alt-q');
    try {
      await app.keys('q');
      await app.waitForText('EXIT=0');
      shellIsBack(app, 'EXIT=0');
    } finally {
      app.kill();
    }
  }, 60_000);

  it('Ctrl+C with a text field focused', async () => {
    const app = await appAfterOutput('alt-ctrlc');
    try {
      await app.keys('n');
      await app.waitForText('(org default)');
      await app.text('half-typed');
      // Unsaved work: the first Ctrl+C asks, naming it; a second one quits anyway.
      await app.keys('C-c');
      await app.waitForText("Quit and discard your new set 'half-typed'");
      await app.keys('C-c');
      await app.waitForText('EXIT=0');
      shellIsBack(app, 'EXIT=0');
      expect(app.history()).not.toContain('half-typed');
    } finally {
      app.kill();
    }
  }, 60_000);

  it('SIGTERM and kill -INT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const app = await appAfterOutput(`alt-${signal.toLowerCase()}`);
      try {
        process.kill(appPid(app), signal);
        await app.waitForText('EXIT=');
        shellIsBack(app, 'EXIT=');
      } finally {
        app.kill();
      }
    }
  }, 90_000);

  it('a crash: the error is printed on the normal screen, after the earlier output', async () => {
    const app = await startTmuxApp({ name: 'alt-crash', dir, cols: 90, rows: 20 });
    try {
      app.run('for i in $(seq 1 30); do echo "earlier-output-$i"; done');
      await app.waitForText('earlier-output-30');
      const script =
        `import('${SCREEN_MODULE}').then((m) => { m.enterAlternateScreen(m.writeToTerminal, process); ` +
        `process.stdout.write('FRAME-' + 'DRAWN'); setTimeout(() => { throw new Error('crashed-on-purpose'); }, 300); })`;
      app.run(`node -e "${script}"; echo "EXIT=$?"`);
      await app.waitForText('EXIT=1');
      // The stack trace scrolls the screen: the whole history says it in order.
      const history = app.history();
      expect(history).toContain('earlier-output-1\n');
      expect(history.indexOf('Error: crashed-on-purpose')).toBeGreaterThan(history.indexOf('earlier-output-30\n'));
      expect(history).not.toContain('FRAME-DRAWN'); // the script spells it in two parts
    } finally {
      app.kill();
    }
  }, 60_000);

  it('AGENTDECK_ALT_SCREEN=0: the normal screen, the last frame left on it', async () => {
    const app = await appAfterOutput('alt-off', { AGENTDECK_ALT_SCREEN: '0' });
    try {
      await app.keys('q');
      const screen = await app.waitForText('EXIT=0');
      expect(screen).toContain('No secret sets yet');
      expect(app.history()).toContain('earlier-output-1\n');
    } finally {
      app.kill();
    }
  }, 60_000);
});
