// `recordings list|get|link|delete|start|stop`: the room service's recordings interface (download: recordingsDownload.ts).
import type { Command } from 'commander';
import { isApiError, relabelled } from '../../api/http/errors.js';
import { roomUrlForName } from '../../api/models.js';
import { resolveRecordingId } from '../../api/rooms/recordingId.js';
import { needsFormatContext, type RecordingFormatContext } from '../../api/rooms/recordingInfo.js';
import { RECORDING_TYPES, recordingTypeOf, type Recording, type RecordingType } from '../../api/rooms/recordings.js';
import { readDomainAudioOnly, readRoomModes } from '../../api/rooms/roomModes.js';
import { sanitizeDeep } from '../../api/redact/sanitize.js';
import { clockDuration } from '../../api/words/timeText.js';
import { CancelledError, UsageError } from '../failures.js';
import { addCommonOptions, described as flag, nonNegativeInteger, positiveInteger, skipOption } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import {
  formatBytes,
  formatTimestamp,
  recordingFormat,
  recordingSize,
  checkRoomArgument,
  roomNameOf,
  roomService,
  table,
  type RoomService,
} from './roomService.js';

const PAGE_MAX = 100;

export function recordingRow(rec: Recording, known: RecordingFormatContext = {}): string[] {
  const size = recordingSize(rec);
  return [
    rec.id,
    rec.room_name,
    formatTimestamp(rec.start_ts),
    rec.duration !== undefined ? clockDuration(rec.duration) : rec.status === 'in-progress' ? 'recording' : '—',
    rec.status,
    recordingFormat(rec, known),
    size !== undefined ? formatBytes(size) : '—',
  ];
}

export const RECORDING_HEADER = ['ID', 'ROOM', 'STARTED', 'DURATION', 'STATUS', 'FORMAT', 'SIZE'];

/**
 * What says which file each recording is when its object does not (FORMAT): its room's enable_recording and the
 * domain's setting, read now — only for a table, never for --json (the service's objects, unchanged).
 */
async function formatContexts(
  service: RoomService,
  recordings: Recording[],
): Promise<(rec: Recording) => RecordingFormatContext> {
  const needing = recordings.filter(needsFormatContext);
  if (needing.length === 0) return () => ({});
  const [modes, domainAudioOnly] = await Promise.all([
    readRoomModes(
      service,
      needing.map((r) => r.room_name),
    ),
    readDomainAudioOnly(service),
  ]);
  return (rec) => ({ roomMode: modes.get(rec.room_name), domainAudioOnly });
}

/** The room's enable_recording (undefined when unset). */
async function roomRecordingMode(service: RoomService, room: string): Promise<string | undefined> {
  return (await service.getRoomFromUrl(roomUrlForName(room))).config.enable_recording;
}

/** The type a room records as: its enable_recording when that is a type `start` takes, else cloud. */
export async function roomRecordingType(service: RoomService, room: string): Promise<RecordingType> {
  return recordingTypeOf({ enable_recording: await roomRecordingMode(service, room) }) ?? 'cloud';
}

/** A refused start whose room does not allow the type gets the command that allows it. */
async function withEnableHint(
  error: unknown,
  service: RoomService,
  room: string,
  type: RecordingType,
): Promise<unknown> {
  if (!isApiError(error) || error.status !== 400) return error;
  const mode = await roomRecordingMode(service, room).catch(() => type);
  if (mode === type) return error;
  return relabelled(
    error,
    `${error.message} — to allow ${type} recordings: agentdeck rooms update ${room} --recording ${type}`,
  );
}

