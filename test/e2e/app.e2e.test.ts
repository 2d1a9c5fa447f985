// End to end: the BUILT app (`node dist/main.js`) in a real pseudo-terminal (tmux), against an emulator
// started here. Create a set, add keys, watch it go ready, delete it, quit; the terminal is restored.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http.js';
import { SecretsClient } from '../../src/api/secrets.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';

const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = join(ROOT, 'dist/main.js');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux) {
  console.warn('SKIPPED test/e2e/app.e2e.test.ts: tmux is not installed (apt-get install -y tmux) — the app e2e test needs a pseudo-terminal');
}

const CANARY = 'CANARY-e2e-value-c41d';
const SOCKET = `agentdeck-e2e-${process.pid}`;
const SESSION = 'app';

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
}

function pane(): string {
  return tmux('capture-pane', '-p', '-t', SESSION);
}

/** Everything the pane ever showed, scrollback included. */
function history(): string {
  return tmux('capture-pane', '-p', '-S', '-', '-t', SESSION);
}

async function sleep(ms: number) {
  await new Promise((r) => setTimeout(r, ms));
}

/** Waits for `text` on screen, bounded by a deadline. */
async function waitForText(text: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    last = pane();
    if (last.includes(text)) return last;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${JSON.stringify(text)}; screen was:\n${last}`);
}

/** Sends keys one call each (named keys like Enter/Escape, or literal text with {literal:true}). */
async function keys(...ks: string[]) {
  for (const k of ks) {
    tmux('send-keys', '-t', SESSION, k);
    await sleep(150);
  }
}

async function text(s: string) {
  tmux('send-keys', '-t', SESSION, '-l', s);
  await sleep(150);
}

describe.skipIf(!hasTmux)('app end to end (tmux)', () => {
  let emulator: RunningEmulator;
  let dir: string;

  beforeAll(async () => {
    if (!existsSync(MAIN)) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, readyDelayMs: 500 });
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      TERM: 'xterm-256color',
      HOME: join(dir, 'home'),
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      PIPECAT_CONFIG_PATH: join(dir, 'no-pipecatcloud.toml'),
      PIPECAT_API_KEY: emulator.keys.privateKey,
      PIPECAT_API_HOST: emulator.apiHost,
      DAILY_API_KEY: emulator.keys.roomKey,
      DAILY_API_URL: emulator.roomApiUrl,
      PS1: '$ ',
    };
    const envArgs = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    tmux('new-session', '-d', '-s', SESSION, '-x', '80', '-y', '24', 'env', '-i', ...envArgs, 'bash', '--norc', '--noprofile');
    await sleep(300);
    tmux('send-keys', '-t', SESSION, '-l', `node ${MAIN}; echo "EXIT=$?"; stty -a | grep -o -- '-\\?icanon' | head -1`);
    tmux('send-keys', '-t', SESSION, 'Enter');
  }, 60_000);

  afterAll(async () => {
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a set, adds keys, watches it go ready, deletes it, quits cleanly', async () => {
    let screen = await waitForText('No secret sets yet');
    expect(screen).toContain('agentdeck');
    expect(screen).not.toContain('local emulator'); // it talks to the service we pointed it at

    await keys('n');
    await waitForText('(org default)');
    await text('e2e-set');
    await keys('Enter', 'Enter'); // name → region → key
    await text('FIRST');
    await keys('Enter');
    await text(CANARY);
    await keys('Enter', 'Enter', 'Enter'); // add the key, empty key → create, create
    await waitForText('e2e-set · us-west');
    screen = await waitForText('● ready');
    expect(screen).toContain('FIRST');

    await keys('a');
    await text('SECOND');
    await keys('Enter');
    await text(CANARY);
    await keys('Enter');
    await waitForText('1 staged change');
    await keys('s');
    await waitForText('2 keys');
    await waitForText('● ready');

    const api = new SecretsClient({
      http: createHttpClient({ baseUrl: emulator.apiHost, token: emulator.keys.privateKey, flavor: 'pipecat', retryLimit: 0 }),
    });
    expect((await api.getSecretSet('e2e-set')).keys.sort()).toEqual(['FIRST', 'SECOND']);

    await keys('Escape');
    await waitForText('› e2e-set');
    await keys('d');
    await waitForText('Type e2e-set to confirm');
    await text('e2e-set');
    await keys('Enter');
    await waitForText('deleted e2e-set');
    expect((await api.listSecretSets()).map((s) => s.name)).not.toContain('e2e-set');

    for (const line of pane().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    await keys('q');
    screen = await waitForText('EXIT=0');
    expect(screen).toMatch(/^icanon$/m); // raw mode is off again
    expect(history()).not.toContain(CANARY);

    // Ctrl+C while a text field has focus still quits, and the terminal is restored.
    tmux('send-keys', '-t', SESSION, '-l', `clear; node ${MAIN}; echo "CTRLC_EXIT=$?"; stty -a | grep -o -- '-\\?icanon' | head -1`);
    tmux('send-keys', '-t', SESSION, 'Enter');
    await waitForText('No secret sets yet');
    await keys('n');
    await waitForText('(org default)');
    await text('half-typed');
    await keys('C-c');
    screen = await waitForText('CTRLC_EXIT=0');
    expect(screen).toMatch(/^icanon$/m);
  }, 90_000);
});
