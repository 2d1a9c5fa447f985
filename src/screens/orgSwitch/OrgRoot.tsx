// The app with an organization switcher: switching builds a new store on the other organization's clients and
// remounts the app on it, so every screen (sets, keys, rooms, agents) talks to the new organization from then on.
import { useRef, useState } from 'react';
import type { AppStore } from '../../state/store.js';
import { App } from '../App.js';
import type { OrgChoice } from './model.js';

export interface OrgSource<T> {
  list(): Promise<OrgChoice[]>;
  /** The same credentials aimed at `org` (whatever the store is built from). */
  open(org: string): Promise<T>;
}

export interface OrgRootProps<T> {
  initial: T;
  /** The store of `initial`, when the caller built it already (runApp reads the set list before the first frame). */
  firstStore?: AppStore;
  initialOrg?: string;
  source: OrgSource<T>;
  makeStore(target: T): AppStore;
  /** Told about every store the app runs on (the caller disposes the last one at exit). */
  onStore?(store: AppStore): void;
  still?: boolean;
}

export function OrgRoot<T>({ initial, firstStore, initialOrg, source, makeStore, onStore, still }: OrgRootProps<T>) {
  const [current, setCurrent] = useState(() => {
    const store = firstStore ?? makeStore(initial);
    onStore?.(store);
    return { org: initialOrg, store };
  });
  const currentRef = useRef(current);
  currentRef.current = current;
  const switchTo = async (org: string) => {
    const target = await source.open(org);
    const store = makeStore(target);
    currentRef.current.store.getState().dispose();
    onStore?.(store);
    setCurrent({ org, store });
  };
  return (
    <App
      key={current.org ?? ''}
      store={current.store}
      still={still}
      orgSwitch={{ current: current.org, list: () => source.list(), switchTo }}
    />
  );
}
