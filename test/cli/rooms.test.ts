// `agentdeck rooms …` against the emulator's room API: the built CLI for each command end to end, runCli
// in-process for the many flag → RoomProperties / MeetingTokenProperties mappings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMeetingToken } from '../../src/api/rooms/meetingToken.js';
import {
  CANARY,
  expectClean,
  runBuilt,
  runInProcess,
  startTestEmulator,
  type TestEmulator,
  cleanRunners,
} from './helpers.js';

let t: TestEmulator;
let secrets: string[];
const { run, runIn } = cleanRunners(() => t);
// The emulator's room URLs (what `rooms create` prints): a URL on another host is refused by `rooms token`.
const roomUrl = (name: string) => `https://agentdeck-emulator.daily.localhost/${name}`;

beforeAll(async () => {
  t = await startTestEmulator();
  secrets = [CANARY, ...t.keys];
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe.concurrent('rooms, end to end (built CLI)', () => {
  it('create prints the URL alone on stdout; get / token / delete by URL and by name', async () => {
    const created = await run(['rooms', 'create', '--name', 'e2e-room']);
    expect(created.code).toBe(0);
    const url = created.stdout.trim();
    expect(url).toBe('https://agentdeck-emulator.daily.localhost/e2e-room'); // the emulator's stable room URL
    expect(created.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(created.stderr).toContain('privacy');

    const [got, token] = await Promise.all([run(['rooms', 'get', url, '--json']), run(['rooms', 'token', url])]);
    expect(JSON.parse(got.stdout)).toMatchObject({ name: 'e2e-room', privacy: 'public', url, api_created: true });
    // The token alone, for $(...): one line, a JWT for this room, owner by default, 3600 s by default.
    expect(token.code).toBe(0);
    expect(token.stdout).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    const claims = decodeMeetingToken(token.stdout.trim()).readable;
    expect(claims.roomName).toBe('e2e-room');
    expect(claims.isOwner).toBe(true);
    expect(claims.ejectAtTokenExp).toBe(false);
    // exp is set from the client's clock before the request, iat by the server on arrival: a slow machine narrows it.
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeGreaterThanOrEqual(3570);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(3601);

    const byName = await run(['rooms', 'delete', 'e2e-room', '-s', '--json']);
    expect(JSON.parse(byName.stdout)).toEqual({ deleted: true, name: 'e2e-room' });
    const gone = await run(['rooms', 'get', url]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('Room not found: e2e-room');
  });

  it('token --json prints {token, claims} with the decoded claims; flags reach the token', async () => {
    await runIn(['rooms', 'create', '--name', 'tok-room']);
    const r = await run([
      'rooms',
      'token',
      roomUrl('tok-room'),
      '--json',
      '--expiry',
      '120',
      '--no-owner',
      '--eject-at-token-exp',
      '--user-name',
      'Ada',
      '--user-id',
      'user-42',
      '--permissions',
      '{"canSend":["audio"]}',
    ]);
    expect(r.code).toBe(0);
    const body = JSON.parse(r.stdout);
    expect(Object.keys(body)).toEqual(['token', 'claims', 'readable']);
    expect(body.claims).toMatchObject({
      r: 'tok-room',
      o: false,
      ejt: true,
      u: 'Ada',
      ud: 'user-42',
      p: { canSend: ['audio'] },
    });
    expect(body.claims.exp - body.claims.iat).toBeGreaterThanOrEqual(90);
    expect(body.claims.exp - body.claims.iat).toBeLessThanOrEqual(121);
    expect(decodeMeetingToken(body.token).claims).toEqual(body.claims);
  });

  it('delete asks first (never without a terminal); by URL; a room already gone says so and exits 0', async () => {
    await runIn(['rooms', 'create', '--name', 'del-room']);
    const noTty = await run(['rooms', 'delete', 'del-room']);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('--skip');
    const refused = await runInProcess(['rooms', 'delete', roomUrl('del-room')], t.env, { isTTY: true, input: 'n\n' });
    expect(refused.code).toBe(1);
    expect((await runIn(['rooms', 'get', roomUrl('del-room')])).code).toBe(0);
    const first = await run(['rooms', 'delete', roomUrl('del-room'), '--skip']);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain("Room 'del-room' deleted.");
    const again = await run(['rooms', 'delete', roomUrl('del-room'), '-s']);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("Room 'del-room' was already gone; nothing to delete.");
    expect(again.stderr).not.toContain('deleted.');
    const json = await runIn(['rooms', 'delete', 'del-room', '-s', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ deleted: true, name: 'del-room', alreadyGone: true });
  });

  it('every room command takes the room name as well as its URL; a bad name is a usage error naming the rule', async () => {
    await runIn(['rooms', 'create', '--name', 'by-name']);
    const got = await run(['rooms', 'get', 'by-name', '--json']);
    expect(got.code).toBe(0);
    expect(JSON.parse(got.stdout)).toMatchObject({
      name: 'by-name',
      url: 'https://agentdeck-emulator.daily.localhost/by-name',
    });
    const token = await runIn(['rooms', 'token', 'by-name']);
    expect(token.code).toBe(0);
    expect(decodeMeetingToken(token.stdout.trim()).readable.roomName).toBe('by-name');
    const updated = await runIn(['rooms', 'update', 'by-name', '--max-participants', '3', '--json']);
    expect(JSON.parse(updated.stdout).config.max_participants).toBe(3);
    const missing = await runIn(['rooms', 'get', 'no-such-room']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Room not found: no-such-room');
    for (const command of ['get', 'token', 'update', 'delete']) {
      const bad = await runIn([
        'rooms',
        command,
        'bad room',
        ...(command === 'update' ? ['--enable-chat'] : []),
        ...(command === 'delete' ? ['-s'] : []),
      ]);
      expect(bad.code, command).toBe(2);
      expect(bad.stderr, command).toContain('room name "bad room": only letters, numbers, underscores and hyphens');
      expect(bad.stderr, command).toContain("or pass the room's complete URL");
    }
    expect((await runIn(['rooms', 'get', roomUrl('by-name')])).code).toBe(0);
  });

  it('a rejected room key → exit 1 naming DAILY_API_KEY, key not printed; no room service → exit 1 with the fix', async () => {
    const wrong = 'daily_wrong_CANARY_key_0001';
    const rejected = await runBuilt(['rooms', 'create'], { ...t.env, DAILY_API_KEY: wrong });
    expectClean(rejected, [...secrets, wrong]);
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toContain('DAILY_API_KEY');
    const none = await run(['rooms', 'create', '--json'], { DAILY_API_KEY: '' });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no room service configured: set DAILY_API_KEY');
    expect(JSON.parse(none.stdout).error.message).toContain('DAILY_API_KEY');
  });
});

describe.concurrent('rooms create flags (in-process)', () => {
  it('defaults: public, the seed defaults sent, a generated name', async () => {
    const r = await runIn(['rooms', 'create', '--json']);
    const room = JSON.parse(r.stdout);
    expect(room.privacy).toBe('public');
    expect(room.name).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(room.sip_endpoint).toBe('');
    expect(room.config.sip).toBeUndefined();
    expect(room.config.recordings_bucket).toBeUndefined();
  });

  it('every RoomProperties field is reachable', async () => {
    const r = await runIn([
      'rooms',
      'create',
      '--json',
      '--name',
      'all-flags',
      '--privacy',
      'private',
      '--exp-in',
      '600',
      '--enable-chat',
      '--enable-prejoin-ui',
      '--enable-emoji-reactions',
      '--eject-at-room-exp',
      '--enable-dialout',
      '--recording',
      'cloud-audio-only',
      '--geo',
      'eu-central-1',
      '--max-participants',
      '7',
      '--start-video-off',
      '--sip-display-name',
      'bot',
      '--sip-video',
      '--sip-mode',
      'dial-in',
      '--sip-endpoints',
      '2',
      '--bucket-name',
      'rec',
      '--bucket-region',
      'us-east-1',
      '--assume-role-arn',
      'arn:aws:iam::1:role/r',
      '--allow-api-access',
    ]);
    expect(r.code).toBe(0);
    const room = JSON.parse(r.stdout);
    expect(room.privacy).toBe('private');
    expect(room.config).toMatchObject({
      enable_chat: true,
      enable_prejoin_ui: true,
      enable_emoji_reactions: true,
      eject_at_room_exp: true,
      enable_dialout: true,
      enable_recording: 'cloud-audio-only',
      geo: 'eu-central-1',
      max_participants: 7,
      start_video_off: true,
      sip: { display_name: 'bot', video: true, sip_mode: 'dial-in', num_endpoints: 2 },
      recordings_bucket: {
        bucket_name: 'rec',
        bucket_region: 'us-east-1',
        assume_role_arn: 'arn:aws:iam::1:role/r',
        allow_api_access: true,
      },
    });
    const expInFuture = room.config.exp - Date.now() / 1000;
    expect(expInFuture).toBeGreaterThan(500);
    expect(expInFuture).toBeLessThanOrEqual(600);
    expect(room.sip_endpoint).toMatch(/^sip:/);
  });

  it('--sip alone uses the seed SIP defaults; --exp takes a timestamp', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3000;
    const room = JSON.parse((await runIn(['rooms', 'create', '--json', '--sip', '--exp', String(exp)])).stdout);
    expect(room.config.sip).toEqual({
      display_name: 'sw-sip-dialin',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 1,
    });
    expect(room.config.exp).toBe(exp);
  });

  it('bad flags exit 2 naming the field and the rule; nothing is created', async () => {
    const cases: Array<[string[], string]> = [
      [['--privacy', 'secret'], 'Allowed choices are public, private'],
      [['--recording', 'video'], 'Allowed choices are cloud, cloud-audio-only, local, raw-tracks'],
      [['--max-participants', '0'], '--max-participants: must be a positive whole number'],
      [['--exp', '1700000000000'], 'not milliseconds'],
      [['--exp', '2000000000.5'], '--exp: must be a Unix timestamp in whole seconds'],
      [['--exp', '2000000000', '--exp-in', '60'], 'pass --exp or --exp-in, not both'],
      [['--bucket-name', 'b'], 'recordings_bucket: --bucket-region, --assume-role-arn required'],
    ];
    const badName = await runIn(['rooms', 'create', '--name', 'bad name']);
    expect(badName.code).toBe(2);
    expect(badName.stderr).toContain('room name "bad name": only letters, numbers, underscores and hyphens');
    for (const [index, [flags, message]] of cases.entries()) {
      const r = await runIn(['rooms', 'create', '--name', `bad-flags-${index}`, ...flags]);
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
      const lookup = await fetch(`${t.emu.roomApiUrl}/rooms/bad-flags-${index}`, {
        headers: { authorization: `Bearer ${t.emu.keys.roomKey}` },
      });
      expect(lookup.status, flags.join(' ')).toBe(404);
    }
  });
});

describe.concurrent('rooms: transcription storage and bucket, SIP codecs and provider', () => {
  const tbucket = [
    '--transcription-bucket-name',
    'tx',
    '--transcription-bucket-region',
    'eu-west-1',
    '--transcription-bucket-assume-role-arn',
    'arn:aws:iam::1:role/tx',
  ];
  const getJson = async (name: string) => JSON.parse((await runIn(['rooms', 'get', roomUrl(name), '--json'])).stdout);

  it('create: every new flag reaches the room (built CLI); --sip-codecs JSON is the same as repeated --sip-codec', async () => {
    const r = await run([
      'rooms',
      'create',
      '--json',
      '--name',
      'tx-all',
      '--transcription-storage',
      ...tbucket,
      '--transcription-bucket-allow-api-access',
      '--sip-codec',
      'audio=opus,PCMU',
      '--sip-codec',
      'video=H264',
      '--sip-provider',
      'daily',
      '--sip-endpoints',
      '2',
    ]);
    expect(r.code).toBe(0);
    const room = JSON.parse(r.stdout);
    expect(room.config).toMatchObject({
      enable_transcription_storage: true,
      transcription_bucket: {
        bucket_name: 'tx',
        bucket_region: 'eu-west-1',
        assume_role_arn: 'arn:aws:iam::1:role/tx',
        allow_api_access: true,
      },
      sip: {
        display_name: 'sw-sip-dialin',
        video: false,
        sip_mode: 'dial-in',
        num_endpoints: 2,
        codecs: { audio: ['OPUS', 'PCMU'], video: ['H264'] },
        provider: 'daily',
      },
    });
    const json = await runIn([
      'rooms',
      'create',
      '--json',
      '--name',
      'tx-json',
      '--sip-codecs',
      '{"audio":["OPUS","PCMU"],"video":["H264"]}',
    ]);
    expect(JSON.parse(json.stdout).config.sip.codecs).toEqual(room.config.sip.codecs);
    // The plain-text get lists them under config.
    const text = (await runIn(['rooms', 'get', roomUrl('tx-all')])).stdout;
    expect(text).toMatch(/^config\.enable_transcription_storage +true$/m);
    expect(text).toMatch(
      /^config\.sip +\{.*"codecs":\{"audio":\["OPUS","PCMU"\],"video":\["H264"\]\},"provider":"daily"\}$/m,
    );
    expect(text).toMatch(/^config\.transcription_bucket +\{.*"bucket_name":"tx"/m);
  });

  it('create without them: nothing added (the service’s defaults)', async () => {
    const room = JSON.parse((await runIn(['rooms', 'create', '--json', '--name', 'tx-none', '--sip'])).stdout);
    expect(room.config.sip).toEqual({
      display_name: 'sw-sip-dialin',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 1,
    });
    expect(room.config).not.toHaveProperty('enable_transcription_storage');
    expect(room.config).not.toHaveProperty('transcription_bucket');
  });

  it('bad values exit 2 naming the flag or field and the rule; nothing is created', async () => {
    const cases: Array<[string[], string]> = [
      [
        ['--sip-codec', 'audio=AAC'],
        '--sip-codec: sip.codecs.audio[0]: "AAC" is not a supported audio codec (PCMU, PCMA, G722, OPUS)',
      ],
      [['--sip-codec', 'OPUS'], '--sip-codec "OPUS": expected MEDIA=CODEC[,CODEC…], e.g. audio=OPUS or video=H264,VP8'],
      [['--sip-codecs', '{"audio":"OPUS"}'], '--sip-codecs: sip.codecs.audio: must be a list of codec names'],
      [['--sip-codecs', '{"audio":[]}'], '--sip-codecs: sip.codecs.audio: must name at least one codec'],
      [['--sip-codecs', '{"audio":['], '--sip-codecs: not valid JSON; expected an object of codec lists'],
      [
        ['--sip-codecs', '{"audio":["OPUS"]}', '--sip-codec', 'video=VP8'],
        'pass --sip-codecs or --sip-codec, not both',
      ],
      [['--sip-provider', 'twilio'], 'Allowed choices are daily, signalwire'],
      [
        ['--transcription-bucket-name', 'tx'],
        'transcription_bucket: --transcription-bucket-region, --transcription-bucket-assume-role-arn required',
      ],
      [
        ['--transcription-bucket-allow-api-access'],
        'transcription_bucket: --transcription-bucket-name, --transcription-bucket-region',
      ],
    ];
    for (const [index, [flags, message]] of cases.entries()) {
      const r = await runIn(['rooms', 'create', '--name', `tx-bad-${index}`, ...flags]);
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
      const lookup = await runIn(['rooms', 'get', roomUrl(`tx-bad-${index}`)]);
      expect(lookup.code, flags.join(' ')).toBe(1);
    }
  });

  it('update: SIP flags keep the room’s other SIP settings; --unset sip.codecs / sip.provider drop only that field', async () => {
    await runIn([
      'rooms',
      'create',
      '--name',
      'tx-upd',
      '--sip-display-name',
      'front-desk',
      '--sip-endpoints',
      '3',
      '--sip-codec',
      'audio=OPUS',
      '--sip-provider',
      'daily',
    ]);
    const provider = await runIn(['rooms', 'update', 'tx-upd', '--sip-provider', 'signalwire', '--json']);
    expect(provider.code).toBe(0);
    expect(JSON.parse(provider.stdout).config.sip).toEqual({
      display_name: 'front-desk',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 3,
      codecs: { audio: ['OPUS'] },
      provider: 'signalwire',
    });
    const codecs = await runIn([
      'rooms',
      'update',
      'tx-upd',
      '--sip-codec',
      'audio=PCMU,G722',
      '--sip-codec',
      'video=VP8',
    ]);
    expect(codecs.code).toBe(0);
    expect((await getJson('tx-upd')).config.sip.codecs).toEqual({ audio: ['PCMU', 'G722'], video: ['VP8'] });
    const unset = await runIn(['rooms', 'update', 'tx-upd', '--unset', 'sip.codecs', '--json']);
    expect(unset.code).toBe(0);
    expect(JSON.parse(unset.stdout).config.sip).toEqual({
      display_name: 'front-desk',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 3,
      provider: 'signalwire',
    });
    await runIn(['rooms', 'update', 'tx-upd', '--unset', 'sip.provider']);
    expect((await getJson('tx-upd')).config.sip).toEqual({
      display_name: 'front-desk',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 3,
    });
    const both = await runIn(['rooms', 'update', 'tx-upd', '--sip-codec', 'audio=OPUS', '--unset', 'sip.codecs']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--unset sip.codecs: also set by another flag; pass one or the other');
    const whole = await runIn(['rooms', 'update', 'tx-upd', '--unset', 'sip', '--unset', 'sip.provider', '--json']);
    expect(JSON.parse(whole.stdout).config).not.toHaveProperty('sip');
    // sip.* on a room without SIP: nothing to drop, and no SIP is added.
    const none = await runIn(['rooms', 'update', 'tx-upd', '--unset', 'sip.codecs', '--json']);
    expect(none.code).toBe(0);
    expect(JSON.parse(none.stdout).config).not.toHaveProperty('sip');
  });

  it('update: transcription storage and bucket are set and --unset', async () => {
    await runIn(['rooms', 'create', '--name', 'tx-store']);
    const set = await runIn(['rooms', 'update', 'tx-store', '--transcription-storage', ...tbucket, '--json']);
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout).config).toMatchObject({
      enable_transcription_storage: true,
      transcription_bucket: {
        bucket_name: 'tx',
        bucket_region: 'eu-west-1',
        assume_role_arn: 'arn:aws:iam::1:role/tx',
        allow_api_access: false,
      },
    });
    const unset = await runIn([
      'rooms',
      'update',
      'tx-store',
      '--unset',
      'transcription_bucket',
      '--unset',
      'enable_transcription_storage',
      '--json',
    ]);
    expect(unset.code).toBe(0);
    expect(JSON.parse(unset.stdout).config).toEqual({});
    const both = await runIn([
      'rooms',
      'update',
      'tx-store',
      '--transcription-storage',
      '--unset',
      'enable_transcription_storage',
    ]);
    expect(both.code).toBe(2);
  });
});

describe.concurrent('rooms token flags (in-process)', () => {
  beforeAll(async () => {
    await runIn(['rooms', 'create', '--name', 'flag-room']);
  });

  it('every MeetingTokenProperties field is reachable', async () => {
    const nbf = Math.floor(Date.now() / 1000) - 10;
    const r = await runIn([
      'rooms',
      'token',
      roomUrl('flag-room'),
      '--json',
      '--owner',
      '--eject-after-elapsed',
      '90',
      '--nbf',
      String(nbf),
      '--enable-screenshare',
      '--start-video-off',
      '--start-audio-off',
      '--recording',
      'cloud',
      '--enable-prejoin-ui',
      '--start-cloud-recording',
      '--user-id',
      'x'.repeat(36),
    ]);
    expect(r.code).toBe(0);
    const { readable } = JSON.parse(r.stdout);
    expect(readable).toMatchObject({
      roomName: 'flag-room',
      isOwner: true,
      ejectAfterElapsed: 90,
      nbf,
      enableScreenshare: true,
      startVideoOff: true,
      startAudioOff: true,
      enableRecording: 'cloud',
      enablePrejoinUi: true,
      startCloudRecording: true,
      userId: 'x'.repeat(36),
    });
  });

  it('a URL on another host than the room domain is refused, naming both hosts; no token is made', async () => {
    const other = await runIn(['rooms', 'token', 'https://other.example/flag-room', '--json']);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(
      "rooms token: the room URL is on other.example, but this room service's rooms are on agentdeck-emulator.daily.localhost " +
        "(domain 'agentdeck-emulator'); a token from here would be for room 'flag-room' there",
    );
    expect(other.stdout).not.toMatch(/eyJ/);
    const daily = await runIn(['rooms', 'token', 'https://someone-else.daily.co/flag-room']);
    expect(daily.code).toBe(2);
    expect(daily.stderr).toContain('the room URL is on someone-else.daily.co');
    // The room's own URL, in another case, and its bare name are fine.
    for (const arg of ['https://AGENTDECK-EMULATOR.daily.localhost/flag-room', 'flag-room']) {
      expect((await runIn(['rooms', 'token', arg])).code, arg).toBe(0);
    }
  });

  it('--exp sets the expiry as a timestamp', async () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    const { claims } = JSON.parse(
      (await runIn(['rooms', 'token', roomUrl('flag-room'), '--json', '--exp', String(exp)])).stdout,
    );
    expect(Math.abs(claims.exp - exp)).toBeLessThanOrEqual(1);
  });

  it('bad flags exit 2 naming the field and the rule', async () => {
    const cases: Array<[string[], string]> = [
      [['--user-id', 'x'.repeat(37)], 'user_id: at most 36 characters (got 37)'],
      [['--permissions', '[1]'], '--permissions: must be a JSON object'],
      [['--expiry', '-5'], '--expiry: must be a number > 0'],
      [['--expiry', '60', '--exp', '2000000000'], 'pass --expiry or --exp, not both'],
      [['--nbf', '1.5'], '--nbf: must be a Unix timestamp in whole seconds (no fraction or exponent)'],
      [['--nbf', '17e8'], '--nbf: must be a Unix timestamp in whole seconds'],
      [['--nbf', String(Math.floor(Date.now() / 1000) + 7200)], "--nbf: must be before the token's expiry (exp "],
      [
        ['--nbf', '2000000000', '--exp', '1999999999'],
        'from --exp); a token that becomes valid only once it has expired can never be used',
      ],
      [['--nbf', String(Math.floor(Date.now() / 1000) + 120), '--expiry', '60'], 'from --expiry 60 s from now'],
    ];
    for (const [flags, message] of cases) {
      const r = await runIn(['rooms', 'token', roomUrl('flag-room'), ...flags]);
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
    const noName = await runIn(['rooms', 'token', 'https://your-domain.daily.co/']);
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain('room URL "https://your-domain.daily.co": has no room name in its path');
  });
});
