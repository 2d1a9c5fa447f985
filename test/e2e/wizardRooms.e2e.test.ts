// End to end: the BUILT app (`node dist/main.js`) in a real pseudo-terminal (tmux), against an emulator
// started here: the image-pull-secret wizard to ready, then a room and a meeting token copied with OSC 52
// (tmux with set-clipboard on turns the sequence into a paste buffer, so the copy is checked for real).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http.js';
import { RoomHelper } from '../../src/api/rooms.js';
import { SecretsClient } from '../../src/api/secrets.js';
import { decodeMeetingToken } from '../../src/api/token.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';

const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = join(ROOT, 'dist/main.js');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux) {
  console.warn('SKIPPED test/e2e/wizardRooms.e2e.test.ts: tmux is not installed (apt-get install -y tmux)');
}

const CANARY = 'CANARY-e2e-pw-8d2f';
const SOCKET = `agentdeck-e2e-wr-${process.pid}`;
const SESSION = 'wr';

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
}
const pane = () => tmux('capture-pane', '-p', '-t', SESSION);
const history = () => tmux('capture-pane', '-p', '-S', '-', '-t', SESSION);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/** Named keys (Enter, Escape, Down) or single characters, one tmux call each. */
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

describe.skipIf(!hasTmux)('wizard and rooms end to end (tmux)', () => {
  let emulator: RunningEmulator;
  let dir: string;

  beforeAll(async () => {
    if (!existsSync(MAIN)) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-wr-'));
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
    // `env -i` leaves TMUX unset, so the app sends plain OSC 52, which tmux keeps as a paste buffer.
    tmux('new-session', '-d', '-s', SESSION, '-x', '80', '-y', '24', 'env', '-i', ...envArgs, 'bash', '--norc', '--noprofile');
    tmux('set-option', '-g', 'set-clipboard', 'on');
    await sleep(300);
    tmux('send-keys', '-t', SESSION, '-l', `node ${MAIN}; echo "EXIT=$?"`);
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

  it('wizard → ready pull secret; room → token copied with OSC 52; the password never on screen', async () => {
    await waitForText('No secret sets yet');

    // ---- image pull secret wizard
    await keys('i');
    await waitForText('Step 1/7');
    await text('e2e-pull');
    await keys('Enter');
    await waitForText('Step 2/7');
    await keys('Down', 'Enter'); // Docker Hub preset
    await waitForText('Step 3/7');
    await text('alice');
    await keys('Enter');
    await text(CANARY);
    let screen = await waitForText('•'.repeat(CANARY.length));
    expect(screen).not.toContain(CANARY);
    await keys('Enter');
    await waitForText('(org default)');
    await keys('Enter', 'Enter');
    screen = await waitForText('Step 7/7');
    expect(screen).toContain('host        https://index.docker.io/v1/');
    expect(screen).toContain('password    (not shown)');
    await keys('Enter');
    await waitForText('● ready');
    const secrets = new SecretsClient({ http: createHttpClient({ baseUrl: emulator.apiHost, token: emulator.keys.privateKey, flavor: 'pipecat' }) });
    expect((await secrets.listSecretSets()).find((s) => s.name === 'e2e-pull')).toMatchObject({ type: 'imagePullSecret', status: 'ready' });
    await keys('Enter');
    await waitForText('e2e-pull');

    // ---- rooms: create one, then a meeting token
    await keys('2');
    await waitForText('No rooms yet');
    await keys('n');
    await waitForText('New room');
    await text('e2e-room');
    await keys('Enter');
    screen = await waitForText('Room e2e-room created');
    expect(screen).toContain(`url           ${emulator.url}/e2e-room`);
    const room = await new RoomHelper({ roomApiKey: emulator.keys.roomKey, roomApiUrl: emulator.roomApiUrl }).getRoomFromUrl(`${emulator.url}/e2e-room`);
    expect(room.privacy).toBe('public');

    await keys('t');
    await waitForText('Meeting token for e2e-room');
    await keys('Enter');
    screen = await waitForText('shown once, not stored');
    expect(screen).toMatch(/room\s+e2e-room/);
    expect(screen).toMatch(/owner\s+yes/);
    await keys('c');
    await waitForText('Sent to the clipboard with OSC 52');
    const token = tmux('show-buffer').trim();
    const { claims } = decodeMeetingToken(token);
    expect(claims).toMatchObject({ r: 'e2e-room', o: true });
    expect(pane().replace(/\n/g, '')).toContain(token); // shown once, in full

    await keys('Escape');
    await waitForText('Room e2e-room');
    await keys('Escape');
    screen = await waitForText('1 room · page 1/1');
    expect(screen).not.toContain(token.slice(0, 60));

    await keys('q');
    await waitForText('EXIT=0');
    expect(history()).not.toContain(CANARY);
  }, 90_000);
});
