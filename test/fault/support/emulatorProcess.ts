// The emulator as a CHILD process (`node dist/main.js emulator --port P --data DIR`), for tests that must
// kill it (-9) or stop it without stopping the test process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { MAIN } from './cli.js';

export interface EmulatorProcess {
  url: string;
  port: number;
  keys: { privateKey: string; userToken: string; roomKey: string };
  child: ChildProcess;
  /** stdout + stderr so far (for failure messages). */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startEmulatorProcess(opts: {
  dataDir: string;
  port: number;
  env: NodeJS.ProcessEnv;
  args?: string[];
  deadlineMs?: number;
}): Promise<EmulatorProcess> {
  const child = spawn(
    process.execPath,
    [MAIN, 'emulator', '--port', String(opts.port), '--data', opts.dataDir, ...(opts.args ?? [])],
    {
      env: opts.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.deadlineMs ?? 10_000);
  const keysFile = join(opts.dataDir, 'keys.json');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`emulator exited ${child.exitCode}: ${output.slice(0, 800)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`emulator not answering on ${url} in time: ${output.slice(0, 800)}`);
    }
    if (existsSync(keysFile)) {
      try {
        const keys = JSON.parse(readFileSync(keysFile, 'utf8'));
        const res = await fetch(`${url}/v1/secrets`, { headers: { authorization: `Bearer ${keys.privateKey}` } });
        await res.arrayBuffer();
        if (res.status === 200) {
          return {
            url,
            port: opts.port,
            keys,
            child,
            output: () => output,
            kill: async (signal) => {
              if (child.exitCode === null && child.signalCode === null) child.kill(signal);
              await exited;
            },
          };
        }
      } catch {
        // not listening yet, or keys.json mid-write
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
