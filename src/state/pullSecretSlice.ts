// The image-pull-secret wizard's shared state: which name it is following after submit, and the
// non-secret part of each draft (host, username, region, encode) so a failed secret can be fixed without
// retyping everything. The credentials pass through submitPullSecret to the API and are NEVER stored.
// Existence and status come from the set list (GET /secrets, matched by name and type): the service cannot
// GET an image pull secret by name.
import type { StateCreator } from 'zustand/vanilla';
import type { SecretSetSummary } from '../api/models.js';
import { registerCredentials } from '../api/redact/redact.js';
import { readBackPullSecret, settleWrite } from '../api/http/writeOutcome.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
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
export function existingKind(sets: SecretSetSummary[] | null, name: string): ExistingKind {
  const found = sets?.find((s) => s.name === name);
  if (!found) return 'none';
  return found.type === 'imagePullSecret' ? 'imagePullSecret' : 'secret';
}

export const createPullSecretSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], PullSecretSlice> =>
  (set, get) => {
    const applyStatus = () => {
      const name = get().pullSecretName;
      if (!name || get().pullSecretPhase !== 'following') return;
      const row = get().sets?.find((s) => s.name === name && s.type === 'imagePullSecret');
      if (!row || row.status === 'pending') return;
      if (row.status === 'ready') set({ pullSecretPhase: 'ready', pullSecretError: null });
      else
        set({
          pullSecretPhase: 'failed',
          pullSecretError: row.errorMessage ?? 'provisioning failed (no message from the service)',
        });
    };

    return {
      pullSecretPhase: 'idle',
      pullSecretName: null,
      pullSecretError: null,
      pullSecretDrafts: {},

      submitPullSecret: async (draft, credentials) => {
        registerCredentials(credentials);
        set((s) => ({
          pullSecretPhase: 'submitting',
          pullSecretName: draft.name,
          pullSecretError: null,
          pullSecretDrafts: { ...s.pullSecretDrafts, [draft.name]: { ...draft } },
        }));
        const prior = get().sets?.find((s) => s.name === draft.name);
        const what = `${prior ? 'update' : 'create'} image pull secret '${draft.name}'`;
        try {
          const write = () =>
            deps.secrets.putImagePullSecret(draft.name, {
              host: draft.host,
              credentials,
              encode: draft.encode,
              region: draft.region,
            });
          const { outcome } = await settleWrite(write, {
            what,
            check: () => readBackPullSecret(deps.secrets, draft.name, prior?.status),
          });
          if (outcome === 'applied')
            get().showToast(`${what}: applied — the answer was lost, but a re-read shows the change`, 'info');
        } catch (err) {
          // Refused, not applied, or unknown (a lost answer the re-read cannot settle): the wizard keeps its fields.
          set({ pullSecretPhase: 'idle', pullSecretError: errorText(err) });
          return false;
        }
        // Show it pending in the set list right away; the next list request tells how it ends.
        set((s) => {
          if (!s.sets) return { pullSecretPhase: 'following' };
          const row: SecretSetSummary = {
            name: draft.name,
            type: 'imagePullSecret',
            region: draft.region,
            status: 'pending',
          };
          const exists = s.sets.some((x) => x.name === draft.name);
          return {
            pullSecretPhase: 'following',
            sets: exists ? s.sets.map((x) => (x.name === draft.name ? row : x)) : [...s.sets, row],
          };
        });
        return true;
      },

      pollPullSecret: async () => {
        await get().refreshSets();
        applyStatus();
      },

      resetPullSecret: () => set({ pullSecretPhase: 'idle', pullSecretName: null, pullSecretError: null }),
    };
  };
