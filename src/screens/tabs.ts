// The tab keys, one global group built from the screen registry: 1–5 go to the top-level screens in the order of
// their `tab.position`, Tab and Shift+Tab to the next and the previous one. The shell applies them on any screen that
// declined the key (as lazygit's jump-to-panel keys: one group, not a copy per screen); where they lead, the store's
// `switchTab` decides (state/routes.ts: tabStack). The help overlay and docs/app.md list `tabBindings`; a tab's own
// screen shows the others in its footer (`tabFooter`).
import type { Route, RouteName } from '../state/routes.js';
import { b, ch, isShiftTab, isTab, type Binding } from './keys/binding.js';
import type { FooterItem } from './keymap.js';
import { SCREENS, type ScreenEntry } from './registry.js';

export interface Tab {
  route: RouteName;
  position: number;
  label: string;
}

export const TABS: readonly Tab[] = (Object.entries(SCREENS) as Array<[RouteName, ScreenEntry]>)
  .flatMap(([route, entry]) => (entry.tab ? [{ route, ...entry.tab }] : []))
  .sort((x, y) => x.position - y.position);

const order = TABS.map((t) => t.label).join(' → ');

/** The group's rows, for help and docs (and matched by `tabTarget`). Actions: `tab:<route>`, `next`, `prev`. */
export const tabBindings: ReadonlyArray<Binding<'tabs'>> = [
  ...TABS.map((t) => b('tabs', [String(t.position)], `tab:${t.route}`, `switch to ${t.label}`, ch(String(t.position)))),
  b('tabs', ['tab'], 'next', `the next screen: ${order} → ${TABS[0]?.label ?? ''}`, isTab),
  b('tabs', ['shift+tab'], 'prev', 'the previous screen', isShiftTab),
];

/** The tab the stack is under: the newest tab route in it (the home screen's when none). */
export function currentTab(routes: readonly Route[]): RouteName {
  for (let i = routes.length - 1; i >= 0; i--) {
    const name = routes[i]!.name;
    if (TABS.some((t) => t.route === name)) return name;
  }
  return TABS[0]!.route;
}

/** Where a tab key leads from this stack; undefined when it is not a tab key, or leads where the user already is. */
export function tabTarget(
  routes: readonly Route[],
  input: string,
  key: Parameters<Binding['match']>[1],
): RouteName | undefined {
  const row = tabBindings.find((x) => x.match(input, key));
  if (!row) return undefined;
  const from = currentTab(routes);
  const at = TABS.findIndex((t) => t.route === from);
  const target =
    row.action === 'next'
      ? TABS[(at + 1) % TABS.length]!.route
      : row.action === 'prev'
        ? TABS[(at - 1 + TABS.length) % TABS.length]!.route
        : (row.action.slice('tab:'.length) as RouteName);
  const top = routes[routes.length - 1]!.name;
  return target === top ? undefined : target;
}

/**
 * The footer's tab items on a tab's own screen: every other tab by its number, Tab on the next one. The next tab stays
 * longest (rank 2); the home screen's number goes after the screen's own action keys (6: esc goes back too, and ?
 * lists it), the others early (7). At 100 columns the Agents footer kept "1 secrets" and dropped "R redeploy".
 */
export function tabFooter(current: RouteName): FooterItem[] {
  const at = TABS.findIndex((t) => t.route === current);
  if (at < 0) return [];
  const next = TABS[(at + 1) % TABS.length]!;
  return TABS.filter((t) => t.route !== current).map((t) => ({
    text: `${t.position}${t === next ? '/tab' : ''} ${t.label}`,
    rank: t === next ? 2 : t.position === TABS[0]!.position ? 6 : 7,
  }));
}
