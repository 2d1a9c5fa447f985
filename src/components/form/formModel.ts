// THE form engine: text, boolean, choice and button fields, validated as you type. Pure state + key handling,
// so a form is unit-testable without Ink; FormView.tsx draws it, useForm.ts holds it for a component (a
// screen with a pure model keeps FormState in its reducer instead). Used by the new-set form, the key
// editor's add form, the rooms create form and the token form.
//
// Keys arrive as a command named by the app's binding table (the engine matches no key itself) plus the raw
// press for the focused text field, which the one text editor (editField) applies:
//   next / prev          Tab/↓ and Shift+Tab/↑: move between the visible fields
//   submit               Enter: see FormOptions.enter
//   cancel               Esc: step back (the caller decides to what)
//   toggleNext/Prev      space/→ and ←: toggle a boolean, cycle a choice (in a text field: text and cursor)
//   reveal               Ctrl+R: show or hide a masked field's value
import type { Key } from 'ink';
import type { AcceptsText } from '../input/keyQueue.js';
import { editField, type FieldState } from '../textEdit.js';

export type FormValues = Record<string, string | boolean>;

interface FieldBase {
  id: string;
  label: string;
  /** Shown dimmed after the value, e.g. the default or the rule; a function to follow focus and reveal. */
  hint?: string | ((at: { value: string; focused: boolean; revealed: boolean }) => string | undefined);
  /** Field shown only when this is true (e.g. SIP params when SIP is on). */
  visible?: (values: FormValues) => boolean;
  /** Indented under a section toggle. */
  indent?: boolean;
}

