// End to end (issue 25), the BUILT app on terminals as servers have them: TERM=dumb gets the set table and a hint,
// not a full-screen app; a C locale gets the app in ASCII (no mojibake of ● ◌ ⚠ › ⟳ or the box lines).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { MAIN, hasTmux, startTmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) {
  console.warn(
    'SKIPPED test/e2e/terminalKinds.e2e.test.ts: tmux is not installed (apt-get install -y tmux) — the end-to-end tests need a pseudo-terminal',
  );
}

describe.skipIf(!hasTmux)('terminals as servers have them (tmux)', () => {
  let emulator: RunningEmulator;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-kinds-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, readyDelayMs: 0 });
    const secrets = new SecretsClient({
      http: createHttpClient({ baseUrl: emulator.apiHost, token: emulator.keys.privateKey, flavor: 'pipecat' }),
    });
    await secrets.putSecrets('kinds-set', { K: 'v' }, { region: 'us-west' });
  }, 60_000);

  afterAll(async () => {
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('TERM=dumb: the set table and a hint on the normal screen, and the shell right after', async () => {
    const app = await startTmuxApp({ name: 'dumb', dir, emulator, cols: 120, rows: 20, env: { TERM: 'dumb' } });
    try {
      app.run('echo before-it');
      app.run(`node ${MAIN}; echo "EXIT=$?"`);
      const screen = await app.waitForText('EXIT=0');
      expect(screen).toContain('before-it');
      expect(screen).toMatch(/kinds-set\s+secret set\s+us-west\s+● ready/);
      expect(screen.replace(/\s+/g, ' ')).toContain('TERM=dumb: this terminal cannot draw the interactive app');
      expect(screen).not.toContain('? help');
    } finally {
      app.kill();
    }
  }, 60_000);

  it('LANG=C: the app in ASCII — statuses, the selection, the refresh mark and a dialog’s box', async () => {
    const app = await startTmuxApp({ name: 'clocale', dir, emulator, cols: 100, rows: 24, env: { LANG: 'C' } });
    try {
      app.run(`node ${MAIN}; echo "EXIT=$?"`);
      let screen = await app.waitForText('kinds-set');
      screen = await app.waitForText('* ready');
      expect(screen).toMatch(/^> kinds-set\s+secret\s+us-west\s+\* ready/m);
      expect(screen).toMatch(/~ auto-refresh|updated/);
      await app.keys('d');
      screen = await app.waitForText('Delete secret set kinds-set?');
      expect(screen).toMatch(/^\+-+\+$/m);
      expect(screen).toMatch(/^[\x00-\x7f]*$/);
      await app.keys('Escape');
      await app.keys('q');
      await app.waitForText('EXIT=0');
    } finally {
      app.kill();
    }
  }, 60_000);
});
