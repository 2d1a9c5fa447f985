// The input queue (components/input/keyQueue.ts) fed what Ink 6.8 reports for the chunks a terminal writes
// (test/helpers/inkInput.ts runs Ink's own parser), with a clock the test moves. Typed keys, typed-ahead runs,
// bracketed pastes (CR, LF, CRLF; cut into chunks; markers cut by a late chunk) and pastes that come without
// bracketed paste mode, for a one-line field, a field whose value may span lines, and no field.
import { describe, expect, it } from 'vitest';
import type { KeyPress } from '../../src/components/input/keyPress.js';
import { BURST_MS, createInputQueue, type AcceptsText, type InputQueue } from '../../src/components/input/keyQueue.js';
import { inkEvents, toEvent } from '../helpers/inkInput.js';

const name = ({ input, key }: KeyPress) =>
  key.return ? 'enter' : key.escape ? 'esc' : key.delete ? 'del' : key.tab ? 'tab' : key.ctrl ? `ctrl+${input}` : input;

function setup() {
  let t = 1000;
  const q = createInputQueue(() => t);
  return {
    q,
    /** Chunks arriving now (Ink's parser across them). */
    send(...chunks: Array<string | { late: string }>) {
      for (const e of inkEvents(chunks)) q.push(e.input, e.key, e.raw);
    },
    later(ms: number) {
      t += ms;
    },
  };
}

/** Everything queued, for an owner that takes `accepts`; a wait lets the clock run. */
function drain(q: InputQueue, accepts: AcceptsText, clock?: { later(ms: number): void }): string[] {
  const out: string[] = [];
  for (let next = q.take(accepts); next; next = q.take(accepts)) {
    if (next.kind === 'wait') {
      out.push(`wait`);
      if (!clock) break;
      clock.later(next.ms);
    } else out.push(next.kind === 'press' ? name(next.press) : `refused: ${next.message}`);
  }
  return out;
}

const PEM =
  '-----BEGIN TEST KEY-----\nMIIBVgIBADANBgkqhkiG9w0BAQEFAASC\nAUAwggE8AgEAAkEAq7BFUpkGp3+XQ==\n-----END TEST KEY-----\n';
/** What a terminal (and tmux's paste-buffer) sends for a pasted line break: CR. */
const asTyped = (text: string) => text.replace(/\n/g, '\r');
const bracketed = (text: string) => `\u001b[200~${text}\u001b[201~`;

describe('typing', () => {
  it('a text field gets a run of characters at once; every other key stays a key', () => {
    const s = setup();
    s.send('name\r');
    expect(drain(s.q, true)).toEqual(['name', 'enter']);
    s.send('ab\u007fc\u001b[Dd');
    expect(drain(s.q, true)).toEqual(['ab', 'del', 'c', '', 'd']); // ← is a key without input
  });
  it('hands keys over one by one when no text field has focus, and never joins text across chunks', () => {
    const s = setup();
    s.send('jj\r');
    expect(drain(s.q, false)).toEqual(['j', 'j', 'enter']);
    s.send('ab', 'cd');
    expect(drain(s.q, true)).toEqual(['ab', 'cd']);
  });
  it('typed ahead into one-line fields: "key⏎value⏎" in one chunk is the key, Enter, the value, Enter', () => {
    const s = setup();
    s.send('key\rvalue\r');
    expect(drain(s.q, true)).toEqual(['key', 'enter', 'value', 'enter']);
  });
  it('Ctrl+C can be taken past everything queued', () => {
    const s = setup();
    s.send('abc', '\u0003');
    const urgent = s.q.takeUrgent((p) => p.key.ctrl && p.input === 'c');
    expect(urgent?.kind === 'press' && name(urgent.press)).toBe('ctrl+c');
    expect(drain(s.q, true)).toEqual(['abc']);
  });
});

