// An API answer as every client reads it (http.ts for the services, oauth.ts for sign-in): no more than a size limit
// is read, the JSON is parsed and every string in it cleaned of terminal control sequences (sanitize.ts
// cleanAnswer) — so a parsed model is safe to print by construction, for the command line, the app and library users
// alike. And a failure that happened on this machine (a key an HTTP header cannot carry, a body that cannot be
// written as JSON, an answer that is not what its content-encoding says) is named as such, never "cannot reach".
import { ApiError } from './errors.js';
import { cleanAnswer } from '../redact/sanitize.js';

/**
 * The most agentdeck reads of one JSON answer: 64 MiB. The largest real answers are a list of every secret set of
 * an organization (≈ 80 bytes a set: 100,000 sets are 8 MB) and a page of 1,000 log lines; an answer over the limit
 * is refused with RESPONSE_TOO_LARGE before it is read whole (a 60 MB list once took 2.7 GB, a 200 MB one aborted
 * Node). Library users can raise or lower it per client (HttpClientOptions.maxAnswerBytes).
 */
export const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** 65536 → "64 KiB", 67108864 → "64 MiB", 1500 → "1500 bytes". */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

/** What a download progress event of got says (`total`: the Content-Length, when the server sent one). */
interface Progress {
  transferred: number;
  total?: number;
}

/** The part of got's promise the limit needs. */
export interface CancelableDownload {
  on(event: 'downloadProgress', listener: (progress: Progress) => void): unknown;
  cancel(): void;
}

export interface AnswerWatch {
  /** Set once the answer went over the limit (the read was cancelled then): its declared size or what was read. */
  readonly over?: { declared?: number; read: number };
}

/**
 * Cancels `download` as soon as its answer is known to be over `limit` bytes: at once from a Content-Length, else as
 * the chunks arrive (a chunked answer, or a compressed one: got counts the bytes after decompression, so a small
 * gzip that inflates to gigabytes is stopped too). At most `limit` plus one chunk is ever held.
 */
export function watchAnswerSize(download: CancelableDownload, limit: number): AnswerWatch {
  const watch: { over?: { declared?: number; read: number } } = {};
  download.on('downloadProgress', ({ transferred, total }) => {
    if (watch.over) return;
    if (total !== undefined && total > limit) watch.over = { declared: total, read: transferred };
    else if (transferred > limit) watch.over = { read: transferred };
    else return;
    download.cancel();
  });
  return watch;
}

export function answerTooLarge(host: string, limit: number, over: NonNullable<AnswerWatch['over']>): ApiError {
  const message =
    over.declared !== undefined
      ? `The answer from ${host} is ${sizeText(over.declared)} by its Content-Length, over the ${sizeText(limit)} agentdeck reads of one answer; it was not read (AGENTDECK_MAX_ANSWER_MB raises the limit)`
      : `The answer from ${host} went past the ${sizeText(limit)} agentdeck reads of one answer (it was still coming); it was not read (AGENTDECK_MAX_ANSWER_MB raises the limit)`;
  return new ApiError({ status: 0, code: 'RESPONSE_TOO_LARGE', message });
}

/**
 * A JSON body parsed and cleaned: strings one line each, except under a key of `multiLine` (a log line, a
 * traceback). Empty → undefined; not JSON → `ok: false`.
 */
export function parseAnswer(
  text: string,
  multiLine?: ReadonlySet<string>,
): { ok: true; value: unknown } | { ok: false } {
  if (text.trim().length === 0) return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  return { ok: true, value: cleanAnswer(value, text, multiLine) };
}

/**
 * The first character of a credential an HTTP header cannot carry, in words, or null: a line break, a NUL, another
 * control character, or a character outside Latin-1 (Node refuses such a header before anything is sent).
 */
export function headerProblem(value: string): string | null {
  const at = value.search(/[^\t\x20-\x7e\x80-\xff]/);
  if (at < 0) return null;
  const code = value.charCodeAt(at);
  const what =
    code === 0x0a || code === 0x0d
      ? 'a line break'
      : code === 0
        ? 'a NUL character'
        : code < 0x20 || code === 0x7f
          ? `a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`
          : `a character an HTTP header cannot carry (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  return `${what} at character ${at + 1} of ${value.length}`;
}

/** got's codes for a request refused before any byte left (a bad header, an option it could not handle). */
const NOT_SENT_CODES = new Set([
  'ERR_GOT_REQUEST_ERROR',
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_INVALID_ARG_TYPE',
  'ERR_INVALID_ARG_VALUE',
  'ERR_UNESCAPED_CHARACTERS',
  'ERR_INVALID_URL',
]);

/**
 * A failure of this machine's side of a request, in words, or undefined for a network failure (the caller says
 * "cannot reach"): an answer whose content-encoding does not match its bytes (MALFORMED_RESPONSE: the server
 * answered), or a request got refused to send (INTERNAL, nothing sent: an error in agentdeck, not the network).
 */
export function localFailure(error: unknown, host: string, retried = ''): ApiError | undefined {
  const { code, name, message, response } = (error ?? {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    response?: { statusCode?: number; rawHeaders?: string[] };
  };
  // zlib's codes (Z_DATA_ERROR …), brotli's and zstd's: the body did not decompress. got drops the header once it
  // decompresses; the raw headers still say which encoding the server claimed.
  if (name === 'ReadError' && typeof code === 'string' && /^(?:Z_|ERR_BROTLI|ERR_ZSTD|ERR__ERROR)/.test(code)) {
    const raw = response?.rawHeaders ?? [];
    const at = raw.findIndex((header, i) => i % 2 === 0 && header.toLowerCase() === 'content-encoding');
    const encoding = at >= 0 ? `${raw[at + 1]}-compressed` : 'compressed';
    return new ApiError({
      status: response?.statusCode ?? 0,
      code: 'MALFORMED_RESPONSE',
      message: `Malformed response from ${host}: it says its body is ${encoding}, but the body cannot be decompressed (${code})${retried}`,
    });
  }
  if (typeof code === 'string' && NOT_SENT_CODES.has(code)) {
    const reason = typeof message === 'string' && message.length > 0 ? message.slice(0, 200) : code;
    return new ApiError({
      status: 0,
      code: 'INTERNAL',
      message: `The request to ${host} was not sent: agentdeck could not build it (${reason}); nothing was sent`,
      neverSent: true,
    });
  }
  return undefined;
}
