// A tiny canned-response HTTP server on 127.0.0.1 for error shapes the emulator cannot produce on demand.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type CannedHandler = (req: SeenRequest, res: http.ServerResponse, count: number) => void;

export interface CannedServer {
  url: string;
  host: string;
  seen: SeenRequest[];
  handle(handler: CannedHandler): void;
  close(): Promise<void>;
}

export async function startCannedServer(): Promise<CannedServer> {
  const seen: SeenRequest[] = [];
  let handler: CannedHandler = (_req, res) => res.end('{}');
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(r);
      handler(r, res, seen.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    seen,
    handle(h) {
      handler = h;
      seen.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function json(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Rejects when `promise` takes longer than `ms` (every network test has its own deadline). */
export async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`deadline of ${ms} ms exceeded`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The rejection of `promise` (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected the promise to reject');
}

import type { HttpClient } from '../../src/api/http/http.js';

/** Wraps a client to count the requests that reach the network layer. */
export function countingClient(inner: HttpClient): HttpClient & { calls: Array<{ method: string; path: string }> } {
  const calls: Array<{ method: string; path: string }> = [];
  return {
    baseUrl: inner.baseUrl,
    calls,
    request(method, path, opts) {
      calls.push({ method, path });
      return inner.request(method, path, opts);
    },
  };
}

/** Polls `probe` until it returns a value or `ms` pass. */
export async function eventually<T>(ms: number, probe: () => Promise<T | undefined>, intervalMs = 50): Promise<T> {
  const end = performance.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > end) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

import { inspect } from 'node:util';
import { ApiError } from '../../src/api/http/errors.js';

/**
 * Awaits a rejection that must be an ApiError, within a deadline, and keeps every error it saw so a file
 * can finally check that none of them, however serialised, contains a key.
 */
export function apiErrorCollector(defaultDeadlineMs = 8_000) {
  const errors: unknown[] = [];
  async function apiError(promise: Promise<unknown>, deadlineMs = defaultDeadlineMs): Promise<ApiError> {
    const e = await within(deadlineMs, rejectionOf(promise));
    errors.push(e);
    if (!(e instanceof ApiError)) throw new Error(`expected an ApiError, got ${inspect(e)}`);
    return e;
  }
  return { errors, apiError };
}

/** Every way an error tends to get printed: JSON, util.inspect with full depth and hidden fields, stack, cause. */
export function serialisations(error: unknown): string {
  const e = error as Error & { cause?: unknown };
  return [
    JSON.stringify(e),
    inspect(e, { depth: Infinity, showHidden: true }),
    String(e.stack),
    String(e.message),
    inspect(e.cause, { depth: Infinity, showHidden: true }),
  ].join('\n');
}
