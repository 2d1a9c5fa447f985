import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setOwnTextSource } from '../../src/api/redact/ownText.js';
import {
  clearRegisteredSecrets,
  MIN_FRAGMENT_LENGTH,
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
} from '../../src/api/redact/redact.js';
import { pureBase64Runs, windows } from '../helpers/fragments.js';

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
    const out = redactAuthorization({
      Authorization: 'Bearer sk_123',
      'user-agent': 'agentdeck/1',
      cookie: 'a=b',
      'X-Api-Key': 'k',
    });
    expect(out).toEqual({
      Authorization: `Bearer ${REDACTED}`,
      'user-agent': 'agentdeck/1',
      cookie: REDACTED,
      'X-Api-Key': REDACTED,
    });
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
    const plain =
      'invalid payload: {"secrets":[{"secretKey":"A","secretValue":"x"},{"secretKey":"B","secretValue":"y\\"z"}]}';
    expect(redactValueFields(plain)).toBe(
      `invalid payload: {"secrets":[{"secretKey":"A","secretValue":"${REDACTED}"},{"secretKey":"B","secretValue":"${REDACTED}"}]}`,
    );
    const escaped = '{"error":"bad: {\\"isImagePullSecret\\":true,\\"secretValue\\":\\"dTpw\\"}"}';
    expect(redactValueFields(escaped)).toBe(
      `{"error":"bad: {\\"isImagePullSecret\\":true,\\"secretValue\\":\\"${REDACTED}\\"}"}`,
    );
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

