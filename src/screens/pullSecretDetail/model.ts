// The image pull secret's detail, pure: which view has the keys — the detail, the delete confirmation, or the picker
// of the agents that pull with it. What the secret is (name, region, status) lives in the store's set list.

export type PullSecretMode = 'detail' | 'delete' | 'agents';

export type PullSecretEvent = { type: 'askDelete' } | { type: 'pickAgents' } | { type: 'close' };

export function pullSecretReducer(mode: PullSecretMode, event: PullSecretEvent): PullSecretMode {
  switch (event.type) {
    case 'askDelete':
      return mode === 'detail' ? 'delete' : mode;
    case 'pickAgents':
      return mode === 'detail' ? 'agents' : mode;
    case 'close':
      return 'detail';
  }
}
