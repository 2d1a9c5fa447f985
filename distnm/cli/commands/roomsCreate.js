import { RECORDING_MODES, ROOM_PROPERTY_DEFAULTS, ROOM_SIP_DEFAULTS, roomUrlForName, } from '../../api/models.js';
import { validateRoomName } from '../../api/validation.js';
import { UsageError } from '../failures.js';
import { addCommonOptions, described as flag, positiveInteger, positiveNumber, unixSeconds } from '../options.js';
import { outcomeField, writeOutcome } from '../writeOutcome.js';
import { readBackRoomCreated } from './readBack.js';
import { roomLines, safeRoom } from './roomOutput.js';
export function register(rooms, rt) {
    const cmd = addRoomOptions(rooms
        .command('create')
        .description('Creates a room on the room service and prints its URL (details on stderr; --json for the room object).'), 'create');
    addCommonOptions(cmd).action(async (opts) => {
        await rt.run(opts, async () => {
            const params = roomParamsFromOptions(opts, Date.now());
            const target = await rt.target(opts);
            const rooms = await target.getRooms();
            const { outcome, result } = await writeOutcome(rt, () => rooms.createRoom(params), {
                what: params.name !== undefined ? `create room '${params.name}'` : 'create room',
                check: () => readBackRoomCreated(rooms, params.name),
            });
            // Applied but its answer lost: the room as it is now.
            const room = safeRoom(result ?? (await rooms.getRoomFromUrl(roomUrlForName(params.name))));
            if (opts.json) {
                rt.json({ ...room, ...outcomeField(outcome) });
            }
            else {
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
export function addRoomOptions(cmd, mode) {
    const d = (text) => (mode === 'create' ? text : undefined);
    if (mode === 'create')
        cmd.addOption(flag('--name <name>', 'Room name: letters, numbers, hyphens and underscores.', 'a generated name'));
    return cmd
        .addOption(flag('--privacy <privacy>', 'private or public.', d('public')).choices(['public', 'private']))
        .addOption(flag('--exp-in <seconds>', 'Room expires this many seconds from now (sets exp).').argParser(positiveNumber('--exp-in')))
        .addOption(flag('--exp <timestamp>', 'Room expiration, Unix timestamp in seconds.').argParser(unixSeconds('--exp')))
        .addOption(flag('--enable-chat', 'Enable chat.', d('false')))
        .addOption(flag('--enable-prejoin-ui', 'Prejoin lobby UI.', d('false')))
        .addOption(flag('--enable-emoji-reactions', 'Enable emoji reactions.', d('false')))
        .addOption(flag('--eject-at-room-exp', 'Eject participants when the room expires.', d('false')))
        .addOption(flag('--enable-dialout', 'Enable dial-out.', d('not set')))
        .addOption(flag('--recording <mode>', 'Recording mode (enable_recording).', d('not set')).choices([...RECORDING_MODES]))
        .addOption(flag('--geo <region>', 'Geographic region for the room.', d('not set')))
        .addOption(flag('--max-participants <n>', 'Maximum participants in the room.', d('not set')).argParser(positiveInteger('--max-participants')))
        .addOption(flag('--start-video-off', 'Camera off by default.', d('false')))
        .addOption(flag('--sip', 'Enable SIP dial-in with the default SIP parameters (any --sip-* option implies it).', d('no SIP')))
        .addOption(flag('--sip-display-name <name>', 'SIP display_name.', ROOM_SIP_DEFAULTS.display_name))
        .addOption(flag('--sip-video', 'SIP video.', String(ROOM_SIP_DEFAULTS.video)))
        .addOption(flag('--sip-mode <mode>', 'SIP sip_mode.', ROOM_SIP_DEFAULTS.sip_mode))
        .addOption(flag('--sip-endpoints <n>', 'SIP num_endpoints.', String(ROOM_SIP_DEFAULTS.num_endpoints)).argParser(positiveInteger('--sip-endpoints')))
        .addOption(flag('--bucket-name <name>', 'Recordings bucket: bucket name (needs --bucket-region and --assume-role-arn).'))
        .addOption(flag('--bucket-region <region>', 'Recordings bucket: cloud region of the bucket.'))
        .addOption(flag('--assume-role-arn <arn>', 'Recordings bucket: identifier of the access role to assume.'))
        .addOption(flag('--allow-api-access', 'Recordings bucket: allows API access to the recordings.', d('false')));
}
/** Options → RoomParams (the seed's defaults always sent, as the reference helper does). Exported for tests. */
export function roomParamsFromOptions(opts, nowMs) {
    if (opts.name !== undefined) {
        const problem = validateRoomName(opts.name);
        if (problem)
            throw new UsageError(problem);
    }
    return {
        ...(opts.name !== undefined ? { name: opts.name } : {}),
        privacy: opts.privacy ?? 'public',
        properties: { ...ROOM_PROPERTY_DEFAULTS, ...roomPropertiesFromOptions(opts, nowMs, 'rooms create') },
    };
}
/** Only the properties the flags set (no defaults). Exported for `rooms update`. */
export function roomPropertiesFromOptions(opts, nowMs, command) {
    if (opts.exp !== undefined && opts.expIn !== undefined)
        throw new UsageError(`${command}: pass --exp or --exp-in, not both`);
    const properties = {
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
    if (opts.exp !== undefined)
        properties.exp = opts.exp;
    if (opts.expIn !== undefined)
        properties.exp = Math.floor(nowMs / 1000 + opts.expIn);
    const wantsSip = opts.sip || opts.sipDisplayName !== undefined || opts.sipVideo || opts.sipMode !== undefined || opts.sipEndpoints !== undefined;
    if (wantsSip) {
        properties.sip = {
            display_name: opts.sipDisplayName ?? ROOM_SIP_DEFAULTS.display_name,
            video: opts.sipVideo ?? ROOM_SIP_DEFAULTS.video,
            sip_mode: opts.sipMode ?? ROOM_SIP_DEFAULTS.sip_mode,
            num_endpoints: opts.sipEndpoints ?? ROOM_SIP_DEFAULTS.num_endpoints,
        };
    }
    const bucketParts = [opts.bucketName, opts.bucketRegion, opts.assumeRoleArn];
    if (bucketParts.some((p) => p !== undefined) || opts.allowApiAccess) {
        const missing = [
            ['--bucket-name', opts.bucketName],
            ['--bucket-region', opts.bucketRegion],
            ['--assume-role-arn', opts.assumeRoleArn],
        ]
            .filter(([, v]) => v === undefined || v === '')
            .map(([f]) => f);
        if (missing.length > 0)
            throw new UsageError(`recordings_bucket: ${missing.join(', ')} required (bucket_name, bucket_region and assume_role_arn are all required)`);
        properties.recordings_bucket = {
            bucket_name: opts.bucketName,
            bucket_region: opts.bucketRegion,
            assume_role_arn: opts.assumeRoleArn,
            allow_api_access: Boolean(opts.allowApiAccess),
        };
    }
    return properties;
}
