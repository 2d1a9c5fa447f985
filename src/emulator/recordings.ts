// Daily recordings semantics: start/update/stop on a room, list/get/delete, access links (signed, expiring)
// and the media files behind them. Leniency (documented in README.md): every existing, unexpired room is taken to
// host a call, so a recording starts without anyone joining.
import { nodeCrypto } from './nodeCrypto.js';
import { RECORDING_MEDIA_BASE64 } from './media/index.js';
import { RecordingStore, type MediaKind, type RecordingRow } from './recordingStore.js';
import { invalidRequest, isHttpResult, pageQuery } from './paging.js';
import { isPlainObject, type HttpResult } from './rules.js';
import type { EmulatorStore } from './store.js';

export const RECORDING_TYPES: ReadonlySet<string> = new Set(['cloud', 'cloud-audio-only', 'raw-tracks']);
/** Path prefix of access links (outside /daily/v1: a link needs no API key, like a presigned URL). */
export const MEDIA_PREFIX = '/daily/media';
const DEFAULT_VALID_FOR_SECS = 3600;
const MAX_VALID_FOR_SECS = 7 * 24 * 3600;
const DEFAULT_INSTANCE = '';

export interface RecordingMedia {
  video: Buffer;
  audio: Buffer;
  trackAudio: Buffer;
  trackVideo: Buffer;
}

export function defaultRecordingMedia(): RecordingMedia {
  const decode = (b64: string) => Buffer.from(b64, 'base64');
  return {
    video: decode(RECORDING_MEDIA_BASE64.video),
    audio: decode(RECORDING_MEDIA_BASE64.audio),
    trackAudio: decode(RECORDING_MEDIA_BASE64.trackAudio),
    trackVideo: decode(RECORDING_MEDIA_BASE64.trackVideo),
  };
}

/** A file behind an access link. */
export interface MediaFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

interface RecordingsOptions {
  store: EmulatorStore;
  /** Secret the access links are signed with. */
  signingKey: string;
  baseUrl: () => string;
  domainName: string;
  media?: Partial<RecordingMedia>;
  now?: () => number;
}

const invalid = invalidRequest;
const notFound = (info: string): HttpResult => ({ status: 404, body: { error: 'not-found', info } });
const sent: HttpResult = { status: 200, body: { status: 'sent' } };

export class RecordingsService {
  private readonly store: EmulatorStore;
  private readonly rows: RecordingStore;
  private readonly signingKey: string;
  private readonly baseUrl: () => string;
  private readonly domainName: string;
  private readonly mediaGiven: Partial<RecordingMedia> | undefined;
  private mediaDecoded: RecordingMedia | undefined;
  private readonly now: () => number;

  constructor(options: RecordingsOptions) {
    this.store = options.store;
    this.rows = new RecordingStore(options.store);
    this.signingKey = options.signingKey;
    this.baseUrl = options.baseUrl;
    this.domainName = options.domainName;
    this.mediaGiven = options.media;
    this.now = options.now ?? Date.now;
  }

  /** The media files, decoded on first use: most processes never serve one. */
  private get media(): RecordingMedia {
    return (this.mediaDecoded ??= { ...defaultRecordingMedia(), ...this.mediaGiven });
  }

  /** The room's config when it exists and has not expired. */
  private liveRoomConfig(name: string): Record<string, unknown> | undefined {
    const row = this.store.getRoom(name);
    if (!row || (row.exp !== null && row.exp <= this.now() / 1000)) return undefined;
    return JSON.parse(row.config) as Record<string, unknown>;
  }

