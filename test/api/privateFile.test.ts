// writePrivateFile: what the app's `f` on a meeting token relies on — 0600 whatever the umask, a new file every
// time (never an existing file, never through a planted symlink), a clear error naming the path.
import { mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writePrivateFile } from '../../src/api/files/privateFile.js';

const root = () => mkdtempSync(join(tmpdir(), 'agentdeck-private-'));
let savedUmask: number | undefined;
afterEach(() => {
  if (savedUmask !== undefined) process.umask(savedUmask);
  savedUmask = undefined;
});

describe('writePrivateFile', () => {
  it('mode 0600 (directory 0700) even under umask 000; holds exactly the text', async () => {
    savedUmask = process.umask(0);
    const dir = join(root(), 'a', 'tokens');
    const path = await writePrivateFile(dir, 'room-1', '.jwt', 'aaa.bbb.ccc');
    expect(path).toBe(join(dir, 'room-1.jwt'));
    expect(readFileSync(path, 'utf8')).toBe('aaa.bbb.ccc');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('never replaces a file nor writes through a symlink planted at the name: the next free name is used', async () => {
    const dir = root();
    const elsewhere = join(root(), 'victim');
    writeFileSync(elsewhere, 'untouched');
    symlinkSync(elsewhere, join(dir, 'room.jwt'));
    writeFileSync(join(dir, 'room-2.jwt'), 'older');
    const path = await writePrivateFile(dir, 'room', '.jwt', 'token');
    expect(path).toBe(join(dir, 'room-3.jwt'));
    expect(readFileSync(elsewhere, 'utf8')).toBe('untouched');
    expect(readFileSync(join(dir, 'room-2.jwt'), 'utf8')).toBe('older');
  });

  it('a path that cannot be a directory → an error naming it', async () => {
    const base = root();
    writeFileSync(join(base, 'file'), '');
    await expect(writePrivateFile(join(base, 'file', 'tokens'), 'r', '.jwt', 't')).rejects.toThrow(
      `cannot create the directory ${join(base, 'file', 'tokens')}`,
    );
  });
});
