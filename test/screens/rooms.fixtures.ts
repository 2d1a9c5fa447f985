// An in-memory RoomsApi for the rooms screen's snapshot tests (fixed ids, times and tokens), and a real
// store over the emulator for the behaviour tests.
import type { GetTokenOptions, RecordingsApi, RoomsApi } from '../../src/api/contracts.js';
import type { Recording } from '../../src/api/rooms/recordings.js';
import { ApiError } from '../../src/api/http/errors.js';
import type { RoomObject, RoomParams } from '../../src/api/models.js';
import { createHttpClient } from '../../src/api/http/http.js';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { createAppStore, systemClock, type AppStore, type Clock } from '../../src/state/store.js';
import { EMULATOR_TARGET, FIXED_NOW } from '../helpers/renderApp.js';
import type { TestEmulator } from '../helpers/emulator.js';

/** The parts of the room service's wider interface the rooms screen uses (update, domain, recordings). */
type FakeRoomService = Pick<
  RecordingsApi,
  'deleteRoom' | 'updateRoom' | 'setDomainConfig' | 'listRecordings' | 'startRecording' | 'stopRecording'
>;

export interface FakeRoomsApi extends RoomsApi, FakeRoomService {
  rooms: RoomObject[];
  recordings: Recording[];
  forceAudioOnly: 0 | 1;
  calls: string[];
  lastTokenOptions: GetTokenOptions | undefined;
}

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** A token shaped like Daily's (abbreviated claims); the signature is a fixed fake. */
export function fakeToken(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.ZmFrZS1zaWduYXR1cmU`;
}

export const ROOM_BASE = 'https://acme.daily.test';

export function fakeRoom(name: string, i: number, config: RoomObject['config'] = {}): RoomObject {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name,
    api_created: true,
    privacy: 'public',
    url: `${ROOM_BASE}/${name}`,
    created_at: new Date(FIXED_NOW - i * 60_000).toISOString(),
    config,
  };
}

export function createFakeRoomsApi(initial: RoomObject[] = []): FakeRoomsApi {
  let seq = initial.length;
  const api: FakeRoomsApi = {
    rooms: [...initial],
    recordings: [],
    forceAudioOnly: 0,
    calls: [],
    lastTokenOptions: undefined,
    async createRoom(params: RoomParams) {
      api.calls.push(`create ${params.name ?? ''}`);
      seq += 1;
      const name = params.name ?? `generated-${seq}`;
      const config: RoomObject['config'] = { ...(params.properties ?? {}) };
      if (config.sip) config.sip_uri = { endpoint: `${name}@sip.acme.daily.test` };
      const room = {
        ...fakeRoom(name, 0, config),
        id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
        privacy: params.privacy ?? 'public',
      };
      api.rooms.unshift(room);
      return room;
    },
    async getRoomFromUrl(url: string) {
      api.calls.push(`get ${url}`);
      // As RoomHelper: only the name (the URL's last segment) matters.
      const room = api.rooms.find((r) => r.name === url.split('/').pop());
      if (!room)
        throw new ApiError({ status: 404, code: 'not-found', message: `room ${url.split('/').pop()} not found` });
      return room;
    },
    async getToken(url: string, options: GetTokenOptions = {}) {
      api.calls.push(`token ${url}`);
      api.lastTokenOptions = options;
      const p = options.params?.properties ?? {};
      return fakeToken({
        r: url.split('/').pop(),
        exp: Math.floor(FIXED_NOW / 1000) + (options.expiryTime ?? 3600),
        o: options.owner ?? true,
        ...(options.ejectAtTokenExp ? { ejt: true } : {}),
        ...(p.user_name ? { u: p.user_name } : {}),
        ...(p.user_id ? { ud: p.user_id } : {}),
        d: 'domain-id',
        iat: Math.floor(FIXED_NOW / 1000),
      });
    },
    async deleteRoomByUrl(url: string) {
      return api.deleteRoomByName(url.split('/').pop()!);
    },
    async deleteRoomByName(name: string) {
      await api.deleteRoom(name);
      return true;
    },
    async deleteRoom(name: string) {
      api.calls.push(`delete ${name}`);
      const existed = api.rooms.some((r) => r.name === name);
      api.rooms = api.rooms.filter((r) => r.name !== name);
      return existed ? 'deleted' : 'already gone';
    },
    async updateRoom(name, update) {
      api.calls.push(`update ${name} ${JSON.stringify(update)}`);
      const room = api.rooms.find((r) => r.name === name);
      if (!room) throw new ApiError({ status: 404, code: 'not-found', message: `room ${name} not found` });
      const config: Record<string, unknown> = { ...room.config };
      for (const [k, v] of Object.entries(update.properties ?? {})) {
        if (v === null) delete config[k];
        else config[k] = v;
      }
      const next = { ...room, privacy: update.privacy ?? room.privacy, config: config as RoomObject['config'] };
      api.rooms = api.rooms.map((r) => (r.name === name ? next : r));
      return next;
    },
    async setDomainConfig(properties) {
      api.calls.push(`set domain ${JSON.stringify(properties)}`);
      api.forceAudioOnly = properties?.force_audio_only_recording === 1 ? 1 : 0;
      return { config: { force_audio_only_recording: api.forceAudioOnly } };
    },
    async listRecordings(query = {}) {
      const data = api.recordings.filter((r) => !query.roomName || r.room_name === query.roomName);
      return { total_count: data.length, data: data.slice(0, query.limit ?? 100) };
    },
    async startRecording(room, options = {}) {
      api.calls.push(`start ${room} ${options.type ?? 'cloud'}`);
      const n = api.recordings.length + 1;
      api.recordings.unshift({
        id: `rec-${String(n).padStart(4, '0')}-0000-4000-8000-000000000000`,
        room_name: room,
        start_ts: Math.floor(FIXED_NOW / 1000) - 75,
        status: 'in-progress',
        tracks: [],
      });
      return { status: 'sent' };
    },
    async stopRecording(room, options = {}) {
      api.calls.push(`stop ${room}${options.type ? ` ${options.type}` : ''}`);
      const active = api.recordings.find((r) => r.room_name === room && r.status === 'in-progress');
      if (!active)
        throw new ApiError({
          status: 400,
          code: 'invalid-request-error',
          message: `room ${room} has no active recording to stop`,
        });
      active.status = 'finished';
      active.duration = 75;
      return { status: 'sent' };
    },
    getNameFromUrl(url: string) {
      return new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
    },
    async listRooms(query = {}) {
      api.calls.push(`list ${query.startingAfter ?? ''}`);
      const start = query.startingAfter ? api.rooms.findIndex((r) => r.id === query.startingAfter) + 1 : 0;
      return { total_count: api.rooms.length, data: api.rooms.slice(start, start + (query.limit ?? 100)) };
    },
    async getDomainConfig() {
      api.calls.push('domain');
      return { config: { force_audio_only_recording: api.forceAudioOnly } };
    },
  };
  return api;
}

// ---- over the emulator (real HTTP) ----------------------------------------------------------------------

export interface EmulatorClients {
  secrets: SecretsClient;
  rooms: RoomHelper;
  store: AppStore;
}

/**
 * A store over the emulator with the real clients and the system clock (the emulator checks exp); a test that
 * snapshots gives the clock it also gave the emulator (`now`), so times on screen are fixed.
 */
export function emulatorClients(emu: TestEmulator, clock: Clock = systemClock): EmulatorClients {
  const secrets = new SecretsClient({
    http: createHttpClient({
      baseUrl: emu.apiHost,
      token: emu.keys.privateKey,
      flavor: 'pipecat',
      retryLimit: 0,
      timeoutMs: 5_000,
    }),
  });
  const rooms = new RoomHelper({
    roomApiKey: emu.keys.roomKey,
    now: clock.now,
    http: createHttpClient({
      baseUrl: emu.roomApiUrl,
      token: emu.keys.roomKey,
      flavor: 'daily',
      retryLimit: 0,
      timeoutMs: 5_000,
    }),
  });
  const store = createAppStore({ secrets, getRooms: async () => rooms, clock, target: EMULATOR_TARGET });
  return { secrets, rooms, store };
}
