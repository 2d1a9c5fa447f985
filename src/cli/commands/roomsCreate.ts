// `agentdeck rooms create`: every room property of the specification as an option.
// Why this file is long: one option per room property (the specification has about forty); the action is short.
import type { Command } from 'commander';
import {
  RECORDING_MODES,
  ROOM_PROPERTY_DEFAULTS,
  ROOM_SIP_DEFAULTS,
  type RecordingMode,
  type RecordingsBucketConfig,
  type RoomParams,
  type RoomPrivacy,
  type RoomProperties,
  type RoomSipParams,
  roomUrlForName,
} from '../../api/models.js';
import {
  SIP_CODEC_CHOICES,
  SIP_PROVIDERS,
  parseSipCodecSpecs,
  sipCodecsProblem,
  type SipCodecs,
} from '../../api/rooms/sipCodecs.js';
import { validateRoomName } from '../../api/validation.js';
import { UsageError } from '../failures.js';
import {
  addCommonOptions,
  described as flag,
  positiveInteger,
  positiveNumber,
  repeatable,
  unixSeconds,
} from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { outcomeField, writeOutcome } from '../writeOutcome.js';
import { readBackRoomCreated } from './readBack.js';
import { roomLines, safeRoom } from './roomOutput.js';

export interface CreateOptions extends CommonOptions {
  name?: string;
  privacy?: RoomPrivacy;
  exp?: number;
  expIn?: number;
  enableChat?: boolean;
  enablePrejoinUi?: boolean;
  enableEmojiReactions?: boolean;
  ejectAtRoomExp?: boolean;
  enableDialout?: boolean;
  recording?: RecordingMode;
  geo?: string;
  maxParticipants?: number;
  startVideoOff?: boolean;
  sip?: boolean;
  sipDisplayName?: string;
  sipVideo?: boolean;
  sipMode?: string;
  sipEndpoints?: number;
  sipCodecs?: string;
  sipCodec?: string[];
  sipProvider?: string;
  bucketName?: string;
  bucketRegion?: string;
  assumeRoleArn?: string;
  allowApiAccess?: boolean;
  transcriptionStorage?: boolean;
  transcriptionBucketName?: string;
  transcriptionBucketRegion?: string;
  transcriptionBucketAssumeRoleArn?: string;
  transcriptionBucketAllowApiAccess?: boolean;
}

export function register(rooms: Command, rt: Runtime): void {
  const cmd = addRoomOptions(
    rooms
      .command('create')
      .description(
        'Creates a room on the room service and prints its URL (details on stderr; --json for the room object).',
      ),
    'create',
  );
  addCommonOptions(cmd).action(async (opts: CreateOptions) => {
    await rt.run(opts, async () => {
      const params = roomParamsFromOptions(opts, Date.now());
      const target = await rt.target(opts);
      const rooms = await target.getRooms();
      const { outcome, result } = await writeOutcome(rt, () => rooms.createRoom(params), {
        what: params.name !== undefined ? `create room '${params.name}'` : 'create room',
        check: () => readBackRoomCreated(rooms, params.name),
      });
      // Applied but its answer lost: the room as it is now.
      const room = safeRoom(result ?? (await rooms.getRoomFromUrl(roomUrlForName(params.name!))));
      if (opts.json) {
        rt.json({ ...room, ...outcomeField(outcome) });
      } else {
        rt.out(room.url);
        rt.info(roomLines(room));
      }
      return 0;
    });
  });
}

/**
 * The room property flags, shared by `rooms create` and `rooms update` (where nothing has a default: what is not
 * passed is kept, and `--name` does not exist since a room cannot be renamed).
 */
