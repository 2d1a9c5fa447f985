import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  assertValid,
  isBase64UserPass,
  validateCredentials,
  validateHost,
  validateRoomName,
  validateSecretKey,
  validateSecretValue,
  validateSetName,
  validateUserId,
} from '../../src/api/validation.js';
import { ApiError } from '../../src/api/http/errors.js';

const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('');
const alnumChar = fc.constantFrom(...alnum);
const keyChar = fc.constantFrom(...alnum, '_', '-');

describe('validateSetName', () => {
  it('accepts letters, numbers and inner hyphens', () => {
    for (const ok of ['a', 'A1', 'my-set', 'prod-2-eu', 'x'.repeat(63)]) expect(validateSetName(ok)).toBeNull();
  });
  it('names the field and the rule', () => {
    expect(validateSetName('my set')).toBe('set name "my set": only letters, numbers and hyphens');
    expect(validateSetName('my_set')).toMatch(/only letters, numbers and hyphens/);
    expect(validateSetName('-lead')).toBe('set name "-lead": must start and end with a letter or number');
    expect(validateSetName('trail-')).toMatch(/must start and end/);
    expect(validateSetName('')).toBe('set name: required');
    expect(validateSetName('x'.repeat(64))).toMatch(/at most 63 characters \(got 64\)/);
  });
  it('escapes control characters in the echoed name', () => {
    expect(validateSetName('a\u001b[2Jb')).not.toContain('\u001b');
  });
  it('property: accepts every name built by the rule', () => {
    const name = fc
      .tuple(alnumChar, fc.array(fc.oneof(alnumChar, fc.constant('-')), { maxLength: 61 }), alnumChar)
      .map(([a, mid, z]) => a + mid.join('') + z);
    fc.assert(fc.property(name, (n) => validateSetName(n) === null));
  });
  it('property: rejects any name with a character outside [A-Za-z0-9-]', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (s, bad) => {
        fc.pre(/[^A-Za-z0-9-]/.test(bad));
        const msg = validateSetName(s + bad);
        return msg !== null && msg.startsWith('set name');
      }),
    );
  });
  it('property: agrees with the reference regex', () => {
    const re = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
    fc.assert(fc.property(fc.string({ maxLength: 70 }), (s) => (validateSetName(s) === null) === re.test(s)));
  });
});

describe('validateSecretKey', () => {
  it('accepts the CLI key charset up to 64 chars', () => {
    for (const ok of ['A', 'API_KEY', 'my-key_2', 'k'.repeat(64)]) expect(validateSecretKey(ok)).toBeNull();
  });
  it('rejects with field and rule', () => {
    expect(validateSecretKey('BAD KEY')).toBe('secret key "BAD KEY": only letters, numbers, underscores and hyphens');
    expect(validateSecretKey('k'.repeat(65))).toMatch(/at most 64 characters \(got 65\)/);
    expect(validateSecretKey('')).toMatch(/^secret key: required/);
  });
  it('property: keys over the charset are accepted, anything else rejected', () => {
    fc.assert(
      fc.property(fc.array(keyChar, { minLength: 1, maxLength: 64 }), (cs) => validateSecretKey(cs.join('')) === null),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        (s) => (validateSecretKey(s) === null) === /^[A-Za-z0-9_-]{1,64}$/.test(s),
      ),
    );
  });
});

