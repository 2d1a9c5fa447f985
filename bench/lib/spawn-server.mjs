// Spawns bench/lib/server-child.mjs and waits for its READY line.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./server-child.mjs', import.meta.url));

/** `exec`: the Node binary to run it on (default this one); `env`: variables added to this process's. */
export function spawnServer(kind, options = {}, { timeoutMs = 20_000, exec = process.execPath, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(exec, [CHILD, kind, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${kind} server not ready within ${timeoutMs} ms: ${err.slice(0, 500)}`));
    }, timeoutMs);
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      clearTimeout(timer);
      const info = JSON.parse(line.slice('READY '.length));
      resolve({
        ...info,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited (${code}) before READY: ${err.slice(0, 500)}`));
    });
  });
}