export function register(group: Command, rt: Runtime): void {
  const list = group
    .command('list')
    .description('Lists recordings, newest first.')
    .addOption(flag('--room <url-or-name>', 'Only the recordings of this room (its URL or its name).'))
    .addOption(flag('--limit <n>', 'Recordings per page, 1–100.', '100').argParser(positiveInteger('--limit')))
    .addOption(flag('--all', 'Follow the pages until every recording is listed.', 'false'));
  addCommonOptions(list).action(async (opts: CommonOptions & { room?: string; limit?: number; all?: boolean }) => {
    await rt.run(opts, async () => {
      const limit = opts.limit ?? PAGE_MAX;
      if (limit > PAGE_MAX)
        throw new UsageError(`--limit: at most ${PAGE_MAX} (the service's page size); --all follows the pages`);
      if (opts.room !== undefined) checkRoomArgument(opts.room);
      const service = await roomService(rt, opts);
      const roomName = opts.room !== undefined ? roomNameOf(service, opts.room) : undefined;
      const first = await service.listRecordings({ roomName, limit });
      const all = [...first.data];
      let total = first.total_count;
      while (opts.all && all.length < total) {
        const next = await service.listRecordings({ roomName, limit, startingAfter: all[all.length - 1].id });
        total = next.total_count;
        if (next.data.length === 0) break;
        for (const recording of next.data) all.push(recording);
      }
      const safe = all.map((r) => sanitizeDeep(r, { singleLine: true }));
      if (opts.json) {
        rt.json({ total_count: total, data: safe });
        return 0;
      }
      if (safe.length > 0) {
        const known = await formatContexts(service, safe);
        rt.out(
          table(
            RECORDING_HEADER,
            safe.map((rec) => recordingRow(rec, known(rec))),
          ),
        );
      }
      const more = total - safe.length;
      rt.info(
        `${safe.length} of ${total} recording${total === 1 ? '' : 's'}${more > 0 && !opts.all ? ` (--all lists the other ${more})` : ''}.`,
      );
      return 0;
    });
  });

  const get = group
    .command('get')
    .description('Prints one recording.')
    .argument('<id>', 'Recording id, or its first characters (at least 4; recordings list and the app show 8).');
  addCommonOptions(get).action(async (id: string, opts: CommonOptions) => {
    await rt.run(opts, async () => {
      const service = await roomService(rt, opts);
      const rec = sanitizeDeep(await service.getRecording(await resolveRecordingId(service, id)), { singleLine: true });
      if (opts.json) {
        rt.json(rec);
        return 0;
      }
      const [, room, started, duration, status, format, size] = recordingRow(
        rec,
        (await formatContexts(service, [rec]))(rec),
      );
      const rows = [
        ['id', rec.id],
        ['room_name', room],
        ['started', started],
        ['duration', duration],
        ['status', status],
        ['format', format],
        ['size', size],
        ['s3key', rec.s3key ?? '—'],
        ['mtgSessionId', rec.mtgSessionId ?? '—'],
        ...rec.tracks.map((t, i) => [
          `track ${i}`,
          `${t.type} · ${formatBytes(t.size)}${t.s3key ? ` · ${t.s3key}` : ''}`,
        ]),
      ];
      rt.out(table(['FIELD', 'VALUE'], rows));
      return 0;
    });
  });

  const link = group
    .command('link')
    .description('Prints a fresh download link for a recording (links expire; get a new one rather than storing it).')
    .argument('<id>', 'Recording id, or its first characters (at least 4; recordings list and the app show 8).')
    .addOption(
      flag('--valid-for <seconds>', 'How long the link works.', '3600').argParser(positiveInteger('--valid-for')),
    )
    .addOption(
      flag('--track <n>', 'raw-tracks recordings: which track (index in its tracks).').argParser(
        nonNegativeInteger('--track'),
      ),
    );
  addCommonOptions(link).action(async (id: string, opts: CommonOptions & { validFor?: number; track?: number }) => {
    await rt.run(opts, async () => {
      const service = await roomService(rt, opts);
      const access = await service.getRecordingAccessLink(await resolveRecordingId(service, id), {
        ...(opts.validFor !== undefined ? { validForSecs: opts.validFor } : {}),
        ...(opts.track !== undefined ? { track: opts.track } : {}),
      });
      if (opts.json) rt.json(access);
      else {
        rt.out(access.download_link);
        rt.info(`Expires ${formatTimestamp(access.expires)}.`);
      }
      if ((await rt.target(opts)).roomSource === 'emulator') {
        // The embedded emulator lives as long as this command: the link is dead once it has been printed.
        rt.info(
          rt.errStyle.yellow(
            'note: this link points at the emulator this command started, which stops when the command ends, so it ' +
              `will not open. Fetch the file with agentdeck recordings download ${rt.safe(id)}, or run agentdeck emulator in ` +
              'another terminal and set the variables it prints: its links work while it runs.',
          ),
        );
      }
      return 0;
    });
  });

  const del = group
    .command('delete')
    .description('Deletes a recording and its files. The action is irreversible.')
    .argument('<id>', 'Recording id, or its first characters (at least 4; recordings list and the app show 8).')
    .addOption(skipOption());
  addCommonOptions(del).action(async (given: string, opts: CommonOptions & { skip?: boolean }) => {
    await rt.run(opts, async () => {
      if (!opts.skip)
        rt.requireInteractive(`delete recording '${rt.safe(given)}'`, 'pass --skip (-s) to delete without asking');
      const service = await roomService(rt, opts);
      const id = await resolveRecordingId(service, given);
      if (!opts.skip) {
        const rec = await service.getRecording(id);
        const what = `recording ${rt.safe(rec.id)} of room '${rt.safe(rec.room_name)}' (${formatTimestamp(rec.start_ts)})`;
        if (!(await rt.prompter.confirm(`Delete ${what}? Its files are removed and this cannot be undone.`))) {
          throw new CancelledError('Delete cancelled; nothing was changed.');
        }
      }
      const result = await service.deleteRecording(id);
      if (opts.json) rt.json({ deleted: result.deleted, id: rt.safe(result.id) });
      else rt.info(`Recording ${rt.safe(result.id)} deleted.`);
      return 0;
    });
  });

  /** start and stop: the same room argument and --type; `act` does the call and says what happened. */
  const roomAction = (
    name: 'start' | 'stop',
    description: string,
    typeHelp: [string, string],
    act: (service: RoomService, room: string, type: RecordingType, opts: CommonOptions) => Promise<void>,
  ) => {
    const cmd = group
      .command(name)
      .description(description)
      .argument('<url-or-name>', 'Complete room URL, or the room name.')
      .addOption(flag('--type <type>', ...typeHelp).choices([...RECORDING_TYPES]));
    addCommonOptions(cmd).action(async (room: string, opts: CommonOptions & { type?: RecordingType }) => {
      await rt.run(opts, async () => {
        checkRoomArgument(room);
        const service = await roomService(rt, opts);
        const roomName = roomNameOf(service, room);
        await act(service, roomName, opts.type ?? (await roomRecordingType(service, roomName)), opts);
        return 0;
      });
    });
  };

  /** The room's newest recording when it is in progress (the service's start/stop answers carry no id). */
  const liveRecordingId = async (service: RoomService, room: string) => {
    const newest = (await service.listRecordings({ roomName: room, limit: 1 })).data[0];
    return newest?.status === 'in-progress' ? newest.id : undefined;
  };

  roomAction(
    'start',
    'Starts recording a room (the service answers without an id; the new recording is looked up and shown).',
    ['Recording type.', "the room's enable_recording, else cloud"],
    async (service, name, type, opts) => {
      try {
        await service.startRecording(name, { type });
      } catch (error) {
        throw await withEnableHint(error, service, name, type);
      }
      const id = await liveRecordingId(service, name);
      if (opts.json) rt.json({ status: 'started', room: name, type, ...(id ? { id } : {}) });
      else
        rt.info(
          `Recording room '${rt.safe(name)}' (${type})${id ? `: ${rt.safe(id)}` : ''}. Stop it with: agentdeck recordings stop ${name}`,
        );
    },
  );

  roomAction(
    'stop',
    'Stops the recording of a room.',
    ['Type of the recording to stop (raw-tracks must be named).', "from the room's enable_recording"],
    async (service, name, type, opts) => {
      const id = await liveRecordingId(service, name);
      await service.stopRecording(name, type === 'raw-tracks' ? { type } : {});
      if (opts.json) rt.json({ status: 'stopped', room: name, ...(id ? { id } : {}) });
      else
        rt.info(
          `Recording of room '${rt.safe(name)}' stopped${id ? `: ${rt.safe(id)} (agentdeck recordings download ${id})` : ''}.`,
        );
    },
  );
}
