// The credentials files as users get them wrong, and the per-host sessions as resolveTarget uses them, against the
// emulator over HTTP: an empty or misspelled credential warns (naming the file and the key) instead of silently
// leaving agentdeck on the local emulator; a device, a named pipe, a folder or a huge file is refused without
// blocking or eating memory; the session of the host agentdeck talks to is the one used, and a token is never sent
// to a host it did not come from; an organization's room key goes to the room service of the host that issued it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveTarget, type EmbeddedEmulator, type ResolvedTarget } from '../../src/config/index.js';
import { MAX_CONFIG_FILE_BYTES } from '../../src/config/credentialsFile.js';
import { DEFAULT_API_HOST } from '../../src/config/hostSessions.js';
import { isolatedEnv, startTestEmulator, tempDir, type TestEmulator } from '../cli/helpers.js';

let t: TestEmulator;
const opened: ResolvedTarget[] = [];

beforeAll(async () => {
  t = await startTestEmulator(0);
});
afterAll(async () => {
  await Promise.all(opened.map((x) => x.close()));
  await t?.close();
});

/** resolveTarget with the test emulator standing in for the embedded one; the warnings it printed. */
async function resolve(
  env: NodeJS.ProcessEnv,
): Promise<{ target: ResolvedTarget; warnings: string[]; embedded: boolean }> {
  const warnings: string[] = [];
  let embedded = false;
  const start = vi.fn(async (): Promise<EmbeddedEmulator> => {
    embedded = true;
    return { ...t.emu, close: async () => {} };
  });
  const target = await resolveTarget({ env, startEmbeddedEmulator: start, warn: (m) => warnings.push(m) });
  opened.push(target);
  return { target, warnings, embedded };
}

function agentdeckConfig(env: NodeJS.ProcessEnv, text: string): string {
  const dir = join(env.XDG_CONFIG_HOME!, 'agentdeck');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'config.toml');
  writeFileSync(path, text, { mode: 0o600 });
  return path;
}

function pipecatFile(text: string): string {
  const path = join(tempDir('agentdeck-pcc-'), 'pipecatcloud.toml');
  writeFileSync(path, text, { mode: 0o600 });
  return path;
}

