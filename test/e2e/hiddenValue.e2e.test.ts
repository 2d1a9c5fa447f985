// End to end: `agentdeck secrets set NAME KEY` in a real pseudo-terminal (tmux) asks for the value without echoing
// it — nothing typed appears on the screen or in its scrollback — and stores exactly what was typed. The value never
// was an argument, so it was never in the process list either.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { storedSecretValue } from '../helpers/emulatorDb.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) console.warn('SKIPPED test/e2e/hiddenValue.e2e.test.ts: tmux is not installed');

const VALUE = 'CANARY-typed-hidden-4b1e';

describe.skipIf(!hasTmux)('secrets set NAME KEY: the hidden prompt in a real terminal', () => {
  let emulator: RunningEmulator;
  let dir: string;
  let app: TmuxApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-hidden-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, host: '127.0.0.1', readyDelayMs: 0 });
    app = await startTmuxApp({ name: 'hidden', dir, emulator, cols: 120, rows: 30 });
  }, 60_000);

  afterAll(async () => {
    app?.kill();
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('echoes nothing while the value is typed, then previews, asks and stores it', async () => {
    app.run(`node ${MAIN} secrets set hidden-e2e OPENAI_API_KEY; echo "SET""-EXIT=$?"`);
    await app.waitForText('Value for OPENAI_API_KEY (typing is not shown):', 30_000);
    await app.text(VALUE.slice(0, 10));
    await app.text(VALUE.slice(10));
    expect(app.pane()).not.toContain(VALUE.slice(0, 6));
    await app.keys('Enter');
    await app.waitForText("Write 1 key to 'hidden-e2e'? [y/N]");
    await app.keys('y', 'Enter');
    await app.waitForText('SET-EXIT=0', 30_000);
    const history = app.history();
    expect(history).toContain('Keys to add (1): OPENAI_API_KEY');
    expect(history).not.toContain(VALUE.slice(0, 6));
    expect(storedSecretValue(emulator.dataDir, 'hidden-e2e', 'OPENAI_API_KEY')).toBe(VALUE);
  }, 90_000);
});
