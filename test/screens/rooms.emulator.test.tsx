// The rooms screen against the emulator (real HTTP): a room created with every property through the form
// reads back equal; one made by the command line reads back equal through the library, `rooms get --json` and the
// detail view; the meeting token's claims match the form; a wrong typed name deletes nothing.
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMeetingToken } from '../../src/api/rooms/meetingToken.js';
import { isolatedEnv, runInProcess } from '../cli/helpers.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { KEYS } from '../helpers/keys.js';
import { renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { waitFor } from '../helpers/waitFor.js';
import { emulatorClients } from './rooms.fixtures.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ readyDelayMs: 100 });
});
afterAll(async () => {
  await emu?.stop();
});

// Waits on the emulator over HTTP: far more than they take, so a loaded machine cannot fail them.
const slow = { tries: 3000, interval: 10 };

async function openRooms() {
  const clients = emulatorClients(emu);
  const app = await renderApp({
    store: clients.store,
    routes: [{ name: 'sets' }, { name: 'rooms' }],
    rows: 40,
    columns: 100,
  });
  await waitFor(() => expect(app.frame()).toMatch(/\d+ rooms? · page|No rooms yet/), slow);
  return { app, clients };
}

async function setField(app: RenderedApp, label: string, keys: string[]) {
  // Move to the field by its label (the focus marker is "› label").
  for (let i = 0; i < 40 && !new RegExp(`^› +${label} `, 'm').test(app.frame()); i++) await app.press(KEYS.down);
  expect(app.frame()).toMatch(new RegExp(`^› +${label} `, 'm'));
  for (const k of keys) {
    if (k.length > 1 && !k.startsWith('\u001b')) await app.type(k);
    else await app.press(k);
  }
}

