// Streams a recording's file from its access link to disk: `<path>.part` first, renamed only once the byte count
// matches Content-Length, so a file at the final path is always whole. No API key is sent (the link carries its
// own signature, and may point at another host).
//
// Why httpGet.ts and not got, which every other request uses, nor node:http: on loopback the client's CPU is what
// bounds the rate, and got.stream took ≈ 15–20 % more CPU than node:http, which in turn allocates a fresh buffer
// for every socket read and copies every body slice into another: on a machine where faulting fresh memory in is
// dear, that was 3–4× the CPU of the rest of the transfer. httpGet reads the body into one reused 1 MB buffer and
// each read is written to the .part file at once (a synchronous write into the page cache, ≈ 64 of them per 64 MB),
// so the transfer allocates nothing (figures in docs/performance.md, "Where the download's time goes"). This one GET
// needs nothing of got beyond what is below: redirects (at most MAX_REDIRECTS), an idle timeout, an abort signal
// and status → error mapping. No retry (a partial file is not resumed), no proxy (the rest of the client supports
// none either). Progress is reported at most every PROGRESS_INTERVAL_MS (and on the first and last bytes): the app
// re-renders on each report.
import { existsSync, renameSync, rmSync, writeSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { downloadError, FileFailure, fileStep, linkFailure, statusFailure } from './downloadFailure.js';
import { httpGet, type GetResponse } from './httpGet.js';
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
const PROGRESS_INTERVAL_MS = 100;
const RESPONSE_TIMEOUT_MS = 30_000;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** GETs `url`, following redirects; resolves with the final 2xx response and the host that sent it. */
async function open(url: URL, options: DownloadOptions): Promise<{ response: GetResponse; host: string }> {
  for (let hops = 0; ; hops++) {
    const response = await httpGet(url, {
      headers: { 'User-Agent': USER_AGENT, 'Accept-Encoding': 'identity' },
      idleTimeoutMs: options.idleTimeoutMs ?? 30_000,
      headTimeoutMs: RESPONSE_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const { status } = response;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location !== undefined) {
      response.close();
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
      response.close();
      throw statusFailure(status, url.host);
    }
    return { response, host: url.host };
  }
}

/** Writes all of `bytes` at the file's position (a write may take only a part: the rest is written again). */
export function writeAllSync(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) {
    const written = writeSync(fd, bytes, at, bytes.length - at);
    if (written === 0) throw new Error('the file took no bytes');
    at += written;
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
  let response: GetResponse | undefined;
  let part: string | undefined;
  let file: FileHandle | undefined;
  try {
    ({ response, host } = await open(link, options));
    const contentType = response.headers['content-type'] ?? 'application/octet-stream';
    const total = response.contentLength;
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
    // The body is held (no byte read) until the file is open; an error meanwhile is reported by body().
    file = await fileStep(partPath, () => openPartFile(partPath));
    part = partPath; // ours from here: removed if the download does not finish
    const fd = file.fd;
    try {
      await response.body((bytes) => {
        try {
          writeAllSync(fd, bytes);
        } catch (error) {
          throw new FileFailure(error, partPath);
        }
        const first = received === 0;
        received += bytes.length;
        if (first || received === total || Date.now() - reportedAt >= PROGRESS_INTERVAL_MS) report();
      });
    } catch (error) {
      // The server closed the connection mid-body: say how much arrived rather than a socket code.
      const code = (error as { code?: string })?.code;
      if (code === 'ECONNRESET' && total !== undefined && received < total && !options.signal?.aborted) {
        throw incomplete();
      }
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
    response?.close();
    if (options.signal?.aborted) throw downloadError('ABORTED', 'Download cancelled');
    throw linkFailure(error, host);
  } finally {
    await file?.close().catch(() => undefined);
    if (part !== undefined) rmSync(part, { force: true });
  }
}
