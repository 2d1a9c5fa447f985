import type { AppStore } from '../../state/store.js';
import type { OrgChoice } from './model.js';
export interface OrgSource<T> {
    list(): Promise<OrgChoice[]>;
    /** The same credentials aimed at `org` (whatever the store is built from). */
    open(org: string): Promise<T>;
}
export interface OrgRootProps<T> {
    initial: T;
    initialOrg?: string;
    source: OrgSource<T>;
    makeStore(target: T): AppStore;
    /** Told about every store the app runs on (the caller disposes the last one at exit). */
    onStore?(store: AppStore): void;
    still?: boolean;
}
export declare function OrgRoot<T>({ initial, initialOrg, source, makeStore, onStore, still }: OrgRootProps<T>): import("react").JSX.Element;
