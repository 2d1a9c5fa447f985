import { makeKey } from '../../src/components/input/keyPress.js';
import { describe, expect, it } from 'vitest';
import { column, truncate } from '../../src/components/layout.js';
import { lineCount, linesNote, shownChars } from '../../src/components/lines.js';
import { editField, printable } from '../../src/components/textEdit.js';
import { themeFor } from '../../src/components/theme.js';
import { windowStart } from '../../src/components/WindowedList.js';
import { backoffDelay } from '../../src/screens/polling.js';
import { setListColumns, TYPE_LETTER_WIDTH } from '../../src/screens/sets/model.js';

const k = makeKey;

describe('components', () => {
  it('windowStart keeps the selection visible and moves only when it leaves', () => {
    expect(windowStart(0, 0, 10, 100)).toBe(0);
    expect(windowStart(0, 9, 10, 100)).toBe(0);
    expect(windowStart(0, 10, 10, 100)).toBe(1);
    expect(windowStart(50, 52, 10, 100)).toBe(50);
    expect(windowStart(50, 49, 10, 100)).toBe(49);
    expect(windowStart(95, 99, 10, 100)).toBe(90);
    expect(windowStart(0, 3, 10, 5)).toBe(0);
  });

  it('editField types at the cursor, deletes (0x7F and \\b), moves, clears, submits, cancels, and drops control characters', () => {
    const at = (value: string, cursor = [...value].length) => ({ value, cursor });
    const value = (r: ReturnType<typeof editField>) => (r.kind === 'change' ? r.state.value : r.kind);
    expect(value(editField(at('ab'), 'c', k()))).toBe('abc');
    expect(editField(at('ab', 1), 'c', k())).toEqual({ kind: 'change', state: { value: 'acb', cursor: 2 } });
    expect(value(editField(at('ab'), '', k({ delete: true })))).toBe('a');
    expect(value(editField(at('ab'), '', k({ backspace: true })))).toBe('a');
    expect(editField(at('ab'), '', k({ leftArrow: true }))).toEqual({
      kind: 'change',
      state: { value: 'ab', cursor: 1 },
    });
    expect(value(editField(at('ab'), 'u', k({ ctrl: true })))).toBe('');
    expect(value(editField(at('ab'), '\r', k({ return: true })))).toBe('submit');
    expect(value(editField(at('ab'), '', k({ escape: true })))).toBe('cancel');
    expect(value(editField(at(''), 'x\u001b[31my', k()))).toBe('xy');
    expect(printable('a\tb\u0007')).toBe('ab');
  });

  it('editField: a one-line field never joins lines; a multiline field keeps line breaks and tabs exactly', () => {
    const at = (value: string, cursor = [...value].length) => ({ value, cursor });
    const value = (r: ReturnType<typeof editField>) => (r.kind === 'change' ? r.state.value : r.kind);
    expect(value(editField(at('ab'), 'x\r\ny', k()))).toBe('ignored');
    expect(value(editField(at('ab'), 'x\ny', k()))).toBe('ignored');
    const pem = '-----BEGIN-----\nAAAA\r\nBBBB\n-----END-----\n';
    expect(editField(at('ab', 1), pem, k(), { multiline: true })).toEqual({
      kind: 'change',
      state: { value: `a${pem}b`, cursor: 1 + [...pem].length },
    });
    expect(value(editField(at(''), '{\n\t"a": 1\n}', k(), { multiline: true }))).toBe('{\n\t"a": 1\n}');
    expect(value(editField(at(''), 'x\u001b[31my\u0007', k(), { multiline: true }))).toBe('xy');
    expect(value(editField(at('a\nb'), '', k({ backspace: true }), { multiline: true }))).toBe('a\n');
    expect(value(editField(at('a\nb'), '\r', k({ return: true }), { multiline: true }))).toBe('submit'); // typed Enter
  });

  it('lines: counts lines (a final line break opens none) and draws a value on one row', () => {
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\r\nb\r\n')).toBe(2);
    expect(lineCount('a\n\nb\n')).toBe(3);
    expect(linesNote('abc')).toBe('');
    expect(linesNote('abc\n')).toBe('(1 line)');
    expect(linesNote('-----BEGIN-----\nA\nB\n-----END-----\n')).toBe('(4 lines)');
    expect(shownChars('a\r\nb\tc', '•')).toEqual(['•', '•', '•', '•', '•', '•']);
    expect(shownChars('a\r\nb\tc', null).join('')).toBe('a␍↵b⇥c');
  });

  it('theme: every colour is undefined under NO_COLOR', () => {
    const t = themeFor({ NO_COLOR: '1' });
    expect([t.accent, t.error, t.success, t.warning, t.muted]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(themeFor({}).error).toBe('red');
    expect(themeFor({ NO_COLOR: '' }).error).toBe('red');
  });

  it('columns are sized by what they hold: every specification column (NAME, TYPE, REGION, STATUS) stays down to 60 columns', () => {
    const content = { name: 14, region: 7 }; // 14-character names, us-west
    for (const width of [60, 80, 120, 160]) {
      const c = setListColumns(width, true, content);
      expect(c, `${width} columns`).toMatchObject({ name: 16, type: 8, region: 9, status: 11, usedBy: 13 });
    }
    // A long name takes what is left (up to 40) beside the VALUES column, never REGION's room.
    const long = setListColumns(80, true, { name: 60, region: 7 });
    expect(long.values).toBeGreaterThan(0);
    expect(long).toMatchObject({ name: 80 - 2 - 8 - 9 - 11 - 13 - long.values, region: 9 });
    expect(setListColumns(160, true, { name: 60, region: 7 }).name).toBe(40);
    // Narrower: USED BY shortens, then TYPE becomes a letter, then USED BY goes; REGION goes last.
    expect(setListColumns(50, true, content)).toMatchObject({ usedBy: 5, type: 8, region: 9 });
    expect(setListColumns(45, true, content)).toMatchObject({ usedBy: 5, type: TYPE_LETTER_WIDTH, region: 9 });
    expect(setListColumns(36, true, content)).toMatchObject({ usedBy: 0, type: TYPE_LETTER_WIDTH, region: 9 });
    expect(setListColumns(30, true, content)).toMatchObject({ usedBy: 0, type: TYPE_LETTER_WIDTH, region: 0 });
    for (const withUsage of [false, true]) {
      for (let w = 30; w <= 160; w++) {
        for (const name of [4, 14, 40, 80]) {
          const c = setListColumns(w, withUsage, { name, region: 12 });
          expect(c.type, `${w} columns`).toBeGreaterThanOrEqual(TYPE_LETTER_WIDTH);
          expect(2 + c.name + c.type + c.region + c.status + c.usedBy, `${w} columns`).toBeLessThanOrEqual(w);
          if (w >= 60) expect(c.region, `${w} columns, names of ${name}`).toBeGreaterThan(0);
        }
      }
    }
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(column('abcdef', 5)).toBe('abc… ');
  });

  it('backoff: 1s, 2s, 4s, 8s, then 10s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });
});
