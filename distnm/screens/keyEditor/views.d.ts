import type { ReactNode } from 'react';
import type { KeyEditorModel } from './useKeyEditor.js';
declare function Title({ m }: {
    m: KeyEditorModel;
}): import("react").JSX.Element;
declare function Summary({ m }: {
    m: KeyEditorModel;
}): import("react").JSX.Element;
/** The bottom area and how many lines it takes (`width`, `maxLines`: room for a wrapped failure message). */
export declare function bottomOf(m: KeyEditorModel, width?: number, maxLines?: number): {
    node: ReactNode;
    lines: number;
};
export declare function Middle({ m, height, keyWidth }: {
    m: KeyEditorModel;
    height: number;
    keyWidth: number;
}): import("react").JSX.Element;
export { Summary, Title };