describe('fragments of a registered value (8 characters or more) and its encodings', () => {
  afterEach(() => clearRegisteredSecrets());
  it('the fragment length is 8', () => expect(MIN_FRAGMENT_LENGTH).toBe(8));
  const value = 'sk_live_51Habc-DEF.ghi/JKL+mno?pqr=stu&vwx yz-ü"q\\z-0123456789-TAIL';

  it('shortened to its first and last 24 characters, as validation libraries quote it', () => {
    registerSecret(value);
    const out = redact(`value "${value.slice(0, 24)}…${value.slice(-24)}" is too long (max 40)`);
    expect(out).toBe(`value "${REDACTED}…${REDACTED}" is too long (max 40)`);
  });

  it('a prefix, a piece from the middle, a suffix: 8 characters are enough; 7 are not', () => {
    registerSecret(value);
    expect(redact(`starts with ${value.slice(0, 8)}!`)).toBe(`starts with ${REDACTED}!`);
    expect(redact(`[${value.slice(20, 31)}]`)).toBe(`[${REDACTED}]`);
    expect(redact(`ends ${value.slice(-9)}`)).toBe(`ends ${REDACTED}`);
    expect(redact(`starts with ${value.slice(0, 7)}!`)).toBe(`starts with ${value.slice(0, 7)}!`);
  });

  it('URL-encoded (encodeURIComponent, RFC 3986, form, Python quote), whole and in part', () => {
    registerSecret(value);
    const strict = encodeURIComponent(value).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
    for (const form of [encodeURIComponent(value), strict, strict.replace(/%20/g, '+'), strict.replace(/%2F/g, '/')]) {
      expect(redact(`?v=${form}&x=1`), form).toBe(`?v=${REDACTED}&x=1`);
      const piece = form.slice(10, 30);
      expect(redact(`got ${piece}`), piece).toBe(`got ${REDACTED}`);
    }
  });

  it('JSON-escaped and ASCII-escaped pieces', () => {
    registerSecret(value);
    const once = JSON.stringify(value).slice(1, -1);
    const ascii = once.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    for (const form of [once, JSON.stringify(once).slice(1, -1), ascii]) {
      const piece = form.slice(form.length - 30);
      expect(redact(`{"detail":"${piece}"}`), piece).toBe(`{"detail":"${REDACTED}"}`);
    }
  });

  it('base64 of a text holding the value, at each of the three alignments (standard and url-safe)', () => {
    registerSecret(value);
    for (const lead of ['', 'x', 'xy', '{"secretValue":"']) {
      const blob = Buffer.from(`${lead}${value}"}`);
      for (const encoded of [blob.toString('base64'), blob.toString('base64url')]) {
        const out = redact(`payload ${encoded}`);
        const start = Buffer.byteLength(lead);
        for (const run of pureBase64Runs(blob, start, start + Buffer.byteLength(value))) {
          for (const w of windows(
            run.replace(/\+/g, encoded.includes('-') ? '-' : '+').replace(/\//g, encoded.includes('_') ? '_' : '/'),
          )) {
            expect(out, `lead ${JSON.stringify(lead)}: ${w}`).not.toContain(w);
          }
        }
        expect(out).toContain(REDACTED);
      }
    }
    // The value's own base64, as a whole: nothing of it is left but its padding.
    expect(redact(Buffer.from(value).toString('base64'))).toMatch(/^\[REDACTED\]=*$/);
  });

  it('runs with no letter or digit, or one character repeated, are not fragments: tables and rulers stay', () => {
    registerSecret('key:        ========  --------  ────────  AAAAAAAAAAAA  end');
    const table = 'NAME        STATUS\n========  --------\n────────────────\nAAAAAAAAAAAA';
    expect(redact(table)).toBe(table);
    // The whole value is still replaced.
    expect(redact('x key:        ========  --------  ────────  AAAAAAAAAAAA  end y')).toBe(`x ${REDACTED} y`);
  });

  it('public runs a value may start with (https://, the PAT prefix) stay visible where agentdeck prints them', () => {
    registerSecret('https://hooks.example.test/T0001/B0002/xyzSECRET');
    registerSecret('pcc_pat_0123456789abcdefSECRET');
    expect(redact('target https://api.pipecat.daily.co; a PAT starts with pcc_pat_')).toBe(
      'target https://api.pipecat.daily.co; a PAT starts with pcc_pat_',
    );
    // A run that reaches into the value is the value's: only the public run alone is left.
    expect(redact('posting to https://hooks.example.test/T0001')).toBe(`posting to h${REDACTED}`);
    expect(redact('token pcc_pat_0123456789')).toBe(`token p${REDACTED}`);
  });
  it("a PEM key's armor lines are public: a key named PRIVATE_KEY is shown; the key's body is not", () => {
    const body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7';
    const pem = `-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----`;
    registerSecret(pem);
    expect(redact('Keys to add (2): DB_PASSWORD, PRIVATE_KEY')).toBe('Keys to add (2): DB_PASSWORD, PRIVATE_KEY');
    expect(redact(`bad key: ${body.slice(5, 40)}`)).toBe(`bad key: ${REDACTED}`);
    expect(redact(`x ${pem} y`)).toBe(`x ${REDACTED} y`);
    expect(redact(`x ${JSON.stringify(pem)} y`)).toBe(`x "${REDACTED}" y`);
  });
  it('short values keep the rule: under 6 characters never replaced, 6–7 only whole', () => {
    registerSecret('abcde');
    registerSecret('s3cr3t7');
    expect(redact('abcde s3cr3t7 s3cr3t')).toBe(`abcde ${REDACTED} s3cr3t`);
    expect(redact(Buffer.from('abcde').toString('base64'))).toBe(Buffer.from('abcde').toString('base64'));
  });

  it('property: no 8-character run of a fragment of 8+ characters survives, raw or URL-encoded or JSON-escaped', () => {
    const valueChars = fc.constantFrom(...'abcXYZ019 "\\/+%=&?é€-_.:'.split(''));
    fc.assert(
      fc.property(
        fc.array(valueChars, { minLength: 8, maxLength: 60 }).map((cs) => cs.join('')),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('raw', 'url', 'json'),
        (secret, a, b, how) => {
          fc.pre(secret.trim().length >= MIN_REDACTED_LENGTH);
          clearRegisteredSecrets();
          registerSecret(secret);
          const start = a % (secret.length - 7);
          const end = start + 8 + (b % (secret.length - start - 7));
          const fragment = secret.slice(start, end);
          const shown =
            how === 'raw'
              ? fragment
              : how === 'url'
                ? encodeURIComponent(fragment)
                : JSON.stringify(fragment).slice(1, -1);
          const out = redact(`~|~${shown}~|~`);
          const fragmentsShown = windows(shown);
          return fragmentsShown.every((w) => !out.includes(w));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: base64 of a fragment of 8+ bytes inside other bytes shows no 8 characters of it', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 60 }),
        fc.uint8Array({ maxLength: 7 }),
        fc.uint8Array({ maxLength: 7 }),
        fc.nat(),
        fc.nat(),
        (secret, before, after, a, b) => {
          fc.pre(secret.trim().length >= MIN_REDACTED_LENGTH && !/[\ud800-\udfff]/.test(secret));
          clearRegisteredSecrets();
          registerSecret(secret);
          const bytes = Buffer.from(secret);
          const start = a % (bytes.length - 7);
          const end = start + 8 + (b % (bytes.length - start - 7));
          const blob = Buffer.concat([before, bytes.subarray(start, end), after]);
          const out = redact(blob.toString('base64'));
          return pureBase64Runs(blob, before.length, before.length + end - start).every((run) =>
            windows(run).every((w) => !out.includes(w)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A value's UTF-8 bytes as a server echoes bytes: hex, `\xNN` (C), Python's bytes repr, `%NN` of every byte. */
const hex = (text: string) => Buffer.from(text).toString('hex');
const escapedBytes = (text: string, prefix = '\\x') =>
  [...Buffer.from(text)].map((b) => `${prefix}${b.toString(16).padStart(2, '0')}`).join('');
/** Python's repr of bytes: printable ASCII as it is, \\ \' \t \n \r, every other byte \xNN (lower-case). */
function pythonBytesRepr(text: string): string {
  const simple: Record<number, string> = { 0x5c: '\\\\', 0x27: "\\'", 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r' };
  return `b'${[...Buffer.from(text)].map((b) => simple[b] ?? (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`)).join('')}'`;
}

describe('a value echoed as bytes: hex (lower, upper), \\xNN, Python bytes repr, %NN', () => {
  afterEach(() => clearRegisteredSecrets());
  const value = "sk_live_é-Quote'back\\slash\ttab-0123456789";

  it('whole, in every form, inside other text: nothing of it is left', () => {
    registerSecret(value);
    const forms = [
      hex(value),
      hex(value).toUpperCase(),
      escapedBytes(value),
      escapedBytes(value).toUpperCase().replace(/\\X/g, '\\x'),
      pythonBytesRepr(value),
      escapedBytes(value, '%'),
    ];
    for (const form of forms) {
      const out = redact(`server said: payload=${form}; try again`);
      expect(out, form).toBe(`server said: payload=${form.startsWith("b'") ? `b'${REDACTED}'` : REDACTED}; try again`);
    }
  });

  it('in part, cut anywhere and inside a longer hex dump at an odd digit: no 8 bytes of it survive', () => {
    registerSecret(value);
    const bytes = Buffer.from(value);
    for (const [start, end] of [
      [0, 8],
      [3, 19],
      [bytes.length - 9, bytes.length],
    ]) {
      const part = bytes.subarray(start, end);
      const dump = `dead${part.toString('hex')}beef`;
      const out = redact(`bytes ab${dump} end`);
      for (let i = 0; i + 8 <= part.length; i++) expect(out).not.toContain(part.subarray(i, i + 8).toString('hex'));
      expect(out).toContain(REDACTED);
    }
  });

  it('the API key and pull-secret credentials in hex are replaced too', () => {
    registerSecret('pk_live_APIKEY_0123456789abcdef');
    registerCredentials('robot:ghp_PULLSECRET_0123456789');
    const out = redact(
      `key ${hex('pk_live_APIKEY_0123456789abcdef')} creds ${hex('robot:ghp_PULLSECRET_0123456789').toUpperCase()} b64 ${escapedBytes(Buffer.from('robot:ghp_PULLSECRET_0123456789').toString('base64'))}`,
    );
    expect(out).toBe(`key ${REDACTED} creds ${REDACTED} b64 ${REDACTED}`);
  });

  it('a short value (6–7 characters) is replaced whole in hex; hex that is not a value stays', () => {
    registerSecret('s3cr3t7');
    expect(redact(`x=${hex('s3cr3t7')}`)).toBe(`x=${REDACTED}`);
    const uuid = '0b7a1e4c-0000-4000-8000-000000000000';
    const digest = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(redact(`room ${uuid} sha256 ${digest}`)).toBe(`room ${uuid} sha256 ${digest}`);
  });

  it('property: no informative 8 bytes of a fragment survive in hex, upper-case hex or \\xNN, anywhere in a dump', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.uint8Array({ maxLength: 5 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('hex', 'HEX', 'x'),
        (secret, before, a, b, how) => {
          fc.pre(secret.trim().length >= MIN_REDACTED_LENGTH && !/[\ud800-\udfff]/.test(secret));
          clearRegisteredSecrets();
          registerSecret(secret);
          const bytes = Buffer.from(secret);
          const start = a % (bytes.length - 7);
          const end = start + 8 + (b % (bytes.length - start - 7));
          const blob = Buffer.concat([before, bytes.subarray(start, end)]);
          const show = (buf: Buffer) =>
            how === 'x'
              ? [...buf].map((c) => `\\x${c.toString(16).padStart(2, '0')}`).join('')
              : how === 'HEX'
                ? buf.toString('hex').toUpperCase()
                : buf.toString('hex');
          const out = redact(`<${show(blob)}>`);
          for (let i = start; i + 8 <= end; i++) {
            const run = bytes.subarray(i, i + 8);
            // Runs without a letter or digit, or of one repeated byte, are not indexed on purpose (gramIndex.ts).
            if (!/[\p{L}\p{N}]/u.test(run.toString('latin1')) || run.every((c) => c === run[0])) continue;
            if (out.includes(show(run))) return false;
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("agentdeck's own fixed text is never redacted; the same run elsewhere is", () => {
  const hint = ' the old values until redeployed; add --rollout, or afterwards run: agentdeck agents redeploy --uses ';
  afterEach(() => clearRegisteredSecrets());
  afterAll(() => {
    // Back to the list test/setup.ts gives (the bundle's).
    setOwnTextSource(
      () => JSON.parse(readFileSync(new URL('../../dist/own-text.json', import.meta.url), 'utf8')) as string[],
    );
  });

  it('a value ending in -rollout leaves the hint "add --rollout" whole, and is replaced where a server echoes it', () => {
    setOwnTextSource(() => [hint, 'agentdeck']);
    registerSecret('db-password-rollout');
    const message = `'prod' is used by voice-bot: it runs${hint}prod`;
    expect(redact(message)).toBe(message);
    expect(redact('bad value "db-password-rollout"')).toBe(`bad value "${REDACTED}"`);
    // A run of the value echoed next to (not inside) the hint is still replaced.
    expect(redact(`x-rollout${hint}`)).toBe(`x${REDACTED}${hint}`);
  });

  it('a value that is exactly a piece of own text is still replaced on its own; inside a longer piece it stays', () => {
    setOwnTextSource(() => [hint, 'agentdeck']);
    registerSecret('agentdeck');
    expect(redact('token: agentdeck')).toBe(`token: ${REDACTED}`);
    expect(redact(`run:${hint}`)).toBe(`run:${hint}`);
  });

  it('the bundle carries the pieces: the hint agentdeck prints about --rollout is one of them', () => {
    const pieces = JSON.parse(readFileSync(new URL('../../dist/own-text.json', import.meta.url), 'utf8')) as string[];
    expect(pieces.some((p) => p.includes('add --rollout'))).toBe(true);
    expect(pieces.length).toBeGreaterThan(1000);
  });
});
