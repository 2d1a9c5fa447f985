/** Printable text only: pastes may carry newlines or escape sequences, which never enter a field. */
export function printable(input) {
    // eslint-disable-next-line no-control-regex
    return input.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}
export function fieldAtEnd(value) {
    return { value, cursor: [...value].length };
}
const change = (chars, cursor) => ({
    kind: 'change',
    state: { value: chars.join(''), cursor: Math.min(Math.max(0, cursor), chars.length) },
});
export function editField(state, input, key) {
    const chars = [...state.value];
    const at = Math.min(Math.max(0, state.cursor), chars.length);
    if (key.return)
        return { kind: 'submit' };
    if (key.escape)
        return { kind: 'cancel' };
    if (key.backspace || key.delete) {
        return at > 0 ? change([...chars.slice(0, at - 1), ...chars.slice(at)], at - 1) : { kind: 'ignored' };
    }
    if (key.leftArrow)
        return at > 0 ? change(chars, at - 1) : { kind: 'ignored' };
    if (key.rightArrow)
        return at < chars.length ? change(chars, at + 1) : { kind: 'ignored' };
    if (key.home || (key.ctrl && input === 'a'))
        return change(chars, 0);
    if (key.end || (key.ctrl && input === 'e'))
        return change(chars, chars.length);
    if (key.ctrl && input === 'u')
        return change([], 0);
    if (key.ctrl && input === 'w') {
        const before = chars.slice(0, at).join('').replace(/\S+\s*$/, '');
        const kept = [...before];
        return change([...kept, ...chars.slice(at)], kept.length);
    }
    if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.pageUp || key.pageDown) {
        return { kind: 'ignored' };
    }
    const text = [...printable(input)];
    return text.length > 0 ? change([...chars.slice(0, at), ...text, ...chars.slice(at)], at + text.length) : { kind: 'ignored' };
}
