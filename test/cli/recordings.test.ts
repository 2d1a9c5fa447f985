// `agentdeck recordings …`, `domain …`, `rooms list|update|token-info` against the emulator: the built CLI end to end
// (downloads of each format with their containers checked), runCli in-process for prompts, TTY progress and formats.
import { existsSync, lstatSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressLine } from '../../src/cli/commands/recordingsDownload.js';
import { renameRecording } from '../helpers/emulatorDb.js';
import {
  CANARY,
  cleanRunners,
  expectClean,
  isolatedEnv,
  runBuilt,
  runInProcess,
  startTestEmulator,
  tempDir,
  type TestEmulator,
} from './helpers.js';

let t: TestEmulator;
const { run, runIn } = cleanRunners(() => t);

beforeAll(async () => {
  t = await startTestEmulator();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const ftyp = (file: string) => {
  const bytes = readFileSync(file);
  return { box: bytes.subarray(4, 8).toString('latin1'), brand: bytes.subarray(8, 12).toString('latin1') };
};
const isWebm = (file: string) =>
  readFileSync(file)
    .subarray(0, 4)
    .equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));

/** Creates a room, records it (start, stop) through the CLI, and returns the recording id. */
async function recordRoom(name: string, mode: 'cloud' | 'cloud-audio-only' | 'raw-tracks'): Promise<string> {
  expect((await runIn(['rooms', 'create', '--name', name, '--recording', mode])).code).toBe(0);
  const started = await run(['recordings', 'start', name, '--json']);
  expect(started.code).toBe(0);
  const start = JSON.parse(started.stdout);
  expect(start).toMatchObject({ status: 'started', room: name, type: mode, id: expect.any(String) });
  const stopped = await run(['recordings', 'stop', name, '--json']);
  expect(stopped.code).toBe(0);
  expect(JSON.parse(stopped.stdout)).toEqual({ status: 'stopped', room: name, id: start.id });
  return start.id as string;
}

