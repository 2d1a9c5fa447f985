// The input queue: Ink's input events in, key presses out, one at a time (useKeyPump hands each over after the
// previous one was rendered, so a press that opens a dialog sends the next ones to the dialog). For a focused
// text field a run of typed characters goes over in one press (one update, not one per character).
//
// Pastes. The app turns bracketed paste on (runApp): a paste arrives between ESC[200~ and ESC[201~ and goes
// over as ONE press holding its exact text — line breaks as sent, except that a lone CR (what terminals and
// tmux send for a line break) becomes LF; CRLF stays CRLF. Who takes it (`AcceptsText` of the owner of the keys):
//   'lines'  a field whose value may span lines (secret values, the wizard's password): the text as it is;
//   true     a one-line field: the text, and a final line break submits once; a paste of several lines or with
//            a tab is refused with a message — never joined into one line;
//   false    no text field: refused (a paste is never read as commands).
// A paste holding other control characters or escape sequences is refused everywhere. Refused: nothing changes.
// A paste never presses a key: Ctrl+C alone inside a paste (its byte between two escape sequences, which Ink reports
// apart) is the key only when nothing of the paste follows within BURST_MS — its end marker was lost and the user
// pressed Ctrl+C to get out; followed by the rest of the paste, it was pasted text (and the paste is refused).
//
// Without bracketed paste (a terminal that lacks it, GNU screen, tmux `paste-buffer` without -p) a paste is a
// run of characters with CRs, often in several chunks, and looks like typing ahead ("name⏎value⏎"). For a
// one-line field it is read as typing, as it must be. For a 'lines' field a BURST — runs of several characters
// arriving within BURST_MS of each other, or one after another with no single key between — that has a line
// break followed by a line of at least two characters is a multi-line paste: all its line breaks (CR → LF) and
// tabs are kept as text, nothing is submitted; a lone Enter (a key on its own) stages the value. A burst whose
// line breaks end it ("value⏎", typed fast over SSH) waits BURST_MS for more before its Enter submits, so a
// paste cut right after a line break is still seen whole.
import type { Key } from 'ink';
import { lineCount } from '../lines.js';
import {
  ENTER,
  ESCAPE,
  isRun,
  isTextPress,
  makeKey,
  sequenceOf,
  splitChunk,
  splitRun,
  type KeyPress,
} from './keyPress.js';

/** What the owner of the keys takes: keys only, one line of text, or text that may span lines. */
export type AcceptsText = boolean | 'lines';

/** How close behind each other two runs of characters come to be one burst (one paste cut in chunks). */
export const BURST_MS = 50;

/** A line this long after a line break makes a burst a paste ("value⏎s" is a value, then the save key). */
const MIN_PASTED_LINE = 2;

export type Next =
  | { kind: 'press'; press: KeyPress }
  /** A paste the owner cannot take; nothing was handed over. */
  | { kind: 'refused'; message: string }
  /** A burst may go on: ask again after `ms`. */
  | { kind: 'wait'; ms: number };

interface Queued {
  press: KeyPress;
  /** The input event it came from: typed text is only joined within one. */
  chunk: number;
  /** What it stands for as text, for a press of a run (see RunPress). */
  text?: string;
  /** The burst it came in (presses of runs only). */
  burst?: number;
  /** A bracketed paste (press.input is its text) and whether it holds characters no field takes. */
  paste?: { controls: boolean };
}

export interface InputQueue {
  /** One Ink input event; `raw` is the sequence Ink read, when known (exact text inside a paste). */
  push(input: string, key: Key, raw?: string): void;
  /** The next press for an owner that accepts `accepts`; undefined when nothing is queued. */
  take(accepts: AcceptsText): Next | undefined;
  /** The first queued key press that `pick` selects, removed (a hold skipped, e.g. Ctrl+C), or a wait. */
  takeUrgent(pick: (press: KeyPress) => boolean): Next | undefined;
  size(): number;
}

const PASTE_START = '\u001b[200~';
const PASTE_END = '\u001b[201~';
// Control characters other than tab, LF and CR; ESC (escape sequences) among them.

