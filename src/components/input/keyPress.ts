// The app's unit of input: one key press, in Ink's (input, key) shape. Ink 6 reports a run of plain bytes
// ('jjj', three Backspaces, 'name⏎') as ONE event with no key flag set; splitChunk turns such an event back
// into the keys the user pressed, so every one of them counts.
import type { Key } from 'ink';

export interface KeyPress {
  input: string;
  key: Key;
}

const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/** A Key with the given flags set and every other flag false (also the tests' one Key factory). */
export function makeKey(flags: Partial<Key> = {}): Key {
  return { ...NO_KEY, ...flags };
}

export const ENTER: KeyPress = { input: '\r', key: makeKey({ return: true }) };
export const ESCAPE: KeyPress = { input: '', key: makeKey({ escape: true, meta: true }) };

function hasFlag(key: Key): boolean {
  return (
    key.upArrow ||
    key.downArrow ||
    key.leftArrow ||
    key.rightArrow ||
    key.pageDown ||
    key.pageUp ||
    key.home ||
    key.end ||
    key.return ||
    key.escape ||
    key.ctrl ||
    key.tab ||
    key.backspace ||
    key.delete ||
    key.meta ||
    key.super ||
    key.hyper
  );
}

/** One character as Ink 6 reports it when it arrives alone (parse-keypress + use-input), except that a
 *  lone line feed is Enter too. */
function charPress(c: string): KeyPress {
  if (c === '\r' || c === '\n') return ENTER;
  if (c === '\t') return { input: '', key: makeKey({ tab: true }) };
  if (c === '\b') return { input: '', key: makeKey({ backspace: true }) };
  if (c === '\u007f') return { input: '', key: makeKey({ delete: true }) };
  const code = c.codePointAt(0) ?? 0;
  if (code <= 0x1a && c !== ' ') return { input: String.fromCharCode(code + 96), key: makeKey({ ctrl: true }) };
  return { input: c, key: makeKey({ shift: /^[A-Z]$/.test(c) }) };
}

// Ink strips the ESC of an escape sequence it does not know (bracketed-paste markers, focus reports): what is
// left looks like '[200~'. Those are one event, not text.

const STRIPPED_SEQUENCE = /^(\[[0-9;?]*[ -/]*[@-~]|O[@-~])$/;

/** An event that is a run of plain bytes (several characters, no key flag): typed fast, or pasted. */
export function isRun(input: string, key: Key): boolean {
  return !hasFlag(key) && [...input].length > 1 && !STRIPPED_SEQUENCE.test(input);
}

/** A press of a run, with the characters it stands for when they are text: a line break as it came ('\r',
 *  '\n' or '\r\n'), '\t' for Tab, the character itself; none for Backspace or a Ctrl key. */
export interface RunPress {
  press: KeyPress;
  text?: string;
}

/** A run of plain bytes, one press per character ('\r\n' is one Enter). */
export function splitRun(input: string): RunPress[] {
  const presses: RunPress[] = [];
  const chars = [...input];
  for (let i = 0; i < chars.length; i++) {
    const crlf = chars[i] === '\r' && chars[i + 1] === '\n';
    const text = crlf ? '\r\n' : chars[i]!;
    if (crlf) i += 1;
    const press = charPress(chars[i]!);
    presses.push(press.key.return || press.key.tab || isTextPress(press) ? { press, text } : { press });
  }
  return presses;
}

/**
 * The key presses one Ink input event stands for, in order. An event with a key flag, or a single
 * character, is one press; a run of plain bytes is split per character ('\r\n' is one Enter).
 */
export function splitChunk(input: string, key: Key): KeyPress[] {
  // Ink reads ESC followed by a character as Alt+character. Over SSH an Esc pressed just before the next key
  // arrives exactly so ('\x1b2': leave the screen, then go to rooms); the app binds no Alt key, so it is both.
  if (key.meta && !key.escape && !key.ctrl && [...input].length === 1 && isTextPress({ input, key: makeKey() })) {
    return [ESCAPE, charPress(input)];
  }
  if (hasFlag(key) || [...input].length <= 1) {
    // Ink reports a lone '\n' (Ctrl+J, some terminals' Enter) as text.
    return input === '\n' ? [ENTER] : [{ input, key }];
  }
  if (STRIPPED_SEQUENCE.test(input)) return [{ input, key }];
  return splitRun(input).map((p) => p.press);
}

/** A press that types text: printable characters, no key flag. */
export function isTextPress(p: KeyPress): boolean {
  return !hasFlag(p.key) && p.input.length > 0 && !/[\u0000-\u001f\u007f-\u009f]/.test(p.input);
}

/** The bytes a key press stands for, when Ink did not say which it read (the input queue finds paste markers in
 *  them). */
export function sequenceOf(input: string, key: Key): string {
  if (input === '[200~' || input === '[201~') return `\u001b${input}`; // Ink strips the markers' ESC
  if (key.return) return '\r';
  if (key.tab) return '\t';
  if (key.backspace) return '\b';
  if (key.delete) return '\u007f';
  if (key.escape) return '\u001b';
  if (key.ctrl && /^[a-z]$/.test(input)) return String.fromCharCode(input.charCodeAt(0) - 96);
  if (
    key.upArrow ||
    key.downArrow ||
    key.leftArrow ||
    key.rightArrow ||
    key.pageUp ||
    key.pageDown ||
    key.home ||
    key.end ||
    key.meta
  ) {
    return `\u001b${input}`;
  }
  return input;
}
