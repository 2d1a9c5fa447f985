// The glyph table (api/words/glyphs.ts): when ASCII is chosen, and that the ASCII text takes the columns the Unicode text
// takes (the app replaces text after its layout), whatever the text.
import fc from 'fast-check';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { ASCII_GLYPHS, asciiJson, asciiText, glyphModeFor } from '../../src/api/words/glyphs.js';

describe('glyph mode', () => {
  it('follows the locale’s character set, LC_ALL over LC_CTYPE over LANG; AGENTDECK_ASCII overrides', () => {
    expect(glyphModeFor({ LANG: 'en_US.UTF-8' })).toBe('unicode');
    expect(glyphModeFor({ LANG: 'C.utf8' })).toBe('unicode');
    expect(glyphModeFor({ LANG: 'C' })).toBe('ascii');
    expect(glyphModeFor({ LANG: 'POSIX' })).toBe('ascii');
    expect(glyphModeFor({ LANG: 'de_DE.ISO-8859-1' })).toBe('ascii');
    expect(glyphModeFor({ LANG: 'en_US.UTF-8', LC_ALL: 'C' })).toBe('ascii');
    expect(glyphModeFor({ LANG: 'C', LC_CTYPE: 'en_US.UTF-8' })).toBe('unicode');
    expect(glyphModeFor({ LANG: 'C', LC_ALL: '', LC_CTYPE: 'UTF-8' })).toBe('unicode');
    expect(glyphModeFor({})).toBe('unicode');
    expect(glyphModeFor({ LANG: 'C', AGENTDECK_ASCII: '0' })).toBe('unicode');
    expect(glyphModeFor({ LANG: 'en_US.UTF-8', AGENTDECK_ASCII: '1' })).toBe('ascii');
  });
});

describe('asciiText', () => {
  it('every glyph of the table becomes one printable ASCII character', () => {
    for (const [glyph, ascii] of Object.entries(ASCII_GLYPHS)) {
      expect(ascii, glyph).toMatch(/^[\x20-\x7e]$/);
      expect(asciiText(`a${glyph}b`)).toBe(`a${ascii}b`);
    }
  });

  it('the statuses and markers the screens and the command line draw', () => {
    expect(asciiText('› alpha  ● ready · ◌ pending · ✖ failed ⚠ ⟳ — “x” …')).toBe(
      '> alpha  * ready - o pending - x failed ! ~ - "x" .',
    );
    expect(asciiText('╭─╮\n│ │\n╰─╯')).toBe('+-+\n| |\n+-+');
    expect(asciiText('⚠️ warn')).toBe('!  warn'); // two columns, as an emoji
    expect(asciiText('plain \u001b[31mred\u001b[39m')).toBe('plain \u001b[31mred\u001b[39m');
  });

  it('any text: ASCII out, and as many columns as the text took', () => {
    const glyph = fc.constantFrom(...Object.keys(ASCII_GLYPHS));
    const other = fc.constantFrom('日', '本', 'é', 'e\u0301', '😀', '👨‍👩‍👧', 'ｔ', 'ß', 'Ω', '\u200b', 'ا');
    const text = fc
      .array(fc.oneof(fc.string({ maxLength: 4 }), glyph, other), { maxLength: 20 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const out = asciiText(t);
        expect(out).toMatch(/^[\x00-\x7f]*$/);
        expect(stringWidth(out)).toBe(stringWidth(t));
      }),
      { numRuns: 500 },
    );
  });

  it('JSON keeps its meaning: characters beyond ASCII as \\u escapes', () => {
    const value = { status: '● ready', note: 'bad — “x” 日本 😀' };
    const json = asciiJson(JSON.stringify(value, null, 2));
    expect(json).toMatch(/^[\x00-\x7f]*$/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
