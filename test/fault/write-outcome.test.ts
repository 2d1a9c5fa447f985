// Writes whose answer is lost: the emulator applies the write and then stalls past the client's timeout
// (hangAfterWrite) or answers 500 (errorAfterWrite). The built CLI re-reads and reports applied / not applied /
// unknown — never a bare failure for a change that happened. Against real servers on 127.0.0.1 (a closed port, a
// proxy that hangs or drops writes): a write that never got a connection is "not applied" without a re-read.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkerKey } from '../../src/api/secrets/setMarker.js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator.js';
import { cliEnv, makeHome, runCli, type CliResult } from './support/cli.js';
import { freePort } from './support/emulatorProcess.js';
import { startRecordingProxy, type ProxyFault, type RecordingProxy } from './support/proxy.js';
import { NO_BACKOFF } from './support/noBackoff.js';

let emu: TestEmulator;
let env: NodeJS.ProcessEnv;
const home = makeHome();

beforeAll(async () => {
  // readyDelay 0: a set is ready at once, so an overwrite leaves nothing visible to re-read (the "unknown" case).
  emu = await startTestEmulator({ readyDelayMs: 0 });
  env = cliEnv(emu, home.dir, { AGENTDECK_TIMEOUT: '0.3' });
});
let proxy: RecordingProxy | undefined;
afterEach(async () => {
  emu.setChaos(undefined);
  await proxy?.close();
  proxy = undefined;
});
afterAll(async () => {
  await emu?.stop();
  home.remove();
});

const cli = (args: string[]) => runCli(args, { env, timeoutMs: 20_000 });

async function keys(name: string): Promise<string[] | null> {
  const res = await fetch(`${emu.apiHost}/v1/secrets/${name}`, {
    headers: { authorization: `Bearer ${emu.keys.privateKey}` },
  });
  if (res.status === 404) return null;
  if (res.status === 400) return [];
  // agentdeck's write marker is not one of the user's keys (test/api/setMarker.emulator.test.ts checks it).
  return ((await res.json()) as { secrets: Array<{ fieldName: string }> }).secrets
    .map((s) => s.fieldName)
    .filter((k) => !parseMarkerKey(k));
}

async function roomStatus(name: string): Promise<number> {
  return (await fetch(`${emu.roomApiUrl}/rooms/${name}`, { headers: { authorization: `Bearer ${emu.keys.roomKey}` } }))
    .status;
}

function expectApplied(r: CliResult): void {
  expect(r.timedOut).toBe(false);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stderr).toContain('re-reading to find out whether it was applied');
  expect(r.stderr).toMatch(/applied — the answer was lost, but a re-read shows the change/);
  expect(JSON.parse(r.stdout)).toMatchObject({ outcome: 'applied' });
}

describe('a write whose answer is lost is re-read', () => {
  it(
    'applied, then the answer stalls past the timeout: set (new set), reported applied',
    { timeout: 30_000 },
    async () => {
      emu.setChaos({ hangAfterWriteRate: 1 });
      const r = await cli(['secrets', 'set', 'wo-new', 'A=1', 'B=2', '-s', '--json']);
      expectApplied(r);
      expect(r.stderr).toContain('timed out after 300 ms');
      expect(JSON.parse(r.stdout)).toMatchObject({ name: 'wo-new', created: true, added: ['A', 'B'] });
      expect(await keys('wo-new')).toEqual(['A', 'B']);
    },
  );

  it(
    'applied, then answered 500: unset, delete, image-pull-secret, rooms create and delete — each reported applied',
    { timeout: 60_000 },
    async () => {
      expect((await cli(['secrets', 'set', 'wo-edit', 'A=1', 'B=2', '-s'])).code).toBe(0);
      emu.setChaos({ errorAfterWriteRate: 1, ...NO_BACKOFF });
      const unset = await cli(['secrets', 'unset', 'wo-edit', 'A', '-s', '--json']);
      expectApplied(unset);
      expect(await keys('wo-edit')).toEqual(['B']);

      const del = await cli(['secrets', 'delete', 'wo-edit', '-s', '--json']);
      expectApplied(del);
      expect(await keys('wo-edit')).toBeNull();

      const pull = await runCli(['secrets', 'image-pull-secret', 'wo-pull', 'https://ghcr.io', '-', '-s', '--json'], {
        env,
        input: 'bob:hunter2',
        timeoutMs: 20_000,
      });
      expectApplied(pull);
      expect(pull.stdout + pull.stderr).not.toContain('hunter2');
      expect(await keys('wo-pull')).toEqual([]); // listed, and an image pull secret (400 on GET by name)

      const room = await cli(['rooms', 'create', '--name', 'wo-room', '--json']);
      expectApplied(room);
      expect(JSON.parse(room.stdout)).toMatchObject({ name: 'wo-room' });
      expect(await roomStatus('wo-room')).toBe(200);

      const roomDel = await cli(['rooms', 'delete', 'wo-room', '-s', '--json']);
      expectApplied(roomDel);
      expect(await roomStatus('wo-room')).toBe(404);
    },
  );

  it('a 500 that did not apply the write → "not applied", exit 1, nothing written', { timeout: 30_000 }, async () => {
    emu.setChaos({ errorRate: 1, errorMethods: ['PUT', 'POST'], ...NO_BACKOFF });
    const [set, room] = [
      await cli(['secrets', 'set', 'wo-not', 'A=1', '-s', '--json']),
      await cli(['rooms', 'create', '--name', 'wo-not-room', '--json']),
    ];
    for (const r of [set, room]) {
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(
        /not applied — (Unable to create room: )?Server error 500 .*; a re-read shows nothing changed\. Safe to run again\./,
      );
      expect(JSON.parse(r.stdout).error.code).toBe('NOT_APPLIED');
    }
    expect(await keys('wo-not')).toBeNull();
    expect(await roomStatus('wo-not-room')).toBe(404);
  });

  it(
    'nothing visible to re-read (an overwrite; an unnamed room) → "outcome unknown", exit 1',
    { timeout: 30_000 },
    async () => {
      expect((await cli(['secrets', 'set', 'wo-over', 'K=1', '-s'])).code).toBe(0);
      emu.setChaos({ hangAfterWriteRate: 1 });
      const [over, room] = [
        await cli(['secrets', 'set', 'wo-over', 'K=2', '-s', '--json']),
        await cli(['rooms', 'create', '--json']),
      ];
      for (const r of [over, room]) {
        expect(r.timedOut).toBe(false);
        expect(r.code, r.stderr).toBe(1);
        expect(r.stderr).toContain('outcome unknown');
        expect(r.stderr).toContain('it may or may not have been applied. Check before running it again.');
        expect(JSON.parse(r.stdout).error.code).toBe('OUTCOME_UNKNOWN');
      }
    },
  );
});

