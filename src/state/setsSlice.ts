// Secret sets: the list (kept when a refresh fails), the list screen's view settings, one detail per opened
// set (keys + status, never values), regions, and the write actions. Values pass through the write actions
// to the API and are never stored.
// Why this file is long: the write actions share the list/detail bookkeeping and the lost-answer re-read; split
// apart they would each need the whole slice state passed in.
import type { StateCreator } from 'zustand/vanilla';
import type { Region, SecretPair, SecretSetStatus, SecretSetSummary } from '../api/models.js';
import { redact, redactServerText, registerSecret } from '../api/redact/redact.js';
import { sanitizeTerminalText } from '../api/redact/sanitize.js';
import { validationError } from '../api/http/errors.js';
import { isReferencedSet, referencedSetRefusal } from '../api/secrets/client.js';
import { setTypeWord } from '../api/words/setWords.js';
import { setWriteOf } from '../api/secrets/staleness.js';
import {
  readBackKeyUnset,
  readBackSecretSet,
  readBackSetDeleted,
  settleWrite,
  type WriteOutcome,
} from '../api/http/writeOutcome.js';
import type { AppDeps } from './deps.js';
import { errorText } from './errorText.js';
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

  /*
   * The writes. Each resolves with its outcome: `confirmed` by the service, or `applied` when the answer was lost
   * but a re-read shows the change. Each rejects with the API error when nothing was applied, or with an
   * UncertainWriteError (api/http/writeOutcome.ts: "not applied" / "outcome unknown") after a lost answer — the
   * caller keeps its draft in both cases.
   */
  /** ONE PUT. Marks the set pending when it went through. */
  saveSecrets(name: string, pairs: SecretPair[], region?: string): Promise<WriteOutcome>;
  /** DELETE one key. */
  unsetKey(name: string, key: string): Promise<WriteOutcome>;
  /** DELETE the set (or image pull secret). */
  deleteSet(name: string): Promise<WriteOutcome>;
}

// Server text (a provisioning errorMessage may quote what it was given): redacted as well as sanitised.
const clean = (s: string) => redact(sanitizeTerminalText(redactServerText(s), { singleLine: true }));

function cleanSummary(s: SecretSetSummary): SecretSetSummary {
  const out: SecretSetSummary = { name: clean(s.name), type: s.type, region: clean(s.region), status: s.status };
  if (s.errorMessage !== undefined) out.errorMessage = clean(s.errorMessage);
  if (s.source !== undefined) out.source = s.source;
  return out;
}

const emptyDetail: SetDetailState = {
  keys: null,
  status: null,
  region: null,
  loading: false,
  error: null,
  missing: false,
};

