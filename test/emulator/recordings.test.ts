// Daily recordings on the emulator: start/update/stop, list paging, get, delete, access links and the media behind
// them, plus room update, rooms paging with OLDEST and meeting-token validation. Clock injected (no sleeps).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_MEDIA_BASE64, RECORDING_MEDIA_FILES } from '../../src/emulator/media/index.js';
import { call, startTestEmulator, type Answer, type TestEmulator } from './support/harness.js';

let emu: TestEmulator;
let clock = Date.parse('2026-11-23T08:00:00Z');
beforeAll(async () => {
  emu = await startTestEmulator({ now: () => clock });
});
afterAll(async () => {
  await emu?.dispose();
});

const api = (method: string, path: string, body?: unknown): Promise<Answer> =>
  call(emu.roomApiUrl, method, path, { key: emu.keys.roomKey, body });
const nowSeconds = () => Math.floor(clock / 1000);

async function makeRoom(
  name: string,
  properties: Record<string, unknown> = { enable_recording: 'cloud' },
): Promise<void> {
  const res = await api('POST', '/rooms', { name, properties });
  expect(res.status).toBe(200);
}

async function record(room: string, type?: string, seconds = 5): Promise<Record<string, any>> {
  expect((await api('POST', `/rooms/${room}/recordings/start`, type ? { type } : {})).json).toEqual({ status: 'sent' });
  clock += seconds * 1000;
  const stop = await api('POST', `/rooms/${room}/recordings/stop`, type === 'raw-tracks' ? { type } : {});
  expect(stop.status).toBe(200);
  const list = await api('GET', `/recordings?room_name=${room}&limit=1`);
  return list.json.data[0];
}

