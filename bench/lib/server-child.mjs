// A server in its own process for the throughput bench, so load generator and server don't share a thread.
//   node server-child.mjs emulator '{"seedSets":100}'   → the built emulator (dist/emulator/index.js)
//   node server-child.mjs bare '{"getBody":"…"}'        → a bare node:http server answering the same JSON
//   option "store": true → its PUT first writes the body's keys with the emulator's own store (dist/emulator/
//                          store.js), as the emulator's PUT does, scrub included: the store's cost without fastify
//   node server-child.mjs sets '{"count":1000000}'      → a bare server answering GET /v1/secrets with that many
//                                                          ready sets and GET /v1/agents with none (the CLI's scale)
//   option "videoMB": N → the emulator's cloud recordings are an N MB file (the fixture's bytes, zero-padded)
// Prints one line `READY <json>` with {url, privateKey, roomKey, roomApiUrl}, then serves until SIGTERM.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { DIST, tempDir, removeDir } from './env.mjs';
import { freePort } from './proc.mjs';

const [kind, optionsJson = '{}'] = process.argv.slice(2);
const options = JSON.parse(optionsJson);

async function startEmulatorServer() {
  const { startEmulator } = await import(pathToFileURL(join(DIST, 'emulator', 'index.js')).href);
  const dataDir = tempDir('emu-child');
  const { videoMB, ...rest } = options;
  const media = videoMB ? { recordingMedia: { video: await paddedVideo(videoMB) } } : {};
  const emulator = await startEmulator({
    dataDir,
    port: await freePort(),
    host: '127.0.0.1',
    readyDelayMs: 0,
    ...media,
    ...rest,
  });
  return {
    info: {
      url: emulator.url,
      privateKey: emulator.keys.privateKey,
      userToken: emulator.keys.userToken,
      roomKey: emulator.keys.roomKey,
      roomApiUrl: emulator.roomApiUrl,
    },
    close: async () => {
      await emulator.close();
      removeDir(dataDir);
    },
  };
}

/** The committed .mp4 fixture, zero-padded to `mb` MB (a large file to stream; its head stays an MP4 box). */
async function paddedVideo(mb) {
  const { RECORDING_MEDIA_BASE64 } = await import(pathToFileURL(join(DIST, 'emulator', 'media', 'index.js')).href);
  const head = Buffer.from(RECORDING_MEDIA_BASE64.video, 'base64');
  const body = Buffer.alloc(Math.max(head.length, Math.round(mb * 1024 * 1024)));
  head.copy(body);
  return body;
}

/** The emulator's store in a temporary data dir, and its PUT's write of one set (putRegular in secrets.ts). */
async function emulatorStoreWriter() {
  const { EmulatorStore } = await import(pathToFileURL(join(DIST, 'emulator', 'store.js')).href);
  const dataDir = tempDir('store-floor');
  const store = new EmulatorStore(dataDir);
  const write = (name, body) =>
    store.transaction(() => {
      const row = { org: 'local', name, host: null, pullSecretValue: null, failure: null, now: Date.now() };
      if (store.getSet('local', name)) store.touchSet(row);
      else store.insertSet({ ...row, type: 'secret', region: 'us-west' });
      for (const { secretKey, secretValue } of body.secrets) store.upsertValue('local', name, secretKey, secretValue);
    });
  const close = () => {
    store.close();
    removeDir(dataDir);
  };
  return { write, close };
}

async function startBareServer() {
  const writer = options.store ? await emulatorStoreWriter() : undefined;
  // Bytes, not strings: node:http writes a string about twice as slowly (the emulator sends its cached lists as bytes).
  const getBody = Buffer.from(options.getBody ?? '{"sets":[]}');
  const putBody = Buffer.from(JSON.stringify({ status: 'OK', region: 'us-west' }));
  const server = createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': getBody.length,
      });
      res.end(getBody);
      return;
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      writer?.write(decodeURIComponent(req.url.slice(req.url.lastIndexOf('/') + 1)), body);
      res.writeHead(202, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': putBody.length,
      });
      res.end(putBody);
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    info: { url: `http://127.0.0.1:${port}`, privateKey: 'bare' },
    close: () => new Promise((resolve) => server.close(resolve)).then(() => writer?.close()),
  };
}

/** The set list of `count` sets, built once (80 bytes a set); agents: none. */
async function startSetsServer() {
  const parts = ['{"sets":['];
  for (let i = 0; i < options.count; i++) {
    parts.push(
      `${i ? ',' : ''}{"name":"seed-set-${String(i).padStart(7, '0')}","type":"secret","region":"us-west","status":"ready"}`,
    );
  }
  parts.push(']}');
  const sets = Buffer.from(parts.join(''));
  const agents = Buffer.from('{"services":[]}');
  const server = createServer((req, res) => {
    const body = req.url.startsWith('/v1/agents') ? agents : sets;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    info: { url: `http://127.0.0.1:${port}`, privateKey: 'pk_bench_scale', bytes: sets.length },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const handle =
  kind === 'bare' ? await startBareServer() : kind === 'sets' ? await startSetsServer() : await startEmulatorServer();
process.stdout.write(`READY ${JSON.stringify(handle.info)}\n`);
const stop = async () => {
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
