import type { Key } from 'ink';
import { type FieldState } from '../textEdit.js';
export type FormValues = Record<string, string | boolean>;
interface FieldBase {
    id: string;
    label: string;
    /** Shown dimmed after the value, e.g. the default or the rule; a function to follow focus and reveal. */
    hint?: string | ((at: {
        value: string;
        focused: boolean;
        revealed: boolean;
    }) => string | undefined);
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
    options: ReadonlyArray<{
        value: string;
        label: string;
    }>;
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
export type FormCommand = 'next' | 'prev' | 'submit' | 'cancel' | 'toggleNext' | 'togglePrev' | 'reveal';
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
export declare function initialFormState(specs: readonly FieldSpec[], values: FormValues, focus?: string): FormState;
export declare function visibleFields(specs: readonly FieldSpec[], values: FormValues): FieldSpec[];
export declare function textValue(state: FormState, id: string): string;
/** The focused-or-not text field's value and cursor. */
export declare function fieldState(state: FormState, id: string): FieldState;
export declare function fieldError(spec: FieldSpec, values: FormValues): string | null;
/** Errors of the visible fields, in form order. */
export declare function formErrors(specs: readonly FieldSpec[], values: FormValues): Array<{
    id: string;
    message: string;
}>;
/** The error to show under a field now: once touched (typed into) or after a refused submit. */
export declare function shownError(spec: FieldSpec, state: FormState): string | null;
/** Focus on `id`; a revealed masked field is hidden again when focus leaves it. */
export declare function focusField(state: FormState, id: string): FormState;
/** Sets a value (e.g. a default that arrived later, or clearing after a step); the cursor goes to its end. */
export declare function setValue(state: FormState, id: string, value: string | boolean): FormState;
export declare function isTextFocused(specs: readonly FieldSpec[], state: FormState): boolean;
/**
 * Applies one key press: `command` is what the binding table names for it (undefined: none), `input`/`key`
 * the press itself, which a focused text field edits with editField.
 */
export declare function formKey(specs: readonly FieldSpec[], state: FormState, input: string, key: Key, command: string | undefined, opts?: FormOptions): FormResult;
export {};
