import { editField } from '../textEdit.js';
export function initialFormState(specs, values, focus) {
    const first = visibleFields(specs, values)[0];
    return { values, cursors: {}, revealed: {}, focus: focus ?? first?.id ?? '', submitted: false, touched: {} };
}
export function visibleFields(specs, values) {
    return specs.filter((f) => !f.visible || f.visible(values));
}
export function textValue(state, id) {
    const v = state.values[id];
    return typeof v === 'string' ? v : '';
}
/** The focused-or-not text field's value and cursor. */
export function fieldState(state, id) {
    const value = textValue(state, id);
    const length = [...value].length;
    return { value, cursor: Math.min(state.cursors[id] ?? length, length) };
}
export function fieldError(spec, values) {
    if (spec.kind !== 'text' || !spec.validate)
        return null;
    const v = values[spec.id];
    return spec.validate(typeof v === 'string' ? v : '', values);
}
/** Errors of the visible fields, in form order. */
export function formErrors(specs, values) {
    const out = [];
    for (const spec of visibleFields(specs, values)) {
        const message = fieldError(spec, values);
        if (message)
            out.push({ id: spec.id, message });
    }
    return out;
}
/** The error to show under a field now: once touched (typed into) or after a refused submit. */
export function shownError(spec, state) {
    if (!state.submitted && !state.touched[spec.id])
        return null;
    return fieldError(spec, state.values);
}
/** Focus on `id`; a revealed masked field is hidden again when focus leaves it. */
export function focusField(state, id) {
    if (id === state.focus)
        return state;
    const revealed = { ...state.revealed };
    delete revealed[state.focus];
    return { ...state, focus: id, revealed };
}
/** Sets a value (e.g. a default that arrived later, or clearing after a step); the cursor goes to its end. */
export function setValue(state, id, value) {
    const cursors = { ...state.cursors };
    delete cursors[id];
    return { ...state, values: { ...state.values, [id]: value }, cursors };
}
function moveFocus(specs, state, delta) {
    const fields = visibleFields(specs, state.values);
    if (fields.length === 0)
        return state;
    const at = Math.max(0, fields.findIndex((f) => f.id === state.focus));
    return focusField(state, fields[(at + delta + fields.length) % fields.length].id);
}
export function isTextFocused(specs, state) {
    return specs.find((f) => f.id === state.focus)?.kind === 'text';
}
function enter(specs, state, opts) {
    const fields = visibleFields(specs, state.values);
    const at = fields.findIndex((f) => f.id === state.focus);
    const spec = fields[at];
    if ((opts.enter ?? 'next') === 'submit' || !spec || spec.kind === 'button' || at === fields.length - 1) {
        return { state, action: 'submit', handled: true };
    }
    if (fieldError(spec, state.values))
        return { state: { ...state, touched: { ...state.touched, [spec.id]: true } }, action: null, handled: true };
    return { state: moveFocus(specs, state, 1), action: null, handled: true };
}
/**
 * Applies one key press: `command` is what the binding table names for it (undefined: none), `input`/`key`
 * the press itself, which a focused text field edits with editField.
 */
export function formKey(specs, state, input, key, command, opts = {}) {
    const same = (handled) => ({ state, action: null, handled });
    if (command === 'submit')
        return enter(specs, state, opts);
    if (command === 'cancel')
        return { state, action: 'cancel', handled: true };
    if (command === 'prev')
        return { state: moveFocus(specs, state, -1), action: null, handled: true };
    if (command === 'next')
        return { state: moveFocus(specs, state, 1), action: null, handled: true };
    const spec = specs.find((f) => f.id === state.focus);
    if (!spec)
        return same(false);
    if (spec.kind === 'text') {
        if (command === 'reveal') {
            if (!spec.masked)
                return same(true);
            const revealed = { ...state.revealed };
            if (revealed[spec.id])
                delete revealed[spec.id];
            else
                revealed[spec.id] = true;
            return { state: { ...state, revealed }, action: null, handled: true };
        }
        const edited = editField(fieldState(state, spec.id), input, key);
        if (edited.kind !== 'change')
            return same(false);
        return {
            state: {
                ...state,
                values: { ...state.values, [spec.id]: edited.state.value },
                cursors: { ...state.cursors, [spec.id]: edited.state.cursor },
                touched: edited.state.value === textValue(state, spec.id) ? state.touched : { ...state.touched, [spec.id]: true },
            },
            action: null,
            handled: true,
        };
    }
    if (command !== 'toggleNext' && command !== 'togglePrev')
        return same(false);
    if (spec.kind === 'button')
        return same(true);
    if (spec.kind === 'bool') {
        return { state: { ...state, values: { ...state.values, [spec.id]: !state.values[spec.id] } }, action: null, handled: true };
    }
    const options = spec.options;
    if (options.length === 0)
        return same(true);
    const at = Math.max(0, options.findIndex((o) => o.value === state.values[spec.id]));
    const next = options[(at + (command === 'togglePrev' ? -1 : 1) + options.length) % options.length];
    return { state: { ...state, values: { ...state.values, [spec.id]: next.value } }, action: null, handled: true };
}
