// The download helper's transport (its own HTTP/1.1 GET, not got) against a canned server on 127.0.0.1: redirects, status
// messages, a stalled body, cancelling, and that a failure never leaves the file or its .part behind.
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { downloadToFile, writeAllSync, type DownloadProgress } from '../../src/api/files/download.js';
import { rejectionOf, startCannedServer, within, type CannedServer } from './helpers.js';

type WriteSync = (fd: number, bytes: Uint8Array, offset: number, length: number) => number;
/** The file layer's writeSync as download.ts calls it: a test swaps it for one that takes only part of a write. */
const fsCalls = vi.hoisted(() => ({ writeSync: undefined as unknown as WriteSync }));
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  fsCalls.writeSync = real.writeSync as WriteSync;
  const writeSync = ((fd: number, bytes: Uint8Array, offset: number, length: number) =>
    fsCalls.writeSync(fd, bytes, offset, length)) as typeof real.writeSync;
  return { ...real, writeSync, default: { ...real, writeSync } };
});

let canned: CannedServer;
let dir: string;

beforeAll(async () => {
  canned = await startCannedServer();
  dir = mkdtempSync(join(tmpdir(), 'agentdeck-download-'));
});
afterAll(async () => {
  await canned?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A TCP server that reads one request and answers with exactly the given bytes, then closes. */
async function startRawServer() {
  let response = '';
  const requests: string[] = [];
  const server = createServer((socket) => {
    socket.once('data', (request) => {
      requests.push(request.toString('latin1'));
      socket.end(Buffer.from(response, 'latin1'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    answer: (text: string) => void (response = text),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const nothingWritten = (target: string) => !existsSync(target) && !existsSync(`${target}.part`);

describe('downloadToFile over HTTP/1.1', () => {
  it('follows redirects (relative and absolute) to the file; the last response names the type', async () => {
    canned.handle((req, res) => {
      if (req.url === '/signed?x=1') return void res.writeHead(302, { location: '/hop' }).end();
      if (req.url === '/hop') return void res.writeHead(307, { location: `${canned.url}/file.m4a` }).end();
      res.writeHead(200, { 'content-type': 'audio/mp4', 'content-length': '6' });
      res.end('ftypxy');
    });
    const result = await downloadToFile(`${canned.url}/signed?x=1`, {
      target: ({ contentType }) => join(dir, `r${contentType === 'audio/mp4' ? '.m4a' : '.bin'}`),
    });
    expect(result).toEqual({ path: join(dir, 'r.m4a'), bytes: 6, contentType: 'audio/mp4' });
    expect(readFileSync(result.path, 'utf8')).toBe('ftypxy');
    expect(canned.seen.map((r) => r.url)).toEqual(['/signed?x=1', '/hop', '/file.m4a']);
    expect(canned.seen.every((r) => r.headers['accept-encoding'] === 'identity')).toBe(true);
  });

  it('a redirect loop stops with a message; nothing is written', async () => {
    canned.handle((_req, res) => void res.writeHead(302, { location: '/again' }).end());
    const target = join(dir, 'loop.mp4');
    const error = await rejectionOf(downloadToFile(`${canned.url}/again`, { target }));
    expect(error).toMatchObject({
      code: 'DOWNLOAD_FAILED',
      message: expect.stringContaining('more than 10 redirects'),
    });
    expect(canned.seen).toHaveLength(11);
    expect(nothingWritten(target)).toBe(true);
  });

  it('403 and 404 (also after a redirect) and 500 keep their messages', async () => {
    const statusFor: Record<string, number> = { '/a': 403, '/b': 404, '/c': 500 };
    canned.handle((req, res) => {
      if (req.url === '/moved') return void res.writeHead(301, { location: '/b' }).end();
      res.writeHead(statusFor[req.url] ?? 200, { 'content-type': 'text/plain' }).end('no');
    });
    const target = join(dir, 'status.mp4');
    expect(await rejectionOf(downloadToFile(`${canned.url}/a`, { target }))).toMatchObject({
      code: 'LINK_REFUSED',
      status: 403,
      message: `Download refused by ${canned.host} (HTTP 403): the access link has expired or is not valid; get a new one`,
    });
    for (const path of ['/b', '/moved']) {
      expect(await rejectionOf(downloadToFile(`${canned.url}${path}`, { target }))).toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
        message: `Download failed (HTTP 404 from ${canned.host}): the recording's file no longer exists`,
      });
    }
    expect(await rejectionOf(downloadToFile(`${canned.url}/c`, { target }))).toMatchObject({
      code: 'DOWNLOAD_FAILED',
      status: 500,
    });
    expect(nothingWritten(target)).toBe(true);
  });

  it('a body shorter than Content-Length says how much arrived', async () => {
    canned.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '1000' });
      res.write(Buffer.alloc(100), () => setTimeout(() => res.destroy(), 20));
    });
    const target = join(dir, 'short.mp4');
    const error = await rejectionOf(downloadToFile(`${canned.url}/short`, { target }));
    expect(error).toMatchObject({
      code: 'INCOMPLETE_DOWNLOAD',
      message: `Download incomplete: got 100 of 1000 bytes from ${canned.host}; nothing was saved`,
    });
    expect(nothingWritten(target)).toBe(true);
  });

  it('a body that stops arriving fails as stalled after the idle timeout; nothing is kept', async () => {
    canned.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '1000' });
      res.write(Buffer.alloc(10)); // and never more
    });
    const target = join(dir, 'stalled.mp4');
    const error = await within(
      10_000,
      rejectionOf(downloadToFile(`${canned.url}/stall`, { target, idleTimeoutMs: 200 })),
    );
    expect(error).toMatchObject({
      code: 'TIMEOUT',
      message: `Download from ${canned.host} stalled (no data for too long)`,
    });
    expect(nothingWritten(target)).toBe(true);
  });

  it('the abort signal cancels mid-body; nothing is kept', async () => {
    canned.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '1000' });
      res.write(Buffer.alloc(10));
    });
    const target = join(dir, 'cancelled.mp4');
    const controller = new AbortController();
    const error = await within(
      10_000,
      rejectionOf(
        downloadToFile(`${canned.url}/cancel`, {
          target,
          signal: controller.signal,
          onProgress: (p) => p.received > 0 && controller.abort(),
        }),
      ),
    );
    expect(error).toMatchObject({ code: 'ABORTED', message: 'Download cancelled' });
    expect(nothingWritten(target)).toBe(true);
  });

  it('a refused connection is a network failure naming the code', async () => {
    const target = join(dir, 'refused.mp4');
    // Port 1 on loopback: nothing listens there.
    expect(await rejectionOf(downloadToFile('http://127.0.0.1:1/x', { target }))).toMatchObject({
      code: 'NETWORK',
      message: 'Download from 127.0.0.1:1 failed: ECONNREFUSED',
    });
    expect(nothingWritten(target)).toBe(true);
  });

  it('a link that is not an http(s) URL is refused before any request', async () => {
    for (const link of ['error: recording not ready', 'file:///etc/passwd']) {
      expect(await rejectionOf(downloadToFile(link, { target: join(dir, 'x.mp4') }))).toMatchObject({
        code: 'VALIDATION',
        message: 'download link: not a URL',
      });
    }
  });

  it('a body of many chunks arrives whole and in order (written in batches)', async () => {
    const body = randomBytes(6 * 1024 * 1024 + 123);
    canned.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(body.length) });
      let at = 0;
      const next = () => {
        while (at < body.length) {
          const piece = body.subarray(at, at + 16 * 1024 + (at % 7));
          at += piece.length;
          if (!res.write(piece)) return void res.once('drain', next);
        }
        res.end();
      };
      next();
    });
    const target = join(dir, 'big.mp4');
    const result = await downloadToFile(`${canned.url}/big`, { target });
    expect(result.bytes).toBe(body.length);
    expect(readFileSync(target).equals(body)).toBe(true);
    expect(existsSync(`${target}.part`)).toBe(false);
  });

  it('progress: the start, the first bytes, then at most every 100 ms, and always the whole count at the end', async () => {
    // 300 pieces of 1 KB, one per millisecond or so: hundreds of reads.
    canned.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(300 * 1024) });
      let sent = 0;
      const timer = setInterval(() => {
        res.write(Buffer.alloc(1024, sent));
        if (++sent === 300) {
          clearInterval(timer);
          res.end();
        }
      }, 1);
    });
    const seen: DownloadProgress[] = [];
    await downloadToFile(`${canned.url}/paced`, { target: join(dir, 'paced.mp4'), onProgress: (p) => seen.push(p) });
    expect(seen[0]).toMatchObject({ received: 0, total: 300 * 1024 });
    expect(seen[1]!.received).toBeGreaterThan(0);
    expect(seen.at(-1)).toMatchObject({ received: 300 * 1024, total: 300 * 1024 });
    const middle = seen.slice(2, -1);
    for (const [i, p] of middle.entries()) {
      const before = i === 0 ? seen[1]! : middle[i - 1]!;
      expect(p.elapsedMs - before.elapsedMs).toBeGreaterThanOrEqual(100);
    }
    expect(seen.length).toBeLessThanOrEqual(3 + Math.ceil(seen.at(-1)!.elapsedMs / 100));
  });

  it('a chunked body (no Content-Length) arrives whole; one cut short is refused and nothing is kept', async () => {
    const body = randomBytes(3 * 1024 * 1024 + 5);
    canned.handle((req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4' }); // node:http sends it chunked
      if (req.url === '/chunked') {
        for (let at = 0; at < body.length; at += 100_000) res.write(body.subarray(at, at + 100_000));
        return void res.end();
      }
      res.write(body.subarray(0, 1000), () => setTimeout(() => res.destroy(), 20));
    });
    const target = join(dir, 'chunked.mp4');
    expect(await downloadToFile(`${canned.url}/chunked`, { target })).toMatchObject({ bytes: body.length });
    expect(readFileSync(target).equals(body)).toBe(true);
    const cut = join(dir, 'chunked-cut.mp4');
    expect(await rejectionOf(downloadToFile(`${canned.url}/cut`, { target: cut }))).toMatchObject({
      code: 'NETWORK',
      message: `Download from ${canned.host} failed: ECONNRESET`,
    });
    expect(nothingWritten(cut)).toBe(true);
  });

  it('raw answers: a body ended by the connection, a 103 before the 200, a bad Content-Length, huge headers', async () => {
    const raw = await startRawServer();
    try {
      const target = join(dir, 'raw.bin');
      raw.answer(
        'HTTP/1.1 103 Early Hints\r\nLink: </x>\r\n\r\nHTTP/1.0 200 OK\r\nContent-Type: audio/mp4\r\n\r\nto the end',
      );
      expect(await downloadToFile(`${raw.url}/a`, { target, force: true })).toEqual({
        path: target,
        bytes: 10,
        contentType: 'audio/mp4',
      });
      expect(readFileSync(target, 'utf8')).toBe('to the end');
      raw.answer('HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!');
      expect(await rejectionOf(downloadToFile(`${raw.url}/b`, { target: join(dir, 'bad.bin') }))).toMatchObject({
        code: 'NETWORK',
        message: `Download from ${raw.host} failed: HPE_UNEXPECTED_CONTENT_LENGTH`,
      });
      expect(nothingWritten(join(dir, 'bad.bin'))).toBe(true);
      for (const head of [`X: ${'a'.repeat(70_000)}\r\n\r\n`, `X: ${'a'.repeat(70_000)}`]) {
        raw.answer(`HTTP/1.1 200 OK\r\n${head}`);
        expect(await rejectionOf(downloadToFile(`${raw.url}/h`, { target: join(dir, 'bad.bin') }))).toMatchObject({
          code: 'NETWORK',
          message: `Download from ${raw.host} failed: HPE_HEADER_OVERFLOW`,
        });
      }
      raw.answer('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello and more than asked');
      expect(await downloadToFile(`${raw.url}/c`, { target, force: true })).toMatchObject({ bytes: 5 });
      expect(readFileSync(target, 'utf8')).toBe('hello');
      expect(raw.requests[0]).toMatch(/^GET \/a HTTP\/1\.1\r\nHost: 127\.0\.0\.1:\d+\r\nConnection: close\r\n/);
    } finally {
      await raw.close();
    }
  });

  it('writeAllSync writes the rest when the file takes only a part of a write', () => {
    const file = join(dir, 'partial-writes.bin');
    const fd = openSync(file, 'w');
    const real = fsCalls.writeSync;
    const sizes: number[] = [];
    try {
      // Takes at most 5 bytes per call, as a write interrupted by a signal or a full disk's last blocks would.
      fsCalls.writeSync = (f, bytes, offset, length) => {
        const take = Math.min(5, length);
        sizes.push(take);
        return real(f, bytes, offset, take);
      };
      writeAllSync(fd, Buffer.from('abcdefghijklmnopq'));
      fsCalls.writeSync = () => 0;
      expect(() => writeAllSync(fd, Buffer.from('x'))).toThrow('the file took no bytes');
    } finally {
      fsCalls.writeSync = real;
      closeSync(fd);
    }
    expect(readFileSync(file, 'utf8')).toBe('abcdefghijklmnopq');
    expect(sizes).toEqual([5, 5, 5, 2]);
  });
});