describe.concurrent('a credential that is there but cannot be used warns, naming the file and the key', () => {
  it('config.toml: api_key = "" → a warning, then the local emulator (not silently)', async () => {
    const env = isolatedEnv();
    const path = agentdeckConfig(env, 'api_key = ""\n');
    const { target, warnings, embedded } = await resolve(env);
    expect(embedded).toBe(true);
    expect(target.kind).toBe('emulator');
    expect(warnings).toContain(`warning: ${path}: api_key is empty, so this file gives no private API key`);
  });

  it('config.toml: a misspelled key names the key meant; a right one is quiet', async () => {
    const env = isolatedEnv();
    const path = agentdeckConfig(env, 'apikey = "pk_secret_CANARY"\nAPI_HOST = "https://x"\n');
    const { warnings } = await resolve(env);
    expect(warnings).toEqual([
      `warning: ${path}: apikey is not a key agentdeck reads (it reads api_key, api_host, org, set_marker) — did you mean api_key?; it is ignored`,
      `warning: ${path}: API_HOST is not a key agentdeck reads (it reads api_key, api_host, org, set_marker) — did you mean api_host?; it is ignored`,
    ]);
    expect(warnings.join('\n')).not.toContain('CANARY');
    const quiet = isolatedEnv();
    agentdeckConfig(quiet, `api_key = "${t.emu.keys.privateKey}"\napi_host = "${t.emu.apiHost}"\n`);
    expect((await resolve(quiet)).warnings).toEqual([]);
  });

  it('pipecatcloud.toml: token = "" at the top level and in the host’s table; tokn; [enviroments]', async () => {
    const top = pipecatFile('token = ""\norg = "acme"\n');
    const a = await resolve(isolatedEnv({ PIPECAT_CONFIG_PATH: top }));
    expect(a.embedded).toBe(true);
    expect(a.warnings).toContain(
      `warning: ${top}: token is empty, so this file holds no session for ${DEFAULT_API_HOST}`,
    );

    const section = pipecatFile(`[environments."${t.emu.apiHost}"]\ntoken = "  "\ntokn = "x"\n`);
    const b = await resolve(isolatedEnv({ PIPECAT_CONFIG_PATH: section, PIPECAT_API_HOST: t.emu.apiHost }));
    const where = `[environments.${JSON.stringify(t.emu.apiHost)}]`;
    expect(b.warnings).toContain(
      `warning: ${section}: token in ${where} is empty, so this file holds no session for ${t.emu.apiHost}`,
    );
    expect(b.warnings).toContain(
      `warning: ${section}: tokn in ${where} is not a key the session is read from — did you mean token? It is ignored`,
    );

    const typo = pipecatFile(`[enviroments."${t.emu.apiHost}"]\ntoken = "${t.emu.keys.userToken}"\n`);
    const c = await resolve(isolatedEnv({ PIPECAT_CONFIG_PATH: typo, PIPECAT_API_HOST: t.emu.apiHost }));
    expect(c.warnings).toContain(
      `warning: ${typo}: [enviroments] — did you mean [environments]? Its sessions are ignored`,
    );
    for (const r of [a, b, c]) expect(r.warnings.join('\n')).not.toContain(t.emu.keys.userToken);
  });

  it('a PAT session’s refresh_token = "" (what the official CLI writes) is not warned about', async () => {
    const path = pipecatFile(
      `token = "${t.emu.keys.userToken}"\norg = "local"\nrefresh_token = ""\ntoken_expires_at = 0\n`,
    );
    const { warnings, target } = await resolve(
      isolatedEnv({ PIPECAT_CONFIG_PATH: path, PIPECAT_API_HOST: t.emu.apiHost }),
    );
    expect(target.kind).toBe('user-token');
    expect(warnings).toEqual([]);
  });
});

describe.concurrent('a config path that is not a small regular file is refused at once', () => {
  const refused = async (env: NodeJS.ProcessEnv) => (await resolve(env).catch((e: unknown) => e)) as Error;

  it('/dev/zero (a device) for either file: refused without reading it', async () => {
    const started = Date.now();
    const a = await refused(isolatedEnv({ AGENTDECK_CONFIG: '/dev/zero' }));
    const b = await refused(isolatedEnv({ PIPECAT_CONFIG_PATH: '/dev/zero' }));
    expect(a.message).toBe(
      '/dev/zero: is a device, not a file; agentdeck reads its credentials only from a regular file (nothing was read)',
    );
    expect(b.message).toContain('/dev/zero: is a device');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a named pipe nobody writes to: refused, not waited on', async () => {
    const fifo = join(tempDir(), 'config.toml');
    execFileSync('mkfifo', [fifo]);
    const error = await refused(isolatedEnv({ AGENTDECK_CONFIG: fifo }));
    expect(error.message).toBe(
      `${fifo}: is a named pipe, not a file; agentdeck reads its credentials only from a regular file (nothing was read)`,
    );
  });

  it('a folder, and a file over the limit (named)', async () => {
    const dir = tempDir();
    expect((await refused(isolatedEnv({ PIPECAT_CONFIG_PATH: dir }))).message).toContain(
      `${dir}: is a folder, not a file`,
    );
    const big = join(tempDir(), 'pipecatcloud.toml');
    writeFileSync(big, `# ${'x'.repeat(MAX_CONFIG_FILE_BYTES)}\n`);
    expect((await refused(isolatedEnv({ PIPECAT_CONFIG_PATH: big }))).message).toBe(
      `${big}: is over the 256 KiB limit for a credentials file; nothing was read further — is this the right file?`,
    );
  });
});

