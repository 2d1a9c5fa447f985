// RoomHelper's recordings, room update, token validation and domain settings against the real emulator over HTTP;
// the download helper against emulator links and a canned server (short bodies, non-URL links).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { downloadToFile, extensionForContentType } from '../../src/api/files/download.js';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { startTestEmulator, type TestEmulator } from '../emulator/support/harness.js';
import { json, rejectionOf, startCannedServer, type CannedServer } from './helpers.js';

let emu: TestEmulator;
let helper: RoomHelper;
let canned: CannedServer;
let dir: string;
// A whole second: durations are whole seconds from a start_ts floored to one, so a clock at .5 s would round up.
let clock = Math.floor(Date.now() / 1000) * 1000;
const nowSeconds = () => Math.floor(clock / 1000);

beforeAll(async () => {
  emu = await startTestEmulator({ now: () => clock });
  helper = new RoomHelper({ roomApiKey: emu.keys.roomKey, roomApiUrl: emu.roomApiUrl, now: () => clock });
  canned = await startCannedServer();
  dir = mkdtempSync(join(tmpdir(), 'agentdeck-rec-lib-'));
});
afterAll(async () => {
  await emu?.dispose();
  await canned?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function finishedRecording(room: string, type: 'cloud' | 'cloud-audio-only' | 'raw-tracks' = 'cloud') {
  await helper.createRoom({ name: room, properties: { enable_recording: type } });
  await helper.startRecording(room, { type });
  clock += 7_000;
  await helper.stopRecording(room, type === 'raw-tracks' ? { type } : {});
  const { data } = await helper.listRecordings({ roomName: room, limit: 1 });
  return data[0];
}

describe('recordings', () => {
  it('start → in-progress without duration; stop → finished; get; delete → {deleted,id}', async () => {
    await helper.createRoom({ name: 'lib-rec', properties: { enable_recording: 'cloud' } });
    expect(await helper.startRecording('lib-rec')).toEqual({ status: 'sent' });
    const live = (await helper.listRecordings({ roomName: 'lib-rec' })).data[0];
    expect(live).toMatchObject({ room_name: 'lib-rec', status: 'in-progress', tracks: [] });
    expect(live.duration).toBeUndefined();
    clock += 12_000;
    await helper.stopRecording(`${emu.url}/lib-rec`);
    const done = await helper.getRecording(live.id);
    expect(done).toMatchObject({ id: live.id, status: 'finished', duration: 12, start_ts: live.start_ts });
    expect(await helper.deleteRecording(live.id)).toEqual({ deleted: true, id: live.id });
    const gone = await rejectionOf(helper.getRecording(live.id));
    expect(gone).toMatchObject({ status: 404, message: `Recording not found: ${live.id}` });
  });

  it('server errors keep their meaning: unknown room 404, nothing recording 400', async () => {
    expect(await rejectionOf(helper.startRecording('no-such-room'))).toMatchObject({
      status: 404,
      message: 'Unable to start the recording of room no-such-room: room no-such-room not found',
    });
    await helper.createRoom({ name: 'lib-idle', properties: { enable_recording: 'cloud' } });
    expect(await rejectionOf(helper.stopRecording('lib-idle'))).toMatchObject({
      status: 400,
      message: 'Unable to stop the recording of room lib-idle: room lib-idle has no active recording to stop',
    });
  });

  it('bad input is refused before sending, naming the field', async () => {
    expect(await rejectionOf(helper.listRecordings({ limit: 0 }))).toMatchObject({
      code: 'VALIDATION',
      field: 'limit',
    });
    expect(await rejectionOf(helper.getRecording('../etc'))).toMatchObject({ code: 'VALIDATION', field: 'id' });
    expect(await rejectionOf(helper.startRecording('bad room'))).toMatchObject({ code: 'VALIDATION', field: 'room' });
    expect(await rejectionOf(helper.startRecording('ok', { type: 'mp3' as never }))).toMatchObject({
      code: 'VALIDATION',
      field: 'type',
    });
    expect(await rejectionOf(helper.getRecordingAccessLink('abc', { validForSecs: 0 }))).toMatchObject({
      field: 'validForSecs',
    });
  });

  it('pages with startingAfter / endingBefore / OLDEST', async () => {
    await helper.createRoom({ name: 'lib-pages', properties: { enable_recording: 'cloud' } });
    for (let i = 0; i < 3; i++) {
      await helper.startRecording('lib-pages');
      clock += 1000;
      await helper.stopRecording('lib-pages');
    }
    const first = await helper.listRecordings({ roomName: 'lib-pages', limit: 2 });
    expect(first.total_count).toBe(3);
    const second = await helper.listRecordings({ roomName: 'lib-pages', limit: 2, startingAfter: first.data[1].id });
    expect(second.data).toHaveLength(1);
    const oldest = await helper.listRecordings({ roomName: 'lib-pages', limit: 1, endingBefore: 'OLDEST' });
    expect(oldest.data[0].id).toBe(second.data[0].id);
  });
});

describe('access links and downloads', () => {
  // Eight requests and four downloads: room to spare on a loaded machine (nothing here depends on speed).
  it('downloads each format under the right extension, checked by container', { timeout: 60_000 }, async () => {
    const cases = [
      [
        'lib-dl-cloud',
        'cloud',
        undefined,
        '.mp4',
        (b: Buffer) =>
          b.subarray(4, 8).toString('latin1') === 'ftyp' && b.subarray(8, 12).toString('latin1') !== 'M4A ',
      ],
      [
        'lib-dl-audio',
        'cloud-audio-only',
        undefined,
        '.m4a',
        (b: Buffer) => b.subarray(8, 12).toString('latin1') === 'M4A ',
      ],
      [
        'lib-dl-raw',
        'raw-tracks',
        0,
        '.webm',
        (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
      ],
      [
        'lib-dl-raw2',
        'raw-tracks',
        1,
        '.webm',
        (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
      ],
    ] as const;
    for (const [room, type, track, ext, check] of cases) {
      const rec = await finishedRecording(room, type);
      const link = await helper.getRecordingAccessLink(rec.id, {
        validForSecs: 120,
        ...(track !== undefined ? { track } : {}),
      });
      expect(link.expires).toBe(nowSeconds() + 120);
      const progress: number[] = [];
      const result = await downloadToFile(link.download_link, {
        target: ({ contentType }) => join(dir, `${rec.id}${extensionForContentType(contentType)}`),
        onProgress: (p) => progress.push(p.received),
      });
      expect(result.path.endsWith(ext)).toBe(true);
      const bytes = readFileSync(result.path);
      expect(bytes.length).toBe(result.bytes);
      expect(check(bytes)).toBe(true);
      expect(progress.at(-1)).toBe(bytes.length);
    }
  });

  it('never overwrites without force; force replaces; no .part is left behind', async () => {
    const rec = await finishedRecording('lib-dl-exists');
    const target = join(dir, 'exists.mp4');
    writeFileSync(target, 'keep me');
    const link = (await helper.getRecordingAccessLink(rec.id)).download_link;
    expect(await rejectionOf(downloadToFile(link, { target }))).toMatchObject({ code: 'FILE_EXISTS' });
    expect(readFileSync(target, 'utf8')).toBe('keep me');
    await downloadToFile(link, { target, force: true });
    expect(readFileSync(target).subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(readdirSync(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('an expired link is refused with advice; nothing is written', async () => {
    const rec = await finishedRecording('lib-dl-expired');
    const link = (await helper.getRecordingAccessLink(rec.id, { validForSecs: 5 })).download_link;
    clock += 6_000;
    const target = join(dir, 'expired.mp4');
    const error = await rejectionOf(downloadToFile(link, { target }));
    expect(error).toMatchObject({ code: 'LINK_REFUSED', status: 403 });
    expect((error as Error).message).toContain('expired');
    expect(existsSync(target) || existsSync(`${target}.part`)).toBe(false);
  });

  it('a body shorter than Content-Length fails and keeps neither file nor .part', async () => {
    canned.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '1000' });
      res.write(Buffer.alloc(100));
      setTimeout(() => res.destroy(), 20);
    });
    const target = join(dir, 'short.mp4');
    const error = await rejectionOf(downloadToFile(`${canned.url}/file`, { target }));
    expect(error).toMatchObject({ code: expect.stringMatching(/INCOMPLETE_DOWNLOAD|NETWORK|DOWNLOAD_FAILED/) });
    expect(existsSync(target) || existsSync(`${target}.part`)).toBe(false);
  });

  it('a 200 access link whose download_link is an error string is an error, not a link', async () => {
    canned.handle((_req, res) =>
      json(res, 200, { download_link: 'error: \u001b]52;c;ZXZpbA==\u0007recording not ready', expires: 1 }),
    );
    const h = new RoomHelper({
      roomApiKey: 'k',
      http: createHttpClient({ baseUrl: canned.url, token: 'k', flavor: 'daily' }),
    });
    const error = (await rejectionOf(h.getRecordingAccessLink('abc'))) as Error & { code: string };
    expect(error.code).toBe('ACCESS_LINK_ERROR');
    expect(error.message).toContain('recording not ready');
    expect(error.message).not.toContain('\u001b');
  });

  it('the download does not send the API key to the link host', async () => {
    canned.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/mp4', 'content-length': '4' });
      res.end('abcd');
    });
    await downloadToFile(`${canned.url}/x`, { target: join(dir, 'nokey.m4a') });
    expect(canned.seen[0].headers.authorization).toBeUndefined();
  });
});

describe('rooms: list paging, update, token validation, domain settings', () => {
  it('updateRoom is partial; null resets; bad values are refused before sending; unknown room 404', async () => {
    await helper.createRoom({
      name: 'lib-upd',
      properties: { enable_recording: 'cloud', max_participants: 4, start_video_off: true },
    });
    const room = await helper.updateRoom('lib-upd', {
      privacy: 'private',
      properties: { max_participants: null, enable_chat: true },
    });
    expect(room.privacy).toBe('private');
    expect(room.config).toEqual({ enable_recording: 'cloud', start_video_off: true, enable_chat: true });
    expect(await rejectionOf(helper.updateRoom('lib-upd', { properties: { max_participants: -1 } }))).toMatchObject({
      code: 'VALIDATION',
      field: 'properties.max_participants',
    });
    expect(await rejectionOf(helper.updateRoom('nope-room', { properties: { enable_chat: true } }))).toMatchObject({
      status: 404,
      message: 'Room not found: nope-room',
    });
  });

  it('validateToken returns the long-name properties; an expired one is a 400 with a clear message', async () => {
    const token = await helper.getToken(`${emu.url}/lib-upd`, {
      expiryTime: 30,
      params: { properties: { user_name: 'Ana' } },
    });
    expect(await helper.validateToken(token)).toMatchObject({ room_name: 'lib-upd', user_name: 'Ana', is_owner: true });
    clock += 31_000;
    const error = (await rejectionOf(helper.validateToken(token))) as Error;
    expect(error).toMatchObject({ status: 400 });
    expect(error.message).toMatch(/^The room service does not accept this token: token expired at \d+$/);
    expect(error.message).not.toContain(token);
    expect(await rejectionOf(helper.validateToken('nope'))).toMatchObject({ code: 'VALIDATION', field: 'token' });
  });

  it('setDomainConfig nests under properties and re-reads the config', async () => {
    expect((await helper.setDomainConfig({ force_audio_only_recording: 1 })).config.force_audio_only_recording).toBe(1);
    expect((await helper.getDomainConfig()).config.force_audio_only_recording).toBe(1);
    expect((await helper.setDomainAudioOnly(false)).config.force_audio_only_recording).toBe(0);
    expect(await rejectionOf(helper.setDomainConfig({ force_audio_only_recording: 2 as never }))).toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('listRooms pages with endingBefore OLDEST', async () => {
    const all = await helper.listRooms({ limit: 100 });
    const oldest = await helper.listRooms({ limit: 1, endingBefore: 'OLDEST' });
    expect(oldest.data[0].name).toBe(all.data.at(-1)?.name);
  });
});
