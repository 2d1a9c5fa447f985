import type { SecretPair } from '../../api/models.js';
import type { FieldSpec, FormValues } from '../../components/form/formModel.js';
import type { FilePreview } from './FilePreview.js';
export type Edit = {
    kind: 'set';
    value: string;
} | {
    kind: 'unset';
};
/** key → staged edit. */
export type Draft = Readonly<Record<string, Edit>>;
export interface Row {
    key: string;
    stored: boolean;
    /** What is staged for the key, if anything. */
    staged?: 'add' | 'replace' | 'unset';
}
export interface StepOutcome {
    /** e.g. 'PUT 2 keys', 'unset OLD'. */
    step: string;
    result: 'ok' | 'failed' | 'not sent';
    message?: string;
    /** No refusal came: `message` is the verdict ("not applied": never sent or re-read; "outcome unknown"). */
    uncertain?: boolean;
}
export type Mode = {
    kind: 'list';
}
/** The add (replacing null) or replace form: fields from inputSpecs, on the form engine. */
 | {
    kind: 'input';
    replacing: string | null;
} | {
    kind: 'loadPath';
} | {
    kind: 'preview';
    preview: FilePreview;
    clashes: string[];
} | {
    kind: 'confirmSave';
} | {
    kind: 'confirmDiscard';
    leave: boolean;
} | {
    kind: 'saving';
    what: string;
};
export interface EditorState {
    draft: Draft;
    mode: Mode;
    selectedKey: string | null;
    /** The problem with the focused field's value (shown next to it). */
    fieldError: string | null;
    /** The last save's steps, until the next edit. */
    report: StepOutcome[] | null;
}
export declare const initialEditorState: EditorState;
export type EditorAction = {
    type: 'select';
    key: string;
} | {
    type: 'startInput';
    replacing: string | null;
} | {
    type: 'stage';
    key: string;
    value: string;
} | {
    type: 'toList';
} | {
    type: 'fieldError';
    message: string | null;
} | {
    type: 'toggleUnset';
    key: string;
    stored: boolean;
} | {
    type: 'openLoad';
} | {
    type: 'preview';
    preview: FilePreview;
}
/** Merge the previewed file into the draft; on a clash, the file's value wins only with `fileWins`. */
 | {
    type: 'applyFile';
    fileWins: boolean;
} | {
    type: 'askSave';
} | {
    type: 'saving';
    what: string;
} | {
    type: 'saved';
    outcome: SaveOutcome;
} | {
    type: 'askDiscard';
    leave: boolean;
} | {
    type: 'discard';
};
export declare function rowsOf(storedKeys: readonly string[], draft: Draft): Row[];
export declare function stagedCount(draft: Draft): number;
export interface SavePlan {
    /** One PUT with these pairs (empty: no PUT). */
    put: SecretPair[];
    /** Then one DELETE per key, in this order. */
    unsets: string[];
}
export declare function planSave(draft: Draft): SavePlan;
export interface SaveOutcome {
    /** null: no PUT was needed. */
    /** `applied`: the answer was lost but a re-read shows the change; `uncertain`: see StepOutcome. */
    put: {
        ok: true;
        applied?: boolean;
    } | {
        ok: false;
        message: string;
        uncertain?: boolean;
    } | null;
    unsets: Array<{
        key: string;
        ok: true;
        alreadyGone?: boolean;
        applied?: boolean;
    } | {
        key: string;
        ok: false;
        message: string;
        uncertain?: boolean;
    } | {
        key: string;
        notSent: true;
    }>;
}
/** What is left staged after a save: everything that did not go through. */
export declare function draftAfter(draft: Draft, outcome: SaveOutcome): Draft;
export declare function reportOf(plan: SavePlan, outcome: SaveOutcome): StepOutcome[];
/** Keys of the file that already carry a staged edit with a different outcome. */
export declare function fileClashes(pairs: Readonly<Record<string, string>>, draft: Draft): string[];
export declare function mergeFile(draft: Draft, pairs: Readonly<Record<string, string>>, fileWins: boolean): Draft;
/** The keys the load-file preview takes: a refused file (nothing parsed) offers only back and another file. */
export type PreviewScope = 'filePreview' | 'filePreviewClash' | 'fileRefused';
export declare function previewScope(preview: FilePreview, clashes: readonly string[]): PreviewScope;
export declare function editorReducer(s: EditorState, a: EditorAction): EditorState;
export declare const INPUT_VALUES: FormValues;
/**
 * The add form (key, then the masked value) or, replacing a key, the value alone. `known`: the keys stored or
 * staged, so typing one of them says its value will be replaced.
 */
export declare function inputSpecs(replacing: string | null, known: ReadonlySet<string>): FieldSpec[];
