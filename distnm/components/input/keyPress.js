const NO_KEY = {
    upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false,
    home: false, end: false, return: false, escape: false, ctrl: false, shift: false, tab: false,
    backspace: false, delete: false, meta: false, super: false, hyper: false, capsLock: false, numLock: false,
};
/** A Key with the given flags set and every other flag false (also the tests' one Key factory). */
export function makeKey(flags = {}) {
    return { ...NO_KEY, ...flags };
}
export const ENTER = { input: '\r', key: makeKey({ return: true }) };
export const ESCAPE = { input: '', key: makeKey({ escape: true, meta: true }) };
function hasFlag(key) {
    return (key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.pageDown || key.pageUp ||
        key.home || key.end || key.return || key.escape || key.ctrl || key.tab || key.backspace ||
        key.delete || key.meta || key.super || key.hyper);
}
/** One character as Ink 6 reports it when it arrives alone (parse-keypress + use-input), except that a
 *  lone line feed is Enter too. */
function charPress(c) {
    if (c === '\r' || c === '\n')
        return ENTER;
    if (c === '\t')
        return { input: '', key: makeKey({ tab: true }) };
    if (c === '\b')
        return { input: '', key: makeKey({ backspace: true }) };
    if (c === '\u007f')
        return { input: '', key: makeKey({ delete: true }) };
    const code = c.codePointAt(0) ?? 0;
    if (code <= 0x1a && c !== ' ')
        return { input: String.fromCharCode(code + 96), key: makeKey({ ctrl: true }) };
    return { input: c, key: makeKey({ shift: /^[A-Z]$/.test(c) }) };
}
// Ink strips the ESC of an escape sequence it does not know (bracketed-paste markers, focus reports): what is
// left looks like '[200~'. Those are one event, not text.
// eslint-disable-next-line no-control-regex
const STRIPPED_SEQUENCE = /^(\[[0-9;?]*[ -/]*[@-~]|O[@-~])$/;
/**
 * The key presses one Ink input event stands for, in order. An event with a key flag, or a single
 * character, is one press; a run of plain bytes is split per character ('\r\n' is one Enter).
 */
export function splitChunk(input, key) {
    // Ink reads ESC followed by a character as Alt+character. Over SSH an Esc pressed just before the next key
    // arrives exactly so ('\x1b2': leave the screen, then go to rooms); the app binds no Alt key, so it is both.
    if (key.meta && !key.escape && !key.ctrl && [...input].length === 1 && isTextPress({ input, key: makeKey() })) {
        return [ESCAPE, charPress(input)];
    }
    if (hasFlag(key) || [...input].length <= 1) {
        // Ink reports a lone '\n' (Ctrl+J, some terminals' Enter) as text.
        return input === '\n' ? [ENTER] : [{ input, key }];
    }
    if (STRIPPED_SEQUENCE.test(input))
        return [{ input, key }];
    const presses = [];
    const chars = [...input];
    for (let i = 0; i < chars.length; i++) {
        if (chars[i] === '\r' && chars[i + 1] === '\n')
            i += 1;
        presses.push(charPress(chars[i]));
    }
    return presses;
}
/** A press that types text: printable characters, no key flag. */
export function isTextPress(p) {
    // eslint-disable-next-line no-control-regex
    return !hasFlag(p.key) && p.input.length > 0 && !/[\u0000-\u001f\u007f-\u009f]/.test(p.input);
}
