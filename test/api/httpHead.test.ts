// The status line, headers and chunked bodies the download's own HTTP/1.1 GET reads (src/api/files/httpHead.ts):
// what a server may send, and what is refused rather than guessed at.
import { describe, expect, it } from 'vitest';
import { ChunkedDecoder, parseHead } from '../../src/api/files/httpHead.js';

describe('parseHead', () => {
  it('reads the status, lower-cases names, joins repeated headers and reads Content-Length', () => {
    const head = parseHead(
      [
        'HTTP/1.1 200 OK',
        'Content-Type: video/mp4',
        'Content-Length: 42',
        'X-Amz-Meta:  a ',
        'x-amz-meta: b',
        'Empty:',
      ].join('\r\n'),
    );
    expect(head).toEqual({
      status: 200,
      headers: { 'content-type': 'video/mp4', 'content-length': '42', 'x-amz-meta': 'a, b', empty: '' },
      contentLength: 42,
    });
    expect(parseHead('HTTP/1.0 404')).toEqual({ status: 404, headers: {} });
  });

  it('a Content-Length repeated with the same value is one length; two values are refused', () => {
    expect(parseHead('HTTP/1.1 200 OK\r\nContent-Length: 7\r\nContent-Length: 7').contentLength).toBe(7);
    expect(parseHead('HTTP/1.1 200 OK\r\nContent-Length: 7, 7').contentLength).toBe(7);
    for (const bad of ['7\r\nContent-Length: 8', '7, 8', '-1', '0x10', '', '1e3']) {
      expect(() => parseHead(`HTTP/1.1 200 OK\r\nContent-Length: ${bad}`)).toThrow(
        expect.objectContaining({ code: 'HPE_UNEXPECTED_CONTENT_LENGTH' }),
      );
    }
  });

  it('refuses a malformed status line, a folded or nameless header and control characters', () => {
    for (const line of ['HTTP/2 200', 'HTTP/1.1 20', 'ICY 200 OK', 'HTTP/1.1 200 O\x01K', '']) {
      expect(() => parseHead(line)).toThrow(expect.objectContaining({ code: 'HPE_INVALID_CONSTANT' }));
    }
    for (const line of [' folded: yes', 'no colon', ': nameless', 'Bad Name: x', 'X: a\x00b', 'X: a\nb']) {
      expect(() => parseHead(`HTTP/1.1 200 OK\r\n${line}`)).toThrow(
        expect.objectContaining({ code: 'HPE_INVALID_HEADER_TOKEN' }),
      );
    }
  });
});

/** Decodes `wire` fed in pieces of `step` bytes; the data and whether the decoder saw the end. */
function decode(wire: string, step: number): { data: string; done: boolean } {
  const decoder = new ChunkedDecoder();
  const bytes = Buffer.from(wire, 'latin1');
  let data = '';
  let done = false;
  for (let at = 0; at < bytes.length && !done; at += step) {
    done = decoder.push(bytes.subarray(at, at + step), (piece) => (data += piece.toString('latin1')));
  }
  return { data, done };
}

describe('ChunkedDecoder', () => {
  const wire = '5\r\nhello\r\n1;name=value\r\n \r\nB\r\nchunked wor\r\n2\r\nld\r\n0\r\nTrailer: x\r\n\r\n';

  it('decodes the same body whatever the pieces the socket hands it', () => {
    for (const step of [1, 2, 3, 7, 16, wire.length]) {
      expect(decode(wire, step)).toEqual({ data: 'hello chunked world', done: true });
    }
  });

  it('is not done until the blank line after the last chunk', () => {
    expect(decode('3\r\nabc\r\n0\r\n', 4)).toEqual({ data: 'abc', done: false });
    expect(decode('3\r\nabc\r\n', 100)).toEqual({ data: 'abc', done: false });
  });

  it('refuses a size that is not hex, too large, data longer than its size, or lines without CR LF', () => {
    for (const bad of ['g\r\n', '-1\r\n', '1000000000000\r\nx', '3\r\nabcd\r\n', '3\nabc\r\n', '\r\n']) {
      expect(() => decode(bad, 1)).toThrow(expect.objectContaining({ code: 'HPE_INVALID_CHUNK_SIZE' }));
    }
    expect(() => decode(`${'1'.repeat(5000)}`, 100)).toThrow(
      expect.objectContaining({ code: 'HPE_INVALID_CHUNK_SIZE' }),
    );
  });
});