export function addRoomOptions(cmd: Command, mode: 'create' | 'update'): Command {
  const d = (text: string) => (mode === 'create' ? text : undefined);
  if (mode === 'create')
    cmd.addOption(flag('--name <name>', 'Room name: letters, numbers, hyphens and underscores.', 'a generated name'));
  return cmd
    .addOption(flag('--privacy <privacy>', 'private or public.', d('public')).choices(['public', 'private']))
    .addOption(
      flag('--exp-in <seconds>', 'Room expires this many seconds from now (sets exp).').argParser(
        positiveNumber('--exp-in'),
      ),
    )
    .addOption(flag('--exp <timestamp>', 'Room expiration, Unix timestamp in seconds.').argParser(unixSeconds('--exp')))
    .addOption(flag('--enable-chat', 'Enable chat.', d('false')))
    .addOption(flag('--enable-prejoin-ui', 'Prejoin lobby UI.', d('false')))
    .addOption(flag('--enable-emoji-reactions', 'Enable emoji reactions.', d('false')))
    .addOption(flag('--eject-at-room-exp', 'Eject participants when the room expires.', d('false')))
    .addOption(flag('--enable-dialout', 'Enable dial-out.', d('not set')))
    .addOption(
      flag('--recording <mode>', 'Recording mode (enable_recording).', d('not set')).choices([...RECORDING_MODES]),
    )
    .addOption(flag('--geo <region>', 'Geographic region for the room.', d('not set')))
    .addOption(
      flag('--max-participants <n>', 'Maximum participants in the room.', d('not set')).argParser(
        positiveInteger('--max-participants'),
      ),
    )
    .addOption(flag('--start-video-off', 'Camera off by default.', d('false')))
    .addOption(
      flag('--sip', 'Enable SIP dial-in with the default SIP parameters (any --sip-* option implies it).', d('no SIP')),
    )
    .addOption(flag('--sip-display-name <name>', 'SIP display_name.', ROOM_SIP_DEFAULTS.display_name))
    .addOption(flag('--sip-video', 'SIP video.', String(ROOM_SIP_DEFAULTS.video)))
    .addOption(flag('--sip-mode <mode>', 'SIP sip_mode.', ROOM_SIP_DEFAULTS.sip_mode))
    .addOption(
      flag('--sip-endpoints <n>', 'SIP num_endpoints.', String(ROOM_SIP_DEFAULTS.num_endpoints)).argParser(
        positiveInteger('--sip-endpoints'),
      ),
    )
    .addOption(
      flag(
        '--sip-codecs <json>',
        'SIP codecs as JSON, e.g. \'{"audio":["OPUS"],"video":["H264"]}\'.',
        d("the service's"),
      ),
    )
    .addOption(
      // The choices are for help and Tab (one documented codec each); the parser takes any MEDIA=CODEC[,CODEC].
      repeatable(
        flag(
          '--sip-codec <media=codec>',
          'SIP codec, repeatable; CODEC may be a comma list (audio=OPUS,PCMU).',
        ).choices(SIP_CODEC_CHOICES),
      ),
    )
    .addOption(
      flag('--sip-provider <provider>', 'SIP provider.', d("the service's (signalwire)")).choices([...SIP_PROVIDERS]),
    )
    .addOption(
      flag('--bucket-name <name>', 'Recordings bucket: bucket name (needs --bucket-region and --assume-role-arn).'),
    )
    .addOption(flag('--bucket-region <region>', 'Recordings bucket: cloud region of the bucket.'))
    .addOption(flag('--assume-role-arn <arn>', 'Recordings bucket: identifier of the access role to assume.'))
    .addOption(flag('--allow-api-access', 'Recordings bucket: allows API access to the recordings.', d('false')))
    .addOption(flag('--transcription-storage', 'Store transcripts (enable_transcription_storage).', d('not set')))
    .addOption(
      flag(
        '--transcription-bucket-name <name>',
        'Transcription bucket: bucket name (needs --transcription-bucket-region and --transcription-bucket-assume-role-arn).',
      ),
    )
    .addOption(flag('--transcription-bucket-region <region>', 'Transcription bucket: cloud region of the bucket.'))
    .addOption(
      flag(
        '--transcription-bucket-assume-role-arn <arn>',
        'Transcription bucket: identifier of the access role to assume.',
      ),
    )
    .addOption(
      flag(
        '--transcription-bucket-allow-api-access',
        'Transcription bucket: allows API access to the transcripts.',
        d('false'),
      ),
    );
}

/** Options → RoomParams (the seed's defaults always sent, as the reference helper does). Exported for tests. */
export function roomParamsFromOptions(opts: CreateOptions, nowMs: number): RoomParams {
  if (opts.name !== undefined) {
    const problem = validateRoomName(opts.name);
    if (problem) throw new UsageError(problem);
  }
  return {
    ...(opts.name !== undefined ? { name: opts.name } : {}),
    privacy: opts.privacy ?? 'public',
    properties: { ...ROOM_PROPERTY_DEFAULTS, ...roomPropertiesFromOptions(opts, nowMs, 'rooms create') },
  };
}