  start(room: string, body: unknown): HttpResult {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid('request body must be a JSON object');
    const config = this.liveRoomConfig(room);
    if (!config) return notFound(`room ${room} not found`);
    const type = input.type ?? 'cloud';
    if (typeof type !== 'string' || !RECORDING_TYPES.has(type)) {
      return invalid('type must be one of cloud, cloud-audio-only, raw-tracks');
    }
    const enabled = config.enable_recording;
    if (enabled !== 'cloud' && enabled !== 'cloud-audio-only' && enabled !== 'raw-tracks') {
      return invalid(
        `recording is not enabled for room ${room}: its enable_recording is ${enabled === undefined ? 'not set' : `'${String(enabled)}'`}`,
      );
    }
    if ((type === 'raw-tracks') !== (enabled === 'raw-tracks')) {
      return invalid(`room ${room} has enable_recording '${enabled}', which does not allow a ${type} recording`);
    }
    const instance = instanceOf(input);
    if (instance instanceof Error) return invalid(instance.message);
    return this.store.transaction(() => {
      if (this.rows.active(room, instance)) return invalid(`room ${room} has an active stream`);
      const startMs = this.now();
      const forced = this.store.getMeta('force_audio_only_recording') === '1';
      const media: MediaKind =
        type === 'raw-tracks' ? 'tracks' : type === 'cloud-audio-only' || forced ? 'audio' : 'video';
      this.rows.insert({
        id: nodeCrypto().randomUUID(),
        room_name: room,
        type,
        media,
        instance_id: instance,
        start_ts: Math.floor(startMs / 1000),
        status: 'in-progress',
        duration: null,
        mtg_session_id: nodeCrypto().randomUUID(),
        s3key: `${this.domainName}/${room}/${startMs}`,
        max_participants: 1,
      });
      return sent;
    });
  }

  update(room: string, body: unknown): HttpResult {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid('request body must be a JSON object');
    if (!this.liveRoomConfig(room)) return notFound(`room ${room} not found`);
    const instance = instanceOf(input);
    if (instance instanceof Error) return invalid(instance.message);
    return this.rows.active(room, instance) ? sent : invalid(`room ${room} has no active recording to update`);
  }

  stop(room: string, body: unknown): HttpResult {
    const input = body ?? {};
    if (!isPlainObject(input)) return invalid('request body must be a JSON object');
    if (!this.liveRoomConfig(room)) return notFound(`room ${room} not found`);
    if (input.type !== undefined && (typeof input.type !== 'string' || !RECORDING_TYPES.has(input.type))) {
      return invalid('type must be one of cloud, cloud-audio-only, raw-tracks');
    }
    const instance = instanceOf(input);
    if (instance instanceof Error) return invalid(instance.message);
    return this.store.transaction(() => {
      const active = this.rows.active(room, instance);
      if (!active) return invalid(`room ${room} has no active recording to stop`);
      if (active.type === 'raw-tracks' && input.type !== 'raw-tracks') {
        return invalid(`the active recording of room ${room} is raw-tracks: stop it with type raw-tracks`);
      }
      if (active.type !== 'raw-tracks' && input.type === 'raw-tracks') {
        return invalid(`room ${room} has no active raw-tracks recording to stop`);
      }
      const duration = Math.max(1, Math.round(this.now() / 1000 - active.start_ts));
      this.rows.finish(active.id, duration);
      return sent;
    });
  }

  list(query: Record<string, unknown>): HttpResult {
    const page = pageQuery(query, 'recording', (id) => this.rows.get(id)?.seq);
    if (isHttpResult(page)) return page;
    const { limit, cursor } = page;
    const room = typeof query.room_name === 'string' && query.room_name !== '' ? query.room_name : undefined;
    const data = this.rows.list(room, limit, cursor).map((row) => this.toRecording(row));
    return { status: 200, body: { total_count: this.rows.count(room), data } };
  }

  get(id: string): HttpResult {
    const row = this.rows.get(id);
    return row ? { status: 200, body: this.toRecording(row) } : notFound(`recording ${id} not found`);
  }

  delete(id: string): HttpResult {
    return this.store.transaction(() => {
      const row = this.rows.get(id);
      if (!row) return notFound(`recording ${id} not found`);
      if (row.status === 'in-progress') return invalid(`recording ${id} is in progress: stop it before deleting it`);
      this.rows.delete(id);
      return { status: 200, body: { deleted: true, id } };
    });
  }