describe('bracketed paste', () => {
  it('carries its exact text to a field that takes lines: CR (what terminals send) as LF, LF as LF, CRLF as CRLF', () => {
    const s = setup();
    s.send(bracketed(asTyped(PEM)));
    const cr = s.q.take('lines');
    expect(cr).toEqual({ kind: 'press', press: expect.objectContaining({ input: PEM }) });
    s.send(bracketed(PEM));
    expect(s.q.take('lines')).toMatchObject({ kind: 'press', press: { input: PEM } });
    const crlf = PEM.replace(/\n/g, '\r\n');
    s.send(bracketed(crlf));
    expect(s.q.take('lines')).toMatchObject({ kind: 'press', press: { input: crlf } });
    s.send(bracketed('{\r\t"type": "service_account"\r}'));
    expect(s.q.take('lines')).toMatchObject({ kind: 'press', press: { input: '{\n\t"type": "service_account"\n}' } });
    expect(s.q.size()).toBe(0);
  });
  it('is one press, flagged by nothing: no Enter, no Tab, whatever it holds', () => {
    const s = setup();
    s.send(bracketed('a\rb\tc\r'));
    const next = s.q.take('lines');
    expect(next?.kind === 'press' && next.press.key).toEqual(
      expect.objectContaining({ return: false, tab: false, ctrl: false }),
    );
    expect(s.q.take('lines')).toBeUndefined();
  });
  it('a paste cut into several chunks is still one paste', () => {
    const s = setup();
    const text = asTyped(PEM);
    const cut = text.indexOf('\r'); // a line break that comes as a chunk of its own
    s.send(`\u001b[200~${text.slice(0, cut)}`, '\r', text.slice(cut + 1, 60), text.slice(60), '\u001b[201~');
    expect(drain(s.q, 'lines')).toEqual([PEM]);
  });
  it('markers cut across chunks: Ink joins them when the rest comes at once', () => {
    const s = setup();
    s.send('\u001b[20', '0~ab\rc\u001b', '[201', '~');
    expect(drain(s.q, 'lines')).toEqual(['ab\nc']);
  });
  it('markers cut by a late chunk, which Ink flushes as an event of its own', () => {
    const start = setup();
    start.send('\u001b[2', { late: '00~ab\rc\u001b[201~' });
    expect(drain(start.q, 'lines')).toEqual(['ab\nc']);

    const startEsc = setup();
    startEsc.send('\u001b', { late: '[200~ab\rc\u001b[201~' });
    expect(drain(startEsc.q, 'lines')).toEqual(['ab\nc']); // the ESC that came alone is not an Esc press

    const end = setup();
    end.send('\u001b[200~ab\rc\u001b', { late: '[201~' });
    expect(drain(end.q, 'lines')).toEqual(['ab\nc']);

    const endPart = setup();
    endPart.send('\u001b[200~ab\u001b[20', { late: '1~x' });
    expect(drain(endPart.q, 'lines')).toEqual(['ab', 'x']); // what follows the marker is typed again
  });
  it('for a one-line field: its text, a final line break submits once; several lines or a tab are refused whole', () => {
    const s = setup();
    s.send(bracketed('my-set\r'));
    expect(drain(s.q, true)).toEqual(['my-set', 'enter']);
    s.send(bracketed('my-set'));
    expect(drain(s.q, true)).toEqual(['my-set']);
    s.send(bracketed(asTyped(PEM)));
    expect(drain(s.q, true)).toEqual([
      'refused: paste refused: one-line field, the paste has 4 lines — nothing changed',
    ]);
    s.send(bracketed('a\r\nb'));
    expect(drain(s.q, true)).toEqual([
      'refused: paste refused: one-line field, the paste has 2 lines — nothing changed',
    ]);
    s.send(bracketed('KEY\tvalue'));
    expect(drain(s.q, true)).toEqual(['refused: paste refused: one-line field, the paste has a tab — nothing changed']);
  });
  it('is never read as keys: with no text field focused it is refused', () => {
    const s = setup();
    s.send(bracketed('sdq'), 'j');
    expect(drain(s.q, false)).toEqual(['refused: paste ignored: no text field has focus', 'j']);
  });
  it('holding control characters or an escape sequence, it is refused everywhere', () => {
    for (const text of ['a\u001b[1mb', 'a\u0001b', 'a\u007fb']) {
      const s = setup();
      s.send(bracketed(text));
      expect(drain(s.q, 'lines')).toEqual(['refused: paste refused: it holds control characters — nothing changed']);
    }
  });
  it('Ctrl+C on its own inside a paste whose end never came still quits, once nothing more came in BURST_MS', () => {
    const s = setup();
    s.send('\u001b[200~abc', '\u0003');
    expect(drain(s.q, true, s)).toEqual(['wait', 'ctrl+c']);
    s.send('q'); // the paste was dropped: what follows is keys again
    expect(drain(s.q, true)).toEqual(['q']);
    // Taken past a hold, it waits the same.
    s.send('\u001b[200~abc', '\u0003');
    const ctrlC = (p: KeyPress) => p.key.ctrl && p.input === 'c';
    expect(s.q.takeUrgent(ctrlC)).toEqual({ kind: 'wait', ms: BURST_MS });
    s.later(BURST_MS);
    expect(s.q.takeUrgent(ctrlC)).toEqual({ kind: 'press', press: expect.objectContaining({ input: 'c' }) });
    expect(s.q.size()).toBe(0);
  });
  it('Ctrl+C pasted (its byte alone between escape sequences, or the whole paste) is pasted text: refused, never the key', () => {
    for (const text of ['\u0003', '\u001b[2J\u0003\u001b[2J', 'a\u001bx\u0003']) {
      for (const chunks of [[bracketed(text)], ['\u001b[200~', text, '\u001b[201~']]) {
        const s = setup();
        s.send(...chunks);
        expect(drain(s.q, 'lines', s)).toEqual([
          'refused: paste refused: it holds control characters — nothing changed',
        ]);
        expect(drain(s.q, true, s)).toEqual([]);
      }
    }
    // The rest of the paste came within BURST_MS in a later chunk: still text.
    const s = setup();
    s.send('\u001b[200~\u0003');
    s.later(BURST_MS - 1);
    s.send('\u001b[201~q');
    expect(drain(s.q, true, s)).toEqual(['refused: paste refused: it holds control characters — nothing changed', 'q']);
  });
  it('without the raw sequence (Ink strips the markers’ ESC) it still finds the markers', () => {
    const q = createInputQueue(() => 0);
    for (const raw of ['\u001b[200~', 'a\rb', '\r', 'c', '\u001b[201~']) {
      const e = toEvent(raw);
      q.push(e.input, e.key);
    }
    expect(drain(q, 'lines')).toEqual(['a\nb\nc']);
  });
});

