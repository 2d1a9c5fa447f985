// Daily room API of the emulator: rooms, list pagination, meeting tokens (HS256 JWT) and the domain config.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_URL_BASE } from '../../src/emulator/server.js';
import { call, startTestEmulator, type Answer, type TestEmulator } from './support/harness.js';
import { decodeMeetingToken } from '../../src/api/rooms/meetingToken.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu?.dispose();
});

const room = (method: string, path: string, body?: unknown): Promise<Answer> =>
  call(emu.roomApiUrl, method, path, { key: emu.keys.roomKey, body });
const nowSeconds = () => Math.floor(Date.now() / 1000);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function decodeJwt(token: string, secret: string): { header: any; payload: any; signatureValid: boolean } {
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    signatureValid: signature === expected,
  };
}

describe('rooms', () => {
  it('creates a room with Daily’s object shape; config holds only non-default properties', async () => {
    const exp = nowSeconds() + 3600;
    const created = await room('POST', '/rooms', {
      name: 'shape-room',
      privacy: 'private',
      // What the reference helper sends by default, plus a few real settings.
      properties: {
        enable_chat: false,
        enable_prejoin_ui: false,
        enable_emoji_reactions: false,
        eject_at_room_exp: true,
        start_video_off: false,
        exp,
        enable_recording: 'cloud-audio-only',
        max_participants: 5,
        geo: 'eu-central-1',
      },
    });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({
      id: expect.stringMatching(UUID_V4),
      name: 'shape-room',
      api_created: true,
      privacy: 'private',
      url: `${ROOM_URL_BASE}/shape-room`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      config: {
        eject_at_room_exp: true,
        exp,
        enable_recording: 'cloud-audio-only',
        max_participants: 5,
        geo: 'eu-central-1',
      },
    });
    const fetched = await room('GET', '/rooms/shape-room');
    expect(fetched.status).toBe(200);
    expect(fetched.json).toEqual(created.json);
  });

  it('defaults privacy to public and config to {}', async () => {
    const created = await room('POST', '/rooms', { name: 'plain-room' });
    expect(created.json.privacy).toBe('public');
    expect(created.json.config).toEqual({});
    const defaultsOnly = await room('POST', '/rooms', { properties: { max_participants: 200, enable_chat: false } });
    expect(defaultsOnly.json.config).toEqual({});
  });

  it('generates a 20-character [A-Za-z0-9] name when none is given (distinct each time)', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const created = await room('POST', '/rooms');
      expect(created.status).toBe(200);
      expect(created.json.name).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(created.json.url).toBe(`${ROOM_URL_BASE}/${created.json.name}`);
      names.add(created.json.name);
    }
    expect(names.size).toBe(5);
  });

  it('gives sip rooms a sip_uri endpoint and keeps the sip params with their defaults', async () => {
    const created = await room('POST', '/rooms', { name: 'sip-room', properties: { sip: { display_name: 'caller' } } });
    expect(created.json.config.sip).toEqual({
      display_name: 'caller',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 1,
    });
    expect(created.json.config.sip_uri).toEqual({ endpoint: 'sip-room@sip.local.daily' });
  });

  it('stores and returns transcription storage, a transcription bucket, SIP codecs and provider; defaults stay absent', async () => {
    const created = await room('POST', '/rooms', {
      name: 'tx-room',
      properties: {
        enable_transcription_storage: true,
        transcription_bucket: {
          bucket_name: 'tx',
          bucket_region: 'eu-west-1',
          assume_role_arn: 'arn:aws:iam::1:role/tx',
        },
        sip: { display_name: 'caller', codecs: { audio: ['OPUS', 'PCMU'], video: ['H264'] }, provider: 'daily' },
      },
    });
    expect(created.status).toBe(200);
    const config = {
      enable_transcription_storage: true,
      transcription_bucket: {
        allow_api_access: false,
        bucket_name: 'tx',
        bucket_region: 'eu-west-1',
        assume_role_arn: 'arn:aws:iam::1:role/tx',
      },
      sip: {
        display_name: 'caller',
        video: false,
        sip_mode: 'dial-in',
        num_endpoints: 1,
        codecs: { audio: ['OPUS', 'PCMU'], video: ['H264'] },
        provider: 'daily',
      },
      sip_uri: { endpoint: 'tx-room@sip.local.daily' },
    };
    expect(created.json.config).toEqual(config);
    expect((await room('GET', '/rooms/tx-room')).json.config).toEqual(config);
    // false is the default: not kept, like the other booleans; null codecs / provider are the service's too.
    const plain = await room('POST', '/rooms', {
      name: 'tx-plain',
      properties: { enable_transcription_storage: false, sip: { codecs: null, provider: null } },
    });
    expect(plain.json.config).toEqual({
      sip: { display_name: 'sw-sip-dialin', video: false, sip_mode: 'dial-in', num_endpoints: 1 },
      sip_uri: { endpoint: 'tx-plain@sip.local.daily' },
    });
  });

  it('update: sip is replaced whole (codecs left out are gone), null resets transcription storage and its bucket', async () => {
    await room('POST', '/rooms', {
      name: 'tx-upd',
      properties: {
        enable_transcription_storage: true,
        transcription_bucket: { bucket_name: 'tx', bucket_region: 'r', assume_role_arn: 'a', allow_api_access: true },
        sip: { codecs: { audio: ['OPUS'] }, provider: 'daily' },
      },
    });
    const sipOnly = await room('POST', '/rooms/tx-upd', { properties: { sip: { provider: 'signalwire' } } });
    expect(sipOnly.json.config.sip).toEqual({
      display_name: 'sw-sip-dialin',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 1,
      provider: 'signalwire',
    });
    expect(sipOnly.json.config.transcription_bucket).toEqual({
      bucket_name: 'tx',
      bucket_region: 'r',
      assume_role_arn: 'a',
      allow_api_access: true,
    });
    const reset = await room('POST', '/rooms/tx-upd', {
      properties: { enable_transcription_storage: null, transcription_bucket: null },
    });
    expect(reset.json.config).not.toHaveProperty('enable_transcription_storage');
    expect(reset.json.config).not.toHaveProperty('transcription_bucket');
    const bad = await room('POST', '/rooms/tx-upd', { properties: { transcription_bucket: { bucket_name: 'tx' } } });
    expect(bad.json).toEqual({
      error: 'invalid-request-error',
      info: 'transcription_bucket.bucket_region is required',
    });
    expect((await room('GET', '/rooms/tx-upd')).json.config).toEqual(reset.json.config);
  });

  it('refuses a duplicate name with Daily’s message', async () => {
    expect((await room('POST', '/rooms', { name: 'dup-room' })).status).toBe(200);
    const again = await room('POST', '/rooms', { name: 'dup-room' });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: 'invalid-request-error', info: 'a room named dup-room already exists' });
  });

  it.each<[string, unknown, string | RegExp]>([
    [
      'a name with a space',
      { name: 'bad name' },
      "bad name contains invalid characters (room names can contain A-Z, a-z, 0-9, '-', and '_')",
    ],
    ['a name with a slash', { name: 'a/b' }, /contains invalid characters/],
    ['an empty name', { name: '' }, /contains invalid characters/],
    ['a 129-character name', { name: 'x'.repeat(129) }, /too long \(at most 128 characters\)/],
    ['an unknown privacy', { privacy: 'secret' }, "privacy must be 'public' or 'private'"],
    [
      'an unknown recording mode',
      { properties: { enable_recording: 'tape' } },
      /enable_recording must be one of cloud, cloud-audio-only, local, raw-tracks/,
    ],
    ['max_participants 0', { properties: { max_participants: 0 } }, 'max_participants must be a positive integer'],
    ['max_participants 2.5', { properties: { max_participants: 2.5 } }, 'max_participants must be a positive integer'],
    ['a non-boolean enable_chat', { properties: { enable_chat: 'yes' } }, 'enable_chat must be a boolean'],
    [
      'a recordings bucket without a role',
      { properties: { recordings_bucket: { bucket_name: 'b', bucket_region: 'r' } } },
      'recordings_bucket.assume_role_arn is required',
    ],
    [
      'a transcription bucket without a region',
      { properties: { transcription_bucket: { bucket_name: 'b', assume_role_arn: 'a' } } },
      'transcription_bucket.bucket_region is required',
    ],
    [
      'a transcription bucket that is a string',
      { properties: { transcription_bucket: 'b' } },
      'transcription_bucket must be an object',
    ],
    [
      'a non-boolean allow_api_access',
      {
        properties: {
          transcription_bucket: { bucket_name: 'b', bucket_region: 'r', assume_role_arn: 'a', allow_api_access: 1 },
        },
      },
      'transcription_bucket.allow_api_access must be a boolean',
    ],
    [
      'a non-boolean enable_transcription_storage',
      { properties: { enable_transcription_storage: 'yes' } },
      'enable_transcription_storage must be a boolean',
    ],
    [
      'codecs as a list',
      { properties: { sip: { codecs: ['OPUS'] } } },
      /^sip\.codecs must be an object of codec lists/,
    ],
    [
      'codecs naming no media type',
      { properties: { sip: { codecs: {} } } },
      'sip.codecs must name at least one media type',
    ],
    [
      'a codec list that is a string',
      { properties: { sip: { codecs: { audio: 'OPUS' } } } },
      'sip.codecs.audio must be a non-empty list of codec names',
    ],
    [
      'an empty codec name',
      { properties: { sip: { codecs: { video: ['H264', ''] } } } },
      'sip.codecs.video must hold only non-empty strings',
    ],
    ['an empty provider', { properties: { sip: { provider: '' } } }, 'sip.provider must be a non-empty string'],
    ['a string body', 'room', 'request body must be a JSON object'],
  ])('refuses %s with 400 invalid-request-error', async (_label, body, info) => {
    const answer = await room('POST', '/rooms', body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid-request-error');
    if (typeof info === 'string') expect(answer.json.info).toBe(info);
    else expect(answer.json.info).toMatch(info);
  });

  it('accepts a 128-character name of every allowed character class', async () => {
    const name = `Az09_-${'q'.repeat(122)}`;
    expect((await room('POST', '/rooms', { name })).status).toBe(200);
  });

  it('refuses exp in the past with Daily’s message', async () => {
    const exp = nowSeconds() - 10;
    const answer = await room('POST', '/rooms', { name: 'past-room', properties: { exp } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: 'invalid-request-error',
      info: `exp was '${exp}', which is in the past rather than in the future`,
    });
  });

  it('GET/DELETE an unknown room → 404 not-found', async () => {
    const get = await room('GET', '/rooms/no-such-room');
    expect(get.status).toBe(404);
    expect(get.json).toEqual({ error: 'not-found', info: 'room no-such-room not found' });
    const del = await room('DELETE', '/rooms/no-such-room');
    expect(del.status).toBe(404);
    expect(del.json.error).toBe('not-found');
  });

  it('deletes a room: {deleted:true, name}, then it is gone', async () => {
    await room('POST', '/rooms', { name: 'short-lived' });
    const del = await room('DELETE', '/rooms/short-lived');
    expect(del.status).toBe(200);
    expect(del.json).toEqual({ deleted: true, name: 'short-lived' });
    expect((await room('GET', '/rooms/short-lived')).status).toBe(404);
    expect((await room('POST', '/rooms', { name: 'short-lived' })).status).toBe(200); // the name is free again
  });

  it('treats a room whose exp has passed as gone (GET 404, name reusable)', async () => {
    const exp = Date.now() / 1000 + 1.2; // fractional seconds are accepted, like the reference helper sends
    expect((await room('POST', '/rooms', { name: 'expiring', properties: { exp } })).status).toBe(200);
    expect((await room('POST', '/rooms', { name: 'expiring-2', properties: { exp } })).status).toBe(200);
    expect((await room('GET', '/rooms/expiring')).status).toBe(200);
    const deadline = Date.now() + 5000;
    while (Date.now() / 1000 <= exp && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await room('GET', '/rooms/expiring')).status).toBe(404);
    const listed = await room('GET', '/rooms');
    expect(listed.json.data.map((r: { name: string }) => r.name)).not.toContain('expiring');
    expect((await room('POST', '/rooms', { name: 'expiring' })).status).toBe(200);
    // Deleting an expired room: Daily's 404 body plus deleted:true; afterwards it is plainly not found.
    const deleted = await room('DELETE', '/rooms/expiring-2');
    expect(deleted.status).toBe(404);
    expect(deleted.json).toEqual({ error: 'not-found', info: 'room expiring-2 not found', deleted: true });
    expect((await room('DELETE', '/rooms/expiring-2')).json).toEqual({
      error: 'not-found',
      info: 'room expiring-2 not found',
    });
  });
});

