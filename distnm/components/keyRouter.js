import { jsx as _jsx } from "react/jsx-runtime";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
function top(entries, layer) {
    for (let i = entries.length - 1; i >= 0; i--) {
        const e = entries[i];
        if (e.layer === layer && e.active)
            return e;
    }
    return undefined;
}
export function createKeyRouter(onChange = () => { }, match = () => undefined) {
    let entries = [];
    let seq = 0;
    return {
        register(entry) {
            seq += 1;
            entries = [...entries, { ...entry, id: seq }];
            onChange();
            return seq;
        },
        update(id, patch) {
            entries = entries.map((e) => (e.id === id ? { ...e, ...patch } : e));
            onChange();
        },
        unregister(id) {
            entries = entries.filter((e) => e.id !== id);
            onChange();
        },
        dispatch(input, key) {
            const dialog = top(entries, 'dialog');
            if (dialog) {
                dialog.handler.current(input, key);
                return true;
            }
            const screen = top(entries, 'screen');
            return screen ? screen.handler.current(input, key) === true : false;
        },
        activeScope() {
            return (top(entries, 'dialog') ?? top(entries, 'screen'))?.scope;
        },
        hasActiveDialog() {
            return top(entries, 'dialog') !== undefined;
        },
        acceptsText() {
            return (top(entries, 'dialog') ?? top(entries, 'screen'))?.acceptsText ?? false;
        },
        holding() {
            return (top(entries, 'dialog') ?? top(entries, 'screen'))?.holdKeys ?? false;
        },
        action: match,
    };
}
const RouterContext = createContext(null);
export function KeyRouterProvider({ router: given, match, children }) {
    const [version, setVersion] = useState(0);
    const bump = useCallback(() => setVersion((v) => v + 1), []);
    const routerRef = useRef(null);
    if (!routerRef.current)
        routerRef.current = given ?? createKeyRouter(bump, match);
    const value = useMemo(() => ({ router: routerRef.current, version }), [version]);
    return _jsx(RouterContext.Provider, { value: value, children: children });
}
export function useKeyRouter() {
    const ctx = useContext(RouterContext);
    if (!ctx)
        throw new Error('useScreenKeys/useDialogKeys need <KeyRouterProvider> (rendered by App)');
    return ctx.router;
}
/** The active scope; re-renders when it changes. */
export function useActiveScope() {
    const ctx = useContext(RouterContext);
    return ctx?.router.activeScope();
}
function useKeys(layer, scope, handler, { isActive = true, acceptsText = false, holdKeys = false }) {
    const router = useKeyRouter();
    const handlerRef = useRef(handler);
    handlerRef.current = handler;
    const idRef = useRef(null);
    useEffect(() => {
        const id = router.register({ layer, scope, active: isActive, acceptsText, holdKeys, handler: handlerRef });
        idRef.current = id;
        return () => {
            router.unregister(id);
            idRef.current = null;
        };
        // Registration happens once per mount; scope/active changes go through update below.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [router, layer]);
    useEffect(() => {
        if (idRef.current !== null)
            router.update(idRef.current, { scope, active: isActive, acceptsText, holdKeys });
    }, [router, scope, isActive, acceptsText, holdKeys]);
}
export function useScreenKeys(scope, handler, opts = {}) {
    useKeys('screen', scope, handler, opts);
}
export function useDialogKeys(scope, handler, opts = {}) {
    useKeys('dialog', scope, handler, opts);
}
