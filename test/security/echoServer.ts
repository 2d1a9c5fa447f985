// A stand-in Pipecat API whose write errors quote the request body back, as a careless server does
// (`400 invalid payload: {"secrets":[…]}`), in three shapes: plain, JSON-escaped inside another JSON document,
// and ASCII-escaped the way Python's json.dumps writes it — or quote pieces of it: each value shortened to its
// first and last 24 characters (as validation libraries do), a value's first 12 characters, the body URL-encoded,
// the body in base64. Reads answer an empty account. Auth is not checked.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type EchoShape =
  | 'plain'
  | 'escaped'
  | 'ascii'
  | 'shortened'
  | 'prefix'
  | 'urlencoded'
  | 'base64'
  | 'hex'
  | 'HEX'
  | 'xescapes'
  | 'pybytes';

export const FRAGMENT_SHAPES = ['shortened', 'prefix', 'urlencoded', 'base64'] as const;
/** The body's bytes: hex (lower, upper), `\xNN` for every byte, and Python's bytes repr (`b'{"secrets": …\xc3\xa9…'`). */
export const BYTE_SHAPES = ['hex', 'HEX', 'xescapes', 'pybytes'] as const;

/** Python's repr of bytes: printable ASCII as it is, \\ \' \t \n \r, every other byte \xNN. */
export function pythonBytesRepr(bytes: Buffer): string {
  const simple: Record<number, string> = { 0x5c: '\\\\', 0x27: "\\'", 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r' };
  return `b'${[...bytes].map((b) => simple[b] ?? (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`)).join('')}'`;
}

/** Every string under a `secretValue` key of a JSON body. */
function secretValues(body: unknown): string[] {
  if (Array.isArray(body)) return body.flatMap(secretValues);
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([k, v]) =>
    k === 'secretValue' && typeof v === 'string' ? [v] : secretValues(v),
  );
}

export interface EchoServer {
  url: string;
  /** How the next write errors quote the body. */
  shape: EchoShape;
  /** Every write body received, as sent. */
  bodies: string[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** JSON text with every non-ASCII character as \uXXXX (Python's ensure_ascii). */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export async function startEchoServer(): Promise<EchoServer> {
  const state: EchoServer = { url: '', shape: 'plain', bodies: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8').on('data', (d: string) => (raw += d));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      if (req.method === 'GET') {
        if (path === '/v1/secrets') return send(res, 200, { sets: [] });
        if (path === '/v1/properties') return send(res, 200, { properties: { defaultRegion: 'us-west' } });
        if (path === '/v1/regions') return send(res, 200, { regions: [{ code: 'us-west', display_name: 'US West' }] });
        if (path.startsWith('/v1/agents')) return send(res, 200, { services: [] });
        return send(res, 404, { error: 'Set not found', code: 'NOT_FOUND' });
      }
      state.bodies.push(raw);
      const values = secretValues(JSON.parse(raw));
      if (state.shape === 'shortened') {
        const quoted = values.map((v) => `"${v.slice(0, 24)}…${v.slice(-24)}"`).join(', ');
        return send(res, 400, { error: `validation failed: value too long: ${quoted}`, code: 'GENERIC_BAD_REQUEST' });
      }
      if (state.shape === 'prefix') {
        return send(res, 400, {
          error: `value starting with ${values.map((v) => `'${v.slice(0, 12)}'`).join(', ')} is not allowed`,
        });
      }
      if (state.shape === 'urlencoded') return send(res, 400, { error: `bad request body=${encodeURIComponent(raw)}` });
      if (state.shape === 'base64')
        return send(res, 400, { error: `undecodable payload ${Buffer.from(raw).toString('base64')}` });
      // The byte shapes dump the Authorization header too: the API key must not survive in those forms either.
      const bytesOf = (text: string): string => {
        const bytes = Buffer.from(text);
        if (state.shape === 'hex') return bytes.toString('hex');
        if (state.shape === 'HEX') return bytes.toString('hex').toUpperCase();
        if (state.shape === 'xescapes') return [...bytes].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');
        return pythonBytesRepr(bytes);
      };
      if ((BYTE_SHAPES as readonly string[]).includes(state.shape)) {
        // Python quotes each value as bytes (a body's JSON quotes would give the value field away to redactValueFields).
        const shown = state.shape === 'pybytes' ? values.map(bytesOf).join(', ') : bytesOf(raw);
        return send(res, 400, {
          error: `payload bytes: ${shown} auth: ${bytesOf(String(req.headers.authorization ?? ''))}`,
        });
      }
      if (state.shape === 'plain') return send(res, 400, { error: `invalid payload: ${raw}` });
      if (state.shape === 'escaped')
        return send(res, 400, {
          error: 'invalid payload',
          info: `invalid payload: ${JSON.stringify({ request: raw })}`,
          code: 'GENERIC_BAD_REQUEST',
        });
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        `{"error": ${asciiJson(`invalid payload: ${asciiJson(JSON.parse(raw))}`)}, "code": "GENERIC_BAD_REQUEST"}`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
