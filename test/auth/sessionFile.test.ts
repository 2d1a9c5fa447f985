// The line editor that writes a session back into the official CLI's file: only the session keys' lines change.
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_HOST } from '../../src/config/hostSessions.js';
import { updateSessionFile, withFileLock } from '../../src/config/sessionFile.js';
import { TomlText } from '../../src/config/tomlEdit.js';

/** The top-level edit the session store makes (null: the line editor declines and the file is written whole). */
function editTopLevelKeys(text: string, update: Record<string, string | number | null>): string | null {
  const edit = new TomlText(text);
  return edit.setKeys([], update) ? edit.toString() : null;
}

const FILE = [
  '# Pipecat Cloud credentials',
  'token = "old-access"',
  'org = "acme"',
  'refresh_token = "old-refresh"',
  'token_expires_at = 1763900000.5',
  '',
  '[acme]',
  'default_public_key = "pk_1"  # trailing comment',
  'token = "not-the-top-level-one"',
  '',
].join('\n');

describe('editTopLevelKeys', () => {
  it('rewrites only the top-level session lines, not a same-named key in a table', () => {
    const next = editTopLevelKeys(FILE, {
      token: 'new-access',
      refresh_token: 'new-refresh',
      token_expires_at: 1763990000.25,
    })!;
    const before = FILE.split('\n');
    const after = next.split('\n');
    expect(after).toHaveLength(before.length);
    const diff = after.map((line, i) => (line === before[i] ? null : i)).filter((i) => i !== null);
    expect(diff).toEqual([1, 3, 4]);
    expect(parse(next)).toMatchObject({ token: 'new-access', org: 'acme', acme: { token: 'not-the-top-level-one' } });
  });

  it('adds missing keys after the last top-level key and before the first table', () => {
    const next = editTopLevelKeys('org = "acme"\n\n[acme]\nx = 1\n', { token: 't', token_expires_at: 5 })!;
    expect(next).toBe('org = "acme"\ntoken = "t"\ntoken_expires_at = 5.0\n\n[acme]\nx = 1\n');
  });

  it('removes keys set to null, keeps CRLF line ends, and creates a file from nothing', () => {
    expect(editTopLevelKeys('token = "a"\r\norg = "b"\r\n', { token: null })).toBe('org = "b"\r\n');
    expect(editTopLevelKeys('', { token: 'a', org: 'b' })).toBe('token = "a"\norg = "b"\n');
  });

  it('gives up (null → full re-serialise) on a multi-line value it cannot edit safely', () => {
    expect(editTopLevelKeys('token = """\nabc"""\n', { token: 'x' })).toBeNull();
  });

  it('escapes quotes and control characters so the file stays valid TOML', () => {
    const next = editTopLevelKeys('', { token: 'a"b\\c\u0001\u007f' })!;
    expect(parse(next).token).toBe('a"b\\c\u0001\u007f');
  });
});

describe('updateSessionFile', () => {
  it('writes atomically with mode 0600 in a 0700 directory and leaves no temp file', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'agentdeck-sf-')), 'nested');
    const path = join(dir, 'pipecatcloud.toml');
    await updateSessionFile(path, DEFAULT_API_HOST, { token: 't1', org: 'acme' });
    writeFileSync(path, `${readFileSync(path, 'utf8')}\n[other]\nk = "v"\n`);
    await updateSessionFile(path, DEFAULT_API_HOST, { token: 't2', refresh_token: 'r2' });
    const session = { token: 't2', org: 'acme', refresh_token: 'r2' };
    // The organization's (empty) table is the official CLI's, made on login.
    expect(parse(readFileSync(path, 'utf8'))).toEqual({
      ...session,
      environments: { [DEFAULT_API_HOST]: session },
      acme: {},
      other: { k: 'v' },
    });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir)).toEqual(['pipecatcloud.toml']);
  });

  it('falls back to a full rewrite that still holds every key when the line editor cannot be used', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'agentdeck-sf-')), 'p.toml');
    writeFileSync(path, 'token = """\nold"""\norg = "acme"\n[acme]\nk = 1\n');
    await updateSessionFile(path, DEFAULT_API_HOST, { token: 'new' });
    expect(parse(readFileSync(path, 'utf8'))).toEqual({
      token: 'new',
      org: 'acme',
      acme: { k: 1 },
      environments: { [DEFAULT_API_HOST]: { token: 'new' } }, // the top level stays under the default host's table
    });
  });
});

describe('a session file that cannot be written', () => {
  it('names the path, the reason and what to do (PIPECAT_CONFIG_PATH), never "unexpected error"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-sessfile-'));
    writeFileSync(join(dir, 'file'), '');
    const path = join(dir, 'file', 'pipecatcloud', 'pipecatcloud.toml');
    const error = (await updateSessionFile(path, DEFAULT_API_HOST, { token: 'x' }).catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('ConfigFileError');
    expect(error.message).toBe(
      `${join(dir, 'file', 'pipecatcloud')}: cannot create (a part of the path is a file, not a folder, ENOTDIR); make its parent writable, ` +
        'or set PIPECAT_CONFIG_PATH to a file in a writable directory',
    );
  });
});

describe('withFileLock', () => {
  it('serialises holders: the second body starts after the first ends', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'agentdeck-lock-')), 'p.toml');
    const events: string[] = [];
    const hold = (name: string) =>
      withFileLock(path, async () => {
        events.push(`${name}+`);
        await new Promise((r) => setTimeout(r, 60));
        events.push(`${name}-`);
      });
    await Promise.all([hold('a'), hold('b')]);
    expect(events).toEqual(['a+', 'a-', 'b+', 'b-']);
  });

  it('breaks a stale lock left by a crashed process', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'agentdeck-lock-')), 'p.toml');
    writeFileSync(`${path}.lock`, '99999\n');
    const started = Date.now();
    await withFileLock(path, async () => undefined, { staleMs: 50 });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
