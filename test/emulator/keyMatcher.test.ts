// createKeyMatcher (src/emulator/keys.ts): which key a presented bearer token is, compared as SHA-256 digests
// (@noble/hashes, so that checking a request never loads node:crypto).
import { describe, expect, it } from 'vitest';
import { createKeyMatcher } from '../../src/emulator/keys.js';

const keys = {
  privateKey: 'pk_emu_0123456789abcdefghijklmnopqrstuv',
  userToken: 'pcc_pat_emu_0123456789abcdefghijklmnopqrstuv',
  roomKey: 'daily_emu_0123456789abcdefghijklmnopqrstuv',
};

describe('createKeyMatcher', () => {
  const match = createKeyMatcher(keys);

  it('names the kind of each key', () => {
    expect(match(keys.privateKey)).toBe('private');
    expect(match(keys.userToken)).toBe('user');
    expect(match(keys.roomKey)).toBe('room');
  });

  it('matches nothing that differs by a character, a prefix, a suffix or the case', () => {
    for (const token of [
      '',
      keys.privateKey.slice(0, -1),
      `${keys.privateKey}x`,
      `${keys.privateKey.slice(0, -1)}w`,
      keys.roomKey.toUpperCase(),
      'pk_emu_',
      ' '.repeat(keys.privateKey.length),
    ]) {
      expect(match(token), JSON.stringify(token)).toBeUndefined();
    }
  });

  it('treats text beyond ASCII as its UTF-8 bytes', () => {
    const unicode = createKeyMatcher({ ...keys, privateKey: 'pk_emu_clé-ü-😀-0123456789' });
    expect(unicode('pk_emu_clé-ü-😀-0123456789')).toBe('private');
    expect(unicode('pk_emu_cle-ü-😀-0123456789')).toBeUndefined();
  });
});
