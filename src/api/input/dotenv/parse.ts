// A line-for-line port of python-dotenv's parser (1.x, dotenv/parser.py): Pipecat agents read their `.env` with
// it, so a file must mean here what it means there. The regexes keep Python's meaning of `\s` (str.isspace, which
// differs from JavaScript's: it includes U+001C–U+001F and U+0085, and not U+FEFF), and a statement the parser
// cannot read becomes an error binding that swallows the rest of its line, as python-dotenv does before warning.
// Input must already have Python's universal newlines applied (see toUniversalNewlines).

/** Python's `\s` for str patterns (the characters for which str.isspace() is true). */
const WS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Python's `[^\S\r\n]`: whitespace other than line breaks. */
const HWS = '\\t\\v\\f\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

const sticky = (source: string) => new RegExp(source, 'uy');

const multilineWhitespace = sticky(`[${WS}]*`);
const whitespace = sticky(`[${HWS}]*`);
const exportPrefix = sticky(`(?:export[${HWS}]+)?`);
const singleQuotedKey = sticky(`'([^']+)'`);
const unquotedKey = sticky(`([^=#${WS}]+)`);
const equalSign = sticky(`(=[${HWS}]*)`);
const singleQuotedValue = sticky(`'((?:\\\\'|[^'])*)'`);
const doubleQuotedValue = sticky(`"((?:\\\\"|[^"])*)"`);
const unquotedValue = sticky(`([^\\r\\n]*)`);
const comment = sticky(`(?:[${HWS}]*#[^\\r\\n]*)?`);
const endOfLine = sticky(`[${HWS}]*(?:\\r\\n|\\n|\\r|$)`);
const restOfLine = sticky(`[^\\r\\n]*(?:\\r|\\n|\\r\\n)?`);
const inlineComment = new RegExp(`[${WS}]+#[^]*$`, 'u');
const trailingWhitespace = new RegExp(`[${WS}]+$`, 'u');

const DOUBLE_QUOTE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

export interface Binding {
  /** null for blank and comment lines, and for statements that could not be parsed. */
  key: string | null;
  /** null when the key has no `=` (python-dotenv's None). */
  value: string | null;
  /** The value was written in single or double quotes. */
  quoted: boolean;
  /** 1-based line where the statement's text starts (after blank lines before it). */
  line: number;
  /** python-dotenv could not parse this statement (it warns and skips it). */
  error: boolean;
  /** How the statement was written, for telling where a line-by-line reader (the official CLI) differs. */
  form?: BindingForm;
}

export interface BindingForm {
  /** `export ` before the key. */
  exported: boolean;
  /** The key was in single quotes. */
  quotedKey: boolean;
  /** The quote the value was written in. */
  quote: "'" | '"' | null;
  /** A backslash escape in the quoted value was decoded (`\t` became a tab). */
  escaped: boolean;
  /** A `#` comment followed the value on its line and was dropped. */
  comment: boolean;
  /** The value's text spans lines (a quoted value with line breaks in it). */
  multiline: boolean;
  /** The line where the statement's text ends. */
  lastLine: number;
}

/** Python's text-mode reading turns `\r\n` and a lone `\r` into `\n` before the parser sees the text. */
export const toUniversalNewlines = (text: string): string => text.replace(/\r\n?/g, '\n');

class ParseError extends Error {}

const countNewlines = (text: string): number => text.match(/\r\n|\n|\r/g)?.length ?? 0;

class Reader {
  position = 0;
  line = 1;
  constructor(readonly text: string) {}

  hasNext(): boolean {
    return this.position < this.text.length;
  }

  peek(count: number): string {
    return this.text.slice(this.position, this.position + count);
  }

  readRegex(regex: RegExp): string[] {
    regex.lastIndex = this.position;
    const match = regex.exec(this.text);
    if (match === null) throw new ParseError('pattern not found');
    this.line += countNewlines(match[0]);
    this.position += match[0].length;
    return match.slice(1);
  }
}

function decodeEscapes(value: string, escapes: RegExp): string {
  return value.replace(escapes, (match) => DOUBLE_QUOTE_ESCAPES[match[1]] ?? match);
}

function parseKey(reader: Reader): string | null {
  const char = reader.peek(1);
  if (char === '#') return null;
  return (char === "'" ? reader.readRegex(singleQuotedKey) : reader.readRegex(unquotedKey))[0];
}

interface ParsedValue {
  value: string;
  quote: "'" | '"' | null;
  escaped: boolean;
  comment: boolean;
  multiline: boolean;
}

function quotedValue(raw: string, quote: "'" | '"', escapes: RegExp): ParsedValue {
  const value = decodeEscapes(raw, escapes);
  return { value, quote, escaped: value !== raw, comment: false, multiline: /[\r\n]/.test(raw) };
}

function parseValue(reader: Reader): ParsedValue {
  const char = reader.peek(1);
  if (char === "'") return quotedValue(reader.readRegex(singleQuotedValue)[0], "'", /\\[\\']/g);
  if (char === '"') return quotedValue(reader.readRegex(doubleQuotedValue)[0], '"', /\\[\\'"abfnrtv]/g);
  const plain = { quote: null, escaped: false, comment: false, multiline: false };
  if (char === '' || char === '\n' || char === '\r') return { value: '', ...plain };
  const part = reader.readRegex(unquotedValue)[0];
  const uncommented = part.replace(inlineComment, '');
  return { ...plain, value: uncommented.replace(trailingWhitespace, ''), comment: uncommented !== part };
}

function parseBinding(reader: Reader): Binding | null {
  let line = reader.line;
  try {
    reader.readRegex(multilineWhitespace);
    if (!reader.hasNext()) return null;
    line = reader.line;
    const statementStart = reader.position;
    reader.readRegex(exportPrefix);
    const keyStart = reader.position;
    const exported = keyStart > statementStart;
    const key = parseKey(reader);
    const quotedKey = key !== null && reader.text[keyStart] === "'";
    reader.readRegex(whitespace);
    let parsed: ParsedValue | null = null;
    if (reader.peek(1) === '=') {
      reader.readRegex(equalSign);
      parsed = parseValue(reader);
    }
    const commentStart = reader.position;
    reader.readRegex(comment);
    const trailingComment = reader.position > commentStart;
    const lastLine = reader.line;
    reader.readRegex(endOfLine);
    const form: BindingForm = {
      exported,
      quotedKey,
      quote: parsed?.quote ?? null,
      escaped: parsed?.escaped ?? false,
      comment: (parsed?.comment ?? false) || trailingComment,
      multiline: parsed?.multiline ?? false,
      lastLine,
    };
    return {
      key,
      value: parsed?.value ?? null,
      quoted: parsed !== null && parsed.quote !== null,
      line,
      error: false,
      form,
    };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    reader.readRegex(restOfLine);
    return { key: null, value: null, quoted: false, line, error: true };
  }
}

/** Every statement of a `.env` text, in order (python-dotenv's parse_stream, minus the trailing whitespace). */
export function parseBindings(text: string): Binding[] {
  const reader = new Reader(text);
  const bindings: Binding[] = [];
  while (reader.hasNext()) {
    const binding = parseBinding(reader);
    if (binding) bindings.push(binding);
  }
  return bindings;
}
