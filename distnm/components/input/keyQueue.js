// Which press goes out next. Presses are handed over one at a time, each after the previous one has been
// rendered (useKeyPump), so a press that opens a dialog sends the next ones to the dialog. For a focused
// text field a run of typed characters is handed over in one go (one update, not one per character); a
// bracketed paste is one press for a text field and its characters, one by one, for anything else.
import { isTextPress, makeKey, splitChunk } from './keyPress.js';
const isText = (q) => q !== undefined && !q.paste && isTextPress(q.press);
/** Removes and returns the next press to dispatch (undefined when the queue is empty). */
export function takeNext(queue, acceptsText) {
    const first = queue.shift();
    if (!first)
        return undefined;
    if (first.paste) {
        if (acceptsText)
            return first.press;
        // Not a text field: the pasted characters are keys.
        const [head, ...rest] = splitChunk(first.press.input, makeKey());
        queue.unshift(...rest.map((press) => ({ press, chunk: first.chunk })));
        return head;
    }
    if (!acceptsText || !isText(first))
        return first.press;
    let text = first.press.input;
    while (isText(queue[0]) && queue[0].chunk === first.chunk)
        text += queue.shift().press.input;
    return text === first.press.input ? first.press : { input: text, key: makeKey() };
}
const PASTE_START = '[200~';
const PASTE_END = '[201~';
/**
 * Turns Ink input events into queued presses. Between the bracketed-paste markers (the app turns the mode
 * on; Ink hands the markers over with their ESC stripped) everything is collected as one paste: its line
 * breaks are dropped, and a paste that ends with one submits once.
 */
export function createPressReader() {
    let chunk = 0;
    let paste = null;
    return (input, key) => {
        chunk += 1;
        if (paste === null && input === PASTE_START && !key.ctrl) {
            paste = '';
            return [];
        }
        if (paste !== null) {
            if (input !== PASTE_END) {
                paste += key.return ? '\r' : key.tab ? '\t' : input;
                return [];
            }
            const text = paste;
            paste = null;
            // eslint-disable-next-line no-control-regex
            const line = text.replace(/[\r\n]+/g, '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
            const out = [];
            if (line.length > 0)
                out.push({ press: { input: line, key: makeKey() }, chunk, paste: true });
            if (/[\r\n]$/.test(text))
                out.push({ press: { input: '\r', key: makeKey({ return: true }) }, chunk });
            return out;
        }
        return splitChunk(input, key).map((press) => ({ press, chunk }));
    };
}