const PASTE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A line break as a value keeps it: CRLF as sent, a lone CR (a terminal's line break) as LF. */
const lineBreaksAsLF = (text: string) => text.replace(/\r(?!\n)/g, '\n');

const refused = (message: string): Next => ({ kind: 'refused', message });
const press = (p: KeyPress): Next => ({ kind: 'press', press: p });
const textPress = (input: string): Next => press({ input, key: makeKey() });
const isText = (q: Queued | undefined) => q !== undefined && !q.paste && isTextPress(q.press);

export function createInputQueue(now: () => number = Date.now): InputQueue {
  const items: Queued[] = [];
  let chunk = 0;
  /** The paste being collected (between its markers), else null. */
  let pasted: string | null = null;
  /** Inside a paste: the start of the end marker, which came alone (its rest comes next). */
  let endPart = '';
  /** Outside a paste: the start of a start marker that came alone (ESC and 2+ more bytes: never a key). */
  let startPart: { input: string; key: Key; sequence: string } | null = null;
  /** The previous event outside a paste and the presses it queued. */
  let previous: { sequence: string; queued: Queued[] } | null = null;
  let burst = 0;
  let burstAt = Number.NEGATIVE_INFINITY;
  /** A key came on its own since the last run: the burst is over. */
  let keySince = true;
  /** The burst read as a multi-line paste: its later runs are text too. */
  let pastedBurst = -1;
  /** Ctrl+C alone inside the paste being collected (see the file's note): queued, not yet known to be the key. */
  let ctrlCInPaste: { item: Queued; at: number } | null = null;

  /** For that Ctrl+C: a wait while the paste may go on; after it, null — it is the key, and the paste is dropped. */
  const settle = (q: Queued | undefined): Next | null => {
    if (!ctrlCInPaste || q !== ctrlCInPaste.item) return null;
    const ms = BURST_MS - (now() - ctrlCInPaste.at);
    if (ms > 0) return { kind: 'wait', ms };
    ctrlCInPaste = null;
    pasted = null;
    return null;
  };

  const endPaste = () => {
    const text = lineBreaksAsLF(pasted ?? '');
    pasted = null;
    keySince = true;
    if (text !== '')
      items.push({ press: { input: text, key: makeKey() }, chunk, paste: { controls: PASTE_CONTROL.test(text) } });
  };

  const pushKeys = (input: string, key: Key): Queued[] => {
    let queued: Queued[];
    const run = isRun(input, key) ? splitRun(input) : [];
    if (run.length > 1) {
      const t = now();
      if (keySince || (t - burstAt > BURST_MS && burst !== pastedBurst)) burst += 1;
      burstAt = t;
      keySince = false;
      queued = run.map((p) => ({ ...p, chunk, burst }));
    } else {
      keySince = true;
      queued = splitChunk(input, key).map((p) => ({ press: p, chunk }));
    }
    items.push(...queued);
    return queued;
  };

  /** Text inside a paste, up to its end marker (what follows the marker is keys again). */
  const collect = (text: string) => {
    const sequence = endPart + text;
    endPart = '';
    const end = sequence.indexOf(PASTE_END);
    if (end >= 0) {
      pasted = (pasted ?? '') + sequence.slice(0, end);
      endPaste();
      const rest = sequence.slice(end + PASTE_END.length);
      if (rest !== '') pushKeys(rest, makeKey());
    } else if (sequence.startsWith('\u001b') && PASTE_END.startsWith(sequence)) endPart = sequence;
    else if (sequence === '\u0003') {
      // Ctrl+C on its own: the end marker may have been lost (then quitting still works), or the paste goes on.
      ctrlCInPaste = { item: { press: { input: 'c', key: makeKey({ ctrl: true }) }, chunk }, at: now() };
      items.push(ctrlCInPaste.item);
      keySince = true;
    } else pasted = (pasted ?? '') + sequence;
  };

  const startPaste = (rest: string) => {
    pasted = '';
    previous = null;
    if (rest !== '') collect(rest);
  };

  /** The presses of one burst at the front of the queue that can be text (characters, line breaks, tabs). */
  const frontRun = (): Queued[] => {
    const first = items[0]!;
    let end = 0;
    while (end < items.length && items[end]!.burst === first.burst && items[end]!.text !== undefined) end += 1;
    return items.slice(0, end);
  };

  /** A line break followed by a line of MIN_PASTED_LINE characters or more. */
  const opensALine = (run: Queued[]) => {
    let afterBreak: number | null = null;
    for (const q of run) {
      if (q.press.key.return) afterBreak = 0;
      else if (afterBreak !== null && ++afterBreak >= MIN_PASTED_LINE) return true;
    }
    return false;
  };

  const pasteFor = (item: Queued, accepts: AcceptsText): Next => {
    const text = item.press.input;
    if (accepts === false) return refused('paste ignored: no text field has focus');
    if (item.paste?.controls) return refused('paste refused: it holds control characters — nothing changed');
    if (accepts === 'lines') return textPress(text);
    const line = text.replace(/\r?\n$/, '');
    if (/[\r\n]/.test(line))
      return refused(`paste refused: one-line field, the paste has ${lineCount(text)} lines — nothing changed`);
    if (line.includes('\t')) return refused('paste refused: one-line field, the paste has a tab — nothing changed');
    if (line !== text) items.unshift({ press: ENTER, chunk: item.chunk });
    return line === '' ? press((items.shift() as Queued).press) : textPress(line);
  };

  return {
    push(input, key, raw) {
      chunk += 1;
      const sequence = raw ?? sequenceOf(input, key);
      if (ctrlCInPaste && settle(ctrlCInPaste.item)) {
        // More of the paste within BURST_MS: the Ctrl+C was pasted text.
        items.splice(items.indexOf(ctrlCInPaste.item), 1);
        ctrlCInPaste = null;
        pasted += '\u0003';
      }
      if (pasted !== null) {
        collect(sequence);
        return;
      }
      if (startPart) {
        // A start marker cut by a late chunk: Ink flushed its beginning as one event.
        const held = startPart;
        startPart = null;
        if ((held.sequence + sequence).startsWith(PASTE_START)) {
          startPaste((held.sequence + sequence).slice(PASTE_START.length));
          return;
        }
        pushKeys(held.input, held.key);
      }
      if (sequence.startsWith(PASTE_START)) {
        startPaste(sequence.slice(PASTE_START.length));
        return;
      }
      const before = previous;
      if (before && (before.sequence + sequence).startsWith(PASTE_START)) {
        // The marker's ESC (or ESC [) came alone and was queued as a key: take it back if it is still queued.
        for (const q of before.queued) {
          const at = items.indexOf(q);
          if (at >= 0) items.splice(at, 1);
        }
        startPaste((before.sequence + sequence).slice(PASTE_START.length));
        return;
      }
      if (sequence.length >= 3 && sequence !== PASTE_START && PASTE_START.startsWith(sequence)) {
        startPart = { input, key, sequence };
        previous = null;
        return;
      }
      // Esc pressed twice (or more) in one chunk — typed fast, over SSH — reaches Ink as one event (Esc with
      // Meta): it is as many Esc presses as it has ESC bytes.
      if (/^\u001b{2,}$/.test(sequence)) {
        const escapes = [...sequence].map(() => ({ press: ESCAPE, chunk }));
        items.push(...escapes);
        previous = { sequence, queued: escapes };
        return;
      }
      previous = { sequence, queued: pushKeys(input, key) };
    },

    take(accepts) {
      const first = items[0];
      if (!first) return undefined;
      const wait = settle(first);
      if (wait) return wait;
      if (first.paste) {
        items.shift();
        return pasteFor(first, accepts);
      }
      if (accepts === 'lines' && first.burst !== undefined && first.text !== undefined) {
        const run = frontRun();
        if (first.burst === pastedBurst || opensALine(run)) {
          pastedBurst = first.burst;
          items.splice(0, run.length);
          return textPress(lineBreaksAsLF(run.map((q) => q.text).join('')));
        }
        // "value⏎" with nothing behind it yet: the rest of a paste cut after a line break may still come.
        const open = run.length === items.length && first.burst === burst && !keySince;
        const left = BURST_MS - (now() - burstAt);
        if (open && left > 0 && run.some((q) => q.press.key.return)) return { kind: 'wait', ms: left };
      }
      items.shift();
      if (accepts === false || !isText(first)) return press(first.press);
      let text = first.press.input;
      while (isText(items[0]) && items[0]!.chunk === first.chunk) text += (items.shift() as Queued).press.input;
      return text === first.press.input ? press(first.press) : textPress(text);
    },

    takeUrgent(pick) {
      const at = items.findIndex((q) => !q.paste && pick(q.press));
      if (at < 0) return undefined;
      const wait = settle(items[at]);
      if (wait) return wait;
      return press(items.splice(at, 1)[0]!.press);
    },

    size: () => items.length,
  };
}
