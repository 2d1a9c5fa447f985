// `rooms update URL|NAME [the create flags] [--unset PROP]…`: a partial update; --unset sends null (back to default).
// Whether the room service merges a partial `sip` is unconfirmed (the emulator replaces it whole), so SIP flags and
// `--unset sip.codecs|sip.provider` are laid over the room's current SIP settings, read first, and `sip` is sent
// whole: what is not passed is kept either way.
import { Option, type Command } from 'commander';
import { ROOM_SIP_DEFAULTS, roomUrlForName, type RoomProperties, type RoomSipParams } from '../../api/models.js';
import { UsageError } from '../failures.js';
import { addCommonOptions, repeatable } from '../options.js';
import type { Runtime } from '../runtime.js';
import { addRoomOptions, roomPropertiesFromOptions, sipFromOptions, type CreateOptions } from './roomsCreate.js';
import { roomLines, safeRoom } from './roomOutput.js';
import { checkRoomArgument, roomNameOf, roomService, type RoomService } from './roomService.js';

/** Properties `--unset` may reset (the seed's RoomProperties, writable ones). */
export const UNSETTABLE = [
  'exp',
  'enable_chat',
  'enable_prejoin_ui',
  'enable_emoji_reactions',
  'eject_at_room_exp',
  'enable_dialout',
  'enable_recording',
  'enable_transcription_storage',
  'geo',
  'max_participants',
  'recordings_bucket',
  'transcription_bucket',
  'sip',
  'sip.codecs',
  'sip.provider',
  'start_video_off',
] as const;

/** The SIP fields `--unset sip.FIELD` drops (they have no default of their own: absent is the service's). */
const SIP_UNSETTABLE = { 'sip.codecs': 'codecs', 'sip.provider': 'provider' } as const;

interface UpdateOptions extends CreateOptions {
  unset?: string[];
}

/** The room's SIP settings with the flags' fields over them and the unset ones dropped; null: nothing to send. */
async function mergedSip(
  service: RoomService,
  name: string,
  given: RoomSipParams | undefined,
  drop: ReadonlyArray<keyof RoomSipParams>,
): Promise<RoomSipParams | null> {
  const current = (await service.getRoomFromUrl(roomUrlForName(name))).config.sip;
  const base = current && typeof current === 'object' ? current : undefined;
  if (!base && !given) return null; // only sip.* unsets on a room without SIP: already the service's default
  const sip: Record<string, unknown> = { ...(base ?? ROOM_SIP_DEFAULTS), ...given };
  for (const field of drop) delete sip[field];
  return sip as RoomSipParams;
}

export function register(rooms: Command, rt: Runtime): void {
  const cmd = addRoomOptions(
    rooms
      .command('update')
      .description('Changes a room: only the properties you pass change; --unset PROP puts one back to its default.')
      .argument('<url-or-name>', 'Complete room URL, or the room name.'),
    'update',
  ).addOption(
    // The choices are for help and Tab; the action checks them, with a message that names the rule.
    repeatable(new Option('--unset <property>', 'Reset a property to its default (repeatable).').choices(UNSETTABLE)),
  );
  addCommonOptions(cmd).action(async (urlOrName: string, opts: UpdateOptions) => {
    await rt.run(opts, async () => {
      const set = roomPropertiesFromOptions(opts, Date.now(), 'rooms update');
      const sipGiven = sipFromOptions(opts);
      const properties: Record<string, unknown> = { ...set };
      const sipDrop: Array<keyof RoomSipParams> = [];
      for (const prop of opts.unset ?? []) {
        if (!(UNSETTABLE as readonly string[]).includes(prop)) {
          throw new UsageError(
            `--unset ${JSON.stringify(prop)}: not a room property (one of ${UNSETTABLE.join(', ')})`,
          );
        }
        if (prop in SIP_UNSETTABLE) {
          const field = SIP_UNSETTABLE[prop as keyof typeof SIP_UNSETTABLE];
          if (sipGiven?.[field] !== undefined)
            throw new UsageError(`--unset ${prop}: also set by another flag; pass one or the other`);
          sipDrop.push(field);
          continue;
        }
        if (prop in set) throw new UsageError(`--unset ${prop}: also set by another flag; pass one or the other`);
        properties[prop] = null;
      }
      if (properties.sip === null) sipDrop.length = 0; // no SIP at all: nothing left to drop fields from
      if (Object.keys(properties).length === 0 && opts.privacy === undefined && sipDrop.length === 0) {
        throw new UsageError('rooms update: nothing to change; pass a property flag (see --help) or --unset PROP');
      }
      checkRoomArgument(urlOrName);
      const service = await roomService(rt, opts);
      const name = roomNameOf(service, urlOrName);
      if (sipGiven || sipDrop.length > 0) {
        const sip = await mergedSip(service, name, sipGiven, sipDrop);
        if (sip) properties.sip = sip;
        else delete properties.sip;
      }
      const room = safeRoom(
        await service.updateRoom(name, {
          ...(opts.privacy !== undefined ? { privacy: opts.privacy } : {}),
          properties: properties as { [K in keyof RoomProperties]?: RoomProperties[K] | null },
        }),
      );
      if (opts.json) rt.json(room);
      else {
        rt.out(roomLines(room));
        rt.info(`Room '${room.name}' updated.`);
      }
      return 0;
    });
  });
}