describe.concurrent('one file, a session per API host', () => {
  it('the session of the host agentdeck talks to is used; another host’s is not', async () => {
    const path = pipecatFile(
      [
        `token = "prod-CANARY"`,
        `org = "prod-org"`,
        ``,
        `[environments."${DEFAULT_API_HOST}"]`,
        `token = "prod-CANARY"`,
        `org = "prod-org"`,
        ``,
        `[environments."${t.emu.apiHost}/"]`,
        `token = "${t.emu.keys.userToken}"`,
        `org = "${t.emu.orgs[1]}"`,
        ``,
      ].join('\n'),
    );
    const { target } = await resolve(isolatedEnv({ PIPECAT_CONFIG_PATH: path, PIPECAT_API_HOST: t.emu.apiHost }));
    expect(target).toMatchObject({ kind: 'user-token', org: t.emu.orgs[1], keySource: path });
    expect(Array.isArray(await target.secrets.listSecretSets())).toBe(true);
  });

  it('a file holding only the default host’s session: not sent to the emulator’s host; the warning says how to sign in there', async () => {
    const path = pipecatFile(
      `token = "prod-CANARY"\norg = "prod-org"\n\n[environments."${DEFAULT_API_HOST}"]\ntoken = "prod-CANARY"\norg = "prod-org"\n`,
    );
    const { target, warnings, embedded } = await resolve(
      isolatedEnv({ PIPECAT_CONFIG_PATH: path, PIPECAT_API_HOST: t.emu.apiHost }),
    );
    expect(embedded).toBe(true);
    expect(target.kind).toBe('emulator');
    expect(warnings.join('\n')).toContain(
      `warning: ${path} holds no session for ${t.emu.apiHost} (it has sessions for ${DEFAULT_API_HOST}; a token is only sent to the host that issued it); ` +
        `sign in with: PIPECAT_API_HOST=${t.emu.apiHost} agentdeck auth login`,
    );
    expect(warnings.join('\n')).not.toContain('prod-CANARY');
  });

  it('an older file (top level only) is used for whichever host, as before', async () => {
    const path = pipecatFile(`token = "${t.emu.keys.userToken}"\norg = "${t.emu.orgs[0]}"\n`);
    const { target } = await resolve(isolatedEnv({ PIPECAT_CONFIG_PATH: path, PIPECAT_API_HOST: t.emu.apiHost }));
    expect(target).toMatchObject({ kind: 'user-token', org: t.emu.orgs[0] });
  });
});

describe.concurrent("an organization's room key goes to the room service of the host that issued it", () => {
  it('a session on an emulator, no DAILY_API_URL: rooms go to that emulator, not to api.daily.co', async () => {
    const { target } = await resolve(
      isolatedEnv({ PIPECAT_TOKEN: t.emu.keys.userToken, PIPECAT_API_HOST: t.emu.apiHost }),
    );
    const host = new URL(t.emu.apiHost).host;
    expect(target.roomApiUrl).toBe(t.emu.roomApiUrl);
    expect(target.roomLabel).toBe(`${host} (organization ${t.emu.orgs[0]}'s key, from ${host})`);
    expect(target.roomLabel).not.toContain('api.daily.co');
    const room = await (await target.getRooms()).createRoom({ name: 'paired-with-its-host' });
    expect(room.name).toBe('paired-with-its-host');
  });

  it('a session on Pipecat Cloud pairs its key with Daily; DAILY_API_URL, when set, is where room requests go', async () => {
    const env = isolatedEnv({ PIPECAT_TOKEN: 'pcc_pat_unused', PIPECAT_ORG: 'acme' });
    const { target } = await resolve(env);
    expect(target.roomApiUrl).toBe('https://api.daily.co/v1');
    expect(target.roomLabel).toBe("api.daily.co (organization acme's key, from api.pipecat.daily.co)");
    const chosen = await resolve({ ...env, DAILY_API_URL: t.emu.roomApiUrl });
    expect(chosen.target.roomApiUrl).toBe(t.emu.roomApiUrl);
    expect(chosen.target.roomLabel).toContain('(DAILY_API_URL)');
  });
});
