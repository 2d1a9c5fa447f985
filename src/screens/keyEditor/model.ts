// The key editor's pure model: staged edits (add, replace, unset — all staged alike), the rows they give,
// the save plan (one PUT for adds and replacements, then the unsets) and its outcome, and a loaded file
// merged into the draft with its clashes asked about. No React, no I/O: unit-tested without Ink.
// Values live here (component state) until saved; they never reach the store.
import type { SecretPair } from '../../api/models.js';
import { validateSecretKey, validateSecretValue } from '../../api/validation.js';
import type { FieldSpec, FormValues } from '../../components/form/formModel.js';
import type { FilePreview } from './FilePreview.js';

export type Edit = { kind: 'set'; value: string } | { kind: 'unset' };
/** key → staged edit. */
export type Draft = Readonly<Record<string, Edit>>;

export interface Row {
  key: string;
  stored: boolean;
  /** What is staged for the key, if anything. */
  staged?: 'add' | 'replace' | 'unset';
}

export interface StepOutcome {
  /** e.g. 'PUT 2 keys', 'unset OLD'. */
  step: string;
  result: 'ok' | 'failed' | 'not sent';
  message?: string;
  /** No refusal came: `message` is the verdict ("not applied": never sent or re-read; "outcome unknown"). */
  uncertain?: boolean;
}

export type Mode =
  | { kind: 'list' }
  /** The add (replacing null) or replace form: fields from inputSpecs, on the form engine. */
  | { kind: 'input'; replacing: string | null }
  | { kind: 'loadPath' }
  | { kind: 'preview'; preview: FilePreview; clashes: string[] }
  | { kind: 'confirmSave' }
  | { kind: 'confirmDiscard'; leave: boolean }
  | { kind: 'saving'; what: string }
  /** The agents that use the set, to open one (`A`). */
  | { kind: 'agents' };

export interface EditorState {
  draft: Draft;
  mode: Mode;
  selectedKey: string | null;
  /** The problem with the focused field's value (shown next to it). */
  fieldError: string | null;
  /** The last save's steps, until the next edit. */
  report: StepOutcome[] | null;
}

export const initialEditorState: EditorState = {
  draft: {},
  mode: { kind: 'list' },
  selectedKey: null,
  fieldError: null,
  report: null,
};

export type EditorAction =
  | { type: 'select'; key: string }
  | { type: 'startInput'; replacing: string | null }
  | { type: 'stage'; key: string; value: string }
  | { type: 'toList' }
  | { type: 'fieldError'; message: string | null }
  | { type: 'toggleUnset'; key: string; stored: boolean }
  | { type: 'openLoad' }
  | { type: 'preview'; preview: FilePreview }
  /** Merge the previewed file into the draft; on a clash, the file's value wins only with `fileWins`. */
  | { type: 'applyFile'; fileWins: boolean }
  | { type: 'askSave' }
  | { type: 'saving'; what: string }
  | { type: 'saved'; outcome: SaveOutcome }
  | { type: 'askDiscard'; leave: boolean }
  | { type: 'discard' }
  | { type: 'openAgents' };

export function rowsOf(storedKeys: readonly string[], draft: Draft): Row[] {
  const stored = new Set(storedKeys);
  const staged = (k: string): Row['staged'] => {
    const e = draft[k];
    if (!e) return undefined;
    if (e.kind === 'unset') return 'unset';
    return stored.has(k) ? 'replace' : 'add';
  };
  const rows: Row[] = storedKeys.map((key) => ({ key, stored: true, staged: staged(key) }));
  for (const key of Object.keys(draft))
    if (!stored.has(key) && draft[key].kind === 'set') rows.push({ key, stored: false, staged: 'add' });
  return rows;
}

export function stagedCount(draft: Draft): number {
  return Object.keys(draft).length;
}

export interface SavePlan {
  /** One PUT with these pairs (empty: no PUT). */
  put: SecretPair[];
  /** Then one DELETE per key, in this order. */
  unsets: string[];
}

export function planSave(draft: Draft): SavePlan {
  const put: SavePlan['put'] = [];
  const unsets: string[] = [];
  for (const [key, edit] of Object.entries(draft)) {
    if (edit.kind === 'set') put.push({ secretKey: key, secretValue: edit.value });
    else unsets.push(key);
  }
  return { put, unsets };
}

export interface SaveOutcome {
  /** null: no PUT was needed. */
  /** `applied`: the answer was lost but a re-read shows the change; `uncertain`: see StepOutcome. */
  put: { ok: true; applied?: boolean } | { ok: false; message: string; uncertain?: boolean } | null;
  unsets: Array<
    | { key: string; ok: true; alreadyGone?: boolean; applied?: boolean }
    | { key: string; ok: false; message: string; uncertain?: boolean }
    | { key: string; notSent: true }
  >;
}

/** What is left staged after a save: everything that did not go through. */
export function draftAfter(draft: Draft, outcome: SaveOutcome): Draft {
  const next: Record<string, Edit> = { ...draft };
  if (outcome.put?.ok) for (const [k, e] of Object.entries(draft)) if (e.kind === 'set') delete next[k];
  for (const u of outcome.unsets) if ('ok' in u && u.ok) delete next[u.key];
  return next;
}

