import { jsx as _jsx } from "react/jsx-runtime";
// The app with an organization switcher: switching builds a new store on the other organization's clients and
// remounts the app on it, so every screen (sets, keys, rooms, agents) talks to the new organization from then on.
import { useRef, useState } from 'react';
import { App } from '../App.js';
export function OrgRoot({ initial, initialOrg, source, makeStore, onStore, still }) {
    const [current, setCurrent] = useState(() => {
        const store = makeStore(initial);
        onStore?.(store);
        return { org: initialOrg, store };
    });
    const currentRef = useRef(current);
    currentRef.current = current;
    const switchTo = async (org) => {
        const target = await source.open(org);
        const store = makeStore(target);
        currentRef.current.store.getState().dispose();
        onStore?.(store);
        setCurrent({ org, store });
    };
    return (_jsx(App, { store: current.store, still: still, orgSwitch: { current: current.org, list: () => source.list(), switchTo } }, current.org ?? ''));
}
