// Exact request bodies and response-shape checks, against a canned local server (the emulator would accept
// or fix up what we want to see here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http/http.js';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { apiErrorCollector, json, startCannedServer, type CannedServer } from './helpers.js';

let server: CannedServer;
const { apiError } = apiErrorCollector(5_000);
beforeAll(async () => {
  server = await startCannedServer();
});
afterAll(async () => {
  await server.close();
});

const NOW = 1_800_000_000_000;
const room = {
  id: 'id-1',
  name: 'r',
  api_created: true,
  privacy: 'public',
  url: 'https://d.daily.co/r',
  created_at: '2027-01-15T08:00:00.000Z',
  config: {},
};
const rooms = () =>
  new RoomHelper({
    roomApiKey: 'room-key',
    roomApiUrl: `${server.url}/v1`,
    now: () => NOW,
    http: createHttpClient({ baseUrl: `${server.url}/v1`, token: 'room-key', flavor: 'daily', retryBaseDelayMs: 5 }),
  });
const secrets = (org?: string) =>
  new SecretsClient({
    http: createHttpClient({ baseUrl: server.url, token: 'pk', flavor: 'pipecat', retryBaseDelayMs: 5 }),
    ...(org ? { org } : {}),
  });

describe('RoomHelper wire format', () => {
  it('a default create sends privacy public and the property defaults, like the reference helper', async () => {
    server.handle((_r, res) => json(res, 200, room));
    await rooms().createRoom({});
    expect(server.seen[0].method).toBe('POST');
    expect(server.seen[0].url).toBe('/v1/rooms');
    expect(JSON.parse(server.seen[0].body)).toEqual({
      privacy: 'public',
      properties: {
        enable_chat: false,
        enable_prejoin_ui: false,
        enable_emoji_reactions: false,
        eject_at_room_exp: false,
        start_video_off: false,
      },
    });
  });
  it('caller properties override defaults; sip and bucket defaults fill in; undefined and read-only sip_uri dropped', async () => {
    server.handle((_r, res) => json(res, 200, room));
    await rooms().createRoom({
      name: 'n',
      properties: {
        enable_chat: true,
        geo: undefined,
        sip: { display_name: 'bot' },
        recordings_bucket: { bucket_name: 'b', bucket_region: 'us-east-1', assume_role_arn: 'arn:aws:iam::1:role/r' },
        sip_uri: { endpoint: 'x@sip' },
      },
    });
    expect(JSON.parse(server.seen[0].body)).toEqual({
      name: 'n',
      privacy: 'public',
      properties: {
        enable_chat: true,
        enable_prejoin_ui: false,
        enable_emoji_reactions: false,
        eject_at_room_exp: false,
        start_video_off: false,
        sip: { display_name: 'bot', video: false, sip_mode: 'dial-in', num_endpoints: 1 },
        recordings_bucket: {
          bucket_name: 'b',
          bucket_region: 'us-east-1',
          assume_role_arn: 'arn:aws:iam::1:role/r',
          allow_api_access: false,
        },
      },
    });
  });
  it('pipecat’s newer properties: the transcription bucket’s allow_api_access fills in, codecs and provider go as given, none is added unasked', async () => {
    server.handle((_r, res) => json(res, 200, room));
    await rooms().createRoom({
      properties: {
        enable_transcription_storage: true,
        transcription_bucket: {
          bucket_name: 't',
          bucket_region: 'eu-west-1',
          assume_role_arn: 'arn:aws:iam::1:role/t',
        },
        sip: { codecs: { audio: ['opus', 'PCMU'], video: ['H264'] }, provider: 'daily' },
      },
    });
    const sent = JSON.parse(server.seen[0].body).properties;
    expect(sent.enable_transcription_storage).toBe(true);
    expect(sent.transcription_bucket).toEqual({
      bucket_name: 't',
      bucket_region: 'eu-west-1',
      assume_role_arn: 'arn:aws:iam::1:role/t',
      allow_api_access: false,
    });
    expect(sent.sip).toEqual({
      display_name: 'sw-sip-dialin',
      video: false,
      sip_mode: 'dial-in',
      num_endpoints: 1,
      codecs: { audio: ['opus', 'PCMU'], video: ['H264'] },
      provider: 'daily',
    });
    await rooms().createRoom({ properties: { sip: {} } });
    const plain = JSON.parse(server.seen[1].body).properties;
    expect(plain.sip).toEqual({ display_name: 'sw-sip-dialin', video: false, sip_mode: 'dial-in', num_endpoints: 1 });
    expect(plain).not.toHaveProperty('enable_transcription_storage');
    expect(plain).not.toHaveProperty('transcription_bucket');
  });
  it('update sends the new properties and their nulls as given (no defaults added)', async () => {
    server.handle((_r, res) => json(res, 200, room));
    await rooms().updateRoom('r', {
      properties: { transcription_bucket: null, enable_transcription_storage: null, sip: { provider: 'signalwire' } },
    });
    expect(JSON.parse(server.seen[0].body)).toEqual({
      properties: { transcription_bucket: null, enable_transcription_storage: null, sip: { provider: 'signalwire' } },
    });
  });
  it('success is 200 only; a malformed room names the missing field', async () => {
    server.handle((_r, res) => json(res, 201, room));
    expect(await apiError(rooms().createRoom({}))).toMatchObject({ status: 201, code: 'UNEXPECTED_STATUS' });
    server.handle((_r, res) => json(res, 200, { ...room, url: undefined }));
    const e = await apiError(rooms().createRoom({}));
    expect(e.code).toBe('MALFORMED_RESPONSE');
    expect(e.message).toMatch(/has no string "url"/);
  });
  it('getToken posts exactly rules 1–5 with exp in whole seconds from the injected clock', async () => {
    server.handle((_r, res) => json(res, 200, { token: 'a.b.c' }));
    const token = await rooms().getToken('https://d.daily.co/standup?x=1', {
      expiryTime: 60.9,
      params: { properties: { user_name: 'Ann', is_owner: false, nbf: undefined } },
    });
    expect(token).toBe('a.b.c');
    expect(server.seen[0].url).toBe('/v1/meeting-tokens');
    expect(JSON.parse(server.seen[0].body)).toEqual({
      properties: {
        user_name: 'Ann',
        room_name: 'standup',
        exp: Math.floor(NOW / 1000 + 60.9),
        eject_at_token_exp: false,
        is_owner: true,
      },
    });
    server.handle((_r, res) => json(res, 200, { nope: 1 }));
    expect((await apiError(rooms().getToken('https://d.daily.co/standup'))).message).toMatch(/has no string "token"/);
  });
  it('delete: 200 and 404 are true, other statuses fail', async () => {
    server.handle((_r, res) => json(res, 404, { error: 'not-found', info: 'room r not found' }));
    expect(await rooms().deleteRoomByName('r')).toBe(true);
    server.handle((_r, res) => json(res, 403, { error: 'forbidden-error', info: 'nope' }));
    expect(await apiError(rooms().deleteRoomByName('r'))).toMatchObject({
      status: 403,
      message: 'Failed to delete room r: nope',
    });
  });
});

