import type { KeyPress } from './keyPress.js';
export interface KeyPumpOptions {
    /** Handles one press. */
    dispatch(press: KeyPress): void;
    /** True while the owner of the keys is a text field (a run of characters may be handed over at once). */
    acceptsText(): boolean;
    /** True while the owner of the keys holds them (read when a press is due). */
    holding?(): boolean;
    /** The same as holding(), as of this render: its turning false sends the presses that waited. */
    held?: boolean;
    /** A press that skips a hold (Ctrl+C). */
    urgent?(press: KeyPress): boolean;
}
export declare function useKeyPump({ dispatch, acceptsText, holding, held, urgent }: KeyPumpOptions): void;
