// `agentdeck --version` and `agentdeck doctor` as a user sending a support request runs them: the version names the
// runtime (text and --json); doctor prints one line per check, never a key, exits 1 when a check fails, answers
// within its short timeout when a service is down, and falls back to ASCII marks outside a UTF-8 locale.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { summarizeCredentials } from '../../src/config/credentialSummary.js';
import { resolveTarget, type EmbeddedEmulator } from '../../src/config/index.js';
import { expectClean, isolatedEnv, runBuilt, runInProcess, startTestEmulator, type TestEmulator } from './helpers.js';

let t: TestEmulator;
let silent: Server;
let silentUrl: string;
/** When each connection reached the silent server. */
const accepted: number[] = [];

beforeAll(async () => {
  t = await startTestEmulator(0);
  // A server that accepts connections and never answers: reachability must give up at its timeout.
  silent = createServer(() => accepted.push(Date.now()));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
}, 120_000);
afterAll(async () => {
  silent?.close();
  await t?.close();
});

interface DoctorJson {
  ok: boolean;
  checks: Array<{ name: string; status: 'ok' | 'warn' | 'fail'; detail: string }>;
}
const check = (json: DoctorJson, name: string) => json.checks.find((c) => c.name === name);

describe.concurrent('agentdeck --version', () => {
  it('names the version and the runtime; --json gives {version, node, platform, arch, sqlite}', async () => {
    const [text, json, short] = await Promise.all([
      runBuilt(['--version'], isolatedEnv()),
      runBuilt(['--version', '--json'], isolatedEnv()),
      runInProcess(['-V'], isolatedEnv()),
    ]);
    const line = `agentdeck ${JSON.parse(json.stdout).version} (node ${process.version}, ${process.platform}-${process.arch})\n`;
    expect(text.stdout).toBe(line);
    expect(short.stdout).toBe(line);
    expect(JSON.parse(json.stdout)).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      node: process.version,
      platform: process.platform,
      arch: process.arch,
      sqlite: expect.stringMatching(/^(better-sqlite3|node)$/),
    });
    expect(
      JSON.parse((await runBuilt(['--version', '--json'], isolatedEnv({ AGENTDECK_SQLITE: 'node' }))).stdout).sqlite,
    ).toBe(
      Number(process.versions.node.split('.')[0]) >= 23 || /^22\.(1[3-9]|[2-9]\d)/.test(process.versions.node)
        ? 'node'
        : null,
    );
  });
});

describe.concurrent('agentdeck doctor', () => {
  it('everything reachable: one line per check, exit 0, never a key', async () => {
    const env = { ...t.env, LANG: 'en_US.UTF-8', LC_ALL: '' };
    const [text, json] = await Promise.all([runBuilt(['doctor'], env), runBuilt(['doctor', '--json'], env)]);
    expect(text.code).toBe(0);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines.map((l) => l.split(/\s+/)[1])).toEqual([
      'runtime',
      'sqlite',
      'credentials',
      'pipecat',
      'room',
      'terminal',
    ]);
    expect(lines[0]).toMatch(/^✔ runtime\s+agentdeck \S+ on node v\d+/);
    expect(text.stdout).toMatch(/✔ credentials\s+private API key from PIPECAT_API_KEY; rooms with DAILY_API_KEY/);
    expect(text.stdout).toMatch(/✔ pipecat cloud\s+127\.0\.0\.1:\d+ answered in \d+ ms/);
    expect(text.stdout).toMatch(/⚠ terminal\s+.*the app needs a terminal/);
    const parsed = JSON.parse(json.stdout) as DoctorJson;
    expect(parsed.ok).toBe(true);
    expect(check(parsed, 'room service')?.status).toBe('ok');
    for (const r of [text, json]) expectClean(r, t.keys);
  });

  it('a service that does not answer: FAIL at the timeout, both services checked at once, exit 1', async () => {
    // AGENTDECK_TIMEOUT=2: 2 s per service; one after the other would take 4 s.
    const env = { ...t.env, PIPECAT_API_HOST: silentUrl, DAILY_API_URL: silentUrl, AGENTDECK_TIMEOUT: '2' };
    const started = Date.now();
    const out = await runInProcess(['doctor', '--json'], env);
    const elapsed = Date.now() - started;
    expect(out.code).toBe(1);
    // Both services were asked at once: the second connection came before the first one's 2 s were up.
    const mine = accepted.filter((at) => at >= started);
    expect(mine).toHaveLength(2);
    expect(Math.abs(mine[1] - mine[0])).toBeLessThan(1500);
    const parsed = JSON.parse(out.stdout) as DoctorJson;
    expect(parsed.ok).toBe(false);
    expect(check(parsed, 'pipecat cloud')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('127.0.0.1'),
    });
    expect(check(parsed, 'room service')).toMatchObject({ status: 'fail' });
    expect(elapsed).toBeGreaterThanOrEqual(1900); // it waited for the timeout (and then gave up: it returned)
    expectClean(out, t.keys);
  });

  it('outside a UTF-8 locale: ASCII marks; nothing configured: the emulator, services not asked', async () => {
    const out = await runBuilt(['doctor'], isolatedEnv({ LANG: 'C', LC_ALL: '' }));
    expect(out.code).toBe(0);
    expect(out.stdout).not.toMatch(/[✔⚠✖]/);
    expect(out.stdout).toMatch(/^ok {3}runtime/m);
    expect(out.stdout).toMatch(/^warn credentials\s+none found: commands use the embedded emulator/m);
    expect(out.stdout).toMatch(/pipecat cloud\s+not used: the embedded emulator answers locally/);
    expect(out.stdout).toMatch(/locale not UTF-8 \(C\)/);
  });

  it('a credentials file that cannot be read: the credentials check fails, naming it', async () => {
    const out = await runBuilt(['doctor', '--json'], isolatedEnv({ AGENTDECK_CONFIG: '/dev/zero' }));
    expect(out.code).toBe(1);
    expect(check(JSON.parse(out.stdout) as DoctorJson, 'credentials')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('/dev/zero: is a device'),
    });
  });
});

describe.concurrent('doctor finds the credentials resolveTarget uses', () => {
  const emulatorStub = vi.fn(async (): Promise<EmbeddedEmulator> => ({ ...t.emu, close: async () => {} }));
  it.each([
    ['a private key', () => t.env],
    ['a user token', () => isolatedEnv({ PIPECAT_TOKEN: t.emu.keys.userToken, PIPECAT_API_HOST: t.emu.apiHost })],
    ['nothing', () => isolatedEnv()],
  ])('%s', async (_label, envOf) => {
    const env = envOf();
    const [summary, target] = await Promise.all([
      summarizeCredentials(env),
      resolveTarget({ env, startEmbeddedEmulator: emulatorStub, warn: () => {} }),
    ]);
    expect(summary.kind).toBe(target.kind);
    expect(summary.roomSource).toBe(target.roomSource);
    if (target.kind !== 'emulator')
      expect({ apiHost: summary.apiHost, roomApiUrl: summary.roomApiUrl }).toEqual({
        apiHost: target.apiHost,
        roomApiUrl: target.roomApiUrl,
      });
    await target.close();
  });
});
