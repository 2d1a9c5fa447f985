// `rooms update URL|NAME [the create flags] [--unset PROP]…`: a partial update; --unset sends null (back to default).
import { Option } from 'commander';
import { validateRoomName } from '../../api/validation.js';
import { UsageError } from '../failures.js';
import { addCommonOptions } from '../options.js';
import { addRoomOptions, roomPropertiesFromOptions } from './roomsCreate.js';
import { roomLines, safeRoom } from './roomOutput.js';
import { roomNameOf, roomService } from './roomService.js';
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
];
const collect = (value, previous = []) => [...previous, value];
export function register(rooms, rt) {
    const cmd = addRoomOptions(rooms
        .command('update')
        .description('Changes a room: only the properties you pass change; --unset PROP puts one back to its default.')
        .argument('<url-or-name>', 'Complete room URL, or the room name.'), 'update').addOption(
    // The choices are for help and Tab; the action checks them, with a message that names the rule.
    new Option('--unset <property>', 'Reset a property to its default (repeatable).').choices(UNSETTABLE).argParser(collect));
    addCommonOptions(cmd).action(async (urlOrName, opts) => {
        await rt.run(opts, async () => {
            const set = roomPropertiesFromOptions(opts, Date.now(), 'rooms update');
            const properties = { ...set };
            for (const prop of opts.unset ?? []) {
                if (!UNSETTABLE.includes(prop)) {
                    throw new UsageError(`--unset ${JSON.stringify(prop)}: not a room property (one of ${UNSETTABLE.join(', ')})`);
                }
                if (prop in set)
                    throw new UsageError(`--unset ${prop}: also set by another flag; pass one or the other`);
                properties[prop] = null;
            }
            if (Object.keys(properties).length === 0 && opts.privacy === undefined) {
                throw new UsageError('rooms update: nothing to change; pass a property flag (see --help) or --unset PROP');
            }
            if (!urlOrName.includes('://')) {
                const problem = validateRoomName(urlOrName);
                if (problem)
                    throw new UsageError(problem);
            }
            const service = await roomService(rt, opts);
            const name = roomNameOf(service, urlOrName);
            const room = safeRoom(await service.updateRoom(name, {
                ...(opts.privacy !== undefined ? { privacy: opts.privacy } : {}),
                properties: properties,
            }));
            if (opts.json)
                rt.json(room);
            else {
                rt.out(roomLines(room));
                rt.info(`Room '${room.name}' updated.`);
            }
            return 0;
        });
    });
}