const WRITES = new Set(['PUT', 'POST', 'DELETE']);

/** The CLI's environment aimed at a proxy in front of the emulator that spoils writes with `fault`. */
async function behindProxy(
  fault: (method: string, path: string) => ProxyFault | undefined,
): Promise<NodeJS.ProcessEnv> {
  proxy = await startRecordingProxy(emu.url, { fault });
  return cliEnv({ apiHost: proxy.url, roomApiUrl: `${proxy.url}/daily/v1`, keys: emu.keys }, home.dir, {
    AGENTDECK_TIMEOUT: '0.3',
  });
}

function expectFailure(r: CliResult, code: 'NOT_APPLIED' | 'OUTCOME_UNKNOWN'): void {
  expect(r.timedOut).toBe(false);
  expect(r.code, r.stderr).toBe(1);
  expect(JSON.parse(r.stdout).error.code).toBe(code);
}

describe('whether the write got a connection decides whether a re-read is needed', () => {
  it(
    'a closed port: the request was never sent → "not applied" at once, without a re-read',
    { timeout: 30_000 },
    async () => {
      const port = await freePort();
      const closed = cliEnv(emu, home.dir, { DAILY_API_URL: `http://127.0.0.1:${port}/daily/v1` });
      const r = await runCli(['rooms', 'create', '--name', 'wo-closed', '--json'], { env: closed, timeoutMs: 20_000 });
      expectFailure(r, 'NOT_APPLIED');
      expect(r.stderr).toMatch(
        new RegExp(
          `Create room 'wo-closed': not applied — .*Cannot reach 127\\.0\\.0\\.1:${port}: connection refused; the request never reached the service\\. Safe to run again\\.`,
        ),
      );
      expect(r.stderr).not.toContain('re-reading');
      expect(await roomStatus('wo-closed')).toBe(404);
    },
  );

  it(
    'accepted, then no answer past the timeout: the re-read decides — "not applied" when it shows nothing',
    { timeout: 30_000 },
    async () => {
      const env = await behindProxy((method) => (WRITES.has(method) ? 'hang' : undefined));
      const set = await runCli(['secrets', 'set', 'wo-hang', 'A=1', '-s', '--json'], { env, timeoutMs: 20_000 });
      const room = await runCli(['rooms', 'create', '--name', 'wo-hang-room', '--json'], { env, timeoutMs: 20_000 });
      for (const r of [set, room]) {
        expectFailure(r, 'NOT_APPLIED');
        expect(r.stderr).toContain('timed out after 300 ms');
        expect(r.stderr).toContain('re-reading to find out whether it was applied');
        expect(r.stderr).toContain('a re-read shows nothing changed. Safe to run again.');
      }
      expect(proxy!.exchanges.filter((e) => e.method === 'PUT').length).toBeGreaterThan(0);
      expect(await keys('wo-hang')).toBeNull();
      expect(await roomStatus('wo-hang-room')).toBe(404);
    },
  );

  it(
    'accepted, then no answer to anything (the re-read hangs too) → "outcome unknown"',
    { timeout: 30_000 },
    async () => {
      const env = await behindProxy(() => 'hang');
      const r = await runCli(['rooms', 'create', '--name', 'wo-silent', '--json'], { env, timeoutMs: 20_000 });
      expectFailure(r, 'OUTCOME_UNKNOWN');
      expect(r.stderr).toMatch(
        /outcome unknown — .*timed out after 300 ms \(the re-read failed too: .*timed out after 300 ms/,
      );
      expect(r.stderr).toContain('it may or may not have been applied. Check before running it again.');
    },
  );

  it(
    'applied, then the socket destroyed instead of an answer: the re-read says "applied"',
    { timeout: 30_000 },
    async () => {
      const env = await behindProxy((method) => (WRITES.has(method) ? 'dropAfterApplying' : undefined));
      const set = await runCli(['secrets', 'set', 'wo-drop', 'A=1', 'B=2', '-s', '--json'], { env, timeoutMs: 20_000 });
      expectApplied(set);
      expect(set.stderr).toContain('connection reset by the server');
      expect(await keys('wo-drop')).toEqual(['A', 'B']);
      const room = await runCli(['rooms', 'create', '--name', 'wo-drop-room', '--json'], { env, timeoutMs: 20_000 });
      expectApplied(room);
      expect(await roomStatus('wo-drop-room')).toBe(200);
    },
  );
});
