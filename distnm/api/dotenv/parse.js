// A line-for-line port of python-dotenv's parser (1.x, dotenv/parser.py): Pipecat agents read their `.env` with
// it, so a file must mean here what it means there. The regexes keep Python's meaning of `\s` (str.isspace, which
// differs from JavaScript's: it includes U+001C–U+001F and U+0085, and not U+FEFF), and a statement the parser
// cannot read becomes an error binding that swallows the rest of its line, as python-dotenv does before warning.
// Input must already have Python's universal newlines applied (see toUniversalNewlines).
/** Python's `\s` for str patterns (the characters for which str.isspace() is true). */
const WS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Python's `[^\S\r\n]`: whitespace other than line breaks. */
const HWS = '\\t\\v\\f\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const sticky = (source) => new RegExp(source, 'uy');
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
const DOUBLE_QUOTE_ESCAPES = {
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
/** Python's text-mode reading turns `\r\n` and a lone `\r` into `\n` before the parser sees the text. */
export const toUniversalNewlines = (text) => text.replace(/\r\n?/g, '\n');
class ParseError extends Error {
}
const countNewlines = (text) => text.match(/\r\n|\n|\r/g)?.length ?? 0;
class Reader {
    text;
    position = 0;
    line = 1;
    constructor(text) {
        this.text = text;
    }
    hasNext() {
        return this.position < this.text.length;
    }
    peek(count) {
        return this.text.slice(this.position, this.position + count);
    }
    readRegex(regex) {
        regex.lastIndex = this.position;
        const match = regex.exec(this.text);
        if (match === null)
            throw new ParseError('pattern not found');
        this.line += countNewlines(match[0]);
        this.position += match[0].length;
        return match.slice(1);
    }
}
function decodeEscapes(value, escapes) {
    return value.replace(escapes, (match) => DOUBLE_QUOTE_ESCAPES[match[1]] ?? match);
}
function parseKey(reader) {
    const char = reader.peek(1);
    if (char === '#')
        return null;
    return (char === "'" ? reader.readRegex(singleQuotedKey) : reader.readRegex(unquotedKey))[0];
}
function parseValue(reader) {
    const char = reader.peek(1);
    if (char === "'")
        return { value: decodeEscapes(reader.readRegex(singleQuotedValue)[0], /\\[\\']/g), quoted: true };
    if (char === '"')
        return { value: decodeEscapes(reader.readRegex(doubleQuotedValue)[0], /\\[\\'"abfnrtv]/g), quoted: true };
    if (char === '' || char === '\n' || char === '\r')
        return { value: '', quoted: false };
    const part = reader.readRegex(unquotedValue)[0];
    return { value: part.replace(inlineComment, '').replace(trailingWhitespace, ''), quoted: false };
}
function parseBinding(reader) {
    let line = reader.line;
    try {
        reader.readRegex(multilineWhitespace);
        if (!reader.hasNext())
            return null;
        line = reader.line;
        reader.readRegex(exportPrefix);
        const key = parseKey(reader);
        reader.readRegex(whitespace);
        let value = null;
        let quoted = false;
        if (reader.peek(1) === '=') {
            reader.readRegex(equalSign);
            ({ value, quoted } = parseValue(reader));
        }
        reader.readRegex(comment);
        reader.readRegex(endOfLine);
        return { key, value, quoted, line, error: false };
    }
    catch (error) {
        if (!(error instanceof ParseError))
            throw error;
        reader.readRegex(restOfLine);
        return { key: null, value: null, quoted: false, line, error: true };
    }
}
/** Every statement of a `.env` text, in order (python-dotenv's parse_stream, minus the trailing whitespace). */
export function parseBindings(text) {
    const reader = new Reader(text);
    const bindings = [];
    while (reader.hasNext()) {
        const binding = parseBinding(reader);
        if (binding)
            bindings.push(binding);
    }
    return bindings;
}
