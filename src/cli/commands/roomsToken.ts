import type { Command } from 'commander';
import { RECORDING_MODES, type MeetingTokenProperties, type RecordingMode } from '../../api/models.js';
import { decodeMeetingToken } from '../../api/rooms/meetingToken.js';
import { validateTokenProperties } from '../../api/rooms/client.js';
import { validateUserId } from '../../api/validation.js';
import { UsageError } from '../failures.js';
import {
  addCommonOptions,
  described as flag,
  jsonObject,
  nonNegativeInteger,
  positiveNumber,
  unixSeconds,
} from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import type { RoomsApi } from '../../api/contracts.js';
import { checkRoomUrlHost } from './roomDomain.js';
import { checkRoomArgument, isRoomUrlArgument, roomUrlOf } from './roomService.js';

interface TokenOptions extends CommonOptions {
  expiry?: number;
  exp?: number;
  owner?: boolean;
  ejectAtTokenExp?: boolean;
  ejectAfterElapsed?: number;
  nbf?: number;
  userName?: string;
  userId?: string;
  enableScreenshare?: boolean;
  startVideoOff?: boolean;
  startAudioOff?: boolean;
  recording?: RecordingMode;
  enablePrejoinUi?: boolean;
  startCloudRecording?: boolean;
  permissions?: Record<string, unknown>;
}

export function register(rooms: Command, rt: Runtime): void {
  const cmd = rooms
    .command('token')
    .description(
      'Generates a meeting token for the room and prints it alone on stdout (--json: with its decoded claims).',
    )
    .argument('<url-or-name>', 'Complete room URL, or the room name; the token is valid for this room (room_name).')
    .addOption(
      flag('--expiry <seconds>', 'Token lifetime in seconds (sets exp).', '3600').argParser(positiveNumber('--expiry')),
    )
    .addOption(
      flag('--exp <timestamp>', 'Expiration as a Unix timestamp in seconds (instead of --expiry).').argParser(
        unixSeconds('--exp'),
      ),
    )
    .addOption(flag('--owner', 'Grants owner privileges (is_owner).', 'true'))
    .addOption(flag('--no-owner', 'Token without owner privileges.'))
    .addOption(flag('--eject-at-token-exp', 'Eject user when the token expires.', 'false'))
    .addOption(
      flag('--eject-after-elapsed <seconds>', 'Eject user after this many seconds.').argParser(
        nonNegativeInteger('--eject-after-elapsed'),
      ),
    )
    .addOption(
      flag('--nbf <timestamp>', '"Not before" Unix timestamp; users cannot join before it.').argParser(
        unixSeconds('--nbf'),
      ),
    )
    .addOption(flag('--user-name <name>', 'Display name in the meeting.'))
    .addOption(flag('--user-id <id>', 'Unique user identifier, at most 36 characters.'))
    .addOption(flag('--enable-screenshare', 'enable_screenshare.'))
    .addOption(flag('--start-video-off', 'Join with video off.'))
    .addOption(flag('--start-audio-off', 'Join with audio off.'))
    .addOption(flag('--recording <mode>', 'enable_recording.').choices([...RECORDING_MODES]))
    .addOption(flag('--enable-prejoin-ui', 'enable_prejoin_ui.'))
    .addOption(flag('--start-cloud-recording', 'Start cloud recording when the user joins.'))
    .addOption(
      flag(
        '--permissions <json>',
        'Initial default permissions for a participant who is not a meeting owner (JSON object).',
      ).argParser(jsonObject('--permissions')),
    );
  addCommonOptions(cmd).action(async (urlOrName: string, opts: TokenOptions) => {
    await rt.run(opts, async () => {
      checkRoomArgument(urlOrName);
      const now = Date.now();
      const expiryTime = expirySeconds(opts, now);
      checkNotBefore(opts, now, expiryTime);
      const properties = tokenPropertiesFromOptions(opts);
      // Before any request (the URL's host check reads the domain): bad properties change nothing and send nothing.
      validateTokenProperties(properties);
      const target = await rt.target(opts);
      const rooms = await target.getRooms();
      if (isRoomUrlArgument(urlOrName)) await checkUrlHost(rt, rooms, urlOrName, target.roomApiUrl);
      const token = await rooms.getToken(roomUrlOf(urlOrName), {
        expiryTime,
        ejectAtTokenExp: Boolean(opts.ejectAtTokenExp),
        owner: opts.owner !== false,
        params: { properties },
      });
      if (opts.json) {
        const decoded = decodeMeetingToken(token);
        rt.json({ token, claims: decoded.claims, readable: decoded.readable });
      } else {
        // Server text: a token carrying escape sequences (e.g. OSC 52) must print inert. A real JWT is unchanged.
        rt.out(rt.safe(token));
      }
      return 0;
    });
  });
}

