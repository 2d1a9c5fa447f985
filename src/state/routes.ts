// The screen stack's entries. Every screen of the app has one; `push`/`pop` move between them, and `switchTab` moves
// between the top-level screens (the tabs) by the one rule below.
export type Route =
  | { name: 'sets' }
  | { name: 'keys'; set: string }
  | { name: 'newSet' }
  | { name: 'pullSecretDetail'; set: string }
  | { name: 'pullSecretWizard'; fix?: string }
  | { name: 'rooms' }
  | { name: 'recordings'; room?: string }
  /** The Agents screen; `agent` opens that agent's detail (`view: 'logs'`: its logs). */
  | { name: 'agents'; agent?: string; view?: 'detail' | 'logs' }
  /** The rollout in progress (or the last one's summary). */
  | { name: 'rollout' }
  /**
   * agentdeck.toml's environments × regions and their drift; `env` opens that environment's plan (where an apply's
   * steps show: back from the rollout view, the screen opens there again).
   */
  | { name: 'environments'; env?: string };

export type RouteName = Route['name'];

/**
 * The stack after switching to a tab (1–5, Tab, Shift+Tab): the tabs sit right above the home screen (the stack's
 * first entry), so the home tab leaves the home screen alone and any other tab leaves home and that tab — whatever was
 * open. From home that is a push, between two tabs a replace, back to home a pop.
 */
export function tabStack(routes: readonly Route[], target: Route): Route[] {
  const home = routes[0]!;
  return target.name === home.name ? [home] : [home, target];
}