describe('a paste without bracketed paste mode', () => {
  it('into a field that takes lines: one chunk with several lines is kept whole, its line breaks as LF, nothing submitted', () => {
    const s = setup();
    s.send(asTyped(PEM));
    expect(drain(s.q, 'lines')).toEqual([PEM]);
  });
  it('cut into chunks close behind each other (within BURST_MS), even right after a line break', () => {
    const s = setup();
    const text = asTyped(PEM);
    const cut = text.indexOf('\r') + 1; // "-----BEGIN TEST KEY-----⏎" alone looks like a typed value and Enter
    s.send(text.slice(0, cut));
    expect(s.q.take('lines')).toEqual({ kind: 'wait', ms: BURST_MS });
    s.later(BURST_MS - 1);
    s.send(text.slice(cut, cut + 20));
    s.later(BURST_MS - 1);
    s.send(text.slice(cut + 20));
    expect(drain(s.q, 'lines')).toEqual([PEM]);
  });
  it('chunks further apart go on as text while no key comes on its own between them', () => {
    const s = setup();
    const text = asTyped(PEM);
    s.send(text.slice(0, 40));
    expect(drain(s.q, 'lines')).toEqual([PEM.slice(0, 40)]);
    s.later(10 * BURST_MS);
    s.send(text.slice(40)); // ends in "-----END TEST KEY-----⏎": text, not Enter
    expect(drain(s.q, 'lines')).toEqual([PEM.slice(40)]);
    s.send('\r'); // Enter on its own stages the value
    expect(drain(s.q, 'lines')).toEqual(['enter']);
  });
  it('"value⏎" in one chunk (typed fast over SSH) is the value and Enter, once no more came within BURST_MS', () => {
    const s = setup();
    s.send('s3cret\r');
    expect(drain(s.q, 'lines', s)).toEqual(['wait', 's3cret', 'enter']);
  });
  it('"value⏎s" in one chunk is typing ahead (value, Enter, the save key): a one-character line is a key', () => {
    const s = setup();
    s.send('s3cret\rs');
    expect(drain(s.q, 'lines', s)).toEqual(['wait', 's3cret', 'enter', 's']);
  });
  it('a key on its own is never held and ends the burst', () => {
    const s = setup();
    s.send('\r');
    expect(drain(s.q, 'lines')).toEqual(['enter']);
    s.send('ab\r', 'x');
    expect(drain(s.q, 'lines')).toEqual(['ab', 'enter', 'x']);
  });
  it('into a one-line field it is read as typing ahead (it cannot be told apart)', () => {
    const s = setup();
    s.send('KEY\rline one\rline two');
    expect(drain(s.q, true)).toEqual(['KEY', 'enter', 'line one', 'enter', 'line two']);
  });
});
