// What Ink 6.8 hands its input listeners for the chunks a terminal writes: its own parser splits each chunk into
// events (an escape sequence apart, a run of plain bytes whole, an unfinished sequence kept for the next chunk)
// and useInput reports each as (input, key) — mapped here as use-input.js does. The input layer also gets the
// raw sequence of each event. Unit tests of the input layer feed these, so they see what the app sees.
import type { Key } from 'ink';
import { createInputParser } from '../../node_modules/ink/build/input-parser.js';
import parseKeypress, { nonAlphanumericKeys } from '../../node_modules/ink/build/parse-keypress.js';

export interface InkEvent {
  input: string;
  key: Key;
  raw: string;
}

/** useInput's (input, key) for one event (ink/build/hooks/use-input.js, legacy protocol). */
export function toEvent(raw: string): InkEvent {
  const k = parseKeypress(raw);
  const key: Key = {
    upArrow: k.name === 'up',
    downArrow: k.name === 'down',
    leftArrow: k.name === 'left',
    rightArrow: k.name === 'right',
    pageDown: k.name === 'pagedown',
    pageUp: k.name === 'pageup',
    home: k.name === 'home',
    end: k.name === 'end',
    return: k.name === 'return',
    escape: k.name === 'escape',
    ctrl: k.ctrl,
    shift: k.shift,
    tab: k.name === 'tab',
    backspace: k.name === 'backspace',
    delete: k.name === 'delete',
    meta: k.meta || k.name === 'escape' || k.option,
    super: false,
    hyper: false,
    capsLock: false,
    numLock: false,
  };
  let input = k.ctrl ? k.name : k.sequence;
  if (nonAlphanumericKeys.includes(k.name)) input = '';
  if (input.startsWith('\u001B')) input = input.slice(1);
  if (input.length === 1 && /[A-Z]/.test(input)) key.shift = true;
  return { input, key, raw };
}

/**
 * The events for chunks read one after another. A chunk given as `{ late }` came after Ink had given up waiting
 * for the rest of an escape sequence the previous chunk ended with (one setImmediate), so that unfinished
 * sequence went out as an event of its own first.
 */
export function inkEvents(chunks: Array<string | { late: string }>): InkEvent[] {
  const parser = createInputParser();
  const events: InkEvent[] = [];
  for (const chunk of chunks) {
    if (typeof chunk !== 'string') {
      const flushed = parser.flushPendingEscape();
      if (flushed) events.push(toEvent(flushed));
    }
    for (const raw of parser.push(typeof chunk === 'string' ? chunk : chunk.late)) events.push(toEvent(raw));
  }
  return events;
}
