import type { ToastKind } from '../state/coreSlice.js';
/** One line; the prefix keeps the kind readable without colour. */
export declare function Toast({ text, kind }: {
    text: string;
    kind: ToastKind;
}): import("react").JSX.Element;
