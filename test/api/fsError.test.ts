// File-system failures told in words (path, reason, fix) for the command line and the app, from real errors.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { describeFsError, fsFailure, fsFailureText } from '../../src/api/files/fsError.js';
import { errorText } from '../../src/state/errorText.js';
import { describeFailure } from '../../src/cli/failures.js';
import { keepStatements } from '../../src/emulator/keepStatements.js';
import { tempDir } from '../cli/helpers.js';

const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('fsFailure', () => {
  it('a file where a folder should be: ENOTDIR with the path and the fix', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'file'), '');
    const error = thrown(() => mkdirSync(join(dir, 'file', 'sub'), { recursive: true }));
    expect(fsFailure(error)).toEqual({
      code: 'ENOTDIR',
      path: join(dir, 'file', 'sub'),
      reason: 'a part of the path is a file, not a folder',
    });
    expect(describeFsError(error)).toBe(
      `${join(dir, 'file', 'sub')}: a part of the path is a file, not a folder (ENOTDIR); move that file away or choose another path`,
    );
  });

  it('a missing file; a path other than the one named is said', () => {
    const dir = tempDir();
    const missing = thrown(() => readFileSync(join(dir, 'nope')));
    expect(fsFailureText(fsFailure(missing)!)).toBe(`${join(dir, 'nope')}: it does not exist (ENOENT)`);
    expect(fsFailureText(fsFailure(missing)!, dir)).toBe(`${dir}: it does not exist (ENOENT at ${join(dir, 'nope')})`);
  });

  it('SQLite cannot open its file: told without a path (the caller names it)', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'emulator.db'));
    const error = thrown(() => keepStatements(new Database(join(dir, 'emulator.db'))));
    expect(fsFailure(error)).toMatchObject({
      code: expect.stringMatching(/^SQLITE_CANTOPEN/),
      reason: 'the database cannot be opened',
    });
  });

  it('not file-system errors: network errors (no path), plain errors, strings', () => {
    expect(
      fsFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', syscall: 'connect' })),
    ).toBeNull();
    expect(fsFailure(new Error('boom'))).toBeNull();
    expect(fsFailure('EACCES')).toBeNull();
    expect(fsFailure(Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT' }))).toBeNull();
  });

  it('the command line and the app say it instead of "unexpected error"', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'file'), '');
    const error = thrown(() => writeFileSync(join(dir, 'file', 'out.txt'), 'x'));
    const failure = describeFailure(error);
    expect(failure).toMatchObject({ exitCode: 1, code: 'FILE_SYSTEM' });
    expect(failure.message).toBe(
      `${join(dir, 'file', 'out.txt')}: a part of the path is a file, not a folder (ENOTDIR); move that file away or choose another path`,
    );
    expect(errorText(error)).toBe(failure.message);
    expect(describeFailure(new Error('boom')).message).toBe('unexpected error: boom');
  });
});
