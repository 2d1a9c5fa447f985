// End to end: the BUILT app in a real pseudo-terminal (tmux) against an emulator started here. A room is
// edited to record in the cloud, a recording is started and stopped from its detail, the domain is switched to
// audio-only (after the confirmation) and a second one recorded; the Recordings screen lists both and
// downloads both; a third is started from the room's detail, stopped with S on the Recordings screen and
// downloaded. $TMUX is set, so the app sends OSC 52 the tmux way: with
// `set-clipboard on` tmux must turn the copy into a paste buffer.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { ROOM_URL_BASE } from '../../src/emulator/server.js';
import { MAIN, hasTmux, startTmuxApp, type TmuxApp } from '../helpers/tmuxApp.js';

if (!hasTmux) {
  console.warn(
    'SKIPPED test/e2e/recordings.e2e.test.ts: tmux is not installed (apt-get install -y tmux) — the end-to-end tests need a pseudo-terminal',
  );
}

describe.skipIf(!hasTmux)('recordings end to end (tmux)', () => {
  let emulator: RunningEmulator;
  let dir: string;
  let downloads: string;
  let app: TmuxApp;
  let rooms: RoomHelper;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agentdeck-e2e-rec-'));
    downloads = join(dir, 'downloads');
    mkdirSync(downloads);
    emulator = await startEmulator({ dataDir: join(dir, 'emulator'), port: 0, readyDelayMs: 100 });
    rooms = new RoomHelper({ roomApiKey: emulator.keys.roomKey, roomApiUrl: emulator.roomApiUrl });
    await rooms.createRoom({ name: 'e2e-rec' });
    app = await startTmuxApp({
      name: 'rec',
      dir,
      emulator,
      cols: 100,
      rows: 30,
      setClipboard: true,
      env: { TMUX: 'agentdeck-e2e,1,0' },
    });
    app.run(`cd ${downloads} && node ${MAIN}; echo "EXIT=$?"`);
  }, 60_000);

  afterAll(async () => {
    app?.kill();
    await emulator?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Finished downloads (no .part file left), bounded by a deadline. */
  async function waitForFiles(count: number) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const names = readdirSync(downloads);
      if (names.length === count && names.every((n) => !n.endsWith('.part'))) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(
      `expected ${count} downloaded files, have ${readdirSync(downloads).join(', ')}; screen was:\n${app.pane()}`,
    );
  }

  /** The screen once it matches `pattern`, bounded by a deadline. */
  async function waitForScreen(pattern: RegExp) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (pattern.test(app.pane())) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`expected ${pattern} on screen; it was:\n${app.pane()}`);
  }

  it('edit → record → stop → audio-only domain → record → list → download', async () => {
    await app.waitForText('No secret sets yet');
    await app.keys('2');
    let screen = await app.waitForText('domain force_audio_only_recording = 0');
    expect(screen).toMatch(/› e2e-rec\s+public\s+—/);

    // Edit the room in the create form: recording — (off) → cloud. Keys in one send-keys: Down×3, then →.
    await app.keys('e');
    await app.waitForText('Edit room e2e-rec');
    app.tmux('send-keys', '-t', 'rec', 'Down', 'Down', 'Down', 'Right');
    await app.waitForText('‹ cloud ›');
    await app.keys('Enter');
    screen = await app.waitForText('Room e2e-rec updated: enable_recording');
    expect((await rooms.getRoomFromUrl(`${emulator.url}/e2e-rec`)).config.enable_recording).toBe('cloud');

    // Record from the detail, then stop.
    screen = await app.waitForText('recording now none · s starts one');
    await app.keys('s');
    screen = await app.waitForText('S stops it');
    expect(screen).toMatch(/recording now in progress for/);
    await app.keys('S');
    await app.waitForText('Recording of e2e-rec stopped');
    await app.waitForText('recording now none');

    // c copies the room URL; with $TMUX set and set-clipboard on, tmux keeps it as a paste buffer.
    await app.keys('c');
    await app.waitForText('set -g set-clipboard on');
    expect(app.tmux('show-buffer').trim()).toBe(`${ROOM_URL_BASE}/e2e-rec`);

    // The domain goes audio-only after the confirmation; the next recording is an .m4a.
    await app.keys('Escape');
    await app.waitForText('cloud → .mp4');
    await app.text('A'); // one chunk
    await app.waitForText('Turn the domain’s force_audio_only_recording on (1)?');
    await app.keys('y');
    screen = await app.waitForText('cloud → audio-only (domain)');
    expect(screen).toContain('domain force_audio_only_recording = 1');
    await app.keys('Enter');
    await app.waitForText('recording now none');
    await app.keys('s');
    await app.waitForText('S stops it');
    await app.keys('S');
    await app.waitForText('Recording of e2e-rec stopped');

    // The Recordings screen lists both (newest first) and downloads the audio-only one.
    await app.keys('Escape', '3');
    screen = await app.waitForText('2 recordings');
    expect(screen.match(/e2e-rec/g)?.length).toBeGreaterThanOrEqual(2);
    // Download both: the first row (g), then the next (j).
    await app.keys('g', 'D');
    await app.waitForText('Download recording');
    await app.keys('Enter');
    await app.waitForText('byte count verified');
    await app.keys('j', 'D');
    await app.waitForText('Download recording');
    await app.keys('Enter');
    await waitForFiles(2);
    const files = readdirSync(downloads).sort((a, b) => a.slice(-4).localeCompare(b.slice(-4)));
    expect(files.map((f) => f.slice(-4))).toEqual(['.m4a', '.mp4']);
    const [m4a, mp4] = files.map((f) => readFileSync(join(downloads, f)));
    expect(m4a!.subarray(4, 12).toString('latin1')).toBe('ftypM4A '); // audio-only: the M4A brand
    expect(mp4!.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4!.subarray(8, 12).toString('latin1')).not.toBe('M4A ');

    // A third from the room's detail; 3 lists the room's recordings with it selected (the newest, in
    // progress); S there stops it, D downloads it. "3" and "S" go as one chunk each, "\r" with the D.
    await app.keys('2');
    await app.waitForText('domain force_audio_only_recording = 1');
    await app.keys('Enter');
    await app.waitForText('recording now none');
    await app.text('s');
    await app.waitForText('S stops it');
    await app.text('3');
    screen = await app.waitForText('3 recordings of e2e-rec');
    expect(screen).toMatch(/› \S+\s+e2e-rec\s+\S+ \S+\s+recording\s+in-progress/);
    await app.text('S');
    await app.waitForText('D downloads it once it shows finished');
    await waitForScreen(/› \S+\s+e2e-rec\s+\S+ \S+\s+\d+:\d+\s+finished/); // the list re-read after the stop
    await app.text('D');
    await app.waitForText('Download recording');
    await app.keys('Enter');
    await waitForFiles(3);
    expect(readdirSync(downloads).filter((f) => f.endsWith('.m4a'))).toHaveLength(2);

    await app.keys('q');
    await app.waitForText('EXIT=0');
  }, 120_000);
});
