// Key rows of the rollout view and of the prompt after a write (the shell draws the prompt on any screen).
import { any, b, ch, isDown, isEnter, isEscape, isUp, rank } from './binding.js';

export const rolloutBindings = [
  rank(
    b(
      'rollout',
      ['enter'],
      'open',
      'the selected agent: its logs when it failed, else its detail',
      isEnter,
      'logs/detail',
    ),
    2,
  ),
  rank(
    b('rollout', ['x'], 'stop', 'stop: no new redeploys (the ones in flight are followed to the end)', ch('x'), 'stop'),
    1,
  ),
  rank(b('rollout', ['j', '↓'], 'down', 'next agent', any(ch('j'), isDown), 'move'), 5),
  b('rollout', ['k', '↑'], 'up', 'previous agent', any(ch('k'), isUp)),
  rank(
    b(
      'rollout',
      ['esc'],
      'back',
      'leave the view; the rollout runs on (the header shows it, w comes back)',
      isEscape,
      'background',
    ),
    1,
  ),
];

// The prompt after a write: the shell draws it above the toast line, on any screen.
export const rolloutPromptBindings = [
  b(
    'rolloutPrompt',
    ['r'],
    'rollout',
    'roll it out: redeploy the agents that use the set, one at a time, and follow each to ready',
    ch('r'),
    'roll out',
  ),
  b(
    'rolloutPrompt',
    ['esc'],
    'later',
    'not now (R in the key editor or the pull secret rolls it out later)',
    isEscape,
    'later',
  ),
];