/**
 * A URL on another domain than the room service's is refused (the token would be for the same-named room of the
 * configured domain); when the domain cannot be read, a warning says the host was not checked.
 */
async function checkUrlHost(rt: Runtime, rooms: RoomsApi, url: string, roomApiUrl: string | undefined): Promise<void> {
  const check = await checkRoomUrlHost(rooms, url, roomApiUrl);
  const name = rt.safe(rooms.getNameFromUrl(url));
  if ('unknown' in check) {
    rt.info(
      `warning: could not read the room service's domain to check the URL's host (${rt.safe(check.unknown)}); the token is for room '${name}' of the configured room service`,
    );
  } else if (!check.ok) {
    throw new UsageError(
      `rooms token: ${rt.safe(check.problem)}; a token from here would be for room '${name}' there — pass the room's name, or its URL on that domain; no token was made`,
    );
  }
}

function expirySeconds(opts: TokenOptions, nowMs: number): number {
  if (opts.exp !== undefined && opts.expiry !== undefined)
    throw new UsageError('rooms token: pass --expiry or --exp, not both');
  if (opts.exp === undefined) return opts.expiry ?? 3600;
  const seconds = opts.exp - nowMs / 1000;
  if (seconds <= 0) throw new UsageError('--exp: must be in the future');
  return seconds;
}

/** A token whose nbf is at or after its exp can never be used: refused rather than minted. */
function checkNotBefore(opts: TokenOptions, nowMs: number, expiryTime: number): void {
  if (opts.nbf === undefined) return;
  const exp = Math.floor(nowMs / 1000 + expiryTime); // as RoomHelper.getToken computes it
  if (opts.nbf < exp) return;
  const from = opts.exp !== undefined ? '--exp' : `--expiry ${opts.expiry ?? 3600} s from now`;
  throw new UsageError(
    `--nbf: must be before the token's expiry (exp ${exp}, ${new Date(exp * 1000).toISOString()}, from ${from}); ` +
      'a token that becomes valid only once it has expired can never be used — give a later --exp or a longer --expiry',
  );
}

/** The MeetingTokenProperties not set by the get_token arguments (room_name, exp, eject_at_token_exp, is_owner). */
export function tokenPropertiesFromOptions(opts: TokenOptions): MeetingTokenProperties {
  if (opts.userId !== undefined) {
    const problem = validateUserId(opts.userId);
    if (problem) throw new UsageError(problem);
  }
  return {
    ...(opts.ejectAfterElapsed !== undefined ? { eject_after_elapsed: opts.ejectAfterElapsed } : {}),
    ...(opts.nbf !== undefined ? { nbf: opts.nbf } : {}),
    ...(opts.userName !== undefined ? { user_name: opts.userName } : {}),
    ...(opts.userId !== undefined ? { user_id: opts.userId } : {}),
    ...(opts.enableScreenshare ? { enable_screenshare: true } : {}),
    ...(opts.startVideoOff ? { start_video_off: true } : {}),
    ...(opts.startAudioOff ? { start_audio_off: true } : {}),
    ...(opts.recording ? { enable_recording: opts.recording } : {}),
    ...(opts.enablePrejoinUi ? { enable_prejoin_ui: true } : {}),
    ...(opts.startCloudRecording ? { start_cloud_recording: true } : {}),
    ...(opts.permissions ? { permissions: opts.permissions } : {}),
  };
}
