// End to end: a meeting token taken out of the BUILT app in a real pseudo-terminal (tmux) with tmux's defaults —
// where `c` (OSC 52) reaches no clipboard. `w` shows the token wrapped: the lines a mouse selection spans, read
// from tmux's screen capture, are the whole token; `f` writes the same token to a 0600 file the app names.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) {
  console.warn(
    'SKIPPED test/e2e/tokenWrap.e2e.test.ts: tmux is not installed (apt-get install -y tmux) — the end-to-end tests need a pseudo-terminal',
  );
}

const COLS = 100;

describe.skipIf(!hasTmux)('a meeting token out of the app, tmux defaults (no OSC 52 clipboard)', () => {
  let emulator: RunningEmulator;
  let dir: string;
  let app: TmuxApp;
  let rooms: RoomHelper;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-tw-'));
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0 });
    rooms = new RoomHelper({ roomApiKey: emulator.keys.roomKey, roomApiUrl: emulator.roomApiUrl });
    await rooms.createRoom({ name: 'wrap-room' });
    app = await startTmuxApp({ name: 'tw', dir, emulator, cols: COLS, env: { XDG_STATE_HOME: join(dir, 'state') } });
    app.run(`node ${MAIN}; echo "EXIT=$?"`);
  }, 60_000);

  afterAll(async () => {
    app?.kill();
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('w: the whole token can be read from the screen; f: the same token in a 0600 file named on screen', async () => {
    await app.waitForText('No secret sets yet');
    await app.keys('2');
    await app.waitForText('wrap-room');
    await app.keys('t');
    await app.waitForText('Meeting token for wrap-room');
    await app.keys('Enter');
    let screen = await app.waitForText('shown once, not stored');
    const cut = /the token is (\d+) characters/.exec(screen);
    expect(cut, 'a real token is wider than 100 columns: cut on one line').not.toBeNull();
    const length = Number(cut![1]);

    await app.keys('w');
    screen = await app.waitForText('The whole token');
    const lines = screen.split('\n');
    const from = lines.findIndex((l) => l.startsWith('The whole token')) + 1;
    const to = lines.findIndex((l, i) => i >= from && l.startsWith('Select from its first'));
    const shown = lines.slice(from, to).join('');
    expect(shown).toHaveLength(length);
    expect(lines.slice(from, to - 1).every((l) => l.length === COLS)).toBe(true);
    // The token read off the screen is one the room service accepts, for this room.
    expect(await rooms.validateToken(shown)).toMatchObject({ room_name: 'wrap-room', is_owner: true });

    await app.keys('f');
    screen = (await app.waitForText('Token written to')).replace(/\s*\n\s*/g, ' ');
    expect(screen).toContain('(mode 0600: only you can read it)');
    const written = /Token written to (\S+)/.exec(screen)![1];
    expect(written.startsWith(join(dir, 'state', 'agentdeck', 'tokens', 'wrap-room-'))).toBe(true);
    expect(readFileSync(written, 'utf8')).toBe(shown);
    expect(statSync(written).mode & 0o777).toBe(0o600);

    await app.keys('Escape');
    await app.waitForText('1 room · page 1/1');
    await app.keys('q');
    await app.waitForText('EXIT=0');
  }, 90_000);
});