async function download(link: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(link);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const ftypBrand = (bytes: Buffer) => bytes.subarray(8, 12).toString('latin1');
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

describe('media fixtures', () => {
  it('the embedded module holds exactly the committed files', () => {
    for (const [kind, file] of Object.entries(RECORDING_MEDIA_FILES)) {
      const onDisk = readFileSync(join(import.meta.dirname, '../../src/emulator/media', file));
      expect(
        Buffer.from(RECORDING_MEDIA_BASE64[kind as keyof typeof RECORDING_MEDIA_BASE64], 'base64').equals(onDisk),
      ).toBe(true);
    }
  });
});

describe('start / stop', () => {
  it('a started recording is listed in-progress without duration, then finished with one', async () => {
    await makeRoom('rec-basic');
    const start = await api('POST', '/rooms/rec-basic/recordings/start', {});
    expect(start).toMatchObject({ status: 200, json: { status: 'sent' } });
    const during = (await api('GET', '/recordings?room_name=rec-basic')).json;
    expect(during.total_count).toBe(1);
    const rec = during.data[0];
    expect(rec).toMatchObject({ room_name: 'rec-basic', status: 'in-progress', start_ts: nowSeconds(), tracks: [] });
    expect(rec).not.toHaveProperty('duration');
    expect(rec.s3key).toMatch(/^agentdeck-emulator\/rec-basic\/\d+$/);
    expect(rec.mtgSessionId).toMatch(/^[0-9a-f-]{36}$/);
    clock += 42_000;
    expect((await api('POST', '/rooms/rec-basic/recordings/stop', {})).json).toEqual({ status: 'sent' });
    const after = (await api('GET', `/recordings/${rec.id}`)).json;
    expect(after).toMatchObject({ id: rec.id, status: 'finished', duration: 42 });
  });

  it('unknown or expired room → 404; nothing recording → 400 on stop and update; second start → active stream', async () => {
    expect(await api('POST', '/rooms/nope/recordings/start', {})).toMatchObject({
      status: 404,
      json: { error: 'not-found', info: 'room nope not found' },
    });
    await makeRoom('rec-expiring', { enable_recording: 'cloud', exp: nowSeconds() + 10 });
    clock += 11_000;
    expect((await api('POST', '/rooms/rec-expiring/recordings/start', {})).status).toBe(404);
    await makeRoom('rec-errors');
    expect(await api('POST', '/rooms/rec-errors/recordings/stop', {})).toMatchObject({
      status: 400,
      json: { error: 'invalid-request-error', info: 'room rec-errors has no active recording to stop' },
    });
    expect((await api('POST', '/rooms/rec-errors/recordings/update', {})).status).toBe(400);
    expect((await api('POST', '/rooms/rec-errors/recordings/start', {})).status).toBe(200);
    expect((await api('POST', '/rooms/rec-errors/recordings/update', { layout: { preset: 'default' } })).json).toEqual({
      status: 'sent',
    });
    const again = await api('POST', '/rooms/rec-errors/recordings/start', {});
    expect(again.status).toBe(400);
    expect(again.json.info).toContain('has an active stream');
    expect((await api('POST', '/rooms/rec-errors/recordings/stop', {})).status).toBe(200);
  });

  it('the room must enable the type; bad type and instanceId are 400s naming the field', async () => {
    await makeRoom('rec-off', {});
    expect((await api('POST', '/rooms/rec-off/recordings/start', {})).json.info).toBe(
      'recording is not enabled for room rec-off: its enable_recording is not set',
    );
    await makeRoom('rec-cloud');
    expect((await api('POST', '/rooms/rec-cloud/recordings/start', { type: 'raw-tracks' })).json.info).toContain(
      'does not allow a raw-tracks',
    );
    expect((await api('POST', '/rooms/rec-cloud/recordings/start', { type: 'mp3' })).json.info).toContain(
      'type must be one of',
    );
    expect((await api('POST', '/rooms/rec-cloud/recordings/start', { instanceId: 'x' })).json.info).toBe(
      'instanceId must be a UUID',
    );
    expect((await api('POST', '/rooms/rec-cloud/recordings/start', [1])).status).toBe(400);
  });

  it('raw-tracks must be stopped with type raw-tracks and lists one track per file', async () => {
    await makeRoom('rec-raw', { enable_recording: 'raw-tracks' });
    await api('POST', '/rooms/rec-raw/recordings/start', { type: 'raw-tracks' });
    expect((await api('POST', '/rooms/rec-raw/recordings/stop', {})).json.info).toContain(
      'stop it with type raw-tracks',
    );
    clock += 3000;
    expect((await api('POST', '/rooms/rec-raw/recordings/stop', { type: 'raw-tracks' })).status).toBe(200);
    const rec = (await api('GET', '/recordings?room_name=rec-raw')).json.data[0];
    expect(rec.tracks).toEqual([
      { size: expect.any(Number), type: 'audio', s3key: `${rec.s3key}-cam-audio` },
      { size: expect.any(Number), type: 'video', s3key: `${rec.s3key}-cam-video` },
    ]);
  });
});

describe('files behind access links', () => {
  it('cloud → video/mp4 MPEG-4 with Content-Length and an attachment name', async () => {
    await makeRoom('file-cloud');
    const rec = await record('file-cloud');
    const link = await api('GET', `/recordings/${rec.id}/access-link`);
    expect(link.json.expires).toBe(nowSeconds() + 3600);
    const file = await download(link.json.download_link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(Number(file.headers.get('content-length'))).toBe(file.bytes.length);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${rec.id}.mp4"`);
    expect(file.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(ftypBrand(file.bytes)).toBe('isom');
  });

  it('cloud-audio-only → audio/mp4 with ftyp brand "M4A "', async () => {
    await makeRoom('file-audio', { enable_recording: 'cloud-audio-only' });
    const rec = await record('file-audio', 'cloud-audio-only');
    const file = await download((await api('GET', `/recordings/${rec.id}/access-link`)).json.download_link);
    expect(file.headers.get('content-type')).toBe('audio/mp4');
    expect(ftypBrand(file.bytes)).toBe('M4A ');
  });

  it('cloud while the domain forces audio-only → .m4a; switching it off gives video again (fixed at start)', async () => {
    await makeRoom('file-forced');
    expect((await api('POST', '/', { properties: { force_audio_only_recording: 1 } })).status).toBe(200);
    const forced = await record('file-forced');
    expect((await api('POST', '/', { properties: { force_audio_only_recording: 0 } })).status).toBe(200);
    const video = await record('file-forced');
    const forcedFile = await download((await api('GET', `/recordings/${forced.id}/access-link`)).json.download_link);
    expect(forcedFile.headers.get('content-type')).toBe('audio/mp4');
    expect(forcedFile.headers.get('content-disposition')).toContain(`${forced.id}.m4a`);
    expect(ftypBrand(forcedFile.bytes)).toBe('M4A ');
    const videoFile = await download((await api('GET', `/recordings/${video.id}/access-link`)).json.download_link);
    expect(videoFile.headers.get('content-type')).toBe('video/mp4');
  });

  it('raw-tracks → one WebM per track (track=0 audio, track=1 video); no track → 400', async () => {
    await makeRoom('file-raw', { enable_recording: 'raw-tracks' });
    const rec = await record('file-raw', 'raw-tracks');
    expect((await api('GET', `/recordings/${rec.id}/access-link`)).status).toBe(400);
    for (const [track, type] of [
      [0, 'audio/webm'],
      [1, 'video/webm'],
    ] as const) {
      const file = await download(
        (await api('GET', `/recordings/${rec.id}/access-link?track=${track}`)).json.download_link,
      );
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.bytes.subarray(0, 4).equals(WEBM_MAGIC)).toBe(true);
      expect(file.bytes.length).toBe(rec.tracks[track].size);
    }
  });

  it('a link expires (valid_for_secs), a tampered one is refused, an in-progress recording has none', async () => {
    await makeRoom('file-expiry');
    const rec = await record('file-expiry');
    const link = await api('GET', `/recordings/${rec.id}/access-link?valid_for_secs=60`);
    expect(link.json.expires).toBe(nowSeconds() + 60);
    expect((await download(link.json.download_link)).status).toBe(200);
    const tampered = link.json.download_link.replace(/expires=\d+/, `expires=${nowSeconds() + 99999}`);
    expect((await download(tampered)).status).toBe(403);
    clock += 61_000;
    const expired = await download(link.json.download_link);
    expect(expired.status).toBe(403);
    expect(expired.bytes.toString()).toContain('expired');
    expect((await api('GET', `/recordings/${rec.id}/access-link?valid_for_secs=0`)).status).toBe(400);
    await api('POST', '/rooms/file-expiry/recordings/start', {});
    const live = (await api('GET', '/recordings?room_name=file-expiry&limit=1')).json.data[0];
    expect((await api('GET', `/recordings/${live.id}/access-link`)).json.info).toContain('in-progress');
    await api('POST', '/rooms/file-expiry/recordings/stop', {});
  });
});

describe('list, get, delete', () => {
  it('pages newest first with starting_after / ending_before / OLDEST; total_count counts the room', async () => {
    await makeRoom('paging');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await record('paging', undefined, 1)).id);
    const newestFirst = [...ids].reverse();
    const page1 = (await api('GET', '/recordings?room_name=paging&limit=2')).json;
    expect(page1.total_count).toBe(5);
    expect(page1.data.map((r: any) => r.id)).toEqual(newestFirst.slice(0, 2));
    const page2 = (await api('GET', `/recordings?room_name=paging&limit=2&starting_after=${page1.data[1].id}`)).json;
    expect(page2.data.map((r: any) => r.id)).toEqual(newestFirst.slice(2, 4));
    const back = (await api('GET', `/recordings?room_name=paging&limit=2&ending_before=${page2.data[0].id}`)).json;
    expect(back.data.map((r: any) => r.id)).toEqual(newestFirst.slice(0, 2));
    const oldest = (await api('GET', '/recordings?room_name=paging&limit=2&ending_before=OLDEST')).json;
    expect(oldest.data.map((r: any) => r.id)).toEqual(newestFirst.slice(3, 5));
    expect((await api('GET', '/recordings?starting_after=missing')).status).toBe(400);
    expect((await api('GET', '/recordings?limit=0')).status).toBe(400);
    expect((await api('GET', '/recordings?limit=500')).json.data.length).toBeLessThanOrEqual(100);
  });

  it('delete → {deleted:true,id}, then 404 for get, delete and its old link', async () => {
    await makeRoom('deleting');
    const rec = await record('deleting');
    const link = (await api('GET', `/recordings/${rec.id}/access-link`)).json.download_link;
    expect(await api('DELETE', `/recordings/${rec.id}`)).toMatchObject({
      status: 200,
      json: { deleted: true, id: rec.id },
    });
    expect(await api('GET', `/recordings/${rec.id}`)).toMatchObject({ status: 404, json: { error: 'not-found' } });
    expect((await api('DELETE', `/recordings/${rec.id}`)).status).toBe(404);
    expect((await download(link)).status).toBe(404);
  });

  it('an in-progress recording cannot be deleted', async () => {
    await makeRoom('deleting-live');
    await api('POST', '/rooms/deleting-live/recordings/start', {});
    const live = (await api('GET', '/recordings?room_name=deleting-live')).json.data[0];
    expect((await api('DELETE', `/recordings/${live.id}`)).status).toBe(400);
    await api('POST', '/rooms/deleting-live/recordings/stop', {});
  });

  it('recording routes need the room key', async () => {
    expect((await call(emu.roomApiUrl, 'GET', '/recordings', { key: 'wrong' })).status).toBe(401);
    expect((await call(emu.roomApiUrl, 'POST', '/rooms/paging/recordings/start', {})).status).toBe(400);
  });
});

