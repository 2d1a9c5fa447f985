// A recording download over https (the real service's links are https): the certificate is checked against the
// roots Node trusts — a server this machine does not trust is a network failure naming why, nothing written — and
// with its CA trusted (NODE_EXTRA_CA_CERTS, in a child running the built helper) the file arrives whole, by name
// and by IP address.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadToFile } from '../../src/api/files/download.js';
import { loadOrCreateTls } from '../../src/emulator/tls.js';
import { ROOT } from '../cli/helpers.js';
import { rejectionOf } from './helpers.js';

const BUILT = pathToFileURL(join(ROOT, 'dist', 'api', 'files', 'download.js')).href;
const body = randomBytes(2 * 1024 * 1024 + 17);
let server: Server;
let port: number;
let dir: string;
let caFile: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'agentdeck-download-tls-'));
  const tls = loadOrCreateTls(dir, { host: '127.0.0.1' });
  caFile = tls.caFile;
  server = createServer({ key: tls.key, cert: tls.cert }, (_req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(body.length) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('downloadToFile over https', () => {
  it('a certificate this machine does not trust: NETWORK naming the reason; nothing written', async () => {
    const target = join(dir, 'untrusted.mp4');
    const error = await rejectionOf(downloadToFile(`https://localhost:${port}/rec`, { target }));
    expect(error).toMatchObject({
      code: 'NETWORK',
      message: expect.stringMatching(new RegExp(`^Download from localhost:${port} failed: [A-Z_]*(CERT|SIGNATURE)`)),
    });
    expect(existsSync(target) || existsSync(`${target}.part`)).toBe(false);
  });

  it('with its CA trusted, the file arrives whole, by name and by IP address (the built helper)', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const target = join(dir, `${host}.mp4`);
      const script = `const { downloadToFile } = await import(process.argv[1]);
        const r = await downloadToFile(process.argv[2], { target: process.argv[3] });
        process.stdout.write(JSON.stringify(r));`;
      // Asynchronous: the server answering it runs in this process.
      const run = await promisify(execFile)(
        process.execPath,
        ['--input-type=module', '-e', script, BUILT, `https://${host}:${port}/rec`, target],
        { env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile }, encoding: 'utf8', timeout: 20_000 },
      );
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ path: target, bytes: body.length, contentType: 'video/mp4' });
      expect(readFileSync(target).equals(body)).toBe(true);
    }
  });
});
