// `rooms update URL|NAME [the create flags] [--unset PROP]…`: a partial update; --unset sends null (back to default).
import { Option, type Command } from 'commander';
import type { RoomProperties } from '../../api/models.js';
import { UsageError } from '../failures.js';
import { addCommonOptions } from '../options.js';
import type { Runtime } from '../runtime.js';
import { addRoomOptions, roomPropertiesFromOptions, type CreateOptions } from './roomsCreate.js';
import { roomLines, safeRoom } from './roomOutput.js';
import { checkRoomArgument, roomNameOf, roomService } from './roomService.js';

/** Properties `--unset` may reset (the seed's RoomProperties, writable ones). */
export const UNSETTABLE = [
  'exp',
  'enable_chat',
  'enable_prejoin_ui',
  'enable_emoji_reactions',
  'eject_at_room_exp',
  'enable_dialout',
  'enable_recording',
  'geo',
  'max_participants',
  'recordings_bucket',
  'sip',
  'start_video_off',
] as const;

interface UpdateOptions extends CreateOptions {
  unset?: string[];
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function register(rooms: Command, rt: Runtime): void {
  const cmd = addRoomOptions(
    rooms
      .command('update')
      .description('Changes a room: only the properties you pass change; --unset PROP puts one back to its default.')
      .argument('<url-or-name>', 'Complete room URL, or the room name.'),
    'update',
  ).addOption(
    // The choices are for help and Tab; the action checks them, with a message that names the rule.
    new Option('--unset <property>', 'Reset a property to its default (repeatable).').choices(UNSETTABLE).argParser(collect),
  );
  addCommonOptions(cmd).action(async (urlOrName: string, opts: UpdateOptions) => {
    await rt.run(opts, async () => {
      const set = roomPropertiesFromOptions(opts, Date.now(), 'rooms update');
      const properties: Record<string, unknown> = { ...set };
      for (const prop of opts.unset ?? []) {
        if (!(UNSETTABLE as readonly string[]).includes(prop)) {
          throw new UsageError(`--unset ${JSON.stringify(prop)}: not a room property (one of ${UNSETTABLE.join(', ')})`);
        }
        if (prop in set) throw new UsageError(`--unset ${prop}: also set by another flag; pass one or the other`);
        properties[prop] = null;
      }
      if (Object.keys(properties).length === 0 && opts.privacy === undefined) {
        throw new UsageError('rooms update: nothing to change; pass a property flag (see --help) or --unset PROP');
      }
      checkRoomArgument(urlOrName);
      const service = await roomService(rt, opts);
      const name = roomNameOf(service, urlOrName);
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