/** Only the properties the flags set (no defaults). Exported for `rooms update`. */
export function roomPropertiesFromOptions(opts: CreateOptions, nowMs: number, command: string): RoomProperties {
  if (opts.exp !== undefined && opts.expIn !== undefined)
    throw new UsageError(`${command}: pass --exp or --exp-in, not both`);
  const properties: RoomProperties = {
    ...(opts.enableChat ? { enable_chat: true } : {}),
    ...(opts.enablePrejoinUi ? { enable_prejoin_ui: true } : {}),
    ...(opts.enableEmojiReactions ? { enable_emoji_reactions: true } : {}),
    ...(opts.ejectAtRoomExp ? { eject_at_room_exp: true } : {}),
    ...(opts.startVideoOff ? { start_video_off: true } : {}),
    ...(opts.enableDialout ? { enable_dialout: true } : {}),
    ...(opts.recording ? { enable_recording: opts.recording } : {}),
    ...(opts.geo ? { geo: opts.geo } : {}),
    ...(opts.maxParticipants !== undefined ? { max_participants: opts.maxParticipants } : {}),
  };
  if (opts.exp !== undefined) properties.exp = opts.exp;
  if (opts.expIn !== undefined) properties.exp = Math.floor(nowMs / 1000 + opts.expIn);
  const sip = sipFromOptions(opts);
  if (sip) properties.sip = { ...ROOM_SIP_DEFAULTS, ...sip };
  const recordings = bucketFromOptions('recordings_bucket', [
    ['--bucket-name', opts.bucketName],
    ['--bucket-region', opts.bucketRegion],
    ['--assume-role-arn', opts.assumeRoleArn],
    ['--allow-api-access', opts.allowApiAccess],
  ]);
  if (recordings) properties.recordings_bucket = recordings;
  if (opts.transcriptionStorage) properties.enable_transcription_storage = true;
  const transcription = bucketFromOptions('transcription_bucket', [
    ['--transcription-bucket-name', opts.transcriptionBucketName],
    ['--transcription-bucket-region', opts.transcriptionBucketRegion],
    ['--transcription-bucket-assume-role-arn', opts.transcriptionBucketAssumeRoleArn],
    ['--transcription-bucket-allow-api-access', opts.transcriptionBucketAllowApiAccess],
  ]);
  if (transcription) properties.transcription_bucket = transcription;
  return properties;
}

/**
 * Only the SIP fields the flags give (no defaults filled in: `rooms update` lays them over the room's own); `{}`
 * for `--sip` alone; undefined when no SIP flag is passed. Codecs are checked here, so a bad one is a usage error.
 */
export function sipFromOptions(opts: CreateOptions): RoomSipParams | undefined {
  const codecs = codecsFromOptions(opts);
  const sip: RoomSipParams = {
    ...(opts.sipDisplayName !== undefined ? { display_name: opts.sipDisplayName } : {}),
    ...(opts.sipVideo ? { video: true } : {}),
    ...(opts.sipMode !== undefined ? { sip_mode: opts.sipMode } : {}),
    ...(opts.sipEndpoints !== undefined ? { num_endpoints: opts.sipEndpoints } : {}),
    ...(codecs ? { codecs } : {}),
    ...(opts.sipProvider !== undefined ? { provider: opts.sipProvider } : {}),
  };
  return opts.sip || Object.keys(sip).length > 0 ? sip : undefined;
}

function codecsFromOptions(opts: CreateOptions): SipCodecs | undefined {
  if (opts.sipCodecs !== undefined && opts.sipCodec !== undefined)
    throw new UsageError('pass --sip-codecs or --sip-codec, not both');
  let codecs: unknown;
  let label: string;
  if (opts.sipCodecs !== undefined) {
    label = '--sip-codecs';
    try {
      codecs = JSON.parse(opts.sipCodecs);
    } catch {
      throw new UsageError(
        '--sip-codecs: not valid JSON; expected an object of codec lists, e.g. {"audio":["OPUS"],"video":["H264"]}',
      );
    }
  } else if (opts.sipCodec !== undefined) {
    label = '--sip-codec';
    const parsed = parseSipCodecSpecs(opts.sipCodec, '--sip-codec');
    if (typeof parsed === 'string') throw new UsageError(parsed);
    codecs = parsed;
  } else return undefined;
  const problem = sipCodecsProblem(codecs, 'sip.codecs');
  if (problem) throw new UsageError(`${label}: ${problem.message}`);
  return codecs as SipCodecs;
}

/** A storage bucket from its four flags: all three names or none (then undefined). */
function bucketFromOptions(
  property: 'recordings_bucket' | 'transcription_bucket',
  [[nameFlag, name], [regionFlag, region], [roleFlag, role], [, allowApiAccess]]: [
    [string, string | undefined],
    [string, string | undefined],
    [string, string | undefined],
    [string, boolean | undefined],
  ],
): RecordingsBucketConfig | undefined {
  if (name === undefined && region === undefined && role === undefined && !allowApiAccess) return undefined;
  const missing = [
    [nameFlag, name],
    [regionFlag, region],
    [roleFlag, role],
  ]
    .filter(([, v]) => v === undefined || v === '')
    .map(([f]) => f);
  if (missing.length > 0)
    throw new UsageError(
      `${property}: ${missing.join(', ')} required (bucket_name, bucket_region and assume_role_arn are all required)`,
    );
  return {
    bucket_name: name!,
    bucket_region: region!,
    assume_role_arn: role!,
    allow_api_access: Boolean(allowApiAccess),
  };
}
