import { describe, expect, it } from 'vitest';
import { makeKey, splitChunk, type KeyPress } from '../../src/components/input/keyPress.js';

/** What Ink 6.8 reports for a run of plain bytes: the whole run, no key flag. */
const run = (input: string) => splitChunk(input, makeKey());
const names = (presses: KeyPress[]) =>
  presses.map(({ input, key }) =>
    key.return
      ? 'enter'
      : key.delete
        ? 'del'
        : key.backspace
          ? 'bs'
          : key.tab
            ? 'tab'
            : key.ctrl
              ? `ctrl+${input}`
              : input,
  );

describe('splitChunk', () => {
  it('splits a run of letters into one press per letter', () => {
    expect(names(run('jjj'))).toEqual(['j', 'j', 'j']);
  });
  it('splits three Backspaces (0x7F, which Ink 6 calls delete) and 0x08', () => {
    expect(names(run('\x7f\x7f\x7f'))).toEqual(['del', 'del', 'del']);
    expect(names(run('a\b'))).toEqual(['a', 'bs']);
  });
  it('turns a trailing CR, LF or CRLF into one Enter', () => {
    expect(names(run('name\r'))).toEqual(['n', 'a', 'm', 'e', 'enter']);
    expect(names(run('ab\n'))).toEqual(['a', 'b', 'enter']);
    expect(names(run('ab\r\n'))).toEqual(['a', 'b', 'enter']);
    expect(names(splitChunk('\n', makeKey()))).toEqual(['enter']);
  });
  it('reports Tab and Ctrl keys inside a run as Ink does for a lone key', () => {
    expect(names(run('a\tb\x15\x12'))).toEqual(['a', 'tab', 'b', 'ctrl+u', 'ctrl+r']);
    expect(run('aB')[1].key.shift).toBe(true);
  });
  it('keeps a flagged event or a single character as it is', () => {
    const down = { input: '', key: makeKey({ downArrow: true }) };
    expect(splitChunk(down.input, down.key)).toEqual([down]);
    expect(splitChunk('q', makeKey())).toEqual([{ input: 'q', key: makeKey() }]);
    expect(splitChunk('é', makeKey())).toHaveLength(1);
  });
  it('keeps an unknown escape sequence (ESC stripped by Ink) as one event, not text', () => {
    expect(run('[200~')).toHaveLength(1);
    expect(run('[I')).toHaveLength(1);
  });
  it('splits Esc and the key right behind it, which Ink reads as one Alt+key', () => {
    const [esc, two] = splitChunk('2', makeKey({ meta: true }));
    expect(esc?.key.escape).toBe(true);
    expect(two).toEqual({ input: '2', key: makeKey() });
    expect(splitChunk('', makeKey({ meta: true, escape: true }))).toHaveLength(1);
  });
  it('splits by code point, not UTF-16 unit', () => {
    expect(names(run('a😀b'))).toEqual(['a', '😀', 'b']);
  });
});
