// Starts the built emulator in this process (dist/emulator/index.js) on a free loopback port.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { DIST, tempDir, removeDir } from './env.mjs';
import { freePort } from './proc.mjs';

export async function startBenchEmulator(options = {}) {
  const { startEmulator } = await import(pathToFileURL(join(DIST, 'emulator', 'index.js')).href);
  const dataDir = tempDir('emu');
  const port = await freePort();
  const emulator = await startEmulator({ dataDir, port, host: '127.0.0.1', readyDelayMs: 0, ...options });
  const close = emulator.close.bind(emulator);
  return Object.assign(emulator, {
    async close() {
      await close();
      removeDir(dataDir);
    },
  });
}

/** Request helper for benches: JSON over fetch against the emulator with the private key. */
export async function emulatorFetch(emulator, method, path, body) {
  const res = await fetch(`${emulator.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${emulator.keys.privateKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
}
