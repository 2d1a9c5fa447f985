import { describe, expect, it } from 'vitest';
import { makeKey, splitChunk, type KeyPress } from '../../src/components/input/keyPress.js';
import { createPressReader, takeNext, type QueuedPress } from '../../src/components/input/keyQueue.js';

/** What Ink 6.8 reports for a run of plain bytes: the whole run, no key flag. */
const run = (input: string) => splitChunk(input, makeKey());
const names = (presses: KeyPress[]) =>
  presses.map(({ input, key }) =>
    key.return ? 'enter' : key.delete ? 'del' : key.backspace ? 'bs' : key.tab ? 'tab' : key.ctrl ? `ctrl+${input}` : input,
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

const queue = (chunks: string[]): QueuedPress[] =>
  chunks.flatMap((c, i) => run(c).map((press) => ({ press, chunk: i })));
const drain = (q: QueuedPress[], acceptsText: boolean) => {
  const out: KeyPress[] = [];
  for (let p = takeNext(q, acceptsText); p; p = takeNext(q, acceptsText)) out.push(p);
  return names(out);
};

describe('takeNext', () => {
  it('hands over one press at a time when no text field has focus', () => {
    expect(drain(queue(['jjj']), false)).toEqual(['j', 'j', 'j']);
    expect(drain(queue(['ab\r\r']), false)).toEqual(['a', 'b', 'enter', 'enter']);
  });
  it('hands a text field a run of characters at once; every other key stays a key', () => {
    expect(drain(queue(['name\r']), true)).toEqual(['name', 'enter']);
    expect(drain(queue(['ab\x7fc']), true)).toEqual(['ab', 'del', 'c']);
    expect(drain(queue(['ab\tcd']), true)).toEqual(['ab', 'tab', 'cd']);
    expect(drain(queue(['key\rvalue\r']), true)).toEqual(['key', 'enter', 'value', 'enter']);
  });
  it('never joins text across chunks', () => {
    expect(drain(queue(['ab', 'cd']), true)).toEqual(['ab', 'cd']);
  });
});

describe('createPressReader: bracketed paste', () => {
  const read = (events: Array<[string, Partial<Parameters<typeof makeKey>[0]>?]>) => {
    const reader = createPressReader();
    return events.flatMap(([input, flags]) => reader(input, makeKey(flags ?? {})));
  };
  it('collects a paste into one press without line breaks, and submits once when it ends with one', () => {
    const q = read([['[200~'], ['{\n  "a": 1\n}\r\n'], ['[201~']]);
    expect(drain(q, true)).toEqual(['{  "a": 1}', 'enter']);
  });
  it('a paste for something that is not a text field is its characters, one by one', () => {
    const q = read([['[200~'], ['jj'], ['[201~'], ['k']]);
    expect(drain(q, false)).toEqual(['j', 'j', 'k']);
  });
  it('a paste split over several events is still one paste', () => {
    const q = read([['[200~'], ['ab'], ['', { tab: true }], ['cd'], ['[201~']]);
    expect(drain(q, true)).toEqual(['abcd']);
  });
});