  accessLink(id: string, query: Record<string, unknown>): HttpResult {
    const row = this.rows.get(id);
    if (!row) return notFound(`recording ${id} not found`);
    if (row.status !== 'finished') return invalid(`recording ${id} is ${row.status}: no file to download yet`);
    let validFor = DEFAULT_VALID_FOR_SECS;
    if (query.valid_for_secs !== undefined) {
      const parsed = Number(query.valid_for_secs);
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > MAX_VALID_FOR_SECS) {
        return invalid(`valid_for_secs must be an integer from 1 to ${MAX_VALID_FOR_SECS}`);
      }
      validFor = parsed;
    }
    let file = 'recording';
    if (row.media === 'tracks') {
      // Which track a link is for: `track` (an index into `tracks`). UNCONFIRMED against Daily; see README.
      const index = Number(query.track);
      if (query.track === undefined || !Number.isInteger(index) || index < 0 || index > 1) {
        return invalid(`recording ${id} is raw-tracks: ask for one track with track=0 (audio) or track=1 (video)`);
      }
      file = `track-${index}`;
    }
    const expires = Math.floor(this.now() / 1000) + validFor;
    const signature = this.sign(id, file, expires);
    const link = `${this.baseUrl()}${MEDIA_PREFIX}/${id}/${file}?expires=${expires}&signature=${signature}`;
    return { status: 200, body: { download_link: link, expires } };
  }

  /** The file behind an access link, or why it is refused (403 bad/expired signature, 404 gone). */
  mediaFile(id: string, file: string, query: Record<string, unknown>): MediaFile | { status: number; text: string } {
    const expires = Number(query.expires);
    const signature = typeof query.signature === 'string' ? query.signature : '';
    const expected = Number.isInteger(expires) ? this.sign(id, file, expires) : '';
    const given = Buffer.from(signature);
    if (
      expected === '' ||
      given.length !== expected.length ||
      !nodeCrypto().timingSafeEqual(given, Buffer.from(expected))
    ) {
      return { status: 403, text: 'AccessDenied: the link signature does not match' };
    }
    if (expires <= this.now() / 1000) return { status: 403, text: 'AccessDenied: Request has expired' };
    const row = this.rows.get(id);
    if (!row || row.status !== 'finished') return { status: 404, text: 'NoSuchKey: the recording no longer exists' };
    if (row.media === 'tracks') {
      const video = file === 'track-1';
      return {
        body: video ? this.media.trackVideo : this.media.trackAudio,
        contentType: video ? 'video/webm' : 'audio/webm',
        filename: `${id}-${file}.webm`,
      };
    }
    return row.media === 'audio'
      ? { body: this.media.audio, contentType: 'audio/mp4', filename: `${id}.m4a` }
      : { body: this.media.video, contentType: 'video/mp4', filename: `${id}.mp4` };
  }

  private sign(id: string, file: string, expires: number): string {
    return nodeCrypto()
      .createHmac('sha256', this.signingKey)
      .update(`recording-media\n${id}\n${file}\n${expires}`)
      .digest('base64url');
  }

  private toRecording(row: RecordingRow): Record<string, unknown> {
    const finished = row.status === 'finished';
    const tracks =
      row.media === 'tracks' && finished
        ? [
            { size: this.media.trackAudio.length, type: 'audio', s3key: `${row.s3key}-cam-audio` },
            { size: this.media.trackVideo.length, type: 'video', s3key: `${row.s3key}-cam-video` },
          ]
        : [];
    return {
      id: row.id,
      room_name: row.room_name,
      start_ts: row.start_ts,
      status: row.status,
      max_participants: row.max_participants,
      ...(finished && row.duration !== null ? { duration: row.duration } : {}),
      share_token: row.id.slice(0, 8),
      s3key: row.s3key,
      mtgSessionId: row.mtg_session_id,
      tracks,
      isVttEnabled: false,
    };
  }
}

function instanceOf(input: Record<string, unknown>): string | Error {
  const id = input.instanceId;
  if (id === undefined || id === null) return DEFAULT_INSTANCE;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : new Error('instanceId must be a UUID');
}
