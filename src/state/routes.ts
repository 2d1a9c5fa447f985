// The screen stack's entries. Every screen of the app has one; `push`/`pop` move between them.
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
  | { name: 'rollout' };

export type RouteName = Route['name'];
