// One HTTP/1.1 GET over net/tls whose body is read into ONE reused buffer (the socket's `onread` option), for
// download.ts. node:http allocates a fresh buffer for every socket read and copies each body slice into another
// one; a 64 MB body is then ≈ 2,000 fresh 64 KB buffers, and on machines where a page fault is dear (virtual
// machines that hand freed memory back to the host) faulting those pages in cost 3–4× the rest of the transfer
// (docs/performance.md, "Where the download's time goes"). Here the body costs no allocation at all.
//
// What it reads: the status line and headers (at most MAX_HEAD_BYTES; 1xx answers skipped), then a body framed by
// Transfer-Encoding: chunked, by Content-Length, or by the end of the connection. It sends `Connection: close`, so a
// connection serves one request and is dropped after it. The errors carry node:http's codes for the same faults
// (ECONNRESET for a body cut short, HPE_* for a malformed answer), so the caller's messages stay what they were.
import net from 'node:net';
import tls from 'node:tls';
import { ChunkedDecoder, parseHead, type Head } from './httpHead.js';

/** One read's worth: the socket fills it and its bytes are handed on before the next read. */
const READ_BUFFER_BYTES = 1024 * 1024;
const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');

export interface GetOptions {
  headers: Record<string, string>;
  /** No byte for this long (connecting, waiting or mid-body) → fail with a TimeoutError. */
  idleTimeoutMs: number;
  /** No complete status line and headers for this long → fail with a TimeoutError. */
  headTimeoutMs: number;
  signal?: AbortSignal;
}

export interface GetResponse extends Head {
  /**
   * Reads the body, handing each piece to `onBytes` (the bytes are valid only during the call: the buffer is
   * reused). Resolves once the body is whole; rejects with the connection's error, a stall, the abort, a malformed
   * chunked body, a body cut short (code ECONNRESET), or what `onBytes` threw. Call it once.
   */
  body(onBytes: (bytes: Buffer) => void): Promise<void>;
  /** Drops the connection without reading the body. */
  close(): void;
}

