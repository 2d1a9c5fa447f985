import { redact, redactServerText, registerSecret } from '../api/redact.js';
import { sanitizeTerminalText } from '../api/sanitize.js';
import { readBackKeyUnset, readBackSecretSet, readBackSetDeleted, settleWrite, } from '../api/writeOutcome.js';
import { errorText } from './errorText.js';
// Server text (a provisioning errorMessage may quote what it was given): redacted as well as sanitised.
const clean = (s) => redact(sanitizeTerminalText(redactServerText(s), { singleLine: true }));
function cleanSummary(s) {
    const out = { name: clean(s.name), type: s.type, region: clean(s.region), status: s.status };
    if (s.errorMessage !== undefined)
        out.errorMessage = clean(s.errorMessage);
    return out;
}
const emptyDetail = {
    keys: null,
    status: null,
    region: null,
    loading: false,
    error: null,
    missing: false,
};
export const createSetsSlice = (deps) => (set, get) => {
    let inFlight = null;
    /** The global error this slice set (cleared by the next good list). */
    let authError = null;
    let regionsLoad = null;
    /** Last status seen per set, to toast transitions out of pending whichever call observed them. */
    const knownStatus = new Map();
    const observe = (name, status, errorMessage) => {
        const before = knownStatus.get(name);
        knownStatus.set(name, status);
        if (before !== 'pending' || status === 'pending')
            return;
        if (status === 'ready')
            get().showToast(`${name} is ready`, 'success');
        else
            get().showToast(`${name} failed${errorMessage ? `: ${errorMessage}` : ''}`, 'error');
    };
    const patchDetail = (name, patch) => set((s) => ({ details: { ...s.details, [name]: { ...(s.details[name] ?? emptyDetail), ...patch } } }));
    const markPending = (name) => {
        knownStatus.set(name, 'pending');
        set((s) => ({
            sets: s.sets?.map((x) => (x.name === name ? { name: x.name, type: x.type, region: x.region, status: 'pending' } : x)) ?? s.sets,
            details: s.details[name]
                ? { ...s.details, [name]: { ...s.details[name], status: 'pending', errorMessage: undefined } }
                : s.details,
        }));
    };
    const refreshSets = () => {
        if (inFlight)
            return inFlight;
        set((s) => ({ setsLoading: true, listRequests: s.listRequests + 1 }));
        inFlight = (async () => {
            try {
                const list = (await deps.secrets.listSecretSets()).map(cleanSummary);
                for (const item of list)
                    observe(item.name, item.status, item.errorMessage);
                set({ sets: list, setsLoading: false, setsError: null, lastUpdated: deps.clock.now() });
                if (authError !== null && get().globalError === authError)
                    get().setGlobalError(null);
                authError = null;
            }
            catch (err) {
                const message = errorText(err);
                set({ setsLoading: false, setsError: message });
                // Bad credentials concern every screen, not just this list.
                const status = err.status;
                if (status === 401 || status === 403) {
                    authError = `secrets service: ${message}`;
                    get().setGlobalError(authError);
                }
            }
            finally {
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
        cycleRegion: () => set((s) => {
            const codes = (s.regions ?? []).map((r) => r.code);
            if (codes.length === 0)
                return s;
            const at = s.view.region === null ? -1 : codes.indexOf(s.view.region);
            const next = at + 1 >= codes.length ? null : codes[at + 1];
            return { view: { ...s.view, region: next } };
        }),
        select: (name) => {
            if (get().view.selectedName !== name)
                set((s) => ({ view: { ...s.view, selectedName: name } }));
        },
        regions: null,
        defaultRegion: null,
        regionsError: null,
        loadRegions: () => {
            if (regionsLoad)
                return regionsLoad;
            regionsLoad = (async () => {
                try {
                    const [regions, props] = await Promise.all([deps.secrets.listRegions(), deps.secrets.getProperties()]);
                    set({
                        regions: regions.map((r) => ({ code: clean(r.code), display_name: clean(r.display_name) })),
                        defaultRegion: clean(props.defaultRegion),
                        regionsError: null,
                    });
                }
                catch (err) {
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
                    sets: s.sets?.map((x) => x.name === name
                        ? { ...x, status: d.status, ...(errorMessage !== undefined ? { errorMessage } : { errorMessage: undefined }) }
                        : x) ?? s.sets,
                }));
            }
            catch (err) {
                const status = err.status;
                patchDetail(name, { loading: false, error: errorText(err), missing: status === 404 });
            }
        },
        saveSecrets: async (name, pairs, region) => {
            for (const pair of pairs)
                registerSecret(pair.secretValue);
            // What a re-read could prove, known before the write: whether the set is new, which keys it adds.
            const prior = get().sets?.find((x) => x.name === name);
            const created = get().sets !== null && prior === undefined;
            const knownKeys = get().details[name]?.keys;
            const keys = pairs.map((p) => p.secretKey);
            const added = knownKeys ? keys.filter((k) => !knownKeys.includes(k)) : created ? keys : [];
            const { outcome } = await settleWrite(() => deps.secrets.putSecrets(name, pairs, region ? { region } : undefined), {
                what: `${created ? 'create' : 'update'} secret set '${name}'`,
                check: () => readBackSecretSet(deps.secrets, name, { created, added, priorStatus: prior?.status }),
            });
            const existing = get().sets?.some((x) => x.name === name);
            if (!existing) {
                const row = {
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
                if (!d?.keys)
                    return s;
                const keys = [...d.keys];
                for (const p of pairs)
                    if (!keys.includes(p.secretKey))
                        keys.push(p.secretKey);
                return { details: { ...s.details, [name]: { ...d, keys } } };
            });
            return outcome;
        },
        unsetKey: async (name, key) => {
            const { outcome } = await settleWrite(() => deps.secrets.unsetSecret(name, key), {
                what: `unset key '${key}' from secret set '${name}'`,
                check: () => readBackKeyUnset(deps.secrets, name, key),
            });
            set((s) => {
                const d = s.details[name];
                if (!d?.keys)
                    return s;
                return { details: { ...s.details, [name]: { ...d, keys: d.keys.filter((k) => k !== key) } } };
            });
            return outcome;
        },
        deleteSet: async (name) => {
            const kind = get().sets?.find((x) => x.name === name)?.type === 'imagePullSecret' ? 'image pull secret' : 'secret set';
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
