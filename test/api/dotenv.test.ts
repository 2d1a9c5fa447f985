// `.env` files as secret sets: python-dotenv's meaning (the differential test compares with python-dotenv itself),
// plus the refusals — a line python-dotenv would only warn about, an empty value, the tail of an unquoted PEM —
// reported by line number and rule, never with the line's text. And the byte layer: size limit, not-text lines.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnvFile } from '../../src/api/input/dotenv/index.js';
import { redact } from '../../src/api/redact/redact.js';
import { decodeText, MAX_TEXT_FILE_BYTES, readLimited, readTextFile } from '../../src/api/input/textFile.js';

const SECRET = 'S3CR3T-canary-91';
const env = { FROM_ENV: 'env-value', SHADOWED: 'env-loses' };

describe('parseEnvFile', () => {
  it('reads what python-dotenv reads: export, quotes, escapes, multi-line, comments, CRLF', () => {
    const text = [
      'export A=plain # comment',
      "B='single \\n ${FROM_ENV}'",
      'C="double\\nline \\"q\\""',
      'PEM="-----BEGIN KEY-----',
      'MIIBIjANBgkq',
      'Q0FOQkFTRTY0PQ==',
      '-----END KEY-----"',
      'D=a#not-a-comment',
    ].join('\r\n');
    const r = parseEnvFile(text, env);
    expect(r.errors).toEqual([]);
    expect(r.pairs).toEqual({
      A: 'plain',
      B: 'single \\n env-value',
      C: 'double\nline "q"',
      PEM: '-----BEGIN KEY-----\nMIIBIjANBgkq\nQ0FOQkFTRTY0PQ==\n-----END KEY-----',
      D: 'a#not-a-comment',
    });
    expect(r.interpolated).toEqual(['B']);
  });

  it('interpolates from earlier keys first, then the environment, and says which values were expanded', () => {
    const r = parseEnvFile('SHADOWED=file\nA=${SHADOWED}/${FROM_ENV}\nB=${MISSING:-fallback}\nC=no-vars\n', env);
    expect(r.pairs).toEqual({ SHADOWED: 'file', A: 'file/env-value', B: 'fallback', C: 'no-vars' });
    expect(r.interpolated).toEqual(['A', 'B']);
  });

  it('refuses the whole file when python-dotenv would only warn about a line, naming the line, not its text', () => {
    const r = parseEnvFile(`OK=fine\n\n\n${SECRET} and more\nALSO=fine\n`, env);
    expect(r.pairs).toEqual({});
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0].line).toBe(4);
    expect(r.errors[0].message).toMatch(/^line 4: not KEY=value \(python-dotenv would skip it\)/);
  });

  it('refuses the base64 tail of an unquoted PEM with a hint to quote it', () => {
    const text = `KEY=-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0B\nQ0FOQkFTRTY0PQ==\nQ0FOQkFTRTY0PQ=\n-----END PRIVATE KEY-----\n`;
    const r = parseEnvFile(text, env);
    expect(r.pairs).toEqual({});
    const byLine = Object.fromEntries(r.errors.map((e) => [e.line, e.message]));
    expect(byLine[1]).toBe(
      'line 1: unquoted PEM: only its first line would be kept; put the whole value in double quotes',
    );
    expect(byLine[2]).toMatch(
      /^line 2: no '=': each line must be KEY=value \(part of an unquoted multi-line value\? put the whole value in double quotes\)$/,
    );
    expect(byLine[3]).toBe(
      "line 3: only '=' padding: likely the tail of an unquoted multi-line value; put the whole value in double quotes",
    );
    expect(byLine[4]).toMatch(
      /^line 4: empty value \(part of an unquoted multi-line value\? put the whole value in double quotes\)$/,
    );
    expect(byLine[5]).toMatch(/^line 5: not KEY=value \(python-dotenv would skip it\)/);
  });

  it('refuses a BOM (python-dotenv keeps it in the first key), an invalid key, an empty value — without the text', () => {
    const bom = parseEnvFile(`\uFEFFA=${SECRET}\n`, env);
    expect(bom.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^line 1: the file starts with a UTF-8 byte-order mark/),
    ]);
    const url = parseEnvFile(`postgres://admin:${SECRET}@db/app=x\n`, env);
    expect(url.errors[0].message).toMatch(/^line 1: the key is not valid.*looks like a URL/);
    const empty = parseEnvFile('A=\nB=""\n', env);
    expect(empty.errors.map((e) => e.line)).toEqual([1, 2]);
    for (const r of [bom, url, empty]) {
      expect(r.pairs).toEqual({});
      expect(JSON.stringify(r.errors)).not.toContain(SECRET);
    }
  });

  it('reports at most ten lines and counts the rest', () => {
    const r = parseEnvFile(Array.from({ length: 25 }, (_, i) => `bad line ${i}`).join('\n'), env);
    expect(r.errors).toHaveLength(11);
    expect(r.errors[10].message).toBe('15 more lines cannot be used (first 10 shown)');
  });

  it('an empty file or only comments is refused', () => {
    expect(parseEnvFile('# nothing\n\n', env).errors).toEqual([{ message: 'no KEY=value lines found' }]);
  });

  it('registers every value it reads, so no later output can carry it', () => {
    parseEnvFile(`A="multi\n${SECRET}-line"\n`, env);
    expect(redact(`oops: multi\n${SECRET}-line`)).not.toContain(SECRET);
  });

  it('a __proto__ key is a plain key', () => {
    const r = parseEnvFile('__proto__=x\n', env);
    expect(Object.keys(r.pairs)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(r.pairs)).toBe(Object.prototype);
  });

  it('property: no message ever contains text from the file', () => {
    const canary = 'Zq9canaryXw';
    const piece = fc.constantFrom(
      canary,
      `${canary}==`,
      '=',
      ' ',
      '"',
      "'",
      '#',
      '\n',
      'export ',
      'K',
      '${',
      '}',
      '\\',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const r = parseEnvFile(pieces.join(''), env);
        return r.errors.every((e) => !e.message.includes(canary) && !e.message.includes('Zq9'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('text files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agentdeck-textfile-'));

  it('reading /dev/urandom stops at the limit', async () => {
    const bytes = await readLimited('/dev/urandom');
    expect(bytes.length).toBe(MAX_TEXT_FILE_BYTES + 1);
    expect(decodeText(bytes)).toEqual({ ok: false, problem: expect.stringMatching(/over the 1 MiB limit/) });
  });

  it('a file of exactly 1 MiB is read; one byte more is refused', async () => {
    const exact = join(dir, 'exact.env');
    writeFileSync(exact, `A=${'x'.repeat(MAX_TEXT_FILE_BYTES - 3)}\n`);
    expect((await readTextFile(exact)).ok).toBe(true);
    writeFileSync(exact, `A=${'x'.repeat(MAX_TEXT_FILE_BYTES - 2)}\n`);
    expect(await readTextFile(exact)).toMatchObject({ ok: false });
  });

  it('invalid UTF-8 and control characters are "line N is not text", never the bytes', () => {
    const invalid = decodeText(
      Buffer.concat([Buffer.from(`A=1\nB=${SECRET}`), Buffer.from([0xff, 0xfe]), Buffer.from('\n')]),
    );
    expect(invalid).toEqual({ ok: false, problem: 'line 2 is not text (not valid UTF-8)' });
    expect(decodeText(Buffer.from(`A=1\r\nB=2\r\nC=${SECRET}\x00\n`))).toEqual({
      ok: false,
      problem: 'line 3 is not text (control character U+0000)',
    });
    expect(decodeText(Buffer.from('A=\u009b31m\n'))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/line 1 .*U\+009B/),
    });
  });

  it('text stays as it is: BOM, CRLF, tabs, multi-byte characters split nowhere', () => {
    const text = '\uFEFFA=é😀\tx\r\nB=2\n';
    expect(decodeText(Buffer.from(text))).toEqual({ ok: true, text });
  });
});
