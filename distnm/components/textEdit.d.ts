import type { Key } from 'ink';
export interface FieldState {
    value: string;
    /** 0 … number of characters (code points) in value. */
    cursor: number;
}
export type FieldEdit = {
    kind: 'change';
    state: FieldState;
} | {
    kind: 'submit';
} | {
    kind: 'cancel';
} | {
    kind: 'ignored';
};
/** Printable text only: pastes may carry newlines or escape sequences, which never enter a field. */
export declare function printable(input: string): string;
export declare function fieldAtEnd(value: string): FieldState;
export declare function editField(state: FieldState, input: string, key: Key): FieldEdit;
