import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseKeyValueArgs, parseKeyValueFile } from '../../src/api/input/keyValue.js';

const keyArb = fc
  .array(fc.constantFrom(...'abcXYZ019_-'.split('')), { minLength: 1, maxLength: 64 })
  .map((cs) => cs.join(''));
/**
 * Values the CLI keeps verbatim: no surrounding whitespace, not wrapped in double quotes, no newline, not only `=`
 * padding (refused unquoted: a base64 value split at its padding).
 */
const valueArb = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter(
    (v) =>
      v.trim() === v &&
      v.length > 0 &&
      !/[\r\n\u2028\u2029\uFEFF]/.test(v) &&
      !(v.startsWith('"') && v.endsWith('"')) &&
      !/^=+$/.test(v),
  );

describe('parseKeyValueArgs', () => {
  it('splits on the first = and strips one pair of quotes', () => {
    const r = parseKeyValueArgs(['A=1', 'B==a=b', ' C = spaced ', 'D="quoted"', 'E=""inner""', "F='single'"]);
    expect(r.errors).toEqual([]);
    expect(r.pairs).toEqual({ A: '1', B: '=a=b', C: 'spaced', D: 'quoted', E: '"inner"', F: "'single'" });
  });
  it('later duplicates win', () => {
    expect(parseKeyValueArgs(['A=1', 'A=2']).pairs).toEqual({ A: '2' });
  });
  it('reports position, never the value', () => {
    const r = parseKeyValueArgs(['sk_live_SECRETVALUE', 'K=', '=v', 'BAD KEY=hunter2', 'OK=fine']);
    expect(r.pairs).toEqual({ OK: 'fine' });
    expect(r.errors.map((e) => e.line)).toEqual([1, 2, 3, 4]);
    expect(r.errors[0].message).toBe("argument 1: missing '=' separator; secrets must be given as KEY=value");
    expect(r.errors[1]).toMatchObject({ key: 'K', message: expect.stringMatching(/empty value for key "K"/) });
    expect(r.errors[2].message).toMatch(/empty key/);
    expect(r.errors[3].message).toMatch(/^argument 4: invalid key: keys are 1–64 letters, numbers, _ and -/);
    const all = JSON.stringify(r.errors);
    expect(all).not.toContain('BAD KEY');
    expect(all).not.toContain('SECRETVALUE');
    expect(all).not.toContain('hunter2');
  });
  it('a URL given without KEY= never shows the text before its first = (it holds the password)', () => {
    const r = parseKeyValueArgs(['postgres://admin:PASSWORD@db/app?sslmode=require']);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0].message).toBe(
      "argument 1: invalid key: keys are 1–64 letters, numbers, _ and - (the text before '=' is not shown: it may hold a secret) " +
        '— looks like a URL: did you mean KEY=<url>?',
    );
    expect(JSON.stringify(r.errors)).not.toMatch(/PASSWORD|admin|postgres|sslmode|require/);
    expect(parseKeyValueArgs(['https://user:pw@host/x']).errors[0].message).toMatch(
      /missing '=' .*did you mean KEY=<url>\?/,
    );
    expect(parseKeyValueArgs([`${'K'.repeat(70)}=v`]).errors[0].message).toMatch(
      /the text before '=', 70 characters, is not shown/,
    );
  });
  it('a __proto__ key is stored as a plain key, not as a prototype', () => {
    const r = parseKeyValueArgs(['__proto__=x', 'constructor=y']);
    expect(Object.keys(r.pairs)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(r.pairs)).toBe(Object.prototype);
    expect(r.pairs.__proto__).toBe('x');
  });
  it("a base64 value given without KEY= (split at its '=' padding) is refused, naming the argument, never the text", () => {
    const b64 = 'QUJDREVGR0hJSktMTU5PUA';
    const r = parseKeyValueArgs([`${b64}==`, `${b64}=`, 'OK=fine']);
    expect(r.pairs).toEqual({ OK: 'fine' });
    expect(r.errors.map((e) => e.line)).toEqual([1, 2]);
    expect(r.errors[0].message).toBe(
      "argument 1: the value is only '=' padding: a base64 value given without KEY=? give it as KEY=<value> " +
        "(the text before '=' is not shown: it may hold a secret)",
    );
    expect(r.errors[1].message).toMatch(/^argument 2: empty value, and the text before '=' looks like base64 data/);
    expect(JSON.stringify(r.errors)).not.toContain(b64);
    expect(r.errors.every((e) => e.key === undefined)).toBe(true);
    // A value that really is padding is written in double quotes, as in a file.
    expect(parseKeyValueArgs(['K="=="'])).toEqual({ pairs: { K: '==' }, errors: [] });
    // A short key with an empty value is an ordinary empty value, named by its key.
    expect(parseKeyValueArgs(['K=']).errors[0].key).toBe('K');
  });
  it('U+FFFD (bytes that were not UTF-8, or typed as such) is refused with the way out (-f), never echoed', () => {
    const r = parseKeyValueArgs(['U=X\uFFFD\uFFFD', 'V=ok', 'W\uFFFD=1']);
    expect(r.pairs).toEqual({ V: 'ok' });
    expect(r.errors.map((e) => e.line)).toEqual([1, 3]);
    expect(r.errors[0].message).toBe(
      'argument 1: holds U+FFFD, the character bytes that are not valid UTF-8 turn into, so it cannot be sent as typed ' +
        '(the argument is not shown); put the pair in a file and use -f FILE (or -f - for stdin): a file is read as bytes',
    );
    expect(JSON.stringify(r.errors)).not.toMatch(/X\uFFFD|W\uFFFD/);
  });
  it('a lone quote is an empty value (as the CLI does)', () => {
    expect(parseKeyValueArgs(['K="']).errors[0].message).toMatch(/empty value/);
    expect(parseKeyValueArgs(['K=""']).errors[0].message).toMatch(/empty value/);
  });
  it('property: KEY=value round-trips, with quotes and surrounding spaces', () => {
    fc.assert(
      fc.property(keyArb, valueArb, fc.boolean(), fc.constantFrom('', ' ', '  '), (k, v, quote, pad) => {
        const arg = `${pad}${k}${pad}=${pad}${quote ? `"${v}"` : v}${pad}`;
        const r = parseKeyValueArgs([arg]);
        return r.errors.length === 0 && r.pairs[k] === v && Object.keys(r.pairs).length === 1;
      }),
    );
  });
  it('property: no issue message ever contains the value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 30 }), { maxLength: 6 }),
        fc.string({ minLength: 8, maxLength: 20 }),
        (args, tail) => {
          fc.pre(!/[=\s"]/.test(tail));
          // The '§' (never in a message's own wording, never in the ASCII args) keeps a canary such as "argument"
          // from being found in the fixed text rather than leaked.
          const canary = `§${tail}`;
          const withCanary = [...args.map((a) => `${a}=${canary}`), canary];
          const r = parseKeyValueArgs(withCanary);
          return r.errors.every((e) => !e.message.includes(canary) && !(e.key ?? '').includes(canary));
        },
      ),
    );
  });
});

