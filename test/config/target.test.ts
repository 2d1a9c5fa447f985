// resolveTarget against the emulator over real HTTP: each source of the resolution order, the credentials
// file (pipecatcloud.toml) with its permission warning, -o rules, lazy room key, embedded emulator.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveTarget, TargetError, type EmbeddedEmulator, type ResolvedTarget } from '../../src/config/index.js';
import { isolatedEnv, startTestEmulator, tempDir, type TestEmulator } from '../cli/helpers.js';

let t: TestEmulator;
const opened: ResolvedTarget[] = [];
const noEmulator = async (): Promise<EmbeddedEmulator> => {
  throw new Error('the embedded emulator must not start when credentials are configured');
};

async function resolve(env: NodeJS.ProcessEnv, extra: { organization?: string; warn?: (m: string) => void } = {}) {
  const target = await resolveTarget({
    env,
    startEmbeddedEmulator: noEmulator,
    warn: extra.warn ?? (() => {}),
    organization: extra.organization,
  });
  opened.push(target);
  return target;
}

function tokenFile(content: string, mode: number): string {
  const dir = tempDir('agentdeck-toml-');
  const path = join(dir, 'pipecatcloud.toml');
  writeFileSync(path, content);
  chmodSync(path, mode);
  return path;
}

beforeAll(async () => {
  t = await startTestEmulator(100);
});
afterAll(async () => {
  await Promise.all(opened.map((x) => x.close()));
  await t?.close();
});

describe.concurrent('1. private API key', () => {
  it('PIPECAT_API_KEY + PIPECAT_API_HOST: org-less paths, label, rooms from DAILY_API_KEY', async () => {
    const target = await resolve(t.env);
    const host = new URL(t.emu.apiHost).host;
    expect(target).toMatchObject({
      kind: 'private-key',
      apiHost: t.emu.apiHost,
      roomSource: 'DAILY_API_KEY',
      keySource: 'PIPECAT_API_KEY',
    });
    expect(target.label).toBe(`${host} (private key)`);
    expect(target.org).toBeUndefined();
    await target.secrets.putSecrets('pk-set', { A: '1' });
    expect((await target.secrets.listSecretSets()).map((s) => s.name)).toContain('pk-set');
    expect(await target.getRooms()).toBe(await target.getRooms());
    expect((await (await target.getRooms()).createRoom({})).url).toMatch(
      /^https:\/\/agentdeck-emulator\.daily\.localhost\//,
    );
  });

  it('wins over a user token and a credentials file; default host is api.pipecat.daily.co', async () => {
    const path = tokenFile(`token = "${t.emu.keys.userToken}"\norg = "${t.emu.orgs[1]}"\n`, 0o600);
    const target = await resolve({ ...t.env, PIPECAT_TOKEN: t.emu.keys.userToken, PIPECAT_CONFIG_PATH: path });
    expect(target.kind).toBe('private-key');
    const defaults = await resolve(isolatedEnv({ PIPECAT_API_KEY: 'pk_unused' }));
    expect(defaults.apiHost).toBe('https://api.pipecat.daily.co');
    expect(defaults.label).toBe('api.pipecat.daily.co (private key)');
    expect(defaults.roomSource).toBe('none');
    await expect(defaults.getRooms()).rejects.toThrow(/no room service configured: set DAILY_API_KEY/);
  });

  it("-o: refused unless PIPECAT_ORG says the key is that org's", async () => {
    await expect(resolve(t.env, { organization: 'acme' })).rejects.toThrow(
      '-o acme: a private API key is bound to one organization; use a user token (PIPECAT_TOKEN) to choose the organization',
    );
    await expect(resolve({ ...t.env, PIPECAT_ORG: 'other' }, { organization: 'acme' })).rejects.toBeInstanceOf(
      TargetError,
    );
    const ok = await resolve({ ...t.env, PIPECAT_ORG: 'acme' }, { organization: 'acme' });
    expect(ok.org).toBe('acme');
    expect(ok.label).toContain('org acme');
  });

  it("agentdeck's own config file holds a key (api_key, api_host, org)", async () => {
    const env = isolatedEnv();
    const dir = join(env.XDG_CONFIG_HOME!, 'agentdeck');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'config.toml'),
      `api_key = "${t.emu.keys.privateKey}"\napi_host = "${t.emu.apiHost}"\norg = "${t.emu.orgs[0]}"\n`,
      { mode: 0o600 },
    );
    const target = await resolve(env, { organization: t.emu.orgs[0] });
    expect(target.kind).toBe('private-key');
    expect(target.keySource).toBe(join(dir, 'config.toml'));
    expect(Array.isArray(await target.secrets.listSecretSets())).toBe(true);
  });
});

