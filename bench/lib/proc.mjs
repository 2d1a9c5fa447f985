// Child processes for benches: timed runs and a free loopback port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { nowMs } from './stats.mjs';

/** Runs `cmd args` to completion; resolves with wall time (spawn → exit), exit code and captured output. */
export function timedRun(cmd, args, { env = process.env, cwd, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const start = nowMs();
    const child = spawn(cmd, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${cmd} ${args.join(' ')} did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ms: nowMs() - start, code, stdout, stderr });
    });
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
