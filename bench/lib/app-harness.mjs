// Mounts the real app (dist/screens/App.js + dist/state/store.js) in this process with Ink's production
// render options (the ones src/screens/runApp.tsx uses: maxFps 60, not debug), on a fake TTY whose stdout
// timestamps every write. "Key press → next frame" is the time from writing the key to stdin until Ink's
// next write to stdout.
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST } from './env.mjs';
import { nowMs, sleep } from './stats.mjs';

// The shipped bin is an esbuild bundle with React's production build (scripts/bundle.mjs); the per-module
// tsc output used here must load the same React build, so set it before react is first imported.
process.env.NODE_ENV ??= 'production';

const distImport = (path) => import(pathToFileURL(join(DIST, path)).href);

const SYNC_BEGIN = '\u001B[?2026h';
const SYNC_END = '\u001B[?2026l';

class FakeStdout extends EventEmitter {
  isTTY = true;
  lastWriteAt = 0;
  writes = 0;
  lastChunk = '';
  waiters = [];
  constructor(columns, rows) {
    super();
    this.columns = columns;
    this.rows = rows;
  }
  write(chunk, encoding, callback) {
    const text = String(chunk);
    // Ink wraps each frame in synchronized-output markers (separate writes): the frame is the chunk between.
    if (text !== SYNC_BEGIN && text !== SYNC_END) {
      this.lastWriteAt = nowMs();
      this.writes += 1;
      this.lastChunk = text;
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve(this.lastWriteAt);
    }
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  }
  nextWrite(timeoutMs) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no frame within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push((t) => {
        clearTimeout(timer);
        resolve(t);
      });
    });
  }
}

class FakeStdin extends EventEmitter {
  isTTY = true;
  isRaw = false;
  data = null;
  write(data) {
    this.data = data;
    this.emit('readable');
    this.emit('data', data);
  }
  read() {
    const { data } = this;
    this.data = null;
    return data;
  }
  setEncoding() {}
  setRawMode(mode) {
    this.isRaw = mode;
  }
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

/** A SecretsApi over the real HTTP client pointed at `url`, and the pieces to mount the app. */
export async function realSecretsApi(url, privateKey) {
  const { createHttpClient } = await distImport('api/http/http.js');
  const { SecretsClient } = await distImport('api/secrets/client.js');
  return new SecretsClient({ http: createHttpClient({ baseUrl: url, token: privateKey, flavor: 'pipecat' }) });
}

/** An AgentsClient over the real HTTP client pointed at `url`. */
export async function realAgentsApi(url, privateKey) {
  const { createHttpClient } = await distImport('api/http/http.js');
  const { AgentsClient } = await distImport('api/agents/client.js');
  return new AgentsClient({ http: createHttpClient({ baseUrl: url, token: privateKey, flavor: 'pipecat' }) });
}

/** `routes`: the screen stack to start with (default: the set list). */
export async function mountApp({ secrets, agents, columns = 100, rows = 30, routes }) {
  const [{ render }, React, { App }, { createAppStore, systemClock }] = await Promise.all([
    import('ink'),
    import('react'),
    distImport('screens/App.js'),
    distImport('state/store.js'),
  ]);
  const store = createAppStore({
    secrets,
    getRooms: () => Promise.reject(new Error('no room service in this bench')),
    clock: systemClock,
    target: { label: 'local emulator', roomLabel: 'local emulator', kind: 'emulator' },
    ...(agents ? { agents } : {}),
  });
  if (routes) store.setState({ routes });
  const stdout = new FakeStdout(columns, rows);
  const stdin = new FakeStdin();
  const stderr = new FakeStdout(columns, rows);
  const instance = render(React.createElement(App, { store }), {
    stdout,
    stdin,
    stderr,
    exitOnCtrlC: false,
    patchConsole: false,
    maxFps: 60,
  });
  return {
    store,
    stdout,
    /** Waits until `predicate(lastChunk)` holds for a written frame. */
    async waitForFrame(predicate, timeoutMs) {
      const deadline = nowMs() + timeoutMs;
      while (!predicate(stdout.lastChunk)) {
        const left = deadline - nowMs();
        if (left <= 0)
          throw new Error(
            `frame condition not met within ${timeoutMs} ms; last frame:\n${stdout.lastChunk.slice(-2000)}`,
          );
        await stdout.nextWrite(left).catch(() => undefined);
      }
    },
    /**
     * Waits until nothing was written for `quietMs` (Ink's 33 ms throttle window has passed). Always waits on a
     * real timer first, even when already quiet, so a caller looping on it lets the app's timers and I/O run.
     */
    async settle(quietMs = 50, timeoutMs = 5000) {
      const deadline = nowMs() + timeoutMs;
      do {
        if (nowMs() > deadline) throw new Error('app never went quiet');
        await sleep(Math.max(1, quietMs / 2));
      } while (nowMs() - stdout.lastWriteAt < quietMs);
    },
    /** Writes `key` and resolves with the ms until the next frame write. */
    async pressAndTime(key, timeoutMs = 2000) {
      const next = stdout.nextWrite(timeoutMs);
      const start = nowMs();
      stdin.write(key);
      return (await next) - start;
    },
    /**
     * Writes `chunk` (several keys in one write, as over SSH or on key repeat) and resolves with the ms until
     * the first frame written once `done(store state)` holds — the frame that shows the LAST key's effect.
     */
    async chunkAndTime(chunk, done, timeoutMs = 2000) {
      const start = nowMs();
      stdin.write(chunk);
      const deadline = start + timeoutMs;
      for (;;) {
        const left = deadline - nowMs();
        if (left <= 0) throw new Error(`no frame showed the chunk ${JSON.stringify(chunk)} within ${timeoutMs} ms`);
        const at = await stdout.nextWrite(left).catch(() => null);
        if (at !== null && done(store.getState())) return at - start;
      }
    },
    async unmount() {
      store.getState().dispose?.();
      instance.unmount();
      instance.cleanup?.();
    },
  };
}