describe.concurrent('2. user token', () => {
  it('PIPECAT_TOKEN: org = first of GET /v1/organizations; org-scoped paths; room key fetched lazily', async () => {
    const env = {
      ...isolatedEnv(),
      PIPECAT_TOKEN: t.emu.keys.userToken,
      PIPECAT_API_HOST: t.emu.apiHost,
      DAILY_API_URL: t.emu.roomApiUrl,
    };
    const target = await resolve(env);
    expect(target).toMatchObject({
      kind: 'user-token',
      org: t.emu.orgs[0],
      roomSource: 'organization',
      keySource: 'PIPECAT_TOKEN',
    });
    expect(target.label).toBe(`${new URL(t.emu.apiHost).host} · org ${t.emu.orgs[0]} (user token)`);
    const rooms = await target.getRooms();
    expect(await target.getRooms()).toBe(rooms);
    expect((await rooms.createRoom({ name: 'ut-room' })).name).toBe('ut-room');
  });

  it('-o and PIPECAT_ORG pick the org; sets of one org are not seen from another', async () => {
    const env = { ...isolatedEnv(), PIPECAT_TOKEN: t.emu.keys.userToken, PIPECAT_API_HOST: t.emu.apiHost };
    const second = await resolve(env, { organization: t.emu.orgs[1] });
    expect(second.org).toBe(t.emu.orgs[1]);
    await second.secrets.putSecrets('only-in-second', { A: '1' });
    const viaEnv = await resolve({ ...env, PIPECAT_ORG: t.emu.orgs[1] });
    expect((await viaEnv.secrets.listSecretSets()).map((s) => s.name)).toContain('only-in-second');
    const first = await resolve(env);
    expect((await first.secrets.listSecretSets()).map((s) => s.name)).not.toContain('only-in-second');
  });

  it('pipecatcloud.toml (PIPECAT_CONFIG_PATH): token + org; 0644 warns naming chmod 600, 0600 does not; no token in the warning', async () => {
    const loose = tokenFile(
      `token = "${t.emu.keys.userToken}"\norg = "${t.emu.orgs[1]}"\n[${t.emu.orgs[1]}]\ndefault_public_key = "pk"\n`,
      0o644,
    );
    const warnings: string[] = [];
    const target = await resolve(
      { ...isolatedEnv(), PIPECAT_CONFIG_PATH: loose, PIPECAT_API_HOST: t.emu.apiHost },
      { warn: (m) => warnings.push(m) },
    );
    expect(target).toMatchObject({ kind: 'user-token', org: t.emu.orgs[1], keySource: loose });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`chmod 600 ${loose}`);
    expect(warnings[0]).not.toContain(t.emu.keys.userToken);
    expect(Array.isArray(await target.secrets.listSecretSets())).toBe(true);

    const tight = tokenFile(`token = "${t.emu.keys.userToken}"\n`, 0o600);
    const quiet: string[] = [];
    await resolve(
      { ...isolatedEnv(), PIPECAT_CONFIG_PATH: tight, PIPECAT_API_HOST: t.emu.apiHost },
      { warn: (m) => quiet.push(m) },
    );
    expect(quiet).toEqual([]);
  });

  it('PIPECAT_TOKEN wins over the file token; a broken file names the file, never its content', async () => {
    const path = tokenFile(`token = "not-valid-CANARY-tok"\n`, 0o600);
    const target = await resolve({
      ...isolatedEnv(),
      PIPECAT_CONFIG_PATH: path,
      PIPECAT_TOKEN: t.emu.keys.userToken,
      PIPECAT_API_HOST: t.emu.apiHost,
    });
    expect(target.keySource).toBe('PIPECAT_TOKEN');
    const broken = tokenFile(`token = "CANARY-tok\nthis is not toml`, 0o600);
    const error = await resolve({ ...isolatedEnv(), PIPECAT_CONFIG_PATH: broken }).catch((e: Error) => e);
    expect(String((error as Error).message)).toContain(broken);
    expect(String((error as Error).message)).not.toContain('CANARY-tok');
  });
});

describe('3. embedded emulator', () => {
  it('nothing configured: starts the emulator with $XDG_DATA_HOME/agentdeck/emulator, says so, closes it', async () => {
    const env = isolatedEnv();
    const close = vi.fn(async () => {});
    const start = vi.fn(async () => ({ ...t.emu, close }));
    const target = await resolveTarget({ env, startEmbeddedEmulator: start, warn: () => {} });
    expect(start).toHaveBeenCalledWith({ dataDir: join(env.XDG_DATA_HOME!, 'agentdeck', 'emulator') });
    expect(target.kind).toBe('emulator');
    expect(target.label).toBe(`local emulator ${new URL(t.emu.apiHost).host}`);
    expect(target.hint).toContain('PIPECAT_API_KEY');
    expect(target.roomSource).toBe('emulator');
    expect(Array.isArray(await target.secrets.listSecretSets())).toBe(true);
    expect((await (await target.getRooms()).createRoom({})).url).toBeTruthy();
    await target.close();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('default data dir is ~/.local/share/agentdeck/emulator; -o picks an emulator org, an unknown org closes it again', async () => {
    const env = isolatedEnv({ XDG_DATA_HOME: undefined });
    const close = vi.fn(async () => {});
    const start = vi.fn(async () => ({ ...t.emu, close }));
    const target = await resolveTarget({ env, startEmbeddedEmulator: start, organization: t.emu.orgs[1] });
    expect(start).toHaveBeenCalledWith({ dataDir: join(env.HOME!, '.local', 'share', 'agentdeck', 'emulator') });
    expect(target.org).toBe(t.emu.orgs[1]);
    expect(Array.isArray(await target.secrets.listSecretSets())).toBe(true);
    await expect(resolveTarget({ env, startEmbeddedEmulator: start, organization: 'nope' })).rejects.toThrow(/-o nope/);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
