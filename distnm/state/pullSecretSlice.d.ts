import type { StateCreator } from 'zustand/vanilla';
import type { SecretSetSummary } from '../api/models.js';
import type { AppDeps } from './deps.js';
import type { AppState } from './store.js';
export interface PullSecretDraft {
    name: string;
    host: string;
    username: string;
    region: string;
    encode: boolean;
}
export type PullSecretPhase = 'idle' | 'submitting' | 'following' | 'ready' | 'failed';
export type ExistingKind = 'none' | 'imagePullSecret' | 'secret';
export interface PullSecretSlice {
    pullSecretPhase: PullSecretPhase;
    /** Name being submitted / followed. */
    pullSecretName: string | null;
    /** Sanitised errorMessage of a failed secret, or why the PUT was refused. */
    pullSecretError: string | null;
    /** Non-secret draft fields by secret name (for "fix credentials"). */
    pullSecretDrafts: Record<string, PullSecretDraft>;
    /**
     * ONE PUT with the credentials (`username:password`, or an already-encoded value when encode is off).
     * Resolves true when accepted (then following), false when refused (pullSecretError says why).
     */
    submitPullSecret(draft: PullSecretDraft, credentials: string): Promise<boolean>;
    /** One list request; moves following → ready/failed when the set left pending. */
    pollPullSecret(): Promise<void>;
    resetPullSecret(): void;
}
/** What the list says about `name`: absent, an image pull secret (updated in place) or a secret set. */
export declare function existingKind(sets: SecretSetSummary[] | null, name: string): ExistingKind;
export declare const createPullSecretSlice: (deps: AppDeps) => StateCreator<AppState, [], [], PullSecretSlice>;
