import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRegisteredSecrets,
  MIN_REDACTED_LENGTH,
  REDACTED,
  redact,
  redactAuthorization,
  redactDeep,
  redactSecrets,
  redactValueFields,
  registerCredentials,
  registerSecret,
  stripUrlCredentials,
} from '../../src/api/redact.js';

describe('redactSecrets', () => {
  it('replaces every occurrence, longest first, ignoring empty secrets', () => {
    expect(redactSecrets('key=abc123 again abc123 and abc', ['abc', 'abc123', '', undefined])).toBe(
      `key=${REDACTED} again ${REDACTED} and ${REDACTED}`,
    );
    expect(redactSecrets('nothing here', [])).toBe('nothing here');
  });
});

describe('redactAuthorization', () => {
  it('hides credentials, keeps the scheme and other headers', () => {
    const out = redactAuthorization({ Authorization: 'Bearer sk_123', 'user-agent': 'agentdeck/1', cookie: 'a=b', 'X-Api-Key': 'k' });
    expect(out).toEqual({ Authorization: `Bearer ${REDACTED}`, 'user-agent': 'agentdeck/1', cookie: REDACTED, 'X-Api-Key': REDACTED });
    expect(JSON.stringify(out)).not.toContain('sk_123');
  });
});

describe('the process-wide registry (registerSecret → redact)', () => {
  afterEach(() => clearRegisteredSecrets());

  it('replaces a registered value in every form it is printed in', () => {
    const value = 'pa"ss\\wörd\u0007\nline2';
    registerSecret(value);
    const forms = [
      value,
      JSON.stringify(value).slice(1, -1),
      JSON.stringify(JSON.stringify(value)).slice(3, -3),
      'pa\\"ss\\\\w\\u00f6rd\\u0007\\nline2', // Python's json.dumps (ensure_ascii)
      'pa"ss\\wörd\nline2', // control characters removed
      'pa"ss\\wörd line2', // flattened to one line
    ];
    for (const form of forms) expect(redact(`before ${form} after`), form).toBe(`before ${REDACTED} after`);
  });

  it(`values shorter than ${MIN_REDACTED_LENGTH} characters are not replaced in free text; longer ones always`, () => {
    registerSecret('true');
    registerSecret('12345');
    registerSecret('s3cr3t');
    expect(redact('{"ok": true, "n": 12345} s3cr3t')).toBe(`{"ok": true, "n": 12345} ${REDACTED}`);
  });

  it('pull-secret credentials: user:pass, the password and base64(user:pass)', () => {
    registerCredentials('robot:tok3n-abcdef');
    const b64 = Buffer.from('robot:tok3n-abcdef').toString('base64');
    expect(redact(`a robot:tok3n-abcdef b tok3n-abcdef c ${b64}`)).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED}`);
  });

  it('redactDeep keeps JSON valid: only string contents change', () => {
    registerSecret('hunter2-long');
    const out = redactDeep({ message: 'x hunter2-long y', n: 1, list: ['hunter2-long'], nested: { ok: true } });
    expect(out).toEqual({ message: `x ${REDACTED} y`, n: 1, list: [REDACTED], nested: { ok: true } });
  });
});

describe('redactValueFields (a server quoting our request body)', () => {
  it('replaces value fields whatever their length, plain and JSON-escaped', () => {
    const plain = 'invalid payload: {"secrets":[{"secretKey":"A","secretValue":"x"},{"secretKey":"B","secretValue":"y\\"z"}]}';
    expect(redactValueFields(plain)).toBe(
      `invalid payload: {"secrets":[{"secretKey":"A","secretValue":"${REDACTED}"},{"secretKey":"B","secretValue":"${REDACTED}"}]}`,
    );
    const escaped = '{"error":"bad: {\\"isImagePullSecret\\":true,\\"secretValue\\":\\"dTpw\\"}"}';
    expect(redactValueFields(escaped)).toBe(`{"error":"bad: {\\"isImagePullSecret\\":true,\\"secretValue\\":\\"${REDACTED}\\"}"}`);
    expect(redactValueFields('no quotes here')).toBe('no quotes here');
  });
});

describe('stripUrlCredentials', () => {
  it('drops user and password, keeps the rest', () => {
    expect(stripUrlCredentials('https://user:p%40ss@api.example.com:8443/v1')).toBe('https://api.example.com:8443/v1');
    expect(stripUrlCredentials('https://api.example.com/v1')).toBe('https://api.example.com/v1');
    expect(stripUrlCredentials('not a url with x://u:p@h')).toBe('not a url with x://h');
  });
});