describe('room update', () => {
  it('partial: what is not sent is kept; null resets; privacy changes; config lists non-defaults', async () => {
    await makeRoom('upd', { enable_recording: 'cloud', start_video_off: true, max_participants: 5 });
    const res = await api('POST', '/rooms/upd', {
      privacy: 'private',
      properties: { max_participants: null, enable_chat: true },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'upd',
      privacy: 'private',
      config: { enable_recording: 'cloud', start_video_off: true, enable_chat: true },
    });
    expect(res.json.config).not.toHaveProperty('max_participants');
    expect((await api('GET', '/rooms/upd')).json).toEqual(res.json);
    const off = await api('POST', '/rooms/upd', { properties: { start_video_off: false } });
    expect(off.json.config).not.toHaveProperty('start_video_off');
  });

  it('exp in the past → 400; bad values → 400; unknown room → 404', async () => {
    await makeRoom('upd-bad');
    expect((await api('POST', '/rooms/upd-bad', { properties: { exp: nowSeconds() - 5 } })).json.info).toContain(
      'in the past',
    );
    expect((await api('POST', '/rooms/upd-bad', { properties: { enable_recording: 'mp3' } })).status).toBe(400);
    expect((await api('POST', '/rooms/upd-bad', { privacy: 'secret' })).status).toBe(400);
    expect((await api('POST', '/rooms/ghost', { properties: {} })).status).toBe(404);
  });
});

