// A recording named by the short id people see (the app and `recordings list --json` show full ids, the app's
// table and messages the first 8 characters): a full id is used as given, a shorter one is looked up as a prefix.
import type { CallOptions, RecordingsApi } from '../contracts.js';
import { ApiError, validationError } from '../http/errors.js';
import { formatTimestamp } from './recordingInfo.js';
import type { Recording } from './recordings.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';

/** The service's ids are UUIDs: one of those is used as given, without a look-up. */
const FULL_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_CHARS_RE = /^[A-Za-z0-9_-]{1,128}$/;
/** Shorter prefixes match too much by accident (a `delete -s` must not pick a recording the user did not mean). */
export const RECORDING_PREFIX_MIN = 4;
const PAGE = 100;
/** Candidates named in an "ambiguous" message. */
const SHOWN = 5;

function describe(rec: Recording): string {
  const room = sanitizeTerminalText(rec.room_name, { singleLine: true });
  return `${sanitizeTerminalText(rec.id, { singleLine: true })} (room ${room}, ${formatTimestamp(rec.start_ts)})`;
}

/**
 * The full id of the recording `idOrPrefix` names: the id itself when it is a full id, else the one recording
 * whose id is or starts with it (case-insensitive), found by reading every page of `GET /recordings`.
 * None → 404 "Recording not found"; several → a VALIDATION error naming them (the user types more of the id).
 */
export async function resolveRecordingId(
  api: Pick<RecordingsApi, 'listRecordings'>,
  idOrPrefix: string,
  opts: CallOptions = {},
): Promise<string> {
  const given = typeof idOrPrefix === 'string' ? idOrPrefix.trim() : '';
  if (!ID_CHARS_RE.test(given)) {
    throw validationError(
      'id',
      `recording id ${JSON.stringify(given).slice(0, 90)}: must be the id from \`recordings list\` (letters, digits, - and _)`,
    );
  }
  if (FULL_ID_RE.test(given)) return given;
  if (given.length < RECORDING_PREFIX_MIN) {
    throw validationError(
      'id',
      `recording id "${given}": give at least ${RECORDING_PREFIX_MIN} characters of the id (recordings list shows the first 8)`,
    );
  }
  const wanted = given.toLowerCase();
  const matches: Recording[] = [];
  let seen = 0;
  let after: string | undefined;
  for (;;) {
    const page = await api.listRecordings({ limit: PAGE, ...(after ? { startingAfter: after } : {}) }, opts);
    for (const rec of page.data) {
      const id = rec.id.toLowerCase();
      if (id === wanted) return rec.id;
      if (id.startsWith(wanted)) matches.push(rec);
    }
    seen += page.data.length;
    if (page.data.length === 0 || seen >= page.total_count) break;
    after = page.data[page.data.length - 1].id;
  }
  if (matches.length === 1) return matches[0].id;
  if (matches.length === 0) {
    throw new ApiError({
      status: 404,
      code: 'NOT_FOUND',
      message: `Recording not found: no recording id starts with "${given}" (recordings list shows them)`,
    });
  }
  const named = matches.slice(0, SHOWN).map(describe).join('; ');
  const more = matches.length > SHOWN ? `; and ${matches.length - SHOWN} more` : '';
  throw validationError(
    'id',
    `recording id "${given}" is ambiguous: ${matches.length} recordings start with it — ${named}${more}. Give more of the id.`,
  );
}
