// A text's bytes as a server may have written them: hex (`736b5f…`, `736B5F…`), `\xNN` escapes (C strings, Python's
// bytes repr `b'caf\xc3\xa9'`, with its `\\`, `\'`, `\n`, `\r`, `\t`) and `%NN` for every byte. redact.ts decodes each
// such run to its bytes, one character per byte (Latin-1), and looks for a value's forms there too: an ASCII value's
// bytes read the same as the value; another value is also registered as its UTF-8 bytes read as Latin-1.

/** A decoded run: its characters, and where each came from in the text ([from[i], to[i])). */
export interface DecodedView {
  text: string;
  from: Int32Array;
  to: Int32Array;
}

/** Hex runs long enough to hold a whole short value (6 bytes: 12 digits). */
const HEX_RUN = /[0-9a-fA-F]{12,}/g;
const HAS_ESCAPE = /\\x[0-9a-fA-F]{2}|%[0-9a-fA-F]{2}/;
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '\\': '\\', "'": "'", '"': '"' };

const hexValue = (code: number): number => (code <= 57 ? code - 48 : (code | 0x20) - 87);

/** The decoded views of `text` (none for text without a hex run or an escape: the usual case, two regex tests). */
export function decodedViews(text: string): DecodedView[] {
  const views: DecodedView[] = [];
  HEX_RUN.lastIndex = 0;
  for (let match = HEX_RUN.exec(text); match; match = HEX_RUN.exec(text)) {
    // The run may start one digit before the value's first byte (an `a` of a word before it): both alignments.
    for (const shift of [0, 1]) views.push(hexView(text, match.index + shift, match.index + match[0].length));
  }
  if (HAS_ESCAPE.test(text)) views.push(escapeView(text));
  return views;
}

function hexView(text: string, start: number, end: number): DecodedView {
  const count = Math.floor((end - start) / 2);
  const from = new Int32Array(count);
  const to = new Int32Array(count);
  let decoded = '';
  for (let i = 0; i < count; i++) {
    const at = start + 2 * i;
    decoded += String.fromCharCode(hexValue(text.charCodeAt(at)) * 16 + hexValue(text.charCodeAt(at + 1)));
    from[i] = at;
    to[i] = at + 2;
  }
  return { text: decoded, from, to };
}

/** The whole text with `\xNN`, `%NN` and Python's simple escapes decoded; every other character as it is. */
function escapeView(text: string): DecodedView {
  const from = new Int32Array(text.length);
  const to = new Int32Array(text.length);
  let decoded = '';
  let n = 0;
  for (let i = 0; i < text.length;) {
    const c = text[i];
    let width = 1;
    let char = c;
    if (
      (c === '\\' && (text[i + 1] === 'x' || text[i + 1] === 'X') && isHexPair(text, i + 2)) ||
      (c === '%' && isHexPair(text, i + 1))
    ) {
      const digits = c === '%' ? i + 1 : i + 2;
      char = String.fromCharCode(hexValue(text.charCodeAt(digits)) * 16 + hexValue(text.charCodeAt(digits + 1)));
      width = digits + 2 - i;
    } else if (c === '\\' && SIMPLE_ESCAPES[text[i + 1]] !== undefined) {
      char = SIMPLE_ESCAPES[text[i + 1]];
      width = 2;
    }
    decoded += char;
    from[n] = i;
    to[n] = i + width;
    n++;
    i += width;
  }
  return { text: decoded, from: from.subarray(0, n), to: to.subarray(0, n) };
}

function isHexPair(text: string, at: number): boolean {
  return /^[0-9a-fA-F]{2}$/.test(text.slice(at, at + 2));
}
