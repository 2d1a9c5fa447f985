// Streams a recording's file from its access link to disk: `<path>.part` first, renamed only once the byte count
// matches Content-Length, so a file at the final path is always whole. No API key is sent (the link carries its
// own signature, and may point at another host).
//
// Why node:http(s) and not got, which every other request uses: on a 64 MB file from the emulator, got.stream
// took ≈ 15–20 % more CPU than http.get piped to the same write stream, and was slower in every interleaved A/B
// run (got's extra Duplex hop per chunk, its progress events and timers); on loopback the client's CPU is what
// bounds the rate. This one GET needs nothing of got beyond what is below: redirects (at most MAX_REDIRECTS), an
// idle timeout, an abort signal and status → error mapping. No retry (a partial file is not resumed), no proxy
// (the rest of the client supports none either).
//
// Why the body is written by copyBody and not piped into fs.createWriteStream: gathering the 64 KB socket reads
// into ≈ 1 MB writev calls on a FileHandle, with a 1 MB socket highWaterMark, took ≈ 15–25 % less CPU than the
// pipeline (bench/download-ab.mjs; the figures are in docs/performance.md). Progress is reported at most every
// PROGRESS_INTERVAL_MS (and on the first and last bytes): the app re-renders on each report.
import { existsSync, renameSync, rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { finished } from 'node:stream/promises';
import { downloadError, FileFailure, fileStep, linkFailure, statusFailure } from './downloadFailure.js';
import { openPartFile } from './partFile.js';
import { USER_AGENT } from '../http/version.js';

export interface DownloadProgress {
  received: number;
  /** From Content-Length; undefined when the server sent none. */
  total?: number;
  elapsedMs: number;
}

export interface DownloadOptions {
  /** The final path, or a function choosing it from the response's content type (e.g. to pick the extension). */
  target: string | ((info: { contentType: string }) => string);
  /** Replace an existing file at the final path. Default false: an existing file is an error, nothing is written. */
  force?: boolean;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  /** No byte for this long → fail. Default 30 000. */
  idleTimeoutMs?: number;
}

export interface DownloadResult {
  path: string;
  bytes: number;
  contentType: string;
}

/** `.mp4` (video/mp4), `.m4a` (audio/mp4), `.webm` (audio|video/webm); `.bin` for anything else. */
export function extensionForContentType(contentType: string): string {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'video/mp4') return '.mp4';
  if (type === 'audio/mp4' || type === 'audio/x-m4a' || type === 'audio/m4a') return '.m4a';
  if (type === 'video/webm' || type === 'audio/webm') return '.webm';
  return '.bin';
}

const MAX_REDIRECTS = 10;
/** Socket reads (64 KB each) gathered before one write. */
const WRITE_BATCH_BYTES = 1024 * 1024;
/** The response waits (paused) while this much is queued behind the write in flight. */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;
/** The socket's (and so the response's) highWaterMark: fewer pause/resume turns while a write is in flight. */
const SOCKET_HIGH_WATER_MARK = 1024 * 1024;
const PROGRESS_INTERVAL_MS = 100;
const RESPONSE_TIMEOUT_MS = 30_000;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A socket that went quiet for too long, or no response headers in time. */
class StalledError extends Error {
  override name = 'TimeoutError';
}

/** What ended the transfer on our side (a stall or the abort signal), whatever error the streams then report. */
interface Ending {
  reason?: Error;
}

/** One GET; resolves with the response once its headers are in (any status), the socket idle-timed. */
function get(url: URL, options: DownloadOptions, ending: Ending): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const requestOptions: http.RequestOptions & { highWaterMark: number } = {
      headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'identity' },
      // Socket inactivity from creation on (connecting, waiting, and between body chunks): the idle timeout.
      timeout: options.idleTimeoutMs ?? 30_000,
      highWaterMark: SOCKET_HIGH_WATER_MARK,
      ...(options.signal ? { signal: options.signal } : {}),
    };
    const request = (url.protocol === 'https:' ? https : http).get(url, requestOptions);
    const stall = (what: string) => {
      ending.reason ??= new StalledError(what);
      request.destroy(ending.reason);
    };
    const headersDeadline = setTimeout(() => stall('no response'), RESPONSE_TIMEOUT_MS);
    request.on('timeout', () => stall('socket idle'));
    request.once('error', (error) => {
      clearTimeout(headersDeadline);
      reject(error);
    });
    request.once('response', (response) => {
      clearTimeout(headersDeadline);
      resolve(response);
    });
  });
}

/** GETs `url`, following redirects; resolves with the final 2xx response and the host that sent it. */
async function open(
  url: URL,
  options: DownloadOptions,
  ending: Ending,
): Promise<{ response: http.IncomingMessage; host: string }> {
  for (let hops = 0; ; hops++) {
    const response = await get(url, options, ending);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location !== undefined) {
      response.resume();
      if (hops >= MAX_REDIRECTS)
        throw downloadError(
          'DOWNLOAD_FAILED',
          `Download failed: more than ${MAX_REDIRECTS} redirects from ${url.host}`,
          status,
        );
      url = new URL(location, url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw downloadError(
          'DOWNLOAD_FAILED',
          `Download failed: ${url.host || 'the link'} redirected to a ${url.protocol} URL`,
          status,
        );
      }
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw statusFailure(status, url.host);
    }
    return { response, host: url.host };
  }
}

