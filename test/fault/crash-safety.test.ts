// Crash safety: kill -9 the emulator (a child process) while 500 PUTs are in flight; after a restart on the
// same data dir every PUT that was answered 202 is there, and SQLite's integrity check passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { keepStatements } from '../../src/emulator/keepStatements.js';
import { isolatedEnv, makeHome, requireBuiltCli } from './support/cli.js';
import { freePort, startEmulatorProcess, type EmulatorProcess } from './support/emulatorProcess.js';

const TOTAL = 500;
const CONCURRENCY = 25;
const KILL_AFTER_ACKS = 200;

function put(agent: Agent, url: string, key: string, name: string, value: string): Promise<number> {
  const body = JSON.stringify({ secrets: [{ secretKey: 'CRASH_KEY', secretValue: value }] });
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/v1/secrets/${name}`,
      {
        method: 'PUT',
        agent,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(5000, () => req.destroy(new Error('no answer within 5 s')));
    req.on('error', reject);
    req.end(body);
  });
}

describe('crash safety (kill -9 during concurrent writes)', () => {
  const home = makeHome();
  const dataDir = join(home.dir, 'emulator-data');
  let emulator: EmulatorProcess | undefined;

  beforeAll(() => requireBuiltCli());
  afterAll(async () => {
    await emulator?.kill('SIGKILL');
    home.remove();
  });

  it('keeps every acknowledged write and an intact database', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const env = isolatedEnv(home.dir);
    emulator = await startEmulatorProcess({ dataDir, port, env });
    const { url, keys } = emulator;
    const first = emulator;

    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const acked: string[] = [];
    const failed: string[] = [];
    const otherStatuses: number[] = [];
    let next = 0;
    let killed: Promise<void> | undefined;
    const worker = async (): Promise<void> => {
      while (next < TOTAL) {
        const i = next++;
        const name = `crash-${i}`;
        try {
          const status = await put(agent, url, keys.privateKey, name, `value-${i}`);
          if (status === 202) acked.push(name);
          else otherStatuses.push(status);
        } catch {
          failed.push(name);
        }
        if (acked.length >= KILL_AFTER_ACKS && !killed) killed = first.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();
    await killed;

    // The kill really happened mid-way: some writes were acknowledged, the rest failed at the transport level.
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acked.length).toBeLessThan(TOTAL);
    expect(failed.length).toBeGreaterThan(0);
    expect(otherStatuses).toEqual([]);

    emulator = await startEmulatorProcess({ dataDir, port, env });
    const res = await fetch(`${url}/v1/secrets`, { headers: { authorization: `Bearer ${keys.privateKey}` } });
    expect(res.status).toBe(200);
    const present = new Set(((await res.json()) as { sets: Array<{ name: string }> }).sets.map((s) => s.name));
    const missing = acked.filter((name) => !present.has(name));
    expect(missing).toEqual([]);

    // Each acknowledged set holds its key (spot-check a spread of them; values are never readable).
    for (const name of acked.filter((_, i) => i % 20 === 0)) {
      const one = await fetch(`${url}/v1/secrets/${name}`, { headers: { authorization: `Bearer ${keys.privateKey}` } });
      expect(one.status).toBe(200);
      expect(((await one.json()) as { secrets: Array<{ fieldName: string }> }).secrets.map((s) => s.fieldName)).toEqual(
        ['CRASH_KEY'],
      );
    }

    await emulator.kill('SIGTERM');
    const db = keepStatements(new Database(join(dataDir, 'emulator.db')));
    try {
      expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
      const rows = db.prepare("SELECT COUNT(*) AS n FROM secret_sets WHERE name LIKE 'crash-%'").get() as { n: number };
      expect(rows.n).toBeGreaterThanOrEqual(acked.length);
    } finally {
      db.close();
    }
  });
});
