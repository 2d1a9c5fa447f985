// `${…}` expansion has a budget: a few hundred bytes of keys that each refer to the one before two or three times
// would otherwise ask for gigabytes (python-dotenv builds them). The file is refused, naming the line, quickly and
// without the memory; a file whose expanded values stay within 1 MiB reads as python-dotenv reads it.
import { describe, expect, it } from 'vitest';
import { dotenvValues, MAX_EXPANDED_BYTES, parseEnvFile } from '../../src/api/input/dotenv/index.js';

const SECRET = 'S3CR3T-expansion-canary';

/** `A=<seed>` then keys each made of `copies` references to the one before: the last value is seed × copies^levels. */
export function exponentialEnv(levels: number, copies = 3, seed = SECRET): string {
  const names = Array.from({ length: levels + 1 }, (_, i) => `K${i}`);
  const lines = [`${names[0]}=${seed}`];
  for (let i = 1; i <= levels; i++) lines.push(`${names[i]}=${`\${${names[i - 1]}}`.repeat(copies)}`);
  return `${lines.join('\n')}\n`;
}

describe('${…} expansion is bounded', () => {
  it('a 392-byte file that would expand to gigabytes is refused at the line that crosses 1 MiB, fast, with no value shown', () => {
    const text = exponentialEnv(22, 3).slice(0, 392);
    expect(text.length).toBeLessThanOrEqual(392);
    const started = performance.now();
    const r = parseEnvFile(text, {});
    const took = performance.now() - started;
    expect(r.pairs).toEqual({});
    expect(r.interpolated).toEqual([]);
    expect(r.errors).toHaveLength(1);
    // 23 bytes × 3^n crosses 1 MiB (plus what the earlier keys used) at K10, line 11.
    expect(r.errors[0].line).toBe(11);
    expect(r.errors[0].message).toBe(
      'line 11 (K10): with ${…} expanded, the values would add up to more than 1 MiB, the limit for a secrets file ' +
        '(does a key refer to another several times, doubling it at each step?)',
    );
    expect(JSON.stringify(r.errors)).not.toContain(SECRET.slice(0, 8));
    expect(took).toBeLessThan(2_000); // seconds before, and gigabytes: now milliseconds
  });

  it('a 338-byte file whose one value would be 11 MB is refused: nothing of it reaches a set', () => {
    const text = `${exponentialEnv(13, 2)}BIG=\${K13}\${K13}\${K13}\${K13}\${K13}\${K13}\n`;
    expect(text.length).toBeLessThan(400);
    const r = parseEnvFile(text, {});
    expect(r.pairs).toEqual({});
    expect(r.errors.map((e) => e.line)).toEqual([15]);
  });

  it('one reference to a large environment variable counts too, and many references to a small key add up', () => {
    const big = 'e'.repeat(MAX_EXPANDED_BYTES);
    expect(parseEnvFile('A=${BIG}x\n', { BIG: big }).errors[0]?.message).toMatch(
      /^line 1 \(A\): with \$\{…\} expanded/,
    );
    const many = `A=${'a'.repeat(1000)}\nB=${'${A}'.repeat(1100)}\n`;
    expect(parseEnvFile(many, {}).errors.map((e) => e.line)).toEqual([2]);
  });

  it('counts UTF-8 bytes, not characters: 1 MiB of text in 3-byte characters is over long before 1 Mi characters', () => {
    const count = Math.floor(MAX_EXPANDED_BYTES / 6) - 1;
    const ascii = 'a'.repeat(count);
    const euros = '€'.repeat(count);
    expect(parseEnvFile(`A=${ascii}\nB=\${A}\nC=\${A}\n`, {}).errors).toEqual([]);
    expect(parseEnvFile(`A=${euros}\nB=\${A}\n`, {}).errors).toEqual([]);
    expect(parseEnvFile(`A=${euros}\nB=\${A}\nC=\${A}\n`, {}).errors.map((e) => e.line)).toEqual([3]);
  });

  it('up to the budget, expansion is python-dotenv’s: values double and are stored whole', () => {
    const r = parseEnvFile(exponentialEnv(8, 2, 'ab'), {});
    expect(r.errors).toEqual([]);
    expect(r.pairs.K8).toBe('ab'.repeat(256));
    expect(r.interpolated).toEqual(['K1', 'K2', 'K3', 'K4', 'K5', 'K6', 'K7', 'K8']);
  });

  it('the refusal sits among the other refused lines in line order', () => {
    const r = parseEnvFile(`${exponentialEnv(20, 3)}BAD KEY=x\n`, {});
    expect(r.errors.map((e) => e.line)).toEqual([11, 22]);
  });

  it('dotenvValues (the library call) throws the same message instead of building the value', () => {
    expect(() => dotenvValues(exponentialEnv(20, 3), {})).toThrow(/^line 11 \(K10\): with \$\{…\} expanded/);
  });
});
