// End to end: a value revealed with Ctrl+R is masked again in the frame the BUILT app leaves on a real terminal
// (tmux) when it ends — by Ctrl+C and by SIGTERM — on the normal screen (AGENTDECK_ALT_SCREEN=0); on the alternate
// screen (the default) no frame is left at all, and the value is nowhere in the pane's history.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) {
  console.warn(
    'SKIPPED test/e2e/revealOnExit.e2e.test.ts: tmux is not installed (apt-get install -y tmux) — the end-to-end tests need a pseudo-terminal',
  );
}

const SHOWN = 'e2e-revealed-value-9r';

describe.skipIf(!hasTmux)('revealed values are masked when the app ends (tmux)', () => {
  let emulator: RunningEmulator;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-reveal-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, readyDelayMs: 0 });
  }, 60_000);

  afterAll(async () => {
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function revealInNewSetForm(
    name: string,
    env: Record<string, string> = { AGENTDECK_ALT_SCREEN: '0' },
  ): Promise<TmuxApp> {
    const app = await startTmuxApp({ name, dir, emulator, cols: 100, rows: 30, env });
    app.run(`node ${MAIN}; echo "EXIT=$?"`);
    await app.waitForText('No secret sets yet');
    await app.keys('n');
    await app.waitForText('(org default)');
    await app.text('reveal-set');
    await app.keys('Enter', 'Enter');
    await app.text('KEYA');
    await app.keys('Enter');
    await app.text(SHOWN);
    await app.keys('C-r');
    await app.waitForText(SHOWN);
    return app;
  }

  it('Ctrl+C', async () => {
    const app = await revealInNewSetForm('reveal-ctrlc');
    try {
      // The form is unsaved work: the first Ctrl+C asks, the second quits.
      await app.keys('C-c');
      await app.waitForText('Quit and discard your new set');
      await app.keys('C-c');
      const screen = await app.waitForText('EXIT=0');
      expect(screen).not.toContain(SHOWN);
      expect(screen).toContain('•'.repeat(SHOWN.length));
    } finally {
      app.kill();
    }
  }, 60_000);

  it('SIGTERM', async () => {
    const app = await revealInNewSetForm('reveal-term');
    try {
      // The app is the only child of the pane's shell.
      const shell = app.tmux('list-panes', '-F', '#{pane_pid}').trim();
      const pid = execFileSync('pgrep', ['-P', shell], { encoding: 'utf8' }).trim();
      process.kill(Number(pid), 'SIGTERM');
      const screen = await app.waitForText('EXIT=');
      expect(screen).not.toContain(SHOWN);
      expect(screen).toContain('•'.repeat(SHOWN.length));
    } finally {
      app.kill();
    }
  }, 60_000);

  it('on the alternate screen: Ctrl+C and SIGTERM leave no frame, and the value is in no line of the history', async () => {
    for (const how of ['ctrl-c', 'sigterm'] as const) {
      const app = await revealInNewSetForm(`reveal-alt-${how}`, {});
      try {
        if (how === 'ctrl-c') {
          // Unsaved work: the first Ctrl+C asks, the second quits.
          await app.keys('C-c');
          await app.waitForText('Quit and discard your new set');
          await app.keys('C-c');
        } else {
          const shell = app.tmux('list-panes', '-F', '#{pane_pid}').trim();
          process.kill(Number(execFileSync('pgrep', ['-P', shell], { encoding: 'utf8' }).trim()), 'SIGTERM');
        }
        const screen = await app.waitForText('EXIT=');
        expect(screen).not.toContain('reveal-set');
        expect(app.history()).not.toContain(SHOWN);
      } finally {
        app.kill();
      }
    }
  }, 90_000);
});
