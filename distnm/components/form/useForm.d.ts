import type { Key } from 'ink';
import { type FieldSpec, type FormAction, type FormOptions, type FormState } from './formModel.js';
export interface FormHandle {
    state: FormState;
    /** Applies one press (command: the binding table's action for it). */
    handle(specs: readonly FieldSpec[], input: string, key: Key, command: string | undefined, opts?: FormOptions): {
        action: FormAction;
        handled: boolean;
    };
    /** A change outside a key press (a default that arrived, a step that cleared fields). */
    update(change: (state: FormState) => FormState): void;
}
export declare function useForm(initial: () => FormState): FormHandle;
