import type { Key } from 'ink';
import { type ReactNode } from 'react';
export type KeyHandler = (input: string, key: Key) => boolean | void;
type Layer = 'dialog' | 'screen';
interface Entry {
    id: number;
    layer: Layer;
    scope: string;
    active: boolean;
    acceptsText: boolean;
    holdKeys: boolean;
    handler: {
        current: KeyHandler;
    };
}
export interface KeyRouter {
    register(entry: Omit<Entry, 'id'>): number;
    update(id: number, patch: Partial<Pick<Entry, 'active' | 'scope' | 'acceptsText' | 'holdKeys'>>): void;
    unregister(id: number): void;
    /** true when a dialog or screen used the key. */
    dispatch(input: string, key: Key): boolean;
    /** The scope that gets keys now (newest active dialog, else newest active screen). */
    activeScope(): string | undefined;
    hasActiveDialog(): boolean;
    /** The entry that gets keys now owns a focused text field. */
    acceptsText(): boolean;
    /** The entry that gets keys now holds them (see KeysOptions.holdKeys). */
    holding(): boolean;
    /** The action the binding table (given by the app) names for this key in `scope`. */
    action(scope: string, input: string, key: Key): string | undefined;
}
/** Looks a key up in the app's binding table (screens/keymap.ts; components never import it). */
export type ActionMatcher = (scope: string, input: string, key: Key) => string | undefined;
export declare function createKeyRouter(onChange?: () => void, match?: ActionMatcher): KeyRouter;
export declare function KeyRouterProvider({ router: given, match, children }: {
    router?: KeyRouter;
    match?: ActionMatcher;
    children?: ReactNode;
}): import("react").JSX.Element;
export declare function useKeyRouter(): KeyRouter;
/** The active scope; re-renders when it changes. */
export declare function useActiveScope(): string | undefined;
export interface KeysOptions {
    isActive?: boolean;
    acceptsText?: boolean;
    /** While true, presses wait (in order) instead of reaching the handler: an action it started is running. */
    holdKeys?: boolean;
}
export declare function useScreenKeys(scope: string, handler: KeyHandler, opts?: KeysOptions): void;
export declare function useDialogKeys(scope: string, handler: KeyHandler, opts?: KeysOptions): void;
export {};