describe('parseKeyValueFile', () => {
  it('skips blanks and comments, numbers lines from 1', () => {
    const text = '# comment\n\nA=1\r\nnot a pair\n  # indented comment\nB = "two words" \nC=\n';
    const r = parseKeyValueFile(text, '.env');
    expect(r.pairs).toEqual({ A: '1', B: 'two words' });
    expect(r.skipped).toBe(3);
    expect(r.errors).toEqual([
      { line: 4, message: "line 4: missing '=' in .env; each line must be KEY=value" },
      { line: 7, key: 'C', message: 'line 7: empty value for key "C"; both key and value must be provided' },
    ]);
  });
  it('keeps export prefixes, inline comments and single quotes verbatim (CLI rules)', () => {
    const r = parseKeyValueFile("A=1 # not a comment\nB='x'\n", 'f');
    expect(r.pairs).toEqual({ A: '1 # not a comment', B: "'x'" });
    expect(parseKeyValueFile('export A=1\n', 'f').errors[0].message).toMatch(/line 1: invalid key: keys are/);
  });
  it('an empty file is an error naming the file', () => {
    expect(parseKeyValueFile('# only\n\n', 'secrets.env').errors).toEqual([
      { message: 'no valid secrets found in secrets.env' },
    ]);
  });
  it('strips a BOM and later duplicates win', () => {
    expect(parseKeyValueFile('\uFEFFA=1\nA=2', 'f').pairs).toEqual({ A: '2' });
  });
  it('property: a file of pairs parses back to the same map with right line numbers for bad lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.tuple(keyArb, valueArb).map(([k, v]) => ({ k, v })),
            fc.constantFrom('', '# c', 'garbage'),
          ),
          { maxLength: 30 },
        ),
        (lines) => {
          const text = lines.map((l) => (typeof l === 'string' ? l : `${l.k}=${l.v}`)).join('\n');
          const r = parseKeyValueFile(text, 'f');
          const expected: Record<string, string> = {};
          const badLines: number[] = [];
          lines.forEach((l, i) => {
            if (typeof l !== 'string') expected[l.k] = l.v;
            else if (l === 'garbage') badLines.push(i + 1);
          });
          const gotLines = r.errors.filter((e) => e.line !== undefined).map((e) => e.line);
          return (
            JSON.stringify(r.pairs) === JSON.stringify({ ...expected }) &&
            JSON.stringify(gotLines) === JSON.stringify(badLines)
          );
        },
      ),
    );
  });
});
