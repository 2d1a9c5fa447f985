import type { Key } from 'ink';
import type { RouteName } from '../state/routes.js';
export type BindingScope = 'global' | RouteName | (string & {});
export interface Binding<S extends string = string, A extends string = string> {
    scope: S;
    /** Display form, e.g. ['j', '↓']. */
    keys: string[];
    /** Stable id the handlers switch on, e.g. 'down', 'open', 'delete'. */
    action: A;
    /** One line for the help overlay. */
    description: string;
    /** Short word(s) for the footer; shown in the footer only when set. */
    footer?: string;
    /** When the footer is too narrow, higher ranks go first (default 5; 1 = keep longest). */
    footerRank?: number;
    /** Matched only: help and footer show the row that describes it (e.g. ↑ and ↓ as one line). */
    hidden?: true;
    match(input: string, key: Key): boolean;
}
/** A printable character without Ctrl/Meta. */
export declare const ch: (c: string) => (input: string, key: Key) => boolean;
export declare const ctrl: (c: string) => (input: string, key: Key) => boolean;
export declare const isEnter: (_: string, key: Key) => boolean;
export declare const isEscape: (_: string, key: Key) => boolean;
export declare const isUp: (_: string, key: Key) => boolean;
export declare const isDown: (_: string, key: Key) => boolean;
export declare const isLeft: (_: string, key: Key) => boolean;
export declare const isRight: (_: string, key: Key) => boolean;
export declare const isTab: (_: string, key: Key) => boolean;
export declare const isShiftTab: (_: string, key: Key) => boolean;
export declare const isPageUp: (_: string, key: Key) => boolean;
export declare const isPageDown: (_: string, key: Key) => boolean;
export declare const isHome: (_: string, key: Key) => boolean;
export declare const isEnd: (_: string, key: Key) => boolean;
/** Real terminals send 0x7F for Backspace, which Ink 6 reports as `delete`. */
export declare const isBackspace: (_: string, key: Key) => boolean;
export declare const BINDINGS: (Binding<"global", "help"> | Binding<"global", "back"> | Binding<"global", "quit"> | Binding<"global", "forceQuit"> | Binding<"global", "organization"> | Binding<"organizations", "up"> | Binding<"organizations", "down"> | Binding<"organizations", "pick"> | Binding<"organizations", "close"> | Binding<"sets", "down"> | Binding<"sets", "up"> | Binding<"sets", "first"> | Binding<"sets", "last"> | Binding<"sets", "pageDown"> | Binding<"sets", "pageUp"> | Binding<"sets", "open"> | Binding<"sets", "new"> | Binding<"sets", "delete"> | Binding<"sets", "filter"> | Binding<"sets", "refresh"> | Binding<"sets", "togglePull"> | Binding<"sets", "region"> | Binding<"sets", "problems"> | Binding<"setsFilter", "keep"> | Binding<"setsFilter", "clear"> | Binding<"setsFilter", "up"> | Binding<"setsFilter", "down"> | Binding<"keys", "down"> | Binding<"keys", "up"> | Binding<"keys", "first"> | Binding<"keys", "last"> | Binding<"keys", "pageDown"> | Binding<"keys", "pageUp"> | Binding<"keys", "add"> | Binding<"keys", "edit"> | Binding<"keys", "unset"> | Binding<"keys", "load"> | Binding<"keys", "save"> | Binding<"keys", "discard"> | Binding<"keys", "refresh"> | Binding<"keyInput", "submit"> | Binding<"keyInput", "next"> | Binding<"keyInput", "prev"> | Binding<"keyInput", "reveal"> | Binding<"keyInput", "cancel"> | Binding<"filePreview", "apply"> | Binding<"filePreview", "cancel"> | Binding<"filePreviewClash", "apply"> | Binding<"filePreviewClash", "keep"> | Binding<"filePreviewClash", "cancel"> | Binding<"fileRefused", "load"> | Binding<"fileRefused", "back"> | Binding<"loadFile", "submit"> | Binding<"loadFile", "cancel"> | Binding<"newSet", "next"> | Binding<"newSet", "prev"> | Binding<"newSet", "region"> | Binding<"newSet", "togglePrev"> | Binding<"newSet", "toggleNext"> | Binding<"newSet", "submit"> | Binding<"newSet", "reveal"> | Binding<"newSet", "dropKey"> | Binding<"newSet", "cancel"> | Binding<"pullSecretDetail", "delete"> | Binding<"pullSecretDetail", "refresh"> | Binding<"pullSecretDetail", "update"> | Binding<"pullSecretWizard", "next"> | Binding<"pullSecretWizard", "back"> | Binding<"pullSecretWizard", "clear"> | Binding<"wizardHost", "next"> | Binding<"wizardHost", "back"> | Binding<"wizardHost", "preset"> | Binding<"wizardHost", "presetPrev"> | Binding<"wizardHost", "presetNext"> | Binding<"wizardHost", "clear"> | Binding<"wizardPassword", "next"> | Binding<"wizardPassword", "back"> | Binding<"wizardPassword", "reveal"> | Binding<"wizardPassword", "clear"> | Binding<"wizardRegion", "next"> | Binding<"wizardRegion", "back"> | Binding<"wizardRegion", "down"> | Binding<"wizardRegion", "up"> | Binding<"wizardRegion", "retry"> | Binding<"wizardEncode", "next"> | Binding<"wizardEncode", "back"> | Binding<"wizardEncode", "toggle"> | Binding<"wizardReview", "submit"> | Binding<"wizardReview", "back"> | Binding<"wizardResult", "done"> | Binding<"wizardFailed", "fix"> | Binding<"wizardFailed", "done"> | Binding<"rooms", "down"> | Binding<"rooms", "up"> | Binding<"rooms", "first"> | Binding<"rooms", "last"> | Binding<"rooms", "pageDown"> | Binding<"rooms", "pageUp"> | Binding<"rooms", "open"> | Binding<"rooms", "new"> | Binding<"rooms", "token"> | Binding<"rooms", "delete"> | Binding<"rooms", "secrets"> | Binding<"rooms", "recordings"> | Binding<"rooms", "lookup"> | Binding<"rooms", "deleteBy"> | Binding<"rooms", "nextPage"> | Binding<"rooms", "prevPage"> | Binding<"rooms", "edit"> | Binding<"rooms", "audioOnly"> | Binding<"rooms", "refresh"> | Binding<"roomForm", "move"> | Binding<"roomForm", "next"> | Binding<"roomForm", "prev"> | Binding<"roomForm", "toggle"> | Binding<"roomForm", "toggleNext"> | Binding<"roomForm", "togglePrev"> | Binding<"roomForm", "submit"> | Binding<"roomForm", "clear"> | Binding<"roomForm", "cancel"> | Binding<"roomEdit", "move"> | Binding<"roomEdit", "next"> | Binding<"roomEdit", "prev"> | Binding<"roomEdit", "toggle"> | Binding<"roomEdit", "toggleNext"> | Binding<"roomEdit", "togglePrev"> | Binding<"roomEdit", "submit"> | Binding<"roomEdit", "clear"> | Binding<"roomEdit", "cancel"> | Binding<"roomDetail", "startRecording"> | Binding<"roomDetail", "stopRecording"> | Binding<"roomDetail", "edit"> | Binding<"roomDetail", "token"> | Binding<"roomDetail", "delete"> | Binding<"roomDetail", "copy"> | Binding<"roomDetail", "recordings"> | Binding<"roomDetail", "back"> | Binding<"roomDetail", "scrollDown"> | Binding<"roomDetail", "scrollUp"> | Binding<"tokenForm", "move"> | Binding<"tokenForm", "next"> | Binding<"tokenForm", "prev"> | Binding<"tokenForm", "toggle"> | Binding<"tokenForm", "toggleNext"> | Binding<"tokenForm", "togglePrev"> | Binding<"tokenForm", "submit"> | Binding<"tokenForm", "clear"> | Binding<"tokenForm", "cancel"> | Binding<"tokenView", "copy"> | Binding<"tokenView", "done"> | Binding<"roomLookup", "submit"> | Binding<"roomLookup", "cancel"> | Binding<"roomDeleteInput", "submit"> | Binding<"roomDeleteInput", "cancel"> | Binding<"recordings", "down"> | Binding<"recordings", "up"> | Binding<"recordings", "first"> | Binding<"recordings", "last"> | Binding<"recordings", "pageDown"> | Binding<"recordings", "pageUp"> | Binding<"recordings", "open"> | Binding<"recordings", "download"> | Binding<"recordings", "copy"> | Binding<"recordings", "delete"> | Binding<"recordings", "stop"> | Binding<"recordings", "filter"> | Binding<"recordings", "nextPage"> | Binding<"recordings", "prevPage"> | Binding<"recordings", "refresh"> | Binding<"recordings", "secrets"> | Binding<"recordings", "rooms"> | Binding<"recordingDetail", "download"> | Binding<"recordingDetail", "copy"> | Binding<"recordingDetail", "delete"> | Binding<"recordingDetail", "stop"> | Binding<"recordingDetail", "back"> | Binding<"recordingFilter", "submit"> | Binding<"recordingFilter", "cancel"> | Binding<"recordingDownload", "submit"> | Binding<"recordingDownload", "cancel"> | Binding<"recordingDownloading", "cancel"> | Binding<"sets", "recordings"> | Binding<"sets", "pullSecretWizard"> | Binding<"sets", "rooms"> | Binding<"confirm", "yes"> | Binding<"confirm", "no"> | Binding<"typeToConfirm", "submit"> | Binding<"typeToConfirm", "cancel"> | Binding<"help", "close"> | Binding<"help", "scrollDown"> | Binding<"help", "scrollUp">)[];
export declare function isModalScope(scope: string | undefined): boolean;
type AnyBinding = (typeof BINDINGS)[number];
/** Every scope the table names. */
export type Scope = AnyBinding['scope'];
/** The actions of one scope (or a union of scopes): what a handler can switch on. */
export type ActionOf<S extends Scope> = Extract<AnyBinding, {
    scope: S;
}>['action'];
/** The rows of a scope that help and the footer show (hidden matcher rows left out). */
export declare function bindingsFor(scope: BindingScope): Binding[];
/** The binding of `scope` that answers this key press; its action is typed per scope. */
export declare function matchBinding<S extends Scope>(scope: S, input: string, key: Key): Binding<S, ActionOf<S>> | undefined;
/** The action name for a scope only known at run time (the key router's dialogs); untyped. */
export declare function actionFor(scope: string, input: string, key: Key): string | undefined;
/**
 * One footer line for a scope: the scope's footer keys, then the global ones (unless the scope is modal).
 * Items that don't fit in `width` are dropped by footerRank (highest first), then globals; `? help` stays as
 * long as anything fits. `omit` hides actions that do nothing here (the App omits `back` on the home screen).
 */
export declare function footerText(scope: BindingScope, width: number, opts?: {
    omit?: readonly string[];
}): string;
export {};
