import type { StateCreator } from 'zustand/vanilla';
import type { Region, SecretPair, SecretSetStatus, SecretSetSummary } from '../api/models.js';
import { type WriteOutcome } from '../api/writeOutcome.js';
import type { AppDeps } from './deps.js';
import type { AppState } from './store.js';
export interface SetDetailState {
    keys: string[] | null;
    status: SecretSetStatus | null;
    region: string | null;
    errorMessage?: string;
    loading: boolean;
    /** Last load failure (the last good keys are kept). */
    error: string | null;
    /** The set is gone (404). */
    missing: boolean;
}
export interface SetListView {
    /** Name filter typed after `/` (case-insensitive substring). */
    filter: string;
    /** `t` toggles; false = secret sets only (the CLI's `--sets`). */
    showPullSecrets: boolean;
    /** null = all regions. */
    region: string | null;
    /** Selection is kept by name so it survives refreshes. */
    selectedName: string | null;
}
export interface SetsSlice {
    /** null until the first successful load. Server strings are sanitised on the way in. */
    sets: SecretSetSummary[] | null;
    setsLoading: boolean;
    /** Why the last refresh failed; the last good list stays. Cleared by the next success. */
    setsError: string | null;
    /** clock.now() of the last successful load. */
    lastUpdated: number | null;
    /** Number of GET /secrets calls issued (shown nowhere; handy for tests and diagnostics). */
    listRequests: number;
    /** One request at a time: a call while one is in flight returns the same promise. */
    refreshSets(): Promise<void>;
    view: SetListView;
    setFilter(filter: string): void;
    togglePullSecrets(): void;
    /** all → each region in turn → all. */
    cycleRegion(): void;
    select(name: string | null): void;
    regions: Region[] | null;
    defaultRegion: string | null;
    regionsError: string | null;
    /** listRegions + getProperties; once per store unless it failed. */
    loadRegions(): Promise<void>;
    details: Record<string, SetDetailState>;
    loadSetDetail(name: string): Promise<void>;
    /** ONE PUT. Marks the set pending when it went through. */
    saveSecrets(name: string, pairs: SecretPair[], region?: string): Promise<WriteOutcome>;
    /** DELETE one key. */
    unsetKey(name: string, key: string): Promise<WriteOutcome>;
    /** DELETE the set (or image pull secret). */
    deleteSet(name: string): Promise<WriteOutcome>;
}
export declare const createSetsSlice: (deps: AppDeps) => StateCreator<AppState, [], [], SetsSlice>;
