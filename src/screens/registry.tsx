// THE screen registry: every route of the app (state/routes.ts) with its view, its title, its place among the tabs
// (1–5, Tab) and the key rows it uses. The shell (App.tsx) draws the route on top of the stack from here, titles `?`
// help from here, and the tab keys (tabs.ts) are built from here in the order of `tab.position`.
// To add a screen: its route in state/routes.ts, an entry here, its key file in keys/ (listed in keymap.ts), its
// folder — and nothing in another screen (docs/architecture.md, "To add a screen"; test/screens/registry.test.ts).
import type { ReactNode } from 'react';
import type { Route, RouteName } from '../state/routes.js';
import { Agents } from './agents/Agents.js';
import { Environments } from './environments/Environments.js';
import { KeyEditor } from './keyEditor/KeyEditor.js';
import type { Binding } from './keys/binding.js';
import { agentsBindings } from './keys/agentsKeys.js';
import { environmentsBindings } from './keys/environmentsKeys.js';
import { filePreviewBindings, keyInputBindings, keysBindings, loadFileBindings } from './keys/keyEditorKeys.js';
import { newSetBindings } from './keys/newSetKeys.js';
import { pullSecretDetailBindings } from './keys/pullSecretDetailKeys.js';
import { recordingsBindings } from './keys/recordingsKeys.js';
import { rolloutBindings } from './keys/rolloutKeys.js';
import { roomsBindings } from './keys/roomsKeys.js';
import { filterBindings, setsBindings } from './keys/setsKeys.js';
import { wizardBindings } from './keys/wizardKeys.js';
import { NewSet } from './newSet/NewSet.js';
import { PullSecretDetail } from './pullSecretDetail/PullSecretDetail.js';
import { Recordings } from './recordings/Recordings.js';
import { RolloutView } from './rollout/RolloutView.js';
import { Rooms } from './rooms/Rooms.js';
import { SetList } from './sets/SetList.js';
import { PullSecretWizard } from './wizard/PullSecretWizard.js';

export type RouteOf<N extends RouteName> = Extract<Route, { name: N }>;

export interface ScreenEntry<N extends RouteName = RouteName> {
  /** The `?` overlay's title ("Rooms — keys"). */
  title: string;
  /** The screen's view for its route. */
  view(route: RouteOf<N>): ReactNode;
  /** Among the tabs: its number key (1 = the home screen) and its word in the footer and help. */
  tab?: { position: number; label: string };
  /** Who the mounted view is: a route with another key mounts a fresh one (default: the route's name). */
  key?(route: RouteOf<N>): string;
  /** Its rows of the key table (keys/*Keys.ts); the first row's scope is its main view's (the footer shows the tab keys there). */
  keys: readonly Binding[];
  /** Its folder under src/screens/ (model, hook, views): no other screen's folder imports from it. */
  folder: string;
}

/** One entry per route name: a route without one does not compile. */
export const SCREENS: { readonly [N in RouteName]: ScreenEntry<N> } = {
  sets: {
    title: 'Secret sets',
    view: () => <SetList />,
    tab: { position: 1, label: 'secrets' },
    keys: [...setsBindings, ...filterBindings],
    folder: 'sets',
  },
  keys: {
    title: 'Key editor',
    view: (route) => <KeyEditor name={route.set} />,
    key: (route) => `keys:${route.set}`,
    keys: [...keysBindings, ...keyInputBindings, ...loadFileBindings, ...filePreviewBindings],
    folder: 'keyEditor',
  },
  newSet: {
    title: 'New secret set',
    view: () => <NewSet />,
    keys: newSetBindings,
    folder: 'newSet',
  },
  pullSecretDetail: {
    title: 'Image pull secret',
    view: (route) => <PullSecretDetail name={route.set} />,
    key: (route) => `pullSecretDetail:${route.set}`,
    keys: pullSecretDetailBindings,
    folder: 'pullSecretDetail',
  },
  pullSecretWizard: {
    title: 'Image pull secret wizard',
    view: (route) => <PullSecretWizard {...(route.fix !== undefined ? { fix: route.fix } : {})} />,
    keys: wizardBindings,
    folder: 'wizard',
  },
  rooms: {
    title: 'Rooms',
    view: () => <Rooms />,
    tab: { position: 2, label: 'rooms' },
    keys: roomsBindings,
    folder: 'rooms',
  },
  recordings: {
    title: 'Recordings',
    view: (route) => <Recordings {...(route.room !== undefined ? { room: route.room } : {})} />,
    tab: { position: 3, label: 'recordings' },
    keys: recordingsBindings,
    folder: 'recordings',
  },
  agents: {
    title: 'Agents',
    view: (route) => (
      <Agents
        {...(route.agent !== undefined ? { agent: route.agent } : {})}
        {...(route.view !== undefined ? { view: route.view } : {})}
      />
    ),
    tab: { position: 4, label: 'agents' },
    key: (route) => (route.agent !== undefined ? `agents:${route.agent}:${route.view ?? 'detail'}` : 'agents'),
    keys: agentsBindings,
    folder: 'agents',
  },
  rollout: {
    title: 'Rollout',
    view: () => <RolloutView />,
    keys: rolloutBindings,
    folder: 'rollout',
  },
  environments: {
    title: 'Environments',
    view: (route) => <Environments {...(route.env !== undefined ? { env: route.env } : {})} />,
    tab: { position: 5, label: 'environments' },
    keys: environmentsBindings,
    folder: 'environments',
  },
};

export function screenOf<N extends RouteName>(name: N): ScreenEntry<N> {
  return SCREENS[name] as ScreenEntry<N>;
}

/** The route's view (the screen on top of the stack). */
export function viewOf(route: Route): ReactNode {
  return (screenOf(route.name).view as (r: Route) => ReactNode)(route);
}

/** The route's identity: when it changes, the screen mounts afresh. */
export function routeKey(route: Route): string {
  const key = screenOf(route.name).key as ((r: Route) => string) | undefined;
  return key ? key(route) : route.name;
}

/** The scope of the route's main view (its first key row's). */
export function mainScope(name: RouteName): string | undefined {
  return screenOf(name).keys[0]?.scope;
}
