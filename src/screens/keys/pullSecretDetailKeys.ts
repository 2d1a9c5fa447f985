// Key rows of the image pull secret's detail.
import { b, ch } from './binding.js';

export const pullSecretDetailBindings = [
  b('pullSecretDetail', ['d'], 'delete', 'delete this image pull secret (type its name)', ch('d'), 'delete'),
  b('pullSecretDetail', ['r'], 'refresh', 'refresh status', ch('r'), 'refresh'),
  b('pullSecretDetail', ['u'], 'update', 'new host or credentials (the wizard, updates in place)', ch('u'), 'update'),
  b(
    'pullSecretDetail',
    ['R'],
    'rollout',
    'roll it out: redeploy the agents that use it (asks first)',
    ch('R'),
    'roll out',
  ),
  b('pullSecretDetail', ['A'], 'agents', 'the agents that use it: pick one to open its detail', ch('A'), 'agents'),
];
