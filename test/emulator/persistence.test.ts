// Store and key persistence across restarts, file permissions, seeding, concurrency and logging hygiene.
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { keepStatements } from '../../src/emulator/keepStatements.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { base64, call, startTestEmulator, tempRoot, waitFor } from './support/harness.js';
import { ROOM_URL_BASE } from '../../src/emulator/server.js';

const roots: string[] = [];
function root(): string {
  const dir = tempRoot('persist');
  roots.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe('restart on the same data dir', () => {
  it('keeps keys, sets, values, pull secrets, rooms, domain config and org properties', async () => {
    const dataDir = join(root(), 'nested', 'data');
    const first = await startEmulator({ dataDir, readyDelayMs: 50 });
    const keys = first.keys;
    await call(first.url, 'PUT', '/v1/secrets/kept', {
      key: keys.privateKey,
      body: {
        secrets: [
          { secretKey: 'A', secretValue: 'alpha' },
          { secretKey: 'B', secretValue: 'beta' },
        ],
        region: 'eu-central',
      },
    });
    await call(first.url, 'PUT', '/v1/secrets/kept-pull', {
      key: keys.privateKey,
      body: { isImagePullSecret: true, host: 'https://ghcr.io', secretValue: base64('robot:t0ken:with:colons') },
    });
    const createdRoom = await call(first.roomApiUrl, 'POST', '/rooms', {
      key: keys.roomKey,
      body: { name: 'kept-room', privacy: 'private' },
    });
    await call(first.roomApiUrl, 'POST', '/', {
      key: keys.roomKey,
      body: { properties: { force_audio_only_recording: 1 } },
    });
    await call(first.url, 'PATCH', '/v1/organizations/staging/properties', {
      key: keys.userToken,
      body: { defaultRegion: 'ap-south' },
    });
    const domainId = (await call(first.roomApiUrl, 'GET', '/', { key: keys.roomKey })).json.domain_id;
    await first.close();

    const second = await startEmulator({ dataDir, readyDelayMs: 50 });
    try {
      expect(second.keys).toEqual(keys);
      const kept = await call(second.url, 'GET', '/v1/secrets/kept', { key: keys.privateKey });
      expect(kept.json).toMatchObject({ region: 'eu-central', secrets: [{ fieldName: 'A' }, { fieldName: 'B' }] });
      const listed = await call(second.url, 'GET', '/v1/secrets', { key: keys.privateKey });
      expect(listed.json.sets.map((s: { name: string; type: string }) => [s.name, s.type])).toEqual([
        ['kept', 'secret'],
        ['kept-pull', 'imagePullSecret'],
      ]);
      const roomAgain = await call(second.roomApiUrl, 'GET', '/rooms/kept-room', { key: keys.roomKey });
      // The same URL after a restart on another port: room URLs do not hold the emulator's port.
      expect(roomAgain.json).toEqual(createdRoom.json);
      expect(roomAgain.json.url).toBe(`${ROOM_URL_BASE}/kept-room`);
      const domain = await call(second.roomApiUrl, 'GET', '/', { key: keys.roomKey });
      expect(domain.json).toMatchObject({ domain_id: domainId, config: { force_audio_only_recording: 1 } });
      expect(
        (await call(second.url, 'GET', '/v1/organizations/staging/properties', { key: keys.userToken })).json,
      ).toEqual({
        properties: { defaultRegion: 'ap-south' },
      });
    } finally {
      await second.close();
    }

    // The store holds the values (it is a store), readable only from the file itself.
    const db = keepStatements(new Database(join(dataDir, 'emulator.db'), { readonly: true }));
    try {
      const pull = db.prepare("SELECT host, pull_secret_value FROM secret_sets WHERE name = 'kept-pull'").get() as {
        host: string;
        pull_secret_value: string;
      };
      expect(pull.host).toBe('https://ghcr.io/');
      expect(Buffer.from(pull.pull_secret_value, 'base64').toString('utf8')).toBe('robot:t0ken:with:colons');
      const values = db
        .prepare("SELECT secret_key, secret_value FROM secret_values WHERE set_name = 'kept' ORDER BY secret_key")
        .all();
      expect(values).toEqual([
        { secret_key: 'A', secret_value: 'alpha' },
        { secret_key: 'B', secret_value: 'beta' },
      ]);
      expect(db.prepare('PRAGMA journal_mode').pluck().get()).toBe('wal');
      expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    } finally {
      db.close();
    }
  });

  it('derives status from the stored write time, so pending/ready is right after a restart', async () => {
    const dataDir = join(root(), 'data');
    const first = await startEmulator({ dataDir, readyDelayMs: 60_000 });
    await call(first.url, 'PUT', '/v1/secrets/slow', {
      key: first.keys.privateKey,
      body: { secrets: [{ secretKey: 'K', secretValue: 'v' }] },
    });
    await first.close();
    const stillPending = await startEmulator({ dataDir, readyDelayMs: 60_000 });
    const status = async (url: string, key: string) =>
      (await call(url, 'GET', '/v1/secrets/slow', { key })).json.status;
    try {
      expect(await status(stillPending.url, stillPending.keys.privateKey)).toBe('pending');
    } finally {
      await stillPending.close();
    }
    const fast = await startEmulator({ dataDir, readyDelayMs: 0 });
    try {
      expect(await status(fast.url, fast.keys.privateKey)).toBe('ready');
    } finally {
      await fast.close();
    }
  });
});

describe('a data dir from before deployments and set versions', () => {
  it('is upgraded in place: sets get version 1, each agent its one deployment, and both go on from there', async () => {
    const dataDir = join(root(), 'data');
    const first = await startEmulator({ dataDir, readyDelayMs: 0 });
    const pk = first.keys.privateKey;
    await call(first.url, 'PUT', '/v1/secrets/old-set', {
      key: pk,
      body: { secrets: [{ secretKey: 'A', secretValue: 'x' }] },
    });
    await call(first.url, 'PUT', '/v1/secrets/old-set', {
      key: pk,
      body: { secrets: [{ secretKey: 'A', secretValue: 'y' }] },
    });
    const agent = await call(first.url, 'POST', '/v1/agents', {
      key: pk,
      body: { serviceName: 'old-agent', image: 'me/o:1', secretSet: 'old-set' },
    });
    await first.close();
    // What an older emulator left behind: no version column, no deployments table, no schema stamp.
    const db = keepStatements(new Database(join(dataDir, 'emulator.db')));
    db.exec(
      'ALTER TABLE secret_sets DROP COLUMN version; DROP TABLE agent_deployments; DROP TABLE retired_set_versions; ' +
        'PRAGMA user_version = 0;',
    );
    db.close();

    const second = await startEmulator({ dataDir, readyDelayMs: 0 });
    try {
      expect((await call(second.url, 'GET', '/_emulator/secrets/old-set', { key: pk })).json.version).toBe(1);
      const report = await call(second.url, 'GET', '/_emulator/agents/old-agent/deployments', { key: pk });
      expect(report.json.deployments).toEqual([
        expect.objectContaining({
          id: agent.json.desiredDeploymentId,
          outcome: 'ready',
          serving: true,
          secretSet: { name: 'old-set', version: null },
        }),
      ]);
      await call(second.url, 'PUT', '/v1/secrets/old-set', {
        key: pk,
        body: { secrets: [{ secretKey: 'A', secretValue: 'z' }] },
      });
      const redeployed = await call(second.url, 'POST', '/v1/agents/old-agent', {
        key: pk,
        body: { forceRedeploy: true },
      });
      expect(redeployed.json.previousRevision).toBeNull(); // deployMs 0: the new deployment is active at once
      const after = await call(second.url, 'GET', '/_emulator/agents/old-agent/deployments', { key: pk });
      expect(after.json.deployments.map((d: { secretSet: unknown }) => d.secretSet)).toEqual([
        { name: 'old-set', version: null },
        { name: 'old-set', version: 2 },
      ]);
    } finally {
      await second.close();
    }
  });
});

describe('files and permissions', () => {
  it('creates the data dir 0700 and keys.json / emulator.db 0600, with recognisable key prefixes', async () => {
    const dataDir = join(root(), 'a', 'b', 'data');
    const emu = await startEmulator({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(dataDir, 'keys.json'))).toBe(0o600);
      expect(mode(join(dataDir, 'emulator.db'))).toBe(0o600);
      expect(emu.keys.privateKey).toMatch(/^pk_emu_[A-Za-z0-9_-]{32}$/);
      expect(emu.keys.userToken).toMatch(/^pcc_pat_emu_[A-Za-z0-9_-]{32}$/);
      expect(emu.keys.roomKey).toMatch(/^daily_emu_[A-Za-z0-9_-]{32}$/);
      expect(new Set(Object.values(emu.keys)).size).toBe(3);
      expect(JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8'))).toEqual(emu.keys);
      expect(emu.dataDir).toBe(dataDir);
    } finally {
      await emu.close();
    }
  });

  it('tightens a group/world-readable data dir and key file', async () => {
    const dataDir = join(root(), 'loose');
    const first = await startEmulator({ dataDir });
    await first.close();
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'keys.json'), 0o644);
    const second = await startEmulator({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(dataDir, 'keys.json'))).toBe(0o600);
      expect(second.keys).toEqual(first.keys);
    } finally {
      await second.close();
    }
  });

  it('refuses to start with a damaged keys.json, naming the file', async () => {
    const dataDir = join(root(), 'damaged');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(join(dataDir, 'keys.json'), '{"privateKey": 1}', { mode: 0o600 });
    await expect(startEmulator({ dataDir })).rejects.toThrow(/keys\.json does not hold valid emulator keys/);
  });

  it('binds to 127.0.0.1 by default and reports matching url, apiHost and roomApiUrl', async () => {
    const emu = await startTestEmulator({}, root());
    try {
      expect(emu.host).toBe('127.0.0.1');
      expect(emu.url).toBe(`http://127.0.0.1:${emu.port}`);
      expect(emu.apiHost).toBe(emu.url);
      expect(emu.roomApiUrl).toBe(`${emu.url}/daily/v1`);
      expect(emu.port).toBeGreaterThan(0);
    } finally {
      await emu.close();
    }
  });
});

