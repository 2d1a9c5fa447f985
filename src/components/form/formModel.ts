// THE form engine: text, boolean and choice fields, validated as you type; Tab/Shift+Tab and ↑/↓ move, Enter
// submits, Esc cancels. Pure state + key handling,
// so a form is unit-testable without Ink; FormView.tsx draws it. Used by the rooms and token forms.
import type { Key } from 'ink';
import { editText } from '../textEdit.js';

export type FormValues = Record<string, string | boolean>;

interface FieldBase {
  id: string;
  label: string;
  /** Shown dimmed after the value, e.g. the default or the rule. */
  hint?: string;
  /** Field shown only when this is true (e.g. SIP params when SIP is on). */
  visible?: (values: FormValues) => boolean;
  /** Indented under a section toggle. */
  indent?: boolean;
}

export interface TextFieldSpec extends FieldBase {
  kind: 'text';
  placeholder?: string;
  /** A rule message, or null when the value is fine. Checked as you type. */
  validate?: (value: string, values: FormValues) => string | null;
  /** A second line describing the value, e.g. expiry "in 1h · 2026-…". */
  describe?: (value: string, values: FormValues) => string | null;
}

export interface BoolFieldSpec extends FieldBase {
  kind: 'bool';
}

export interface ChoiceFieldSpec extends FieldBase {
  kind: 'choice';
  options: ReadonlyArray<{ value: string; label: string }>;
}

export type FieldSpec = TextFieldSpec | BoolFieldSpec | ChoiceFieldSpec;

export interface FormState {
  values: FormValues;
  focus: string;
  /** Set after a refused submit: every error is shown, not only the touched ones. */
  submitted: boolean;
  touched: Record<string, true>;
}

export type FormAction = 'submit' | 'cancel' | null;

export function initialFormState(specs: readonly FieldSpec[], values: FormValues): FormState {
  const first = visibleFields(specs, values)[0];
  return {
    values,
    focus: first?.id ?? '',
    submitted: false,
    touched: {},
  };
}

export function visibleFields(specs: readonly FieldSpec[], values: FormValues): FieldSpec[] {
  return specs.filter((f) => !f.visible || f.visible(values));
}

export function fieldError(spec: FieldSpec, values: FormValues): string | null {
  if (spec.kind !== 'text' || !spec.validate) return null;
  const v = values[spec.id];
  return spec.validate(typeof v === 'string' ? v : '', values);
}

/** Errors of the visible fields, in form order. */
export function formErrors(specs: readonly FieldSpec[], values: FormValues): Array<{ id: string; message: string }> {
  const out: Array<{ id: string; message: string }> = [];
  for (const spec of visibleFields(specs, values)) {
    const message = fieldError(spec, values);
    if (message) out.push({ id: spec.id, message });
  }
  return out;
}

/** The error to show under a field now: once touched (typed into) or after a refused submit. */
export function shownError(spec: FieldSpec, state: FormState): string | null {
  if (!state.submitted && !state.touched[spec.id]) return null;
  return fieldError(spec, state.values);
}

function moveFocus(specs: readonly FieldSpec[], state: FormState, delta: number): FormState {
  const fields = visibleFields(specs, state.values);
  if (fields.length === 0) return state;
  const at = Math.max(0, fields.findIndex((f) => f.id === state.focus));
  const next = fields[(at + delta + fields.length) % fields.length]!;
  return { ...state, focus: next.id };
}

export function isTextFocused(specs: readonly FieldSpec[], state: FormState): boolean {
  return specs.find((f) => f.id === state.focus)?.kind === 'text';
}

/**
 * Applies one key. Enter asks to submit (the caller refuses when formErrors is non-empty), Esc asks to cancel.
 * ↑/↓ and Tab/Shift+Tab move between fields; space or ←/→ toggle booleans and cycle choices.
 */
export function formKey(
  specs: readonly FieldSpec[],
  state: FormState,
  input: string,
  key: Partial<Key>,
): { state: FormState; action: FormAction; handled: boolean } {
  if (key.return) return { state, action: 'submit', handled: true };
  if (key.escape) return { state, action: 'cancel', handled: true };
  if (key.upArrow || (key.tab && key.shift)) return { state: moveFocus(specs, state, -1), action: null, handled: true };
  if (key.downArrow || key.tab) return { state: moveFocus(specs, state, 1), action: null, handled: true };
  const spec = specs.find((f) => f.id === state.focus);
  if (!spec) return { state, action: null, handled: false };
  if (spec.kind === 'text') {
    const current = state.values[spec.id];
    const edited = editText(typeof current === 'string' ? current : '', input, key as Key);
    if (edited.kind !== 'change') return { state, action: null, handled: false };
    return {
      state: {
        ...state,
        values: { ...state.values, [spec.id]: edited.value },
        touched: { ...state.touched, [spec.id]: true },
      },
      action: null,
      handled: true,
    };
  }
  const toggle = input === ' ' || key.leftArrow || key.rightArrow;
  if (!toggle) return { state, action: null, handled: false };
  if (spec.kind === 'bool') {
    return { state: { ...state, values: { ...state.values, [spec.id]: !state.values[spec.id] } }, action: null, handled: true };
  }
  const options = spec.options;
  const at = Math.max(0, options.findIndex((o) => o.value === state.values[spec.id]));
  const next = options[(at + (key.leftArrow ? -1 : 1) + options.length) % options.length]!;
  return { state: { ...state, values: { ...state.values, [spec.id]: next.value } }, action: null, handled: true };
}