describe('room list', () => {
  it('lists newest first with total_count, limit, starting_after and ending_before by room id', async () => {
    const fresh = await startTestEmulator();
    try {
      const r = (method: string, path: string, body?: unknown) =>
        call(fresh.roomApiUrl, method, path, { key: fresh.keys.roomKey, body });
      const created: string[] = [];
      for (let i = 0; i < 7; i++) created.push((await r('POST', '/rooms', { name: `list-${i}` })).json.id as string);
      const newestFirst = [...created].reverse();
      const all = await r('GET', '/rooms');
      expect(all.json.total_count).toBe(7);
      expect(all.json.data.map((x: { id: string }) => x.id)).toEqual(newestFirst);
      const page1 = await r('GET', '/rooms?limit=3');
      expect(page1.json.total_count).toBe(7);
      expect(page1.json.data.map((x: { id: string }) => x.id)).toEqual(newestFirst.slice(0, 3));
      const page2 = await r('GET', `/rooms?limit=3&starting_after=${newestFirst[2]}`);
      expect(page2.json.data.map((x: { id: string }) => x.id)).toEqual(newestFirst.slice(3, 6));
      const page3 = await r('GET', `/rooms?limit=3&starting_after=${newestFirst[5]}`);
      expect(page3.json.data.map((x: { id: string }) => x.id)).toEqual(newestFirst.slice(6));
      const back = await r('GET', `/rooms?limit=2&ending_before=${newestFirst[5]}`);
      expect(back.json.data.map((x: { id: string }) => x.id)).toEqual(newestFirst.slice(3, 5));
      expect((await r('GET', '/rooms?limit=500')).json.data.length).toBe(7); // capped at 100, not an error
      for (const bad of ['limit=0', 'limit=abc', 'starting_after=not-an-id']) {
        const answer = await r('GET', `/rooms?${bad}`);
        expect(answer.status, bad).toBe(400);
        expect(answer.json.error).toBe('invalid-request-error');
      }
    } finally {
      await fresh.dispose();
    }
  });

  it('returns at most 100 rooms per page by default', async () => {
    const fresh = await startTestEmulator();
    try {
      for (let i = 0; i < 105; i++) {
        const answer = await call(fresh.roomApiUrl, 'POST', '/rooms', { key: fresh.keys.roomKey, body: {} });
        expect(answer.status).toBe(200);
      }
      const page = await call(fresh.roomApiUrl, 'GET', '/rooms', { key: fresh.keys.roomKey });
      expect(page.json.total_count).toBe(105);
      expect(page.json.data.length).toBe(100);
    } finally {
      await fresh.dispose();
    }
  });
});