describe('SecretsClient wire format', () => {
  it('ONE PUT with the secrets array and region; names are URL-encoded into the org path', async () => {
    server.handle((_r, res) => json(res, 202, { status: 'OK', region: 'eu-central' }));
    expect(await secrets('my org').putSecrets('s1', { A: '1', B: 'two words' }, { region: 'eu-central' })).toEqual({
      status: 'OK',
      region: 'eu-central',
    });
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: 'PUT', url: '/v1/organizations/my%20org/secrets/s1' });
    expect(JSON.parse(server.seen[0].body)).toEqual({
      secrets: [
        { secretKey: 'A', secretValue: '1' },
        { secretKey: 'B', secretValue: 'two words' },
      ],
      region: 'eu-central',
    });
  });
  it('image pull secret body: base64 user:pass, or the value as given with encode off', async () => {
    server.handle((_r, res) => json(res, 202, { status: 'OK', region: 'us-west' }));
    await secrets().putImagePullSecret('reg', { host: 'https://index.docker.io/v1/', credentials: 'ann:tök' });
    expect(JSON.parse(server.seen[0].body)).toEqual({
      isImagePullSecret: true,
      host: 'https://index.docker.io/v1/',
      secretValue: Buffer.from('ann:tök').toString('base64'),
    });
    server.handle((_r, res) => json(res, 202, { status: 'OK', region: 'us-west' }));
    await secrets().putImagePullSecret('reg', {
      host: 'https://ghcr.io',
      credentials: 'YW5uOnA=',
      encode: false,
      region: 'us-west',
    });
    expect(JSON.parse(server.seen[0].body)).toEqual({
      isImagePullSecret: true,
      host: 'https://ghcr.io',
      secretValue: 'YW5uOnA=',
      region: 'us-west',
    });
  });
  it('the region filter is applied client-side when the server ignores ?region=', async () => {
    server.handle((_r, res) =>
      json(res, 200, {
        sets: [
          { name: 'a', type: 'secret', region: 'us-west', status: 'ready' },
          { name: 'b', type: 'secret', region: 'eu-central', status: 'failed', errorMessage: 'x' },
        ],
      }),
    );
    expect(await secrets().listSecretSets({ region: 'eu-central' })).toEqual([
      { name: 'b', type: 'secret', region: 'eu-central', status: 'failed', errorMessage: 'x' },
    ]);
    expect(server.seen[0].url).toBe('/v1/secrets?region=eu-central');
  });
  it('getSecretSet maps secrets[].fieldName to keys', async () => {
    server.handle((_r, res) =>
      json(res, 200, { region: 'us-west', status: 'ready', secrets: [{ fieldName: 'A' }, { fieldName: 'B' }] }),
    );
    expect(await secrets().getSecretSet('s')).toEqual({
      name: 's',
      region: 'us-west',
      status: 'ready',
      keys: ['A', 'B'],
    });
  });
  it.each([
    ['list without sets', () => secrets().listSecretSets(), { items: [] }, /secret set list has no array "sets"/],
    [
      'set without name',
      () => secrets().listSecretSets(),
      { sets: [{ type: 'secret', region: 'r', status: 'ready' }] },
      /sets\[0\] has no string "name"/,
    ],
    [
      'detail without secrets',
      () => secrets().getSecretSet('s'),
      { region: 'r', status: 'ready' },
      /secret set "s" has no array "secrets"/,
    ],
    ['regions not an array', () => secrets().listRegions(), { regions: {} }, /region list has no array "regions"/],
    [
      'properties missing',
      () => secrets().getProperties(),
      {},
      /properties response "properties" is not a JSON object/,
    ],
  ])('malformed shape (%s) → MALFORMED_RESPONSE naming what is missing', async (_label, call, body, message) => {
    server.handle((_r, res) => json(res, 200, body));
    const e = await apiError(call());
    expect(e.code).toBe('MALFORMED_RESPONSE');
    expect(e.message).toMatch(message);
  });

  it('a PUT answer without region is a success, as the official CLI tolerates it (issue 11)', async () => {
    server.handle((_r, res) => json(res, 202, { status: 'OK' }));
    await expect(secrets().putSecrets('s', { A: '1' })).resolves.toEqual({ status: 'OK' });
  });
});
