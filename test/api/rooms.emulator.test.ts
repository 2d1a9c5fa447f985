import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { createHttpClient } from '../../src/api/http/http.js';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { decodeMeetingToken } from '../../src/api/rooms/meetingToken.js';
import { apiErrorCollector, countingClient, serialisations } from './helpers.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';

let emu: TestEmulator;
let helper: RoomHelper;
// Injected clock, fixed near real time (the emulator checks exp against its own clock).
const clockMs = Date.now() + 123;
const { errors, apiError } = apiErrorCollector();

beforeAll(async () => {
  emu = await startTestEmulator();
  helper = new RoomHelper({ roomApiKey: emu.keys.roomKey, roomApiUrl: emu.roomApiUrl, now: () => clockMs });
});
afterAll(async () => {
  await emu?.stop();
});

describe('RoomHelper against the emulator', () => {
  it('createRoom with defaults: generated name, public, url ends with the name, config only non-defaults', async () => {
    const room = await helper.createRoom({});
    expect(room.name).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(room.url.endsWith(`/${room.name}`)).toBe(true);
    expect(room).toMatchObject({ privacy: 'public', api_created: true, config: {} });
    expect(Number.isNaN(Date.parse(room.created_at))).toBe(false);
  });

  it('createRoom with a name and properties; a duplicate name is the server error', async () => {
    const exp = Math.floor(clockMs / 1000) + 3600;
    const room = await helper.createRoom({
      name: 'team-sync',
      privacy: 'private',
      properties: {
        start_video_off: true,
        exp,
        enable_recording: 'cloud-audio-only',
        max_participants: 5,
        sip: { display_name: 'bot' },
      },
    });
    expect(room).toMatchObject({ name: 'team-sync', privacy: 'private' });
    expect(room.config).toMatchObject({
      start_video_off: true,
      exp,
      enable_recording: 'cloud-audio-only',
      max_participants: 5,
    });
    const dup = await apiError(helper.createRoom({ name: 'team-sync' }));
    expect(dup).toMatchObject({ status: 400, code: 'invalid-request-error' });
    expect(dup.message).toBe('Unable to create room: a room named team-sync already exists');
  });

  it('createRoom validates before sending, naming the field', async () => {
    const http = countingClient(
      createHttpClient({ baseUrl: emu.roomApiUrl, token: emu.keys.roomKey, flavor: 'daily' }),
    );
    const h = new RoomHelper({ roomApiKey: emu.keys.roomKey, http, now: () => clockMs });
    const cases: Array<[Parameters<RoomHelper['createRoom']>[0], string, RegExp]> = [
      [{ name: 'bad name' }, 'name', /room name "bad name": only letters/],
      [{ privacy: 'secret' as 'public' }, 'privacy', /privacy: must be "public" or "private"/],
      [{ properties: { max_participants: 0 } }, 'properties.max_participants', /positive integer/],
      [{ properties: { max_participants: 2.5 } }, 'properties.max_participants', /positive integer/],
      [
        { properties: { enable_recording: 'video' as 'cloud' } },
        'properties.enable_recording',
        /cloud, cloud-audio-only, local, raw-tracks/,
      ],
      [{ properties: { exp: Math.floor(clockMs / 1000) - 1 } }, 'properties.exp', /must be in the future/],
      [{ properties: { enable_chat: 'yes' as unknown as boolean } }, 'properties.enable_chat', /true or false/],
      [{ properties: { sip: { num_endpoints: 0 } } }, 'properties.sip.num_endpoints', /positive integer/],
      [{ properties: { sip: { video: 'no' as unknown as boolean } } }, 'properties.sip.video', /true or false/],
      [
        { properties: { recordings_bucket: { bucket_name: 'b', bucket_region: '', assume_role_arn: 'arn' } } },
        'properties.recordings_bucket.bucket_region',
        /required/,
      ],
      [
        { properties: { enable_transcription_storage: 'on' as unknown as boolean } },
        'properties.enable_transcription_storage',
        /true or false/,
      ],
      [{ properties: { transcription_bucket: 'b' as never } }, 'properties.transcription_bucket', /must be an object/],
      [
        { properties: { transcription_bucket: { bucket_name: 'b', bucket_region: 'r', assume_role_arn: ' ' } } },
        'properties.transcription_bucket.assume_role_arn',
        /required \(a non-empty string\)/,
      ],
      [
        {
          properties: {
            transcription_bucket: {
              bucket_name: 'b',
              bucket_region: 'r',
              assume_role_arn: 'a',
              allow_api_access: 'yes' as never,
            },
          },
        },
        'properties.transcription_bucket.allow_api_access',
        /true or false/,
      ],
      [
        { properties: { sip: { codecs: ['OPUS'] as never } } },
        'properties.sip.codecs',
        /must be an object of codec lists/,
      ],
      [{ properties: { sip: { codecs: {} } } }, 'properties.sip.codecs', /names no media type/],
      [
        { properties: { sip: { codecs: { audio: 'OPUS' as never } } } },
        'properties.sip.codecs.audio',
        /must be a list of codec names/,
      ],
      [{ properties: { sip: { codecs: { audio: [] } } } }, 'properties.sip.codecs.audio', /at least one codec/],
      [
        { properties: { sip: { codecs: { video: ['H264', ''] } } } },
        'properties.sip.codecs.video[1]',
        /non-empty codec name/,
      ],
      [
        { properties: { sip: { codecs: { audio: ['OPUS', 'AAC'] } } } },
        'properties.sip.codecs.audio[1]',
        /"AAC" is not a supported audio codec \(PCMU, PCMA, G722, OPUS\)/,
      ],
      [
        { properties: { sip: { provider: 'twilio' } } },
        'properties.sip.provider',
        /must be "daily" or "signalwire" \(got "twilio"\)/,
      ],
      [{ properties: { sip: { provider: 7 as never } } }, 'properties.sip.provider', /\(got 7\)/],
    ];
    for (const [params, field, message] of cases) {
      const e = await apiError(h.createRoom(params));
      expect(e.code).toBe('VALIDATION');
      expect(e.field).toBe(field);
      expect(e.message).toMatch(message);
    }
    expect(http.calls).toEqual([]);
  });

  it('transcription storage, a transcription bucket, SIP codecs and provider read back equal; an update resets them', async () => {
    const properties = {
      enable_transcription_storage: true,
      transcription_bucket: {
        bucket_name: 'tx',
        bucket_region: 'eu-west-1',
        assume_role_arn: 'arn:aws:iam::1:role/tx',
        allow_api_access: true,
      },
      sip: {
        display_name: 'bot',
        codecs: { audio: ['OPUS', 'pcmu'], video: ['VP8'], data: ['T140'] },
        provider: 'daily',
      },
    };
    const room = await helper.createRoom({ name: 'tx-lib', properties });
    const expected = {
      enable_transcription_storage: true,
      transcription_bucket: properties.transcription_bucket,
      // Codec names go as given (case included): a media type Daily does not document is the service's to judge.
      sip: {
        display_name: 'bot',
        video: false,
        sip_mode: 'dial-in',
        num_endpoints: 1,
        codecs: properties.sip.codecs,
        provider: 'daily',
      },
      sip_uri: { endpoint: 'tx-lib@sip.local.daily' },
    };
    expect(room.config).toEqual(expected);
    expect((await helper.getRoomFromUrl(room.url)).config).toEqual(expected);
    // The defaults stay absent: a bucket without allow_api_access gets false, nothing else is added.
    const plain = await helper.createRoom({
      name: 'tx-plain',
      properties: { sip: {}, transcription_bucket: { bucket_name: 'tx', bucket_region: 'r', assume_role_arn: 'a' } },
    });
    expect(plain.config.sip).toEqual({
      display_name: 'sw-sip-dialin',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 1,
    });
    expect(plain.config.transcription_bucket).toEqual({
      bucket_name: 'tx',
      bucket_region: 'r',
      assume_role_arn: 'a',
      allow_api_access: false,
    });
    expect(plain.config).not.toHaveProperty('enable_transcription_storage');

    const updated = await helper.updateRoom('tx-lib', {
      properties: {
        enable_transcription_storage: null,
        transcription_bucket: null,
        sip: { display_name: 'bot', provider: 'signalwire' },
      },
    });
    expect(updated.config).toEqual({
      sip: { display_name: 'bot', video: false, sip_mode: 'dial-in', num_endpoints: 1, provider: 'signalwire' },
      sip_uri: { endpoint: 'tx-lib@sip.local.daily' },
    });
    const e = await apiError(helper.updateRoom('tx-lib', { properties: { sip: { codecs: { video: ['VP9'] } } } }));
    expect(e).toMatchObject({ code: 'VALIDATION', field: 'properties.sip.codecs.video[0]' });
    expect((await helper.getRoomFromUrl(room.url)).config).toEqual(updated.config);
  });

  it('getRoomFromUrl finds the room (trailing slash, query ignored); unknown room → Room not found', async () => {
    const room = await helper.createRoom({ name: 'lookup-me' });
    expect(await helper.getRoomFromUrl(`${room.url}/?utm=x#top`)).toEqual(room);
    const e = await apiError(helper.getRoomFromUrl(`${room.url}-nope`));
    expect(e.toJSON()).toEqual({ status: 404, code: 'not-found', message: 'Room not found: lookup-me-nope' });
  });

  it('getToken defaults: room_name from url, exp = now + 3600 in whole seconds, owner, no eject; signed with the room key', async () => {
    const room = await helper.createRoom({ name: 'token-room' });
    const token = await helper.getToken(room.url);
    const { header, claims, readable } = decodeMeetingToken(token);
    expect(header.alg).toBe('HS256');
    expect(readable).toMatchObject({
      roomName: 'token-room',
      exp: Math.floor(clockMs / 1000 + 3600),
      isOwner: true,
      ejectAtTokenExp: false,
    });
    expect(Number.isInteger(claims.exp)).toBe(true);
    const [h, p, sig] = token.split('.');
    expect(createHmac('sha256', emu.keys.roomKey).update(`${h}.${p}`).digest('base64url')).toBe(sig);
  });

  it('getToken rules 1–5: arguments override params; other params pass through', async () => {
    const room = await helper.createRoom({ name: 'token-rules' });
    const token = await helper.getToken(`${room.url}/`, {
      expiryTime: 90.7,
      ejectAtTokenExp: true,
      owner: false,
      params: {
        properties: {
          room_name: 'elsewhere',
          exp: 1,
          is_owner: true,
          eject_at_token_exp: false,
          user_name: 'Ann',
          user_id: 'u-42',
          start_video_off: true,
        },
      },
    });
    expect(decodeMeetingToken(token).readable).toMatchObject({
      roomName: 'token-rules',
      exp: Math.floor(clockMs / 1000 + 90.7),
      isOwner: false,
      ejectAtTokenExp: true,
      userName: 'Ann',
      userId: 'u-42',
      startVideoOff: true,
    });
  });

  it('getToken rejects user_id over 36 characters and an empty url before sending', async () => {
    const http = countingClient(
      createHttpClient({ baseUrl: emu.roomApiUrl, token: emu.keys.roomKey, flavor: 'daily' }),
    );
    const h = new RoomHelper({ roomApiKey: emu.keys.roomKey, http });
    const long = await apiError(
      h.getToken('https://x.daily.co/r', { params: { properties: { user_id: 'u'.repeat(37) } } }),
    );
    expect(long).toMatchObject({
      code: 'VALIDATION',
      field: 'user_id',
      message: 'user_id: at most 36 characters (got 37)',
    });
    const empty = await apiError(h.getToken(''));
    expect(empty).toMatchObject({ code: 'VALIDATION', field: 'url' });
    expect(empty.message).toMatch(/no room specified/);
    expect((await apiError(h.getToken('https://x.daily.co/r', { expiryTime: -5 }))).field).toBe('expiryTime');
    expect(http.calls).toEqual([]);
  });

  it('deleteRoomByUrl / deleteRoomByName: true, and true again on 404', async () => {
    const room = await helper.createRoom({ name: 'delete-me' });
    expect(await helper.deleteRoomByUrl(room.url)).toBe(true);
    expect((await apiError(helper.getRoomFromUrl(room.url))).status).toBe(404);
    expect(await helper.deleteRoomByUrl(room.url)).toBe(true);
    expect(await helper.deleteRoomByName('never-existed')).toBe(true);
    expect((await apiError(helper.deleteRoomByName('bad name!'))).code).toBe('VALIDATION');
  });

  it('listRooms pages with limit and startingAfter', async () => {
    await helper.createRoom({ name: 'page-a' });
    await helper.createRoom({ name: 'page-b' });
    const first = await helper.listRooms({ limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.total_count).toBeGreaterThanOrEqual(4);
    const next = await helper.listRooms({ limit: 2, startingAfter: first.data[1].id });
    expect(next.data.map((r) => r.id)).not.toContain(first.data[0].id);
    expect((await apiError(helper.listRooms({ limit: 0 }))).field).toBe('limit');
  });

  it('domain config: force_audio_only_recording toggles 1 / 0', async () => {
    expect((await helper.setDomainAudioOnly(true)).config.force_audio_only_recording).toBe(1);
    expect((await helper.getDomainConfig()).config.force_audio_only_recording).toBe(1);
    await helper.setDomainAudioOnly(false);
    expect((await helper.getDomainConfig()).config.force_audio_only_recording).toBe(0);
  });

  it('a wrong room key is 401 with a DAILY_API_KEY hint; a missing one is the header error', async () => {
    const wrong = await apiError(
      new RoomHelper({ roomApiKey: 'wrong-room-key-xyz', roomApiUrl: emu.roomApiUrl }).listRooms(),
    );
    expect(wrong).toMatchObject({ status: 401, code: 'authentication-error' });
    expect(wrong.message).toMatch(/room service API key was rejected \(401\)\. Check DAILY_API_KEY/);
    const missing = await apiError(new RoomHelper({ roomApiKey: '', roomApiUrl: emu.roomApiUrl }).createRoom({}));
    expect(missing).toMatchObject({ status: 400, code: 'authorization-header-error' });
    expect(missing.message).toMatch(/no room service API key was sent/);
  });

  it('no key in any error', () => {
    expect(errors.length).toBeGreaterThan(15);
    for (const e of errors) {
      const dump = serialisations(e);
      for (const k of [...Object.values(emu.keys), 'wrong-room-key-xyz']) expect(dump).not.toContain(k);
    }
  });
});