describe('meeting tokens', () => {
  it('issues an HS256 JWT signed with the room key, with Daily’s abbreviated claims', async () => {
    const exp = nowSeconds() + 3600;
    const nbf = nowSeconds() - 5;
    const before = nowSeconds();
    const answer = await room('POST', '/meeting-tokens', {
      properties: {
        room_name: 'shape-room',
        exp,
        nbf,
        is_owner: true,
        eject_at_token_exp: true,
        eject_after_elapsed: 600,
        user_name: 'Ada',
        user_id: 'u'.repeat(36),
        enable_screenshare: false,
        start_video_off: true,
        start_audio_off: false,
        enable_recording: 'cloud',
        start_cloud_recording: true,
        permissions: { canSend: ['audio'] },
      },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(['token']);
    const { header, payload, signatureValid } = decodeJwt(answer.json.token, emu.keys.roomKey);
    expect(signatureValid).toBe(true);
    expect(decodeJwt(answer.json.token, emu.keys.privateKey).signatureValid).toBe(false);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const domain = await room('GET', '/');
    expect(payload).toEqual({
      r: 'shape-room',
      exp,
      nbf,
      o: true,
      ejt: true,
      eje: 600,
      u: 'Ada',
      ud: 'u'.repeat(36),
      ss: false,
      vo: true,
      ao: false,
      er: 'cloud',
      sr: true,
      p: { canSend: ['audio'] },
      d: domain.json.domain_id,
      iat: expect.any(Number),
    });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.iat).toBeLessThanOrEqual(nowSeconds());
  });

  it('takes the nine other properties Daily documents, under Daily’s abbreviations, and validates them back by name', async () => {
    const nine = {
      lang: 'pt-BR',
      redirect_on_meeting_exit: 'https://example.com/after-call',
      close_tab_on_exit: true,
      enable_recording_ui: false,
      auto_start_transcription: true,
      enable_terse_logging: true,
      enable_live_captions_ui: false,
      knocking: true,
      start_cloud_recording_opts: { layout: { preset: 'single-participant' }, maxDuration: 3600 },
    };
    const answer = await room('POST', '/meeting-tokens', { properties: { room_name: 'nine-room', ...nine } });
    expect(answer.status).toBe(200);
    const { payload, signatureValid } = decodeJwt(answer.json.token, emu.keys.roomKey);
    expect(signatureValid).toBe(true);
    // Daily's self-signing guide abbreviates seven; enable_terse_logging and enable_live_captions_ui have none.
    expect(payload).toEqual({
      r: 'nine-room',
      uil: 'pt-BR',
      rome: 'https://example.com/after-call',
      ctoe: true,
      erui: false,
      ast: true,
      enable_terse_logging: true,
      enable_live_captions_ui: false,
      k: true,
      sro: nine.start_cloud_recording_opts,
      d: expect.any(String),
      iat: expect.any(Number),
    });
    const validated = await room('GET', `/meeting-tokens/${answer.json.token}`);
    expect(validated.status).toBe(200);
    expect(validated.json).toEqual({ room_name: 'nine-room', ...nine });
  });

  it('takes meeting_join_hook (claim mjh), as pipecat and Daily send it, and reads it back by name', async () => {
    const hook = 'https://example.com/hooks/joined';
    const answer = await room('POST', '/meeting-tokens', {
      properties: { room_name: 'hook-room', meeting_join_hook: hook },
    });
    expect(answer.status).toBe(200);
    const { payload } = decodeJwt(answer.json.token, emu.keys.roomKey);
    expect(payload).toMatchObject({ r: 'hook-room', mjh: hook });
    expect((await room('GET', `/meeting-tokens/${answer.json.token}`)).json).toMatchObject({ meeting_join_hook: hook });
    expect(decodeMeetingToken(answer.json.token).readable.meetingJoinHook).toBe(hook);
    const bad = await room('POST', '/meeting-tokens', { properties: { meeting_join_hook: 42 } });
    expect(bad.status).toBe(400);
    expect(bad.json.info).toBe('meeting_join_hook must be an http(s) URL');
  });

  it('omits absent claims (the reference helper’s body → r, o, exp, ejt, d, iat only)', async () => {
    const exp = nowSeconds() + 60;
    const answer = await room('POST', '/meeting-tokens', {
      properties: { room_name: 'plain-room', is_owner: false, exp, eject_at_token_exp: false },
    });
    const { payload } = decodeJwt(answer.json.token, emu.keys.roomKey);
    expect(Object.keys(payload).sort()).toEqual(['d', 'ejt', 'exp', 'iat', 'o', 'r']);
    expect(payload.o).toBe(false);
  });

  it.each<[string, unknown, string | RegExp]>([
    [
      'exp in the past',
      { properties: { exp: 1000 } },
      "exp was '1000', which is in the past rather than in the future",
    ],
    ['a 37-character user_id', { properties: { user_id: 'u'.repeat(37) } }, 'user_id must be at most 36 characters'],
    ['a non-boolean is_owner', { properties: { is_owner: 'yes' } }, 'is_owner must be a boolean'],
    ['an invalid room_name', { properties: { room_name: 'bad name' } }, 'room_name must be a valid room name'],
    [
      'an unknown property',
      { properties: { favourite_colour: 'red' } },
      /favourite_colour is not a meeting token property/,
    ],
    ['properties that are not an object', { properties: [1] }, 'properties must be a JSON object'],
    ...[
      'close_tab_on_exit',
      'enable_recording_ui',
      'auto_start_transcription',
      'enable_terse_logging',
      'enable_live_captions_ui',
      'knocking',
    ].map(
      (key) =>
        [`a non-boolean ${key}`, { properties: { [key]: 'true' } }, `${key} must be a boolean`] as [
          string,
          unknown,
          string,
        ],
    ),
    [
      'a lang Daily Prebuilt does not have',
      { properties: { lang: 'xx' } },
      /^lang must be one of da, de, en, .*, user$/,
    ],
    ['a lang that is not a string', { properties: { lang: 1 } }, /^lang must be one of /],
    [
      'a redirect_on_meeting_exit that is not a string',
      { properties: { redirect_on_meeting_exit: 42 } },
      'redirect_on_meeting_exit must be a string (a URL)',
    ],
    [
      'start_cloud_recording_opts that are not an object',
      { properties: { start_cloud_recording_opts: ['cloud'] } },
      'start_cloud_recording_opts must be an object',
    ],
  ])('refuses %s with 400 invalid-request-error', async (_label, body, info) => {
    const answer = await room('POST', '/meeting-tokens', body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid-request-error');
    if (typeof info === 'string') expect(answer.json.info).toBe(info);
    else expect(answer.json.info).toMatch(info);
  });
});

describe('domain config', () => {
  it('GET / returns the domain with force_audio_only_recording 0; POST / sets it to 1 and back', async () => {
    const initial = await room('GET', '/');
    expect(initial.status).toBe(200);
    expect(initial.json).toEqual({
      domain_name: expect.any(String),
      domain_id: expect.stringMatching(UUID_V4),
      config: { force_audio_only_recording: 0 },
    });
    const on = await room('POST', '/', { properties: { force_audio_only_recording: 1 } });
    expect(on.status).toBe(200);
    expect(on.json.config.force_audio_only_recording).toBe(1);
    expect((await room('GET', '/')).json.config.force_audio_only_recording).toBe(1);
    const off = await room('POST', '/', { properties: { force_audio_only_recording: 0 } });
    expect(off.json.config.force_audio_only_recording).toBe(0);
  });

  it.each<[string, unknown]>([
    ['2', { properties: { force_audio_only_recording: 2 } }],
    ['true', { properties: { force_audio_only_recording: true } }],
    ['"1"', { properties: { force_audio_only_recording: '1' } }],
    ['no properties object', { force_audio_only_recording: 1 }],
    ['an unknown domain property', { properties: { enable_everything: 1 } }],
  ])('refuses %s with 400 invalid-request-error and keeps the value', async (_label, body) => {
    const answer = await room('POST', '/', body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid-request-error');
    expect((await room('GET', '/')).json.config.force_audio_only_recording).toBe(0);
  });
});