/** Writes every buffer of `buffers` to `file` (a writev may write only a part: the rest is written again). Exported for its test. */
export async function writeAll(file: Pick<FileHandle, 'writev'>, buffers: Buffer[]): Promise<void> {
  let rest = buffers;
  for (;;) {
    const size = rest.reduce((sum, b) => sum + b.length, 0);
    const { bytesWritten } = await file.writev(rest);
    if (bytesWritten >= size) return;
    if (bytesWritten === 0) throw new Error('the file took no bytes');
    let skip = bytesWritten;
    const next: Buffer[] = [];
    for (const b of rest) {
      if (skip >= b.length) skip -= b.length;
      else {
        next.push(skip > 0 ? b.subarray(skip) : b);
        skip = 0;
      }
    }
    rest = next;
  }
}

/**
 * Copies the response's body into `file`: chunks gathered into writes of ≥ WRITE_BATCH_BYTES, one write in flight
 * at a time, the response paused while MAX_QUEUED_BYTES wait. Resolves once the body has ended and every byte is
 * written; rejects with the response's error (a reset, a stall, the abort) or the file's.
 */
async function copyBody(
  response: http.IncomingMessage,
  file: FileHandle,
  path: string,
  onChunk: (bytes: number) => void,
): Promise<void> {
  let queue: Buffer[] = [];
  let queued = 0;
  let writing: Promise<void> | undefined;
  let writeError: unknown;
  const flush = (): void => {
    if (writing || queued === 0 || writeError !== undefined) return;
    const batch = queue;
    queue = [];
    queued = 0;
    writing = writeAll(file, batch).then(
      () => {
        writing = undefined;
        if (queued >= WRITE_BATCH_BYTES) flush();
        if (response.isPaused() && queued < MAX_QUEUED_BYTES) response.resume();
      },
      (error: unknown) => {
        writing = undefined;
        writeError = new FileFailure(error, path);
        response.destroy();
      },
    );
  };
  const ended = finished(response);
  response.on('data', (chunk: Buffer) => {
    onChunk(chunk.length);
    queue.push(chunk);
    queued += chunk.length;
    if (queued >= WRITE_BATCH_BYTES) flush();
    if (queued >= MAX_QUEUED_BYTES) response.pause();
  });
  try {
    await ended;
  } catch (error) {
    await writing;
    throw writeError ?? error;
  }
  while (writing || queued > 0) {
    await writing;
    if (writeError !== undefined) throw writeError;
    flush();
  }
}

export async function downloadToFile(url: string, options: DownloadOptions): Promise<DownloadResult> {
  let link: URL;
  try {
    link = new URL(url);
    if (link.protocol !== 'http:' && link.protocol !== 'https:') throw new Error(link.protocol);
  } catch {
    throw downloadError('VALIDATION', 'download link: not a URL');
  }
  let host = link.host;
  const started = Date.now();
  let response: http.IncomingMessage | undefined;
  let part: string | undefined;
  let file: FileHandle | undefined;
  const ending: Ending = {};
  try {
    ({ response, host } = await open(link, options, ending));
    const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
    const lengthHeader = response.headers['content-length'];
    const total = lengthHeader !== undefined && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : undefined;
    const path = typeof options.target === 'function' ? options.target({ contentType }) : options.target;
    if (!options.force && existsSync(path)) {
      throw downloadError('FILE_EXISTS', `${path} already exists: not overwritten (force to replace it)`);
    }
    const partPath = `${path}.part`;
    let received = 0;
    let reportedAt = 0;
    let reported = -1;
    const report = () => {
      reportedAt = Date.now();
      reported = received;
      options.onProgress?.({ received, total, elapsedMs: reportedAt - started });
    };
    const incomplete = () =>
      downloadError(
        'INCOMPLETE_DOWNLOAD',
        `Download incomplete: got ${received} of ${total} bytes from ${host}; nothing was saved`,
      );
    report();
    // The response stays paused until the file is open (no byte is read before there is a file to put it in);
    // an error meanwhile is kept by the stream and reported by copyBody, not thrown here.
    response.on('error', () => undefined);
    file = await fileStep(partPath, () => openPartFile(partPath));
    part = partPath; // ours from here: removed if the download does not finish
    try {
      await copyBody(response, file, partPath, (bytes) => {
        const first = received === 0;
        received += bytes;
        if (first || received === total || Date.now() - reportedAt >= PROGRESS_INTERVAL_MS) report();
      });
    } catch (error) {
      // The server closed the connection mid-body ("aborted"): say how much arrived rather than a socket code.
      const code = (error as { code?: string })?.code;
      const closedEarly =
        !ending.reason && !options.signal?.aborted && (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE');
      if (closedEarly && total !== undefined && received < total) throw incomplete();
      throw error;
    }
    if (reported !== received) report(); // a progress line always ends on the whole count
    const opened = file;
    await fileStep(partPath, () => opened.close());
    file = undefined;
    if (total !== undefined && received !== total) throw incomplete();
    await fileStep(path, () => renameSync(partPath, path));
    part = undefined;
    return { path, bytes: received, contentType };
  } catch (error) {
    response?.destroy();
    if (options.signal?.aborted) throw downloadError('ABORTED', 'Download cancelled');
    throw linkFailure(ending.reason ?? error, host);
  } finally {
    // Closed before the .part is removed (FileHandle.close waits for a write in flight).
    await file?.close().catch(() => undefined);
    if (part !== undefined) rmSync(part, { force: true });
  }
}
