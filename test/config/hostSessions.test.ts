// pipecatcloud.toml with one session per API host, against the official CLI itself: fixtures/official-cli/ holds
// files its own code wrote (daily-co/pipecat-cloud, the per-host credentials change, cli/config.py run with
// Python's toml) and what its update and logout functions made of them, for the default host, a staging host and an
// emulator on 127.0.0.1. agentdeck must read the same session and leave the same file, but for the differences
// docs/auth.md names (a token is never sent to a host it did not come from).
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_HOST, SESSION_KEYS } from '../../src/config/hostSessions.js';
import {
  readSession,
  removeSessionFromFile,
  sameToml,
  updateSessionFile,
  type SessionUpdate,
} from '../../src/config/sessionFile.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'official-cli');
const STAGING = 'https://staging.qa.pipecat.cloud';
const EMULATOR = 'http://127.0.0.1:8787';

interface Cases {
  reads: Array<{ fixture: string; host: string; session: Record<string, string | number> }>;
  writes: Array<{
    fixture: string;
    host: string;
    op: 'login' | 'refresh' | 'org' | 'pat' | 'logout';
    args: string[];
    result: string | null;
  }>;
}
const cases = JSON.parse(readFileSync(join(FIXTURES, 'cases.json'), 'utf8')) as Cases;

function copyOf(fixture: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'agentdeck-hosts-')), 'pipecatcloud.toml');
  copyFileSync(join(FIXTURES, fixture), path);
  chmodSync(path, 0o600);
  return path;
}

const tomlOf = (path: string) => parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** The official CLI's operation as agentdeck's callers make it (auth login, a refresh, auth use-pat, auth logout). */
async function apply(path: string, host: string, op: Cases['writes'][number]['op'], args: string[]): Promise<void> {
  const updates: Record<string, SessionUpdate> = {
    login: { token: args[0], org: args[1], refresh_token: args[2], token_expires_at: Number(args[3]) },
    refresh: { token: args[0], refresh_token: args[1], token_expires_at: Number(args[2]) },
    org: { org: args[0] },
    pat: { token: args[0], org: args[1], refresh_token: '', token_expires_at: 0 },
  };
  if (op === 'logout') await removeSessionFromFile(path, host);
  else await updateSessionFile(path, host, updates[op]);
}

/** An older file's top-level session, used by a host without a table of its own (not the default host's mirror). */
const usesOlderTopLevel = (fixture: string, host: string) =>
  host !== DEFAULT_API_HOST &&
  (fixture === 'old-format.toml' || (fixture === 'old-then-staging.toml' && host === EMULATOR));

describe('reading: the session of the host agentdeck talks to', () => {
  for (const c of cases.reads) {
    const mirrorElsewhere = c.fixture === 'two-hosts.toml' && c.host === EMULATOR;
    it(`${c.fixture} for ${c.host}: ${mirrorElsewhere ? 'no session (the top level is the default host’s)' : 'what the official CLI reads'}`, async () => {
      const session = await readSession(join(FIXTURES, c.fixture), c.host);
      const official = c.session as { token: string; org: string; refresh_token: string; token_expires_at: number };
      if (mirrorElsewhere) {
        // The official CLI would send the default host's token to the emulator; agentdeck sends none.
        expect(session).toEqual({});
        return;
      }
      expect(session).toEqual({
        token: official.token,
        org: official.org,
        refreshToken: official.refresh_token,
        expiresAt: official.token_expires_at,
      });
    });
  }

  it('a host spelled with a trailing slash or in capitals finds its table', async () => {
    expect((await readSession(join(FIXTURES, 'two-hosts.toml'), 'HTTPS://staging.qa.pipecat.cloud/')).token).toBe(
      'stg-tok',
    );
  });
});

