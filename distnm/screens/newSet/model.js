import { validateSecretKey, validateSecretValue, validateSetName } from '../../api/validation.js';
export const NEW_SET_VALUES = { name: '', region: '', key: '', value: '' };
const str = (values, id) => {
    const v = values[id];
    return typeof v === 'string' ? v : '';
};
export function newSetSpecs(ctx) {
    const regions = ctx.regions ?? [];
    const nameProblem = (v) => validateSetName(v) ?? (ctx.taken.has(v) ? `${v} exists already` : null);
    return [
        {
            kind: 'text',
            id: 'name',
            label: 'name',
            validate: nameProblem,
            hint: ({ value }) => (value === '' ? 'letters, numbers and hyphens' : nameProblem(value) ? undefined : '✔'),
        },
        {
            kind: 'choice',
            id: 'region',
            label: 'region',
            options: regions.map((r) => ({ value: r.code, label: r.code })),
            hint: ({ value }) => {
                if (!ctx.regions)
                    return ctx.regionsError ? `org default (regions unavailable: ${ctx.regionsError})` : 'loading regions…';
                const region = regions.find((r) => r.code === value);
                if (!region)
                    return 'no regions';
                return `${region.display_name}${region.code === ctx.defaultRegion ? ' (org default)' : ''}`;
            },
        },
        {
            kind: 'text',
            id: 'key',
            label: 'key',
            // Empty is fine once a key was added: Enter then goes on to create.
            validate: (v) => (v === '' && ctx.pairs.length > 0 ? null : validateSecretKey(v)),
        },
        {
            kind: 'text',
            id: 'value',
            label: 'value',
            masked: true,
            validate: (v, values) => (str(values, 'key') === '' ? null : validateSecretValue(str(values, 'key'), v)),
            hint: ({ focused, revealed }) => (focused ? `enter adds the key · ctrl+r ${revealed ? 'hide' : 'show'}` : undefined),
        },
        { kind: 'button', id: 'create', label: 'create set' },
    ];
}
/** The region preselected once the regions are known: the org default when offered, else the first. */
export function initialRegion(regions, defaultRegion) {
    const codes = (regions ?? []).map((r) => r.code);
    return defaultRegion && codes.includes(defaultRegion) ? defaultRegion : codes[0] ?? '';
}
/** The typed key and value added to the pairs (a key typed twice keeps the last value). */
export function addPair(pairs, values) {
    const key = str(values, 'key');
    const value = str(values, 'value');
    const keyProblem = validateSecretKey(key);
    if (keyProblem)
        return { ok: false, field: 'key', message: keyProblem };
    const valueProblem = validateSecretValue(key, value);
    if (valueProblem)
        return { ok: false, field: 'value', message: valueProblem };
    return { ok: true, pairs: [...pairs.filter((p) => p.secretKey !== key), { secretKey: key, secretValue: value }] };
}
/** What create sends: the name checked, the pairs plus a key and value typed but not added yet. */
export function planCreate(values, pairs, taken) {
    const name = str(values, 'name');
    const nameProblem = validateSetName(name);
    if (nameProblem)
        return { ok: false, field: 'name', message: nameProblem };
    if (taken.has(name))
        return { ok: false, field: 'name', message: `a set named ${name} exists: open it from the list to change its keys` };
    let all = [...pairs];
    if (str(values, 'key') !== '' || str(values, 'value') !== '') {
        const added = addPair(pairs, values);
        if (!added.ok)
            return added;
        all = added.pairs;
    }
    if (all.length === 0)
        return { ok: false, field: 'key', message: 'add at least one key: a set is created with its first keys' };
    const region = str(values, 'region');
    return { ok: true, name, region: region === '' ? undefined : region, pairs: all };
}