describe('rooms screen against the emulator', () => {
  it('creates a room with every property; it reads back equal', async () => {
    const { app, clients } = await openRooms();
    await app.press('n');
    await setField(app, 'name', ['every-prop']);
    await setField(app, 'privacy', [' ']);
    await setField(app, 'expiry \\(exp\\)', [KEYS.ctrlU, '2h']);
    await setField(app, 'max participants', ['12']);
    await setField(app, 'recording', [KEYS.right]);
    await setField(app, 'geo', ['eu-central-1']);
    for (const label of ['chat', 'prejoin UI', 'emoji reactions', 'eject at expiry', 'start video off'])
      await setField(app, label, [' ']);
    await setField(app, 'dial-out', [KEYS.right]);
    await setField(app, 'SIP \\(dial-in\\)', [' ']);
    await setField(app, 'display_name', [KEYS.ctrlU, 'front-desk']);
    await setField(app, 'video', [' ']);
    await setField(app, 'num_endpoints', [KEYS.ctrlU, '2']);
    await setField(app, 'codecs', ['audio=OPUS,PCMU video=H264']);
    await setField(app, 'provider', [KEYS.right]);
    await setField(app, 'recordings bucket', [' ']);
    await setField(app, 'bucket_name', ['recs']);
    await setField(app, 'bucket_region', ['us-east-1']);
    await setField(app, 'assume_role_arn', ['arn:aws:iam::123456789012:role/recordings']);
    await setField(app, 'allow_api_access', [' ']);
    await setField(app, 'transcripts', [KEYS.right]);
    await setField(app, 'transcript bucket', [' ']);
    await setField(app, 'bucket_name', ['transcripts']);
    await setField(app, 'bucket_region', ['eu-west-1']);
    await setField(app, 'assume_role_arn', ['arn:aws:iam::123456789012:role/transcripts']);
    const before = Math.floor(Date.now() / 1000);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('Room every-prop created'), slow);
    expect(app.frame()).toContain('SIP endpoint  sip:every-prop@sip.local.daily');
    expect(app.frame()).toContain('recording     .mp4 (cloud)');

    const room = await clients.rooms.getRoomFromUrl(`${emu.url}/every-prop`);
    const { exp, ...config } = room.config;
    expect(room.privacy).toBe('private');
    expect(exp).toBeGreaterThanOrEqual(before + 7200 - 5);
    expect(exp).toBeLessThanOrEqual(before + 7200 + 5);
    expect(config).toEqual({
      max_participants: 12,
      enable_recording: 'cloud',
      geo: 'eu-central-1',
      enable_chat: true,
      enable_prejoin_ui: true,
      enable_emoji_reactions: true,
      eject_at_room_exp: true,
      start_video_off: true,
      enable_dialout: true,
      sip: {
        display_name: 'front-desk',
        video: true,
        sip_mode: 'dial-in',
        num_endpoints: 2,
        codecs: { audio: ['OPUS', 'PCMU'], video: ['H264'] },
        provider: 'daily',
      },
      sip_uri: { endpoint: 'every-prop@sip.local.daily' },
      recordings_bucket: {
        bucket_name: 'recs',
        bucket_region: 'us-east-1',
        assume_role_arn: 'arn:aws:iam::123456789012:role/recordings',
        allow_api_access: true,
      },
      enable_transcription_storage: true,
      transcription_bucket: {
        bucket_name: 'transcripts',
        bucket_region: 'eu-west-1',
        assume_role_arn: 'arn:aws:iam::123456789012:role/transcripts',
        allow_api_access: false,
      },
    });
  });

  it('a room made by rooms create reads back equal through the library, rooms get --json and the detail view', async () => {
    const env = isolatedEnv({
      DAILY_API_KEY: emu.keys.roomKey,
      DAILY_API_URL: emu.roomApiUrl,
      PIPECAT_API_KEY: emu.keys.privateKey,
      PIPECAT_API_HOST: emu.apiHost,
    });
    const created = await runInProcess(
      [
        'rooms',
        'create',
        '--json',
        '--name',
        'tx-layers',
        '--transcription-storage',
        '--transcription-bucket-name',
        'tx',
        '--transcription-bucket-region',
        'eu-west-1',
        '--transcription-bucket-assume-role-arn',
        'arn:aws:iam::1:role/tx',
        '--transcription-bucket-allow-api-access',
        '--sip-codecs',
        '{"audio":["OPUS"],"video":["H264","VP8"]}',
        '--sip-provider',
        'daily',
      ],
      env,
    );
    expect(created.code).toBe(0);
    const cli = JSON.parse(created.stdout);
    const properties = {
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
        num_endpoints: 1,
        codecs: { audio: ['OPUS'], video: ['H264', 'VP8'] },
        provider: 'daily',
      },
    };
    expect(cli.config).toMatchObject(properties);

    const { app, clients } = await openRooms();
    const library = await clients.rooms.getRoomFromUrl(cli.url);
    const { sip_endpoint: sipEndpoint, ...cliRoom } = cli;
    expect(library).toEqual(cliRoom);
    expect(sipEndpoint).toBe('sip:tx-layers@sip.local.daily');
    const got = await runInProcess(['rooms', 'get', cli.url, '--json'], env);
    expect(JSON.parse(got.stdout)).toEqual(cli);

    await app.press('u');
    await app.type(`${cli.url}\r`);
    await waitFor(() => expect(app.frame()).toContain('Room tx-layers'), slow);
    expect(app.store.getState().currentRoom).toEqual(library);
    const frame = app.frame();
    expect(frame).toContain('SIP endpoint  sip:tx-layers@sip.local.daily');
    expect(frame).toMatch(/enable_transcription_storage\s+true/);
    expect(frame).toMatch(/codecs=\{"audio":\["OPUS"\],"video":\["H264","VP8"\]\}\s+provider=daily/);
    expect(frame).toMatch(/^ {2}transcription_bucket +\S/m);
    for (const pair of [
      'bucket_name=tx',
      'bucket_region=eu-west-1',
      'assume_role_arn=arn:aws:iam::1:role/tx',
      'allow_api_access=true',
    ]) {
      expect(frame).toMatch(new RegExp(`(^| )${pair.replace(/[/.]/g, '\\$&')}( |$)`, 'm'));
    }
  });

  it('token claims match the form; the token is copied with OSC 52', async () => {
    const { app, clients } = await openRooms();
    await act(async () => clients.store.getState().createRoom({ name: 'token-room' }));
    await app.press('r');
    await waitFor(() => expect(app.frame()).toMatch(/› token-room/), slow);
    await app.press('t');
    await setField(app, 'expiry \\(seconds\\)', [KEYS.ctrlU, '1800']);
    await setField(app, 'owner \\(is_owner\\)', [' ']);
    await setField(app, 'eject at token expiry', [' ']);
    await setField(app, 'user name', ['Ada Lovelace']);
    await setField(app, 'user id', ['ada-1815']);
    await setField(app, 'screen share', [KEYS.left]); // off
    await setField(app, 'start audio off', [KEYS.right]); // on
    await setField(app, 'start cloud recording', [KEYS.right]);
    await setField(app, 'eject after \\(seconds\\)', ['900']);
    const before = Math.floor(Date.now() / 1000);
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).toContain('shown once, not stored'), slow);
    expect(app.frame()).toMatch(/room\s+token-room/);
    expect(app.frame()).toMatch(/owner\s+no/);

    await app.press('c');
    const prefix = '\u001b]52;c;';
    const seq = app.frames.find((f) => f.includes(prefix));
    expect(seq).toBeDefined();
    const token = Buffer.from(
      seq!.slice(seq!.indexOf(prefix) + prefix.length).replace(/\u0007.*$/s, ''),
      'base64',
    ).toString('utf8');
    const { claims } = decodeMeetingToken(token);
    expect(claims).toMatchObject({
      r: 'token-room',
      o: false,
      ejt: true,
      u: 'Ada Lovelace',
      ud: 'ada-1815',
      ss: false,
      ao: true,
      sr: true,
      eje: 900,
    });
    expect(claims.exp as number).toBeGreaterThanOrEqual(before + 1800 - 5);
    expect(claims.exp as number).toBeLessThanOrEqual(before + 1800 + 5);
  });

  it('delete with a wrong typed name does nothing; the right name deletes', async () => {
    const { app, clients } = await openRooms();
    await act(async () => clients.store.getState().createRoom({ name: 'doomed' }));
    await app.press('r');
    await waitFor(() => expect(app.frame()).toMatch(/› doomed/), slow);
    await app.press('d');
    await app.type('doome');
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('type exactly doomed to confirm');
    await app.press(KEYS.esc);
    await expect(clients.rooms.getRoomFromUrl(`${emu.url}/doomed`)).resolves.toMatchObject({ name: 'doomed' });

    await app.press('d');
    await app.type('doomed');
    await app.press(KEYS.enter);
    await waitFor(() => expect(app.frame()).not.toMatch(/doomed\s+public/), slow);
    await expect(clients.rooms.getRoomFromUrl(`${emu.url}/doomed`)).rejects.toMatchObject({ status: 404 });
  });
});
