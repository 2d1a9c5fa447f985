import type { Key } from 'ink';
export interface TextFieldHandle {
    value: string;
    cursor: number;
    revealed: boolean;
    /** Applies one press: 'change' (value or cursor moved), 'submit', 'cancel' or 'ignored'. */
    handle(input: string, key: Key): 'change' | 'submit' | 'cancel' | 'ignored';
    /** Show or hide a masked value (the screen's `reveal` binding). */
    toggleReveal(): void;
    set(value: string): void;
    /** Empty value, hidden again. */
    reset(value?: string): void;
    /** For <TextField>. */
    props: {
        value: string;
        cursor: number;
        revealed: boolean;
    };
}
export declare function useTextField(initial?: string, opts?: {
    onChange?(value: string): void;
}): TextFieldHandle;