export const createSetsSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], SetsSlice> =>
  (set, get) => {
    let inFlight: Promise<void> | null = null;
    /** The global error this slice set (cleared by the next good list). */
    let authError: string | null = null;
    let regionsLoad: Promise<void> | null = null;
    /** Last status seen per set, to toast transitions out of pending whichever call observed them. */
    const knownStatus = new Map<string, SecretSetStatus>();

    const observe = (name: string, status: SecretSetStatus, errorMessage?: string) => {
      const before = knownStatus.get(name);
      knownStatus.set(name, status);
      if (before !== 'pending' || status === 'pending') return;
      if (status === 'ready') get().showToast(`${name} is ready`, 'success');
      else get().showToast(`${name} failed${errorMessage ? `: ${errorMessage}` : ''}`, 'error');
    };

    const patchDetail = (name: string, patch: Partial<SetDetailState>) =>
      set((s) => ({ details: { ...s.details, [name]: { ...(s.details[name] ?? emptyDetail), ...patch } } }));

    /** A referenced set (a self-hosted region's) has no contents here to write: refused before anything is sent. */

    const refuseReferenced = (name: string, action: 'set' | 'unset') => {
      if (isReferencedSet(get().sets?.find((x) => x.name === name)))
        throw validationError('name', referencedSetRefusal(name, action));
    };

    const markPending = (name: string) => {
      knownStatus.set(name, 'pending');
      set((s) => ({
        sets:
          s.sets?.map((x) =>
            x.name === name ? { name: x.name, type: x.type, region: x.region, status: 'pending' } : x,
          ) ?? s.sets,
        details: s.details[name]
          ? { ...s.details, [name]: { ...s.details[name], status: 'pending', errorMessage: undefined } }
          : s.details,
      }));
    };

    const refreshSets = (): Promise<void> => {
      if (inFlight) return inFlight;
      set((s) => ({ setsLoading: true, listRequests: s.listRequests + 1 }));
      inFlight = (async () => {
        try {
          const list = (await deps.secrets.listSecretSets()).map(cleanSummary);
          for (const item of list) observe(item.name, item.status, item.errorMessage);
          set({ sets: list, setsLoading: false, setsError: null, lastUpdated: deps.clock.now() });
          if (authError !== null && get().globalError === authError) get().setGlobalError(null);
          authError = null;
        } catch (err) {
          const message = errorText(err);
          set({ setsLoading: false, setsError: message });
          // Bad credentials concern every screen, not just this list.
          const status = (err as { status?: number }).status;
          if (status === 401 || status === 403) {
            authError = `secrets service: ${message}`;
            get().setGlobalError(authError);
          }
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    };

    return {
      sets: null,
      setsLoading: false,
      setsError: null,
      lastUpdated: null,
      listRequests: 0,
      refreshSets,

      view: { filter: '', showPullSecrets: true, region: null, selectedName: null },
      setFilter: (filter) => set((s) => ({ view: { ...s.view, filter } })),
      togglePullSecrets: () => set((s) => ({ view: { ...s.view, showPullSecrets: !s.view.showPullSecrets } })),
      cycleRegion: () =>
        set((s) => {
          const codes = (s.regions ?? []).map((r) => r.code);
          if (codes.length === 0) return s;
          const at = s.view.region === null ? -1 : codes.indexOf(s.view.region);
          const next = at + 1 >= codes.length ? null : codes[at + 1];
          return { view: { ...s.view, region: next } };
        }),
      select: (name) => {
        if (get().view.selectedName !== name) set((s) => ({ view: { ...s.view, selectedName: name } }));
      },

      regions: null,
      defaultRegion: null,
      regionsError: null,
      loadRegions: () => {
        if (regionsLoad) return regionsLoad;
        regionsLoad = (async () => {
          try {
            const [regions, props] = await Promise.all([deps.secrets.listRegions(), deps.secrets.getProperties()]);
            set({
              regions: regions.map((r) => ({ code: clean(r.code), display_name: clean(r.display_name) })),
              defaultRegion: clean(props.defaultRegion),
              regionsError: null,
            });
          } catch (err) {
            regionsLoad = null; // let the next caller retry
            set({ regionsError: errorText(err) });
          }
        })();
        return regionsLoad;
      },

      details: {},
      loadSetDetail: async (name) => {
        patchDetail(name, { loading: true });
        try {
          const d = await deps.secrets.getSecretSet(name);
          const errorMessage = d.errorMessage !== undefined ? clean(d.errorMessage) : undefined;
          observe(name, d.status, errorMessage);
          // The set's last write (its marker) comes with the read: staleness needs no request of its own.
          if (get().usageEnabled) get().noteSetWrite(setWriteOf(d));
          patchDetail(name, {
            keys: d.keys.map(clean),
            status: d.status,
            region: clean(d.region),
            errorMessage,
            loading: false,
            error: null,
            missing: false,
          });
          // Keep the list row in step with what the editor saw.
          set((s) => ({
            sets:
              s.sets?.map((x) =>
                x.name === name
                  ? {
                      ...x,
                      status: d.status,
                      ...(errorMessage !== undefined ? { errorMessage } : { errorMessage: undefined }),
                    }
                  : x,
              ) ?? s.sets,
          }));
        } catch (err) {
          const status = (err as { status?: number }).status;
          patchDetail(name, { loading: false, error: errorText(err), missing: status === 404 });
        }
      },

      saveSecrets: async (name, pairs, region) => {
        for (const pair of pairs) registerSecret(pair.secretValue);
        refuseReferenced(name, 'set');
        // What a re-read could prove, known before the write: whether the set is new, which keys it adds.
        const prior = get().sets?.find((x) => x.name === name);
        const created = get().sets !== null && prior === undefined;
        const knownKeys = get().details[name]?.keys;
        const keys = pairs.map((p) => p.secretKey);
        const added = knownKeys ? keys.filter((k) => !knownKeys.includes(k)) : created ? keys : [];
        const { outcome } = await settleWrite(
          () => deps.secrets.putSecrets(name, pairs, region ? { region } : undefined),
          {
            what: `${created ? 'create' : 'update'} secret set '${name}'`,
            check: () => readBackSecretSet(deps.secrets, name, { created, added, priorStatus: prior?.status }),
          },
        );
        const existing = get().sets?.some((x) => x.name === name);
        if (!existing) {
          const row: SecretSetSummary = {
            name,
            type: 'secret',
            region: region ?? get().defaultRegion ?? '',
            status: 'pending',
          };
          set((s) => ({ sets: s.sets ? [...s.sets, row] : s.sets }));
        }
        markPending(name);
        // Keys we just wrote are known without asking the server.
        set((s) => {
          const d = s.details[name];
          if (!d?.keys) return s;
          const keys = [...d.keys];
          for (const p of pairs) if (!keys.includes(p.secretKey)) keys.push(p.secretKey);
          return { details: { ...s.details, [name]: { ...d, keys } } };
        });
        return outcome;
      },

      unsetKey: async (name, key) => {
        refuseReferenced(name, 'unset');
        const { outcome } = await settleWrite(() => deps.secrets.unsetSecret(name, key), {
          what: `unset key '${key}' from secret set '${name}'`,
          check: () => readBackKeyUnset(deps.secrets, name, key),
        });
        set((s) => {
          const d = s.details[name];
          if (!d?.keys) return s;
          return { details: { ...s.details, [name]: { ...d, keys: d.keys.filter((k) => k !== key) } } };
        });
        return outcome;
      },

      deleteSet: async (name) => {
        const kind = setTypeWord(get().sets?.find((x) => x.name === name)?.type);
        const { outcome } = await settleWrite(() => deps.secrets.deleteSecretSet(name), {
          what: `delete ${kind} '${name}'`,
          check: () => readBackSetDeleted(deps.secrets, name),
        });
        knownStatus.delete(name);
        set((s) => {
          const details = { ...s.details };
          delete details[name];
          return {
            sets: s.sets?.filter((x) => x.name !== name) ?? s.sets,
            details,
            view: s.view.selectedName === name ? { ...s.view, selectedName: null } : s.view,
          };
        });
        return outcome;
      },
    };
  };