describe('writing: the same file as the official CLI leaves', () => {
  for (const c of cases.writes) {
    const older = usesOlderTopLevel(c.fixture, c.host);
    const note = older && c.op !== 'login' && c.op !== 'pat' ? ' (but for the older top-level session, see below)' : '';
    it(`${c.op} for ${c.host} on ${c.fixture}${note}`, async () => {
      const path = copyOf(c.fixture);
      const before = tomlOf(path);
      await apply(path, c.host, c.op, c.args);
      expect(c.result).not.toBeNull(); // the official CLI kept every one of these files (they hold org tables)
      const expected = parse(c.result!) as Record<string, unknown>;
      if (older && (c.op === 'refresh' || c.op === 'org')) {
        // A new table for a host that used an older file's top-level session keeps that session's other keys
        // (its org above all); the official CLI writes only the keys that changed and reads the rest from the top.
        const envs = expected.environments as Record<string, Record<string, unknown>>;
        const legacy = Object.fromEntries(SESSION_KEYS.filter((k) => k in before).map((k) => [k, before[k]]));
        envs[c.host] = { ...legacy, ...envs[c.host] };
      }
      if (older && c.op === 'logout') {
        // That session was the one this host used: logout removes it (the official CLI leaves it, and goes on
        // sending it to this host).
        for (const key of SESSION_KEYS) delete expected[key];
      }
      expect(sameToml(tomlOf(path), expected)).toBe(true);
    });
  }
});

describe('the file as text', () => {
  it('a refresh for one host changes only that table’s lines; comments and the other host stay byte for byte', async () => {
    const path = copyOf('two-hosts.toml');
    const original = `# shared with the official CLI\n${readFileSync(path, 'utf8').replace('[prod-org]', '[prod-org]\n# my org table\nregion = "eu"')}`;
    writeFileSync(path, original);
    await updateSessionFile(path, STAGING, {
      token: 'stg-2',
      refresh_token: 'stg-rt-2',
      token_expires_at: 1767300000.5,
    });
    const before = original.split('\n');
    const after = readFileSync(path, 'utf8').split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, i) => (line === before[i] ? [] : [`${before[i]} → ${line}`]));
    expect(changed).toEqual([
      'token = "stg-tok" → token = "stg-2"',
      'refresh_token = "stg-rt" → refresh_token = "stg-rt-2"',
      'token_expires_at = 1767229200.25 → token_expires_at = 1767300000.5',
    ]);
  });

  it('the default host: its table and the top level it mirrors change together', async () => {
    const path = copyOf('two-hosts.toml');
    await updateSessionFile(path, DEFAULT_API_HOST, { token: 'prod-2' });
    const table = tomlOf(path) as { token: string; environments: Record<string, { token: string }> };
    expect(table.token).toBe('prod-2');
    expect(table.environments[DEFAULT_API_HOST].token).toBe('prod-2');
    expect(table.environments[STAGING].token).toBe('stg-tok');
  });

  it('logout of one host keeps the other; of the last, keeps only the org tables; with nothing left, deletes the file', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'agentdeck-hosts-')), 'pipecatcloud.toml');
    await updateSessionFile(path, EMULATOR, { token: 'e', org: 'local', refresh_token: 'r', token_expires_at: 5 });
    await updateSessionFile(path, STAGING, { token: 's', org: 'stg', refresh_token: 'r2', token_expires_at: 6 });
    await removeSessionFromFile(path, EMULATOR);
    expect(await readSession(path, STAGING)).toMatchObject({ token: 's' });
    expect(readFileSync(path, 'utf8')).not.toContain('127.0.0.1');
    await removeSessionFromFile(path, STAGING);
    expect(readFileSync(path, 'utf8')).toBe('[local]\n\n[stg]\n'); // as the official CLI leaves them
    writeFileSync(path, 'token = "t"\n');
    await removeSessionFromFile(path, DEFAULT_API_HOST);
    expect(existsSync(path)).toBe(false);
  });

  it('a symbolic link stays a link: writes and logout go to the file it names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-hosts-'));
    const real = join(dir, 'dotfiles', 'pipecatcloud.toml');
    const link = join(dir, 'pipecatcloud.toml');
    await updateSessionFile(real, DEFAULT_API_HOST, { token: 'first' });
    symlinkSync(join('dotfiles', 'pipecatcloud.toml'), link);
    await updateSessionFile(link, DEFAULT_API_HOST, { token: 'second', refresh_token: 'r' });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(join('dotfiles', 'pipecatcloud.toml'));
    expect((await readSession(real, DEFAULT_API_HOST)).token).toBe('second');
    await removeSessionFromFile(link, DEFAULT_API_HOST);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe(''); // emptied, not left holding the token behind the link
  });
});