describe('recordings: record, list, download each format', () => {
  it('cloud → <id>.mp4 (ftyp isom), named by id in the current directory, byte count verified', async () => {
    const id = await recordRoom('cli-rec-cloud', 'cloud');
    const cwd = tempDir('agentdeck-dl-');
    const dl = await runBuilt(['recordings', 'download', id], t.env, { cwd });
    expectClean(dl, t.keys);
    expect(dl.code).toBe(0);
    expect(dl.stdout).toBe(`${id}.mp4\n`);
    expect(dl.stderr).toContain('byte count verified');
    expect(ftyp(join(cwd, `${id}.mp4`))).toEqual({ box: 'ftyp', brand: 'isom' });
    expect(readdirSync(cwd)).toEqual([`${id}.mp4`]);
  });

  it('cloud-audio-only → .m4a with brand "M4A "; --json is one machine-readable document', async () => {
    const id = await recordRoom('cli-rec-audio', 'cloud-audio-only');
    const dir = tempDir('agentdeck-dl-');
    const out = join(dir, 'talk.m4a');
    const dl = await run(['recordings', 'download', id, '-o', out, '--json']);
    expect(dl.code).toBe(0);
    expect(JSON.parse(dl.stdout)).toEqual({
      id,
      files: [{ path: out, bytes: readFileSync(out).length, content_type: 'audio/mp4' }],
    });
    expect(ftyp(out)).toEqual({ box: 'ftyp', brand: 'M4A ' });
  });

  it('cloud while the domain forces audio-only → .m4a; domain set needs -s without a terminal', async () => {
    const refused = await run(['domain', 'set', 'force_audio_only_recording', '1']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('pass --skip (-s)');
    expect(JSON.parse((await run(['domain', 'show', '--json'])).stdout).config.force_audio_only_recording).toBe(0);
    expect((await run(['domain', 'set', 'force_audio_only_recording', '1', '-s'])).code).toBe(0);
    try {
      const id = await recordRoom('cli-rec-forced', 'cloud');
      const cwd = tempDir('agentdeck-dl-');
      const dl = await runBuilt(['recordings', 'download', id], t.env, { cwd });
      expect(dl.stdout).toBe(`${id}.m4a\n`);
      expect(ftyp(join(cwd, `${id}.m4a`)).brand).toBe('M4A ');
    } finally {
      await run(['domain', 'set', 'force_audio_only_recording', '0', '-s']);
    }
    const shown = await run(['domain', 'show']);
    expect(shown.stdout).toMatch(/force_audio_only_recording\s+0/);
  });

  it('raw-tracks → one WebM per track into the -o directory', async () => {
    const id = await recordRoom('cli-rec-raw', 'raw-tracks');
    const dir = tempDir('agentdeck-dl-');
    const dl = await run(['recordings', 'download', id, '-o', dir]);
    expect(dl.code).toBe(0);
    const files = [join(dir, `${id}-0-audio.webm`), join(dir, `${id}-1-video.webm`)];
    expect(dl.stdout).toBe(`${files.join('\n')}\n`);
    for (const f of files) expect(isWebm(f)).toBe(true);
    const notDir = await run(['recordings', 'download', id, '-o', join(dir, 'nope.webm')]);
    expect(notDir.code).toBe(2);
    expect(notDir.stderr).toContain('must be an existing directory');
  });

  it('never overwrites without --force (exit 1, file untouched, no .part); --force replaces', async () => {
    const id = await recordRoom('cli-rec-force', 'cloud');
    const dir = tempDir('agentdeck-dl-');
    const out = join(dir, 'keep.mp4');
    writeFileSync(out, 'precious');
    const refused = await run(['recordings', 'download', id, '-o', out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already exists: not overwritten (pass --force to replace it)');
    expect(readFileSync(out, 'utf8')).toBe('precious');
    expect(existsSync(`${out}.part`)).toBe(false);
    expect((await run(['recordings', 'download', id, '-o', out, '--force'])).code).toBe(0);
    expect(ftyp(out).box).toBe('ftyp');
  });

  it('a symbolic link planted at <file>.part is not written through: exit 1, the link and its target untouched', async () => {
    const id = await recordRoom('cli-rec-link', 'cloud');
    const dir = tempDir('agentdeck-dl-');
    const out = join(dir, 'rec.mp4');
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious');
    symlinkSync(victim, `${out}.part`);
    const refused = await run(['recordings', 'download', id, '-o', out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${out}.part is a symbolic link; agentdeck does not write through one`);
    expect(readFileSync(victim, 'utf8')).toBe('precious');
    expect(lstatSync(`${out}.part`).isSymbolicLink()).toBe(true);
    expect(existsSync(out)).toBe(false);
    // A dangling link is refused the same way (an exclusive create would otherwise make its target).
    const dangling = join(dir, 'dangling.mp4');
    symlinkSync(join(dir, 'made-by-link'), `${dangling}.part`);
    expect((await run(['recordings', 'download', id, '-o', dangling])).code).toBe(1);
    expect(existsSync(join(dir, 'made-by-link'))).toBe(false);
    // A regular .part left by an interrupted download of ours is replaced.
    const leftover = join(dir, 'again.mp4');
    writeFileSync(`${leftover}.part`, 'half a file');
    expect((await run(['recordings', 'download', id, '-o', leftover])).code).toBe(0);
    expect(ftyp(leftover).box).toBe('ftyp');
    expect(existsSync(`${leftover}.part`)).toBe(false);
  });

  it('an in-progress recording is not downloadable; the message says how to stop it', async () => {
    await runIn(['rooms', 'create', '--name', 'cli-rec-live', '--recording', 'cloud']);
    const { id } = JSON.parse((await run(['recordings', 'start', 'cli-rec-live', '--json'])).stdout);
    const dl = await run(['recordings', 'download', id, '-o', join(tempDir(), 'x.mp4')]);
    expect(dl.code).toBe(1);
    expect(dl.stderr).toContain(
      `recording ${id} is in-progress: nothing to download until it is stopped (agentdeck recordings stop cli-rec-live)`,
    );
    const again = await run(['recordings', 'start', 'cli-rec-live']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('has an active stream');
    await run(['recordings', 'stop', 'cli-rec-live']);
    const idle = await run(['recordings', 'stop', 'cli-rec-live']);
    expect(idle.code).toBe(1);
    expect(idle.stderr).toContain('no active recording to stop');
  });

  it('a start the room does not allow says which rooms update allows it; nothing is recorded', async () => {
    await runIn(['rooms', 'create', '--name', 'cli-rec-off']);
    const off = await run(['recordings', 'start', 'cli-rec-off']);
    expect(off.code).toBe(1);
    expect(off.stderr).toContain('— to allow cloud recordings: agentdeck rooms update cli-rec-off --recording cloud');
    await runIn(['rooms', 'update', 'cli-rec-off', '--recording', 'cloud']);
    const raw = await run(['recordings', 'start', 'cli-rec-off', '--type', 'raw-tracks']);
    expect(raw.code).toBe(1);
    expect(raw.stderr).toContain('--recording raw-tracks');
    const listed = await run(['recordings', 'list', '--room', 'cli-rec-off', '--json']);
    expect(JSON.parse(listed.stdout).data).toEqual([]);
  });
});

describe('recordings: list, get, link, delete', () => {
  it('list --room --limit pages; --all follows the pages; the table has the columns', async () => {
    await runIn(['rooms', 'create', '--name', 'cli-rec-many', '--recording', 'cloud']);
    for (let i = 0; i < 3; i++) {
      await runIn(['recordings', 'start', 'cli-rec-many']);
      await runIn(['recordings', 'stop', 'cli-rec-many']);
    }
    const one = await run(['recordings', 'list', '--room', 'cli-rec-many', '--limit', '1', '--json']);
    expect(JSON.parse(one.stdout)).toMatchObject({
      total_count: 3,
      data: [expect.objectContaining({ room_name: 'cli-rec-many' })],
    });
    const all = JSON.parse(
      (await run(['recordings', 'list', '--room', 'cli-rec-many', '--limit', '1', '--all', '--json'])).stdout,
    );
    expect(all.data).toHaveLength(3);
    expect(new Set(all.data.map((r: { id: string }) => r.id)).size).toBe(3);
    const table = await runIn(['recordings', 'list', '--room', 'cli-rec-many', '--limit', '2']);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+ROOM\s+STARTED\s+DURATION\s+STATUS\s+FORMAT\s+SIZE$/);
    expect(table.stdout.trim().split('\n')).toHaveLength(3);
    expect(table.stderr).toContain('2 of 3 recordings (--all lists the other 1).');
    expect((await runIn(['recordings', 'list', '--limit', '101'])).code).toBe(2);
    expect((await runIn(['recordings', 'list', '--room', 'bad room'])).code).toBe(2);
  });

  it('get prints the fields (tracks for raw-tracks); link prints the URL alone; delete asks, or -s', async () => {
    const id = await recordRoom('cli-rec-get', 'raw-tracks');
    const got = await run(['recordings', 'get', id]);
    expect(got.stdout).toMatch(/track 0\s+audio · /);
    expect(got.stdout).toMatch(/format\s+raw-tracks \(2 webm\)/);
    const link = await run(['recordings', 'link', id, '--track', '1', '--valid-for', '60']);
    expect(link.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/daily\/media\/\S+\n$/);
    const res = await fetch(link.stdout.trim());
    expect(res.headers.get('content-type')).toBe('video/webm');
    const noTty = await run(['recordings', 'delete', id]);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('pass --skip (-s)');
    const declined = await runInProcess(['recordings', 'delete', id], t.env, { isTTY: true, input: 'n\n' });
    expect(declined.code).toBe(1);
    expect(declined.stderr).toContain(`Delete recording ${id} of room 'cli-rec-get'`);
    expect((await run(['recordings', 'get', id])).code).toBe(0);
    const deleted = await run(['recordings', 'delete', id, '-s', '--json']);
    expect(JSON.parse(deleted.stdout)).toEqual({ deleted: true, id });
    const gone = await run(['recordings', 'get', id]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain(`Recording not found: ${id}`);
  });
});

describe('recordings list: FORMAT says which file', () => {
  /** The FORMAT cell of recording `id` in `recordings list --room ROOM`'s table. */
  const formatOf = async (room: string, id: string) => {
    const r = await run(['recordings', 'list', '--room', room]);
    expect(r.code).toBe(0);
    const row = r.stdout.split('\n').find((l) => l.startsWith(id)) ?? '';
    return /(?:finished|in-progress|canceled)\s+(.+?)\s{2,}\S+$/.exec(row)?.[1];
  };

  it('mp4 (video) for a cloud room, m4a (audio) for an audio-only one or a domain that forces it, mp4/m4a? when no one can tell', async () => {
    const video = await recordRoom('cli-fmt-video', 'cloud');
    const audio = await recordRoom('cli-fmt-audio', 'cloud-audio-only');
    const orphan = await recordRoom('cli-fmt-gone', 'cloud');
    expect((await runIn(['rooms', 'delete', 'cli-fmt-gone', '-s'])).code).toBe(0);
    expect(await formatOf('cli-fmt-video', video)).toBe('mp4 (video)');
    expect(await formatOf('cli-fmt-audio', audio)).toBe('m4a (audio)');
    expect(await formatOf('cli-fmt-gone', orphan)).toBe('mp4/m4a?'); // its room is gone; the domain allows video
    expect((await run(['recordings', 'get', audio])).stdout).toMatch(/^format\s+m4a \(audio\)$/m);
    // The files are what the column said.
    const cwd = tempDir('agentdeck-dl-');
    expect((await runBuilt(['recordings', 'download', video], t.env, { cwd })).stdout).toBe(`${video}.mp4\n`);
    expect((await runBuilt(['recordings', 'download', audio], t.env, { cwd })).stdout).toBe(`${audio}.m4a\n`);
    // --json stays the service's objects.
    const json = JSON.parse((await run(['recordings', 'list', '--room', 'cli-fmt-video', '--json'])).stdout);
    expect(json.data[0]).not.toHaveProperty('format');
  });

  it('a domain that forces audio-only: a cloud room records .m4a, and a finished recording of a deleted room is .m4a', async () => {
    expect((await run(['domain', 'set', 'force_audio_only_recording', '1', '-s'])).code).toBe(0);
    try {
      const forced = await recordRoom('cli-fmt-forced', 'cloud');
      const orphan = await recordRoom('cli-fmt-forced-gone', 'cloud');
      expect((await runIn(['rooms', 'delete', 'cli-fmt-forced-gone', '-s'])).code).toBe(0);
      expect(await formatOf('cli-fmt-forced', forced)).toBe('m4a (audio)');
      expect(await formatOf('cli-fmt-forced-gone', orphan)).toBe('m4a (audio)');
    } finally {
      await run(['domain', 'set', 'force_audio_only_recording', '0', '-s']);
    }
  });
});

describe('recordings by the short id the app and the list show', () => {
  it('get, link, download and delete take the first 8 characters; case does not matter', async () => {
    const id = await recordRoom('cli-rec-short', 'cloud');
    const short = id.slice(0, 8);
    const got = await run(['recordings', 'get', short.toUpperCase(), '--json']);
    expect(got.code).toBe(0);
    expect(JSON.parse(got.stdout).id).toBe(id);
    const link = await run(['recordings', 'link', short]);
    expect(link.code).toBe(0);
    expect(link.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/daily\/media\/\S+\n$/);
    const dir = tempDir();
    const downloaded = await runIn(['recordings', 'download', short, '-o', join(dir, 'x.mp4')]);
    expect(downloaded.code).toBe(0);
    expect(existsSync(join(dir, 'x.mp4'))).toBe(true);
    const declined = await runInProcess(['recordings', 'delete', short], t.env, { isTTY: true, input: 'n\n' });
    expect(declined.stderr).toContain(`Delete recording ${id} of room 'cli-rec-short'`);
    const deleted = await run(['recordings', 'delete', short, '-s', '--json']);
    expect(JSON.parse(deleted.stdout)).toEqual({ deleted: true, id });
    const gone = await run(['recordings', 'get', short]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain(`Recording not found: no recording id starts with "${short}"`);
  });

  it('a prefix two recordings share is refused naming both, and nothing is deleted', async () => {
    const first = await recordRoom('cli-rec-twins', 'cloud');
    const second = (await run(['recordings', 'start', 'cli-rec-twins', '--json']).then((r) => JSON.parse(r.stdout)))
      .id as string;
    await run(['recordings', 'stop', 'cli-rec-twins']);
    // Random UUIDs rarely share a prefix: give the two ids one.
    const twinA = `7e57aaaa${first.slice(8)}`;
    const twinB = `7e57bbbb${second.slice(8)}`;
    renameRecording(t.emu.dataDir, first, twinA);
    renameRecording(t.emu.dataDir, second, twinB);
    const ambiguous = await run(['recordings', 'delete', '7e57', '-s']);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain('recording id "7e57" is ambiguous: 2 recordings start with it');
    expect(ambiguous.stderr).toContain(`${twinA} (room cli-rec-twins,`);
    expect(ambiguous.stderr).toContain(`${twinB} (room cli-rec-twins,`);
    const listed = JSON.parse((await run(['recordings', 'list', '--room', 'cli-rec-twins', '--json'])).stdout);
    expect(listed.data.map((r: { id: string }) => r.id).sort()).toEqual([twinA, twinB].sort());
    expect(JSON.parse((await run(['recordings', 'get', '7e57b', '--json'])).stdout).id).toBe(twinB);
  });
});

describe('download progress on a terminal', () => {
  it('draws a bar with bytes, rate and time left on stderr; stdout stays the path', async () => {
    const id = await recordRoom('cli-rec-tty', 'cloud');
    const out = join(tempDir(), 'tty.mp4');
    const r = await runInProcess(['recordings', 'download', id, '-o', out], t.env, { isTTY: true, stderrIsTTY: true });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${out}\n`);
    expect(r.stderr).toMatch(/\[#{24}\] 100% {2}7\.6 KB \/ 7\.6 KB {2}\S+ \S+\/s {2}0:00 left/);
    const piped = await runInProcess(['recordings', 'download', id, '-o', out, '--force'], t.env);
    expect(piped.stderr).not.toContain('[#');
  });

  it('progressLine: share, sizes, rate and time left', () => {
    expect(progressLine('x', { received: 512 * 1024, total: 1024 * 1024, elapsedMs: 1000 })).toBe(
      'x  [############------------]  50%  512 KB / 1.0 MB  512 KB/s  0:01 left',
    );
    expect(progressLine('x', { received: 2048, elapsedMs: 1000 })).toBe('x  2.0 KB  2.0 KB/s');
    // Done within the millisecond it started: nothing is left, whatever the rate says.
    expect(progressLine('x', { received: 2048, total: 2048, elapsedMs: 0 })).toMatch(
      /100% {2}2\.0 KB \/ 2\.0 KB {2}0 B\/s {2}0:00 left$/,
    );
  });
});

describe('rooms list / update / token-info', () => {
  it('list --limit 1 --all follows every page; without --all says how many more', async () => {
    await runIn(['rooms', 'create', '--name', 'cli-list-a']);
    await runIn(['rooms', 'create', '--name', 'cli-list-b']);
    const all = JSON.parse((await run(['rooms', 'list', '--limit', '1', '--all', '--json'])).stdout);
    expect(all.data.length).toBe(all.total_count);
    expect(all.data.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['cli-list-a', 'cli-list-b']));
    const first = await runIn(['rooms', 'list', '--limit', '1']);
    expect(first.stdout.split('\n')[0]).toMatch(/^NAME\s+PRIVACY\s+RECORDING\s+CREATED\s+EXPIRES\s+URL$/);
    expect(first.stderr).toMatch(/1 of \d+ rooms \(--all lists the other \d+\)\./);
  });

  it('update changes only what is passed; --unset resets; nothing to change and bad props are usage errors', async () => {
    await runIn(['rooms', 'create', '--name', 'cli-upd', '--recording', 'cloud', '--max-participants', '3']);
    const r = await run([
      'rooms',
      'update',
      'cli-upd',
      '--enable-chat',
      '--unset',
      'max_participants',
      '--privacy',
      'private',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      name: 'cli-upd',
      privacy: 'private',
      config: { enable_recording: 'cloud', enable_chat: true },
    });
    expect(JSON.parse(r.stdout).config).not.toHaveProperty('max_participants');
    expect((await runIn(['rooms', 'update', 'cli-upd'])).stderr).toContain('nothing to change');
    const bad = await runIn(['rooms', 'update', 'cli-upd', '--unset', 'bogus']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--unset "bogus": not a room property');
    const both = await runIn(['rooms', 'update', 'cli-upd', '--geo', 'eu', '--unset', 'geo']);
    expect(both.code).toBe(2);
    const missing = await run(['rooms', 'update', 'cli-nope', '--enable-chat']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Room not found: cli-nope');
    const url = await run(['rooms', 'update', `${t.emu.url}/cli-upd`, '--unset', 'enable_chat', '--json']);
    expect(JSON.parse(url.stdout).config).toEqual({ enable_recording: 'cloud' });
  });

  it('token-info prints the properties (never the token); an invalid token exits 1 with the reason', async () => {
    await runIn(['rooms', 'create', '--name', 'cli-tok']);
    const token = (await run(['rooms', 'token', 'cli-tok', '--user-name', 'Ada'])).stdout.trim();
    const info = await run(['rooms', 'token-info', token]);
    expect(info.code).toBe(0);
    expect(info.stdout).toMatch(/room_name\s+cli-tok/);
    expect(info.stdout).toMatch(/user_name\s+Ada/);
    expect(info.stdout + info.stderr).not.toContain(token);
    const json = JSON.parse((await run(['rooms', 'token-info', token, '--json'])).stdout);
    expect(json).toMatchObject({ valid: true, properties: { room_name: 'cli-tok', is_owner: true } });
    const [h, p] = token.split('.');
    const forged = await run(['rooms', 'token-info', `${h}.${p}.${CANARY}`]);
    expect(forged.code).toBe(1);
    expect(forged.stderr).toContain('The room service does not accept this token');
    expect((await run(['rooms', 'token-info', 'nonsense'])).code).toBe(2);
  });
});

describe('help', () => {
  it('every new command has --help', async () => {
    for (const args of [
      ['recordings', 'download'],
      ['recordings', 'start'],
      ['recordings', 'list'],
      ['domain', 'set'],
      ['rooms', 'update'],
      ['rooms', 'token-info'],
    ]) {
      const r = await runIn([...args, '--help']);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stdout).toContain('Usage: agentdeck');
    }
  });
});

describe('recordings link on the embedded emulator (nothing configured)', () => {
  it('prints the link and says it dies with the command, pointing at download and agentdeck emulator', async () => {
    const env = isolatedEnv();
    const built = (args: string[]) => runBuilt(args, env, { timeoutMs: 30_000 });
    expect((await built(['rooms', 'create', '--name', 'embedded-rec', '--recording', 'cloud'])).code).toBe(0);
    const recording = (
      JSON.parse((await built(['recordings', 'start', 'embedded-rec', '--json'])).stdout) as { id: string }
    ).id;
    expect((await built(['recordings', 'stop', 'embedded-rec'])).code).toBe(0);
    const link = await built(['recordings', 'link', recording]);
    expect(link.code, link.stderr).toBe(0);
    expect(link.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/daily\/media\/\S+\n$/);
    expect(link.stderr).toContain(
      'note: this link points at the emulator this command started, which stops when the command ends',
    );
    expect(link.stderr).toContain(`agentdeck recordings download ${recording}`);
    expect(link.stderr).toContain('run agentdeck emulator in another terminal');
    // And indeed: nothing answers there any more.
    await expect(fetch(link.stdout.trim())).rejects.toThrow();
  });

  it('says nothing of the kind against an emulator that keeps running', async () => {
    const id = await recordRoom('cli-rec-running', 'cloud');
    const link = await run(['recordings', 'link', id]);
    expect(link.code).toBe(0);
    expect(link.stderr).not.toContain('note:');
  });
});
