import { validateSecretKey, validateSecretValue } from '../../api/validation.js';
export const initialEditorState = { draft: {}, mode: { kind: 'list' }, selectedKey: null, fieldError: null, report: null };
export function rowsOf(storedKeys, draft) {
    const stored = new Set(storedKeys);
    const staged = (k) => {
        const e = draft[k];
        if (!e)
            return undefined;
        if (e.kind === 'unset')
            return 'unset';
        return stored.has(k) ? 'replace' : 'add';
    };
    const rows = storedKeys.map((key) => ({ key, stored: true, staged: staged(key) }));
    for (const key of Object.keys(draft))
        if (!stored.has(key) && draft[key].kind === 'set')
            rows.push({ key, stored: false, staged: 'add' });
    return rows;
}
export function stagedCount(draft) {
    return Object.keys(draft).length;
}
export function planSave(draft) {
    const put = [];
    const unsets = [];
    for (const [key, edit] of Object.entries(draft)) {
        if (edit.kind === 'set')
            put.push({ secretKey: key, secretValue: edit.value });
        else
            unsets.push(key);
    }
    return { put, unsets };
}
/** What is left staged after a save: everything that did not go through. */
export function draftAfter(draft, outcome) {
    const next = { ...draft };
    if (outcome.put?.ok)
        for (const [k, e] of Object.entries(draft))
            if (e.kind === 'set')
                delete next[k];
    for (const u of outcome.unsets)
        if ('ok' in u && u.ok)
            delete next[u.key];
    return next;
}
const APPLIED = 'applied (the answer was lost; a re-read shows the change)';
export function reportOf(plan, outcome) {
    const steps = [];
    if (outcome.put) {
        const step = `PUT ${plan.put.length} ${plan.put.length === 1 ? 'key' : 'keys'}`;
        const put = outcome.put;
        steps.push(put.ok
            ? { step, result: 'ok', ...(put.applied ? { message: APPLIED } : {}) }
            : { step, result: 'failed', message: put.message, ...(put.uncertain ? { uncertain: true } : {}) });
    }
    for (const u of outcome.unsets) {
        const step = `unset ${u.key}`;
        if ('notSent' in u)
            steps.push({ step, result: 'not sent' });
        else if (u.ok)
            steps.push({ step, result: 'ok', ...(u.alreadyGone ? { message: 'was already gone' } : u.applied ? { message: APPLIED } : {}) });
        else
            steps.push({ step, result: 'failed', message: u.message, ...(u.uncertain ? { uncertain: true } : {}) });
    }
    return steps;
}
/** Keys of the file that already carry a staged edit with a different outcome. */
export function fileClashes(pairs, draft) {
    return Object.keys(pairs).filter((k) => {
        const e = draft[k];
        return e !== undefined && (e.kind === 'unset' || e.value !== pairs[k]);
    });
}
export function mergeFile(draft, pairs, fileWins) {
    const next = { ...draft };
    for (const [k, value] of Object.entries(pairs))
        if (fileWins || !(k in draft))
            next[k] = { kind: 'set', value };
    return next;
}
export function previewScope(preview, clashes) {
    if (Object.keys(preview.pairs).length === 0)
        return 'fileRefused';
    return clashes.length > 0 ? 'filePreviewClash' : 'filePreview';
}
const list = (s, patch = {}) => ({ ...s, mode: { kind: 'list' }, fieldError: null, ...patch });
export function editorReducer(s, a) {
    switch (a.type) {
        case 'select':
            return { ...s, selectedKey: a.key };
        case 'startInput':
            return { ...s, fieldError: null, mode: { kind: 'input', replacing: a.replacing } };
        case 'stage':
            return list(s, { draft: { ...s.draft, [a.key]: { kind: 'set', value: a.value } }, selectedKey: a.key, report: null });
        case 'toList':
            return list(s);
        case 'fieldError':
            return { ...s, fieldError: a.message };
        case 'toggleUnset': {
            if (a.key in s.draft) {
                const draft = { ...s.draft };
                delete draft[a.key];
                return { ...s, draft, report: null };
            }
            return a.stored ? { ...s, draft: { ...s.draft, [a.key]: { kind: 'unset' } }, report: null } : s;
        }
        case 'openLoad':
            return { ...s, fieldError: null, mode: { kind: 'loadPath' } };
        case 'preview':
            return { ...s, fieldError: null, mode: { kind: 'preview', preview: a.preview, clashes: fileClashes(a.preview.pairs, s.draft) } };
        case 'applyFile':
            if (s.mode.kind !== 'preview' || previewScope(s.mode.preview, s.mode.clashes) === 'fileRefused')
                return s;
            return list(s, { draft: mergeFile(s.draft, s.mode.preview.pairs, a.fileWins), report: null });
        case 'askSave':
            return { ...s, mode: { kind: 'confirmSave' } };
        case 'saving':
            return { ...s, mode: { kind: 'saving', what: a.what } };
        case 'saved': {
            const plan = planSave(s.draft);
            return list(s, { draft: draftAfter(s.draft, a.outcome), report: reportOf(plan, a.outcome) });
        }
        case 'askDiscard':
            return { ...s, mode: { kind: 'confirmDiscard', leave: a.leave } };
        case 'discard':
            return list(s, { draft: {}, report: null });
    }
}
export const INPUT_VALUES = { key: '', value: '' };
const str = (v) => (typeof v === 'string' ? v : '');
/**
 * The add form (key, then the masked value) or, replacing a key, the value alone. `known`: the keys stored or
 * staged, so typing one of them says its value will be replaced.
 */
export function inputSpecs(replacing, known) {
    const value = {
        kind: 'text',
        id: 'value',
        label: 'value',
        masked: true,
        validate: (v, values) => validateSecretValue(replacing ?? str(values.key), v),
        hint: ({ focused, revealed }) => (focused ? `enter stages it · ctrl+r ${revealed ? 'hide' : 'show'}` : undefined),
    };
    if (replacing !== null)
        return [value];
    return [
        {
            kind: 'text',
            id: 'key',
            label: 'key',
            validate: (v) => validateSecretKey(v),
            hint: ({ value: typed }) => (known.has(typed) ? 'exists: the value will be replaced' : undefined),
        },
        value,
    ];
}
