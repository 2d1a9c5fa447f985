import { jsx as _jsx } from "react/jsx-runtime";
// Gives the store to the component tree. Components select primitives (or use useShallow) — zustand 5
// loops forever on selectors that return a fresh object each time.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
const StoreContext = createContext(null);
export function StoreProvider({ store, children }) {
    return _jsx(StoreContext.Provider, { value: store, children: children });
}
/** The store itself (for getState() in key handlers, which must not read stale render values). */
export function useAppStoreApi() {
    const store = useContext(StoreContext);
    if (!store)
        throw new Error('useAppStore must be used inside <StoreProvider>');
    return store;
}
export function useAppStore(selector) {
    return useStore(useAppStoreApi(), selector);
}
