// The new-set form's pure parts: its fields for the form engine (name, region, key, value, create) and what
// a create would send. No React, no I/O: unit-tested without Ink. Values stay in the form until the one PUT.
import type { Region, SecretPair } from '../../api/models.js';
import { validateSecretKey, validateSecretValue, validateSetName } from '../../api/validation.js';
import type { FieldSpec, FormValues } from '../../components/form/formModel.js';

export interface NewSetContext {
  regions: readonly Region[] | null;
  defaultRegion: string | null;
  regionsError: string | null;
  /** Names of the sets that exist. */
  taken: ReadonlySet<string>;
  /** Keys added so far. */
  pairs: readonly SecretPair[];
}

export const NEW_SET_VALUES: FormValues = { name: '', region: '', key: '', value: '' };

const str = (values: FormValues, id: string) => {
  const v = values[id];
  return typeof v === 'string' ? v : '';
};

export function newSetSpecs(ctx: NewSetContext): FieldSpec[] {
  const regions = ctx.regions ?? [];
  const nameProblem = (v: string) => validateSetName(v) ?? (ctx.taken.has(v) ? `${v} exists already` : null);
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
        if (!region) return 'no regions';
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
      multiline: true,
      validate: (v, values) => (str(values, 'key') === '' ? null : validateSecretValue(str(values, 'key'), v)),
      hint: ({ focused, revealed }) =>
        focused ? `enter adds the key · ctrl+r ${revealed ? 'hide' : 'show'}` : undefined,
    },
    { kind: 'button', id: 'create', label: 'create set' },
  ];
}

/** The region preselected once the regions are known: the org default when offered, else the first. */
export function initialRegion(regions: readonly Region[] | null, defaultRegion: string | null): string {
  const codes = (regions ?? []).map((r) => r.code);
  return defaultRegion && codes.includes(defaultRegion) ? defaultRegion : (codes[0] ?? '');
}

export type AddResult = { ok: true; pairs: SecretPair[] } | { ok: false; field: 'key' | 'value'; message: string };

/** The typed key and value added to the pairs (a key typed twice keeps the last value). */
export function addPair(pairs: readonly SecretPair[], values: FormValues): AddResult {
  const key = str(values, 'key');
  const value = str(values, 'value');
  const keyProblem = validateSecretKey(key);
  if (keyProblem) return { ok: false, field: 'key', message: keyProblem };
  const valueProblem = validateSecretValue(key, value);
  if (valueProblem) return { ok: false, field: 'value', message: valueProblem };
  return { ok: true, pairs: [...pairs.filter((p) => p.secretKey !== key), { secretKey: key, secretValue: value }] };
}

export type CreatePlan =
  | { ok: true; name: string; region: string | undefined; pairs: SecretPair[] }
  | { ok: false; field: 'name' | 'key' | 'value'; message: string };

/** What create sends: the name checked, the pairs plus a key and value typed but not added yet. */
export function planCreate(values: FormValues, pairs: readonly SecretPair[], taken: ReadonlySet<string>): CreatePlan {
  const name = str(values, 'name');
  const nameProblem = validateSetName(name);
  if (nameProblem) return { ok: false, field: 'name', message: nameProblem };
  if (taken.has(name))
    return {
      ok: false,
      field: 'name',
      message: `a set named ${name} exists: open it from the list to change its keys`,
    };
  let all = [...pairs];
  if (str(values, 'key') !== '' || str(values, 'value') !== '') {
    const added = addPair(pairs, values);
    if (!added.ok) return added;
    all = added.pairs;
  }
  if (all.length === 0)
    return { ok: false, field: 'key', message: 'add at least one key: a set is created with its first keys' };
  const region = str(values, 'region');
  return { ok: true, name, region: region === '' ? undefined : region, pairs: all };
}
