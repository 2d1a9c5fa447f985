// Streams a recording's file from its access link to disk: `<path>.part` first, renamed only once the byte count
// matches Content-Length, so a file at the final path is always whole. No API key is sent (the link carries its
// own signature, and may point at another host).
import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import got, { HTTPError, RequestError } from 'got';
import { ApiError } from './errors.js';
import { USER_AGENT } from './version.js';

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

const downloadError = (code: string, message: string, status = 0) => new ApiError({ status, code, message });

function linkFailure(error: unknown, host: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.statusCode;
    if (status === 403) {
      return downloadError('LINK_REFUSED', `Download refused by ${host} (HTTP 403): the access link has expired or is not valid; get a new one`, 403);
    }
    if (status === 404) return downloadError('NOT_FOUND', `Download failed (HTTP 404 from ${host}): the recording's file no longer exists`, 404);
    return downloadError('DOWNLOAD_FAILED', `Download failed: HTTP ${status} from ${host}`, status);
  }
  const name = (error as { name?: string })?.name;
  const code = (error as { code?: string })?.code;
  if (code === 'ERR_ABORTED' || name === 'AbortError') return downloadError('ABORTED', 'Download cancelled');
  if (name === 'TimeoutError' || code === 'ETIMEDOUT') return downloadError('TIMEOUT', `Download from ${host} stalled (no data for too long)`);
  if (error instanceof RequestError || typeof code === 'string') {
    return downloadError('NETWORK', `Download from ${host} failed: ${code ?? 'the connection failed'}`);
  }
  return downloadError('DOWNLOAD_FAILED', `Download from ${host} failed: ${(error as Error)?.message ?? String(error)}`);
}

export async function downloadToFile(url: string, options: DownloadOptions): Promise<DownloadResult> {
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    throw downloadError('VALIDATION', 'download link: not a URL');
  }
  const started = Date.now();
  const stream = got.stream(url, {
    headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'identity' },
    decompress: false,
    retry: { limit: 0 },
    timeout: { lookup: 5_000, connect: 10_000, response: 30_000, read: options.idleTimeoutMs ?? 30_000 },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  let part: string | undefined;
  try {
    const response = await new Promise<{ headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      stream.once('response', resolve);
      stream.once('error', reject);
    });
    const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
    const lengthHeader = response.headers['content-length'];
    const total = lengthHeader !== undefined && /^\d+$/.test(String(lengthHeader)) ? Number(lengthHeader) : undefined;
    const path = typeof options.target === 'function' ? options.target({ contentType }) : options.target;
    if (!options.force && existsSync(path)) {
      throw downloadError('FILE_EXISTS', `${path} already exists: not overwritten (force to replace it)`);
    }
    part = `${path}.part`;
    let received = 0;
    // A 'data' listener beside the pipe counts without a Transform hop per chunk (measured in bench/recordings.mjs).
    stream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      options.onProgress?.({ received, total, elapsedMs: Date.now() - started });
    });
    options.onProgress?.({ received: 0, total, elapsedMs: Date.now() - started });
    await pipeline(stream, createWriteStream(part, { mode: 0o600, highWaterMark: 1024 * 1024 }));
    if (total !== undefined && received !== total) {
      throw downloadError('INCOMPLETE_DOWNLOAD', `Download incomplete: got ${received} of ${total} bytes from ${host}; nothing was saved`);
    }
    renameSync(part, path);
    part = undefined;
    return { path, bytes: received, contentType };
  } catch (error) {
    stream.destroy();
    throw linkFailure(error, host);
  } finally {
    if (part !== undefined) rmSync(part, { force: true });
  }
}
