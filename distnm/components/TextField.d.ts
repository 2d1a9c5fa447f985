export declare const MASK_CHAR = "\u2022";
export interface TextFieldProps {
    label?: string;
    value: string;
    /** Where the cursor is (characters from the start); default: the end. */
    cursor?: number;
    focused: boolean;
    /** Masked unless `revealed`. The masked form shows one mask character per character typed. */
    masked?: boolean;
    revealed?: boolean;
    placeholder?: string;
    /** Shown after the field in the error colour (e.g. the validation rule that fails). */
    error?: string | null;
    /** A hint shown after the field when there is no error. */
    hint?: string;
    labelWidth?: number;
}
/** A one-line field. Keys reach it through the owner's handler (useTextField / textEdit.ts), never its own useInput. */
export declare function TextField({ label, value, cursor, focused, masked, revealed, placeholder, error, hint, labelWidth }: TextFieldProps): import("react").JSX.Element;
