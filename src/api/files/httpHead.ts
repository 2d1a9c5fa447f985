// The pieces of an HTTP/1.1 answer httpGet.ts reads itself: the status line and headers, and a chunked body.
// Strict where a lenient reading could be steered by the server (a Content-Length that disagrees with itself, a
// header line folded or holding a control character, a chunk size that is not hex), with node:http's error codes.

export interface Head {
  status: number;
  /** Names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  /** From Content-Length; undefined when there is none. */
  contentLength?: number;
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const STATUS_LINE = /^HTTP\/1\.[01] (\d{3})(?: [^\0-\x08\x0a-\x1f\x7f]*)?$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([^\0-\x08\x0a-\x1f\x7f]*?)[ \t]*$/;
/** Chunk sizes past 2^48 bytes are refused (and stay exact as numbers). */
const CHUNK_SIZE_LINE = /^([0-9A-Fa-f]{1,12})[ \t]*(?:;[^\0-\x08\x0a-\x1f\x7f]*)?$/;
const MAX_CHUNK_LINE = 4096;

/** The status line and header lines (the text before the blank line, read as latin1). */
export function parseHead(text: string): Head {
  const [statusLine = '', ...lines] = text.split('\r\n');
  const status = STATUS_LINE.exec(statusLine);
  if (!status) throw coded('malformed status line', 'HPE_INVALID_CONSTANT');
  const headers: Record<string, string> = {};
  const lengths = new Set<string>();
  for (const line of lines) {
    const header = HEADER_LINE.exec(line);
    if (!header) throw coded('malformed header line', 'HPE_INVALID_HEADER_TOKEN');
    const name = header[1].toLowerCase();
    const value = header[2];
    if (name === 'content-length') for (const part of value.split(',')) lengths.add(part.trim());
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let contentLength: number | undefined;
  if (lengths.size > 0) {
    const [only] = [...lengths];
    if (lengths.size > 1 || !/^\d{1,15}$/.test(only))
      throw coded('bad Content-Length', 'HPE_UNEXPECTED_CONTENT_LENGTH');
    contentLength = Number(only);
  }
  return { status: Number(status[1]), headers, ...(contentLength === undefined ? {} : { contentLength }) };
}

/** Transfer-Encoding: chunked, decoded as bytes arrive; the data goes on as slices of the bytes given. */
export class ChunkedDecoder {
  private state: 'size' | 'data' | 'dataEnd' | 'trailer' | 'done' = 'size';
  /** The size, data-end or trailer line read so far. */
  private line = '';
  /** Data bytes left in the current chunk. */
  private left = 0;

  /** Reads `bytes`, handing each run of data to `onData`; true once the last chunk and its trailers are read. */
  push(bytes: Buffer, onData: (data: Buffer) => void): boolean {
    let at = 0;
    while (at < bytes.length && this.state !== 'done') {
      if (this.state === 'data') {
        const take = Math.min(this.left, bytes.length - at);
        onData(bytes.subarray(at, at + take));
        at += take;
        this.left -= take;
        if (this.left === 0) this.state = 'dataEnd';
        continue;
      }
      const lf = bytes.indexOf(10, at);
      const end = lf === -1 ? bytes.length : lf;
      this.line += bytes.toString('latin1', at, end);
      if (this.line.length > MAX_CHUNK_LINE) throw coded('chunk line too long', 'HPE_INVALID_CHUNK_SIZE');
      if (lf === -1) break;
      at = lf + 1;
      if (!this.line.endsWith('\r')) throw coded('chunk line without CR LF', 'HPE_INVALID_CHUNK_SIZE');
      const line = this.line.slice(0, -1);
      this.line = '';
      this.takeLine(line);
    }
    return this.state === 'done';
  }

  private takeLine(line: string): void {
    if (this.state === 'size') {
      const size = CHUNK_SIZE_LINE.exec(line);
      if (!size) throw coded('malformed chunk size', 'HPE_INVALID_CHUNK_SIZE');
      this.left = parseInt(size[1], 16);
      this.state = this.left === 0 ? 'trailer' : 'data';
    } else if (this.state === 'dataEnd') {
      if (line !== '') throw coded('chunk data longer than its size', 'HPE_INVALID_CHUNK_SIZE');
      this.state = 'size';
    } else if (line === '') {
      this.state = 'done'; // the blank line after the trailers
    }
  }
}