/** A socket that went quiet for too long, or no response headers in time (the name linkFailure reads). */
export class StalledError extends Error {
  override name = 'TimeoutError';
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const cutShort = () => coded('aborted', 'ECONNRESET');

/** Feeds body bytes in; true once the body is whole. */
type Framing = (bytes: Buffer, onBytes: (bytes: Buffer) => void) => boolean;

function framingOf(head: Head): { framing: Framing; closeEnds: boolean } {
  if (head.status === 204 || head.status === 304) return { framing: () => true, closeEnds: true };
  const coding = head.headers['transfer-encoding'];
  if (coding !== undefined && /(^|,)\s*chunked\s*$/i.test(coding)) {
    const decoder = new ChunkedDecoder();
    return { framing: (bytes, onBytes) => decoder.push(bytes, onBytes), closeEnds: false };
  }
  const length = coding === undefined ? head.contentLength : undefined;
  if (length === undefined)
    return { framing: (bytes, onBytes) => (bytes.length > 0 && onBytes(bytes), false), closeEnds: true };
  let left = length;
  const framing: Framing = (bytes, onBytes) => {
    const take = Math.min(left, bytes.length);
    if (take > 0) onBytes(take === bytes.length ? bytes : bytes.subarray(0, take));
    left -= take;
    return left === 0;
  };
  return { framing: (bytes, onBytes) => left === 0 || framing(bytes, onBytes), closeEnds: false };
}

/** GETs `url` (http: or https:); resolves once the final (non-1xx) status line and headers are in. */
export function httpGet(url: URL, options: GetOptions): Promise<GetResponse> {
  return new Promise((resolve, reject) => {
    const readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    let phase: 'head' | 'held' | 'body' | 'over' = 'head';
    let headBytes = Buffer.alloc(0);
    /** Body bytes that arrived with the head, kept until body() is called. */
    let early: Buffer | undefined;
    let framing: Framing = () => false;
    let closeEnds = false;
    let complete = false;
    let sink: ((bytes: Buffer) => void) | undefined;
    let bodyDone: { resolve: () => void; reject: (error: unknown) => void } | undefined;
    let failure: unknown;

    /** Ends everything: the head's promise or the body's, whichever is waiting (no error: the connection ended). */
    const finish = (error?: unknown) => {
      if (phase === 'over') return;
      const was = phase;
      phase = 'over';
      clearTimeout(headDeadline);
      options.signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      if (was === 'head') reject(error ?? coded('socket hang up', 'ECONNRESET'));
      else if (was === 'held')
        failure = error; // body() decides, once it has seen the bytes that came with the head
      else if (error !== undefined) bodyDone?.reject(error);
      else if (complete || closeEnds) bodyDone?.resolve();
      else bodyDone?.reject(cutShort());
    };
    const fail = (error: unknown) => {
      failure ??= error;
      finish(failure);
    };
    const onRead = (length: number, buffer: Uint8Array): boolean => {
      if (phase === 'over') return false;
      const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, length);
      try {
        if (phase === 'body') {
          complete = framing(bytes, sink!);
          if (!complete) return true;
          finish();
          return false;
        }
        if (phase === 'held') {
          // Paused, yet a read came: kept with the body's start (a copy: the read buffer is reused).
          early = Buffer.concat(early ? [early, bytes] : [bytes]);
          return false;
        }
        // The head, copied out of the read buffer (it is small); what follows it is the body's start.
        headBytes = Buffer.concat([headBytes, bytes]);
        for (;;) {
          const end = headBytes.indexOf(HEAD_END);
          if (end > MAX_HEAD_BYTES || (end === -1 && headBytes.length > MAX_HEAD_BYTES)) {
            throw coded('response headers too large', 'HPE_HEADER_OVERFLOW');
          }
          if (end === -1) return true;
          const head = parseHead(headBytes.toString('latin1', 0, end));
          headBytes = headBytes.subarray(end + HEAD_END.length);
          if (head.status >= 100 && head.status < 200) continue; // 100 Continue, 103 Early Hints: the answer follows
          ({ framing, closeEnds } = framingOf(head));
          early = headBytes.length > 0 ? headBytes : undefined;
          headBytes = Buffer.alloc(0);
          phase = 'held';
          clearTimeout(headDeadline);
          resolve({ ...head, body, close: () => finish(new Error('closed without reading the body')) });
          return false; // paused until body() is called
        }
      } catch (error) {
        fail(error);
        return false;
      }
    };
    function body(onBytes: (bytes: Buffer) => void): Promise<void> {
      return new Promise((resolveBody, rejectBody) => {
        if (sink !== undefined) return rejectBody(new Error('body() called twice'));
        sink = onBytes;
        const held = early ?? Buffer.alloc(0);
        early = undefined;
        if (phase === 'over') {
          // The connection ended while the body was held: only the bytes that came with the head remain.
          if (failure !== undefined) return rejectBody(failure);
          try {
            complete = framing(held, onBytes);
          } catch (error) {
            return rejectBody(error);
          }
          return complete || closeEnds ? resolveBody() : rejectBody(cutShort());
        }
        phase = 'body';
        bodyDone = { resolve: resolveBody, reject: rejectBody };
        try {
          complete = framing(held, onBytes);
        } catch (error) {
          return fail(error);
        }
        if (complete) return finish();
        socket.resume();
      });
    }

    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const secure = url.protocol === 'https:';
    const port = Number(url.port) || (secure ? 443 : 80);
    const onread = { buffer: readBuffer, callback: onRead };
    const socket: net.Socket = secure
      ? tls.connect({
          host,
          port,
          servername: net.isIP(host) ? undefined : host,
          ALPNProtocols: ['http/1.1'],
          onread,
        } as tls.ConnectionOptions)
      : net.connect({ host, port, onread });
    const headDeadline = setTimeout(() => fail(new StalledError('no response')), options.headTimeoutMs);
    const onAbort = () => fail(Object.assign(new Error('The operation was aborted'), { name: 'AbortError' }));
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
    socket.setTimeout(options.idleTimeoutMs, () => fail(new StalledError('socket idle')));
    socket.on('error', fail);
    // The answer ends with the connection (read to its end, or cut): whole only if its framing says so.
    socket.on('close', () => finish(failure));
    socket.on('end', () => socket.destroy());
    const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close'];
    for (const [name, value] of Object.entries(options.headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  });
}