export interface TextFieldSpec extends FieldBase {
  kind: 'text';
  placeholder?: string;
  /** Drawn as one mask character per character until revealed (Ctrl+R); secret values. */
  masked?: boolean;
  /** The value may span lines (a pasted PEM or JSON key): a paste keeps its line breaks; Enter still submits. */
  multiline?: boolean;
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

/** A `[ label ]` line: Enter on it submits. Holds no value. */
export interface ButtonFieldSpec extends FieldBase {
  kind: 'button';
}

export type FieldSpec = TextFieldSpec | BoolFieldSpec | ChoiceFieldSpec | ButtonFieldSpec;

export interface FormState {
  values: FormValues;
  /** Cursor of each text field that was edited (default: the end of its value). */
  cursors: Record<string, number>;
  /** Masked fields shown in clear (Ctrl+R); hidden again when focus leaves them. */
  revealed: Record<string, true>;
  focus: string;
  /** Set after a refused submit: every error is shown, not only the touched ones. */
  submitted: boolean;
  touched: Record<string, true>;
}

export interface FormOptions {
  /**
   * What Enter does. 'next' (default): moves to the next field — refused, with the rule shown, while the
   * focused field breaks one — and submits on the last field or a button. 'submit': submits from any field
   * (long forms of optional fields, like the room form).
   */
  enter?: 'next' | 'submit';
}

export type FormAction = 'submit' | 'cancel' | null;

export interface FormResult {
  state: FormState;
  action: FormAction;
  handled: boolean;
}

export function initialFormState(specs: readonly FieldSpec[], values: FormValues, focus?: string): FormState {
  const first = visibleFields(specs, values)[0];
  return { values, cursors: {}, revealed: {}, focus: focus ?? first?.id ?? '', submitted: false, touched: {} };
}

export function visibleFields(specs: readonly FieldSpec[], values: FormValues): FieldSpec[] {
  return specs.filter((f) => !f.visible || f.visible(values));
}

export function textValue(state: FormState, id: string): string {
  const v = state.values[id];
  return typeof v === 'string' ? v : '';
}

/** The focused-or-not text field's value and cursor. */
export function fieldState(state: FormState, id: string): FieldState {
  const value = textValue(state, id);
  const length = [...value].length;
  return { value, cursor: Math.min(state.cursors[id] ?? length, length) };
}

/**
 * A field's rule message, or null when its value is fine. A rule that throws (a defect) makes the field invalid with
 * a message saying so, rather than ending the app and the draft with it.
 */
export function fieldError(spec: FieldSpec, values: FormValues): string | null {
  if (spec.kind !== 'text' || !spec.validate) return null;
  const v = values[spec.id];
  try {
    return spec.validate(typeof v === 'string' ? v : '', values);
  } catch (error) {
    return `${spec.label}: could not be checked (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** A field's description line (TextFieldSpec.describe); none when it throws, so a preview never ends the app. */
export function fieldDescription(spec: FieldSpec, values: FormValues): string | null {
  if (spec.kind !== 'text' || !spec.describe) return null;
  const v = values[spec.id];
  try {
    return spec.describe(typeof v === 'string' ? v : '', values);
  } catch {
    return null;
  }
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

/** Focus on `id`; a revealed masked field is hidden again when focus leaves it. */
export function focusField(state: FormState, id: string): FormState {
  if (id === state.focus) return state;
  const revealed = { ...state.revealed };
  delete revealed[state.focus];
  return { ...state, focus: id, revealed };
}

/** Sets a value (e.g. a default that arrived later, or clearing after a step); the cursor goes to its end. */
export function setValue(state: FormState, id: string, value: string | boolean): FormState {
  const cursors = { ...state.cursors };
  delete cursors[id];
  return { ...state, values: { ...state.values, [id]: value }, cursors };
}

function moveFocus(specs: readonly FieldSpec[], state: FormState, delta: number): FormState {
  const fields = visibleFields(specs, state.values);
  if (fields.length === 0) return state;
  const at = Math.max(
    0,
    fields.findIndex((f) => f.id === state.focus),
  );
  return focusField(state, fields[(at + delta + fields.length) % fields.length]!.id);
}

export function isTextFocused(specs: readonly FieldSpec[], state: FormState): boolean {
  return specs.find((f) => f.id === state.focus)?.kind === 'text';
}

/** What the focused field takes as text, for the input layer (useScreenKeys' acceptsText). */
export function focusedTextInput(specs: readonly FieldSpec[], state: FormState): AcceptsText {
  const spec = specs.find((f) => f.id === state.focus);
  if (spec?.kind !== 'text') return false;
  return spec.multiline ? 'lines' : true;
}

function enter(specs: readonly FieldSpec[], state: FormState, opts: FormOptions): FormResult {
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
export function formKey(
  specs: readonly FieldSpec[],
  state: FormState,
  input: string,
  key: Key,
  command: string | undefined,
  opts: FormOptions = {},
): FormResult {
  const same = (handled: boolean): FormResult => ({ state, action: null, handled });
  if (command === 'submit') return enter(specs, state, opts);
  if (command === 'cancel') return { state, action: 'cancel', handled: true };
  if (command === 'prev') return { state: moveFocus(specs, state, -1), action: null, handled: true };
  if (command === 'next') return { state: moveFocus(specs, state, 1), action: null, handled: true };
  const spec = specs.find((f) => f.id === state.focus);
  if (!spec) return same(false);
  if (spec.kind === 'text') {
    if (command === 'reveal') {
      if (!spec.masked) return same(true);
      const revealed = { ...state.revealed };
      if (revealed[spec.id]) delete revealed[spec.id];
      else revealed[spec.id] = true;
      return { state: { ...state, revealed }, action: null, handled: true };
    }
    const edited = editField(fieldState(state, spec.id), input, key, { multiline: spec.multiline === true });
    if (edited.kind !== 'change') return same(false);
    return {
      state: {
        ...state,
        values: { ...state.values, [spec.id]: edited.state.value },
        cursors: { ...state.cursors, [spec.id]: edited.state.cursor },
        touched:
          edited.state.value === textValue(state, spec.id) ? state.touched : { ...state.touched, [spec.id]: true },
      },
      action: null,
      handled: true,
    };
  }
  if (command !== 'toggleNext' && command !== 'togglePrev') return same(false);
  if (spec.kind === 'button') return same(true);
  if (spec.kind === 'bool') {
    return {
      state: { ...state, values: { ...state.values, [spec.id]: !state.values[spec.id] } },
      action: null,
      handled: true,
    };
  }
  const options = spec.options;
  if (options.length === 0) return same(true);
  const at = Math.max(
    0,
    options.findIndex((o) => o.value === state.values[spec.id]),
  );
  const next = options[(at + (command === 'togglePrev' ? -1 : 1) + options.length) % options.length]!;
  return { state: { ...state, values: { ...state.values, [spec.id]: next.value } }, action: null, handled: true };
}
