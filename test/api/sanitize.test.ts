import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanAnswer, sanitizeDeep, sanitizeTerminalText } from '../../src/api/redact/sanitize.js';

const ESC = '\u001b';
// Code points U+0000–U+2FFF (C0, C1, Latin, bidi controls …); much cheaper to set up than fast-check's 'binary' unit.
const anyChar = fc.integer({ min: 0, max: 0x2fff }).map((c) => String.fromCodePoint(c));
const BEL = '\u0007';

describe('sanitizeTerminalText', () => {
  it('removes CSI, OSC 8 hyperlinks, OSC 52 clipboard writes, DCS/APC/PM/SOS', () => {
    expect(sanitizeTerminalText(`a${ESC}[2J${ESC}[1;31mred${ESC}[0mb`)).toBe('aredb');
    expect(sanitizeTerminalText(`${ESC}]8;;https://evil.example${ESC}\\click${ESC}]8;;${ESC}\\`)).toBe('click');
    expect(sanitizeTerminalText(`x${ESC}]52;c;ZXZpbA==${BEL}y`)).toBe('xy');
    expect(sanitizeTerminalText(`x${ESC}]0;title${ESC}\\y`)).toBe('xy');
    expect(sanitizeTerminalText(`x${ESC}Pq#0;2;0;0;0${ESC}\\y`)).toBe('xy');
    expect(sanitizeTerminalText(`x${ESC}_apc${ESC}\\y${ESC}^pm${BEL}z${ESC}Xsos${ESC}\\!`)).toBe('xyz!');
    expect(sanitizeTerminalText(`x${ESC}cy${ESC}(Bz${ESC}7`)).toBe('xyz');
  });
  it('removes 8-bit C1 sequences and controls', () => {
    expect(sanitizeTerminalText('a\u009b2Jb')).toBe('ab');
    expect(sanitizeTerminalText('a\u009d52;c;AAAA\u009cb')).toBe('ab');
    expect(sanitizeTerminalText('a\u0085\u0090dcs\u009cb')).toBe('ab');
  });
  it('unterminated OSC swallows the rest (as a terminal would)', () => {
    expect(sanitizeTerminalText(`ok${ESC}]52;c;AAAA`)).toBe('ok');
  });
  it('drops C0 controls and DEL but keeps \\n and \\t; singleLine turns them into spaces', () => {
    expect(sanitizeTerminalText('a\u0000b\u0008c\u007fd\re\nf\tg')).toBe('abcde\nf\tg');
    expect(sanitizeTerminalText('a\r\nb\nc\td\re', { singleLine: true })).toBe('a b c d e');
  });
  it('keeps printable non-ASCII, drops bidi overrides', () => {
    expect(sanitizeTerminalText('café – 日本語 🎉 ÿ')).toBe('café – 日本語 🎉 ÿ');
    expect(sanitizeTerminalText('abc\u202edef\u2066g')).toBe('abcdefg');
  });
  it('property: no ESC, BEL, C0 (but \\n \\t), DEL or C1 survives any input', () => {
    const noisy = fc
      .array(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.constantFrom(
            ESC,
            BEL,
            '\u009b',
            '\u009d',
            '\u009c',
            `${ESC}[`,
            `${ESC}]`,
            `${ESC}\\`,
            '\u0090',
            '\u007f',
            '\r',
          ),
          fc.string({ unit: anyChar, maxLength: 10 }),
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(noisy, fc.boolean(), (s, singleLine) => {
        const out = sanitizeTerminalText(s, { singleLine });
        return !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(out) && (!singleLine || !/[\n\t]/.test(out));
      }),
    );
  });
  it('property: printable text is kept exactly', () => {
    const printable = fc
      .string({ unit: 'grapheme' })
      .filter((s) => !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(s));
    fc.assert(fc.property(printable, (s) => sanitizeTerminalText(s) === s));
  });
  it('property: printable text around injected sequences survives, sequences do not', () => {
    const printable = fc.string({ unit: 'grapheme-ascii' }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s));
    const sequence = fc.constantFrom(
      `${ESC}[2J`,
      `${ESC}[38;5;196m`,
      `${ESC}]52;c;SGVsbG8=${BEL}`,
      `${ESC}]8;;https://x.example/${ESC}\\`,
      `${ESC}P1$r${ESC}\\`,
      '\u009b31m',
      `${ESC}c`,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(printable, sequence)), printable, (pairs, tail) => {
        const input = pairs.map(([p, s]) => p + s).join('') + tail;
        const expected = pairs.map(([p]) => p).join('') + tail;
        return sanitizeTerminalText(input) === expected;
      }),
    );
  });
  it('property: idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 40 }), (s) => {
        const once = sanitizeTerminalText(s);
        return sanitizeTerminalText(once) === once;
      }),
    );
  });
});

describe('sanitizeDeep', () => {
  it('cleans nested strings and keys, keeps other values', () => {
    const input = {
      [`na${ESC}[2Jme`]: [`x${ESC}]52;c;AA${BEL}`, 3, true, null],
      nested: { errorMessage: `bad\u009b2J` },
    };
    expect(sanitizeDeep(input)).toEqual({ name: ['x', 3, true, null], nested: { errorMessage: 'bad' } });
    const bare = Object.assign(Object.create(null), { v: `a${ESC}[2Jb` });
    expect(sanitizeDeep(bare)).toEqual({ v: 'ab' });
  });
});

describe('cleanAnswer (every parsed API answer)', () => {
  const parse = (text: string, multiLine?: ReadonlySet<string>) =>
    cleanAnswer(JSON.parse(text) as unknown, text, multiLine);

  it('a clean answer is returned as it is, not walked (same object)', () => {
    const text = JSON.stringify({ sets: [{ name: 'a', status: 'ready', note: 'café ✓ \\ "q"' }] });
    const value = JSON.parse(text) as unknown;
    expect(cleanAnswer(value, text)).toBe(value);
  });

  it('escaped and raw controls are removed from values and keys; one line unless the key keeps lines', () => {
    const text = JSON.stringify({
      a: 'x\u001b[2Jy\nz',
      [`k\u009b2J`]: ['\u202eb\tc'],
      log: 'l1\r\nl2\tend\u0007',
      nested: { log: ['p\nq'] },
    });
    expect(parse(text, new Set(['log']))).toEqual({
      a: 'xy z',
      k: ['b c'],
      log: 'l1\nl2\tend',
      nested: { log: ['p\nq'] },
    });
  });

  it('a key that is, or becomes, "__proto__" stays a plain field: no prototype is set', () => {
    const text = '{"__proto__":{"polluted":"\\u001b[31myes"},"__pro\\u0007to__":{"also":"1"}}';
    const out = parse(text) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(out)).not.toContain('\u001b');
  });
});