describe('seeding, concurrency and logging', () => {
  it('seeds N ready sets once, only when the store is empty', async () => {
    const dataDir = join(root(), 'seeded');
    const first = await startEmulator({ dataDir, seedSets: 250, readyDelayMs: 1000 });
    const list = async (url: string, key: string) =>
      (await call(url, 'GET', '/v1/secrets', { key })).json.sets as Array<{ status: string; name: string }>;
    const sets = await list(first.url, first.keys.privateKey);
    expect(sets.length).toBe(250);
    expect(sets.every((s) => s.status === 'ready')).toBe(true);
    await first.close();
    const second = await startEmulator({ dataDir, seedSets: 250 });
    try {
      expect((await list(second.url, second.keys.privateKey)).length).toBe(250);
    } finally {
      await second.close();
    }
  });

  it('merges 50 concurrent single-key PUTs to one set without losing a key', async () => {
    const emu = await startTestEmulator({}, root());
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(emu.url, 'PUT', '/v1/secrets/busy', {
            key: emu.keys.privateKey,
            body: { name: 'busy', isImagePullSecret: false, secretKey: `KEY_${i}`, secretValue: `v${i}` },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(202));
      const got = await call(emu.url, 'GET', '/v1/secrets/busy', { key: emu.keys.privateKey });
      expect(got.json.secrets.length).toBe(50);
    } finally {
      await emu.close();
    }
  });

  it('with logger on, logs method/url/status but never the Authorization header or bodies', async () => {
    const lines: string[] = [];
    const emu = await startTestEmulator(
      { logger: true, logStream: { write: (line: string) => lines.push(line) } },
      root(),
    );
    const canary = 'LOG-CANARY-31c7';
    try {
      await call(emu.url, 'PUT', '/v1/secrets/logged', {
        key: emu.keys.privateKey,
        body: { secrets: [{ secretKey: 'K', secretValue: canary }] },
      });
      await call(emu.url, 'PUT', '/v1/secrets/logged', { key: emu.keys.privateKey, rawBody: `{"bad": "${canary}` });
      await call(emu.roomApiUrl, 'POST', '/meeting-tokens', {
        key: emu.keys.roomKey,
        body: { properties: { user_name: canary } },
      });
      await waitFor(async () => (lines.join('').includes('/meeting-tokens') ? true : undefined));
    } finally {
      await emu.close();
    }
    const log = lines.join('');
    expect(log).toContain('/v1/secrets/logged');
    expect(log).not.toContain(canary);
    for (const key of Object.values(emu.keys)) expect(log).not.toContain(key);
    expect(log.toLowerCase()).not.toContain('authorization');
  });
});