describe('rooms list paging', () => {
  it('ending_before=OLDEST returns the oldest page, newest first', async () => {
    const all = (await api('GET', '/rooms')).json;
    const oldest = (await api('GET', '/rooms?limit=2&ending_before=OLDEST')).json;
    expect(oldest.total_count).toBe(all.total_count);
    expect(oldest.data.map((r: any) => r.name)).toEqual(all.data.slice(-2).map((r: any) => r.name));
  });
});

describe('meeting token validation', () => {
  it('answers the properties under their long names', async () => {
    const exp = nowSeconds() + 600;
    const { token } = (
      await api('POST', '/meeting-tokens', { properties: { room_name: 'upd', is_owner: true, user_name: 'Ana', exp } })
    ).json;
    const res = await api('GET', `/meeting-tokens/${token}`);
    expect(res).toMatchObject({ status: 200, json: { room_name: 'upd', is_owner: true, user_name: 'Ana', exp } });
    expect(res.json).not.toHaveProperty('d');
  });

  it('expired, not-yet-valid (unless ignoreNbf), foreign and malformed tokens → 400', async () => {
    const make = async (properties: Record<string, unknown>) =>
      (await api('POST', '/meeting-tokens', { properties })).json.token as string;
    const expiring = await make({ exp: nowSeconds() + 5 });
    const later = await make({ nbf: nowSeconds() + 500 });
    clock += 6000;
    expect((await api('GET', `/meeting-tokens/${expiring}`)).json.info).toContain('expired');
    expect((await api('GET', `/meeting-tokens/${later}`)).status).toBe(400);
    expect((await api('GET', `/meeting-tokens/${later}?ignoreNbf=true`)).status).toBe(200);
    const [h, p] = later.split('.');
    expect((await api('GET', `/meeting-tokens/${h}.${p}.AAAA`)).status).toBe(400);
    expect((await api('GET', '/meeting-tokens/not-a-jwt')).status).toBe(400);
  });
});