const APPLIED = 'applied (the answer was lost; a re-read shows the change)';

export function reportOf(plan: SavePlan, outcome: SaveOutcome): StepOutcome[] {
  const steps: StepOutcome[] = [];
  if (outcome.put) {
    const step = `PUT ${plan.put.length} ${plan.put.length === 1 ? 'key' : 'keys'}`;
    const put = outcome.put;
    steps.push(
      put.ok
        ? { step, result: 'ok', ...(put.applied ? { message: APPLIED } : {}) }
        : { step, result: 'failed', message: put.message, ...(put.uncertain ? { uncertain: true } : {}) },
    );
  }
  for (const u of outcome.unsets) {
    const step = `unset ${u.key}`;
    if ('notSent' in u) steps.push({ step, result: 'not sent' });
    else if (u.ok)
      steps.push({
        step,
        result: 'ok',
        ...(u.alreadyGone ? { message: 'was already gone' } : u.applied ? { message: APPLIED } : {}),
      });
    else steps.push({ step, result: 'failed', message: u.message, ...(u.uncertain ? { uncertain: true } : {}) });
  }
  return steps;
}

/** Keys of the file that already carry a staged edit with a different outcome. */
export function fileClashes(pairs: Readonly<Record<string, string>>, draft: Draft): string[] {
  return Object.keys(pairs).filter((k) => {
    const e = draft[k];
    return e !== undefined && (e.kind === 'unset' || e.value !== pairs[k]);
  });
}

export function mergeFile(draft: Draft, pairs: Readonly<Record<string, string>>, fileWins: boolean): Draft {
  const next: Record<string, Edit> = { ...draft };
  for (const [k, value] of Object.entries(pairs)) if (fileWins || !(k in draft)) next[k] = { kind: 'set', value };
  return next;
}

/** The keys the load-file preview takes: a refused file (nothing parsed) offers only back and another file. */
export type PreviewScope = 'filePreview' | 'filePreviewClash' | 'fileRefused';

export function previewScope(preview: FilePreview, clashes: readonly string[]): PreviewScope {
  if (Object.keys(preview.pairs).length === 0) return 'fileRefused';
  return clashes.length > 0 ? 'filePreviewClash' : 'filePreview';
}

const list = (s: EditorState, patch: Partial<EditorState> = {}): EditorState => ({
  ...s,
  mode: { kind: 'list' },
  fieldError: null,
  ...patch,
});

export function editorReducer(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case 'select':
      return { ...s, selectedKey: a.key };
    case 'startInput':
      return { ...s, fieldError: null, mode: { kind: 'input', replacing: a.replacing } };
    case 'stage':
      return list(s, {
        draft: { ...s.draft, [a.key]: { kind: 'set', value: a.value } },
        selectedKey: a.key,
        report: null,
      });
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
      return {
        ...s,
        fieldError: null,
        mode: { kind: 'preview', preview: a.preview, clashes: fileClashes(a.preview.pairs, s.draft) },
      };
    case 'applyFile':
      if (s.mode.kind !== 'preview' || previewScope(s.mode.preview, s.mode.clashes) === 'fileRefused') return s;
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
    case 'openAgents':
      return s.mode.kind === 'list' ? { ...s, mode: { kind: 'agents' } } : s;
  }
}

export const INPUT_VALUES: FormValues = { key: '', value: '' };

const str = (v: FormValues[string] | undefined) => (typeof v === 'string' ? v : '');

/**
 * The add form (key, then the masked value) or, replacing a key, the value alone. `known`: the keys stored or
 * staged, so typing one of them says its value will be replaced.
 */
export function inputSpecs(replacing: string | null, known: ReadonlySet<string>): FieldSpec[] {
  const value: FieldSpec = {
    kind: 'text',
    id: 'value',
    label: 'value',
    masked: true,
    multiline: true,
    validate: (v, values) => validateSecretValue(replacing ?? str(values.key), v),
    hint: ({ focused, revealed }) => (focused ? `enter stages it · ctrl+r ${revealed ? 'hide' : 'show'}` : undefined),
  };
  if (replacing !== null) return [value];
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

/**
 * The key editor's unsaved work in words after "your" (null: none): the staged changes, named, and a key or value
 * typed in the add/replace form but not staged yet.
 */
export function draftPhrase(
  name: string,
  stagedKeys: readonly string[],
  typing: { replacing: string | null } | null,
): string | null {
  const n = stagedKeys.length;
  const which = n <= 3 ? stagedKeys.join(', ') : `${stagedKeys.slice(0, 3).join(', ')}, +${n - 3} more`;
  const changes = n > 0 ? `${n} staged ${n === 1 ? 'change' : 'changes'} to ${name} (${which})` : null;
  if (!typing) return changes;
  if (changes)
    return `${changes} and the ${typing.replacing !== null ? `value of ${typing.replacing}` : 'key'} being typed`;
  return typing.replacing !== null
    ? `new value of ${typing.replacing} (typed, not staged)`
    : `new key for ${name} (typed, not staged)`;
}
