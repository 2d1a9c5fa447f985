// End to end: the BUILT app (`node dist/main.js`) in a real pseudo-terminal (tmux), against an emulator
// started here: the image-pull-secret wizard to ready, then a room and a meeting token copied with OSC 52
// (tmux with set-clipboard on turns the sequence into a paste buffer, so the copy is checked for real).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { decodeMeetingToken } from '../../src/api/rooms/meetingToken.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';
import { ROOM_URL_BASE } from '../../src/emulator/server.js';

if (!hasTmux) {
  console.warn(
    'SKIPPED test/e2e/wizardRooms.e2e.test.ts: tmux is not installed (apt-get install -y tmux) — the end-to-end tests need a pseudo-terminal',
  );
}

const CANARY = 'CANARY-e2e-pw-8d2f';

describe.skipIf(!hasTmux)('wizard and rooms end to end (tmux)', () => {
  let emulator: RunningEmulator;
  let dir: string;
  let app: TmuxApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-wr-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, readyDelayMs: 500 });
    app = await startTmuxApp({ name: 'wr', dir, emulator, setClipboard: true });
    app.run(`node ${MAIN}; echo "EXIT=$?"`);
  }, 60_000);

  afterAll(async () => {
    app?.kill();
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('wizard → ready pull secret; room → token copied with OSC 52; the password never on screen', async () => {
    await app.waitForText('No secret sets yet');

    // ---- image pull secret wizard
    await app.keys('i');
    await app.waitForText('Step 1/7');
    await app.text('e2e-pull');
    await app.keys('Enter');
    await app.waitForText('Step 2/7');
    await app.keys('Down', 'Enter'); // Docker Hub preset
    await app.waitForText('Step 3/7');
    await app.text('alice');
    await app.keys('Enter');
    await app.text(CANARY);
    let screen = await app.waitForText('•'.repeat(CANARY.length));
    expect(screen).not.toContain(CANARY);
    await app.keys('Enter');
    await app.waitForText('(org default)');
    await app.keys('Enter', 'Enter');
    screen = await app.waitForText('Step 7/7');
    expect(screen).toContain('host        https://index.docker.io/v1/');
    expect(screen).toContain('password    (not shown)');
    await app.keys('Enter');
    await app.waitForText('● ready');
    const secrets = new SecretsClient({
      http: createHttpClient({ baseUrl: emulator.apiHost, token: emulator.keys.privateKey, flavor: 'pipecat' }),
    });
    expect((await secrets.listSecretSets()).find((s) => s.name === 'e2e-pull')).toMatchObject({
      type: 'imagePullSecret',
      status: 'ready',
    });
    await app.keys('Enter');
    await app.waitForText('e2e-pull');

    // ---- rooms: create one, then a meeting token
    await app.keys('2');
    await app.waitForText('No rooms yet');
    await app.keys('n');
    await app.waitForText('New room');
    await app.text('e2e-room');
    await app.keys('Enter');
    screen = await app.waitForText('Room e2e-room created');
    expect(screen).toContain(`url           ${ROOM_URL_BASE}/e2e-room`); // stable: holds no emulator port
    const room = await new RoomHelper({
      roomApiKey: emulator.keys.roomKey,
      roomApiUrl: emulator.roomApiUrl,
    }).getRoomFromUrl(`${emulator.url}/e2e-room`);
    expect(room.privacy).toBe('public');

    await app.keys('t');
    await app.waitForText('Meeting token for e2e-room');
    await app.keys('Enter');
    screen = await app.waitForText('shown once, not stored');
    expect(screen).toMatch(/room\s+e2e-room/);
    expect(screen).toMatch(/owner\s+yes/);
    await app.keys('c');
    await app.waitForText('Sent to the clipboard with OSC 52');
    const token = app.tmux('show-buffer').trim();
    const { claims } = decodeMeetingToken(token);
    expect(claims).toMatchObject({ r: 'e2e-room', o: true });
    // Shown once on ONE line: whole when it fits, else cut visibly (never wrapped into the next line).
    const lines = app
      .pane()
      .split('\n')
      .map((l) => l.trimEnd());
    expect(lines).toContain(token.length <= 80 ? token : `${token.slice(0, 79)}…`);
    expect(app.pane()).toContain(token.length <= 80 ? token : `the token is ${token.length} characters`);

    await app.keys('Escape');
    await app.waitForText('Room e2e-room');
    await app.keys('Escape');
    screen = await app.waitForText('1 room · page 1/1');
    expect(screen).not.toContain(token.slice(0, 60));

    await app.keys('q');
    await app.waitForText('EXIT=0');
    expect(app.history()).not.toContain(CANARY);
  }, 90_000);
});