describe('other validators', () => {
  it('validateSecretValue never echoes the value', () => {
    expect(validateSecretValue('K', 'v')).toBeNull();
    expect(validateSecretValue('K', '')).toBe('value for "K": must not be empty');
    fc.assert(
      fc.property(fc.string({ minLength: 6 }), (v) => {
        const msg = validateSecretValue('K', v as unknown as string) ?? '';
        return !msg.includes(v);
      }),
    );
  });
  it('validateHost takes a bare registry host (as the official CLI sends it) or an http(s) URL', () => {
    for (const ok of [
      'https://index.docker.io/v1/',
      'https://us-docker.pkg.dev',
      'http://registry.local:5000',
      'ghcr.io',
      'ghcr.io/owner',
      'index.docker.io',
      'us-docker.pkg.dev',
      '123456789012.dkr.ecr.us-east-1.amazonaws.com',
      'localhost:5000',
      '10.0.0.1:5000',
      '[::1]:5000',
    ]) {
      expect(validateHost(ok), ok).toBeNull();
    }
  });

  it('validateHost refuses nonsense, naming the field and the rule', () => {
    const rule = '(a registry host such as ghcr.io, or a URL such as https://index.docker.io/v1/)';
    expect(validateHost('')).toBe(`host: required ${rule}`);
    expect(validateHost('   ')).toBe(`host: required ${rule}`);
    expect(validateHost('ghcr .io')).toBe(`host "ghcr .io": must not contain spaces or control characters ${rule}`);
    expect(validateHost('ghcr.io\n')).toMatch(/^host "ghcr\.io\\n": must not contain spaces or control characters/);
    expect(validateHost('ftp://x.example')).toBe(
      'host "ftp://x.example": the scheme must be http:// or https:// (or none: a registry host such as ghcr.io, or a URL such as https://index.docker.io/v1/)',
    );
    expect(validateHost('file:///etc/passwd')).toMatch(/the scheme must be http:\/\/ or https:\/\//);
    for (const bad of ['https://', '/path', '//ghcr.io', '-', '.', 'ghcr.io:port', 'javascript:alert(1)']) {
      expect(validateHost(bad), bad).toMatch(/must be a registry host such as ghcr\.io, or a URL/);
    }
    expect(validateHost('https://bad_host.io')).toMatch(
      /the host name may hold only letters, digits, hyphens and dots/,
    );
    expect(validateHost('https://user:pw@reg.example')).toMatch(/must not contain credentials/);
    expect(validateHost('user:pw@reg.example')).toMatch(/must not contain credentials/);
    expect(validateHost('https://user:pw@reg.example')).not.toContain('pw');
  });
  it('validateCredentials wants user:pass and never echoes it', () => {
    expect(validateCredentials('user:pass')).toBeNull();
    expect(validateCredentials('_json_key:{"a":"b:c"}')).toBeNull();
    for (const bad of ['userpass', ':pass', 'user:', '']) {
      const msg = validateCredentials(bad);
      expect(msg).toMatch(/^credentials:/);
      if (bad.length > 1) expect(msg).not.toContain(bad);
    }
  });
  it('validateCredentials refuses invalid UTF-8, control characters and a line break in the username, naming the part, never the value', () => {
    const secret = 'tok3n-SECRET';
    expect(validateCredentials(`me:${secret}\uFFFD`)).toBe('credentials: password: not valid UTF-8 text');
    // A password may span lines: a registry's JSON key, whole (Google's _json_key).
    expect(validateCredentials(`_json_key:{\n\t"private_key": "${secret}"\r\n}\n`)).toBeNull();
    expect(validateCredentials(`me\r:${secret}`)).toBe('credentials: username: must not contain a line break');
    expect(validateCredentials(`me:${secret}\x1b[31m`)).toBe(
      'credentials: password: must not contain control characters',
    );
    expect(validateCredentials(`me:${secret}\u009b`)).toBe(
      'credentials: password: must not contain control characters',
    );
    expect(validateCredentials(`me:${secret} with spaces and ünïcode`)).toBeNull();
  });
  it('validateUserId caps at 36', () => {
    expect(validateUserId('u'.repeat(36))).toBeNull();
    expect(validateUserId('u'.repeat(37))).toBe('user_id: at most 36 characters (got 37)');
  });
  it('validateRoomName follows Daily', () => {
    expect(validateRoomName('my_room-1')).toBeNull();
    expect(validateRoomName('r'.repeat(128))).toBeNull();
    expect(validateRoomName('r'.repeat(129))).toMatch(/at most 128/);
    expect(validateRoomName('my room')).toBe('room name "my room": only letters, numbers, underscores and hyphens');
    fc.assert(
      fc.property(
        fc.string({ maxLength: 140 }),
        (s) => (validateRoomName(s) === null) === /^[A-Za-z0-9_-]{1,128}$/.test(s),
      ),
    );
  });
  it('assertValid throws a VALIDATION ApiError with the field', () => {
    expect(() => assertValid('name', null)).not.toThrow();
    try {
      assertValid('name', 'set name "x y": only letters, numbers and hyphens');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).code).toBe('VALIDATION');
      expect((e as ApiError).field).toBe('name');
      expect((e as ApiError).status).toBe(0);
    }
  });
  it('isBase64UserPass recognises encoded user:pass only', () => {
    expect(isBase64UserPass(Buffer.from('user:pass').toString('base64'))).toBe(true);
    expect(isBase64UserPass('user:pass')).toBe(false);
    expect(isBase64UserPass(Buffer.from('userpass').toString('base64'))).toBe(false);
    expect(isBase64UserPass('not base64!!')).toBe(false);
    expect(isBase64UserPass('')).toBe(false);
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (u, p) => {
        fc.pre(!u.includes(':'));
        return isBase64UserPass(Buffer.from(`${u}:${p}`, 'utf8').toString('base64'));
      }),
    );
  });
});
