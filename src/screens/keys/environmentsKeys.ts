// Key rows of the Environments screen (the list of environments × regions, its filter, an environment's plan).
import { any, b, ch, isDown, isEnter, isEscape, isPageDown, isPageUp, isUp, movement, rank } from './binding.js';

export const environmentsBindings = [
  ...movement('environments'),
  rank(
    b('environments', ['enter'], 'open', 'the environment’s plan in detail (what apply would do)', isEnter, 'plan'),
    1,
  ),
  rank(
    b(
      'environments',
      ['a'],
      'apply',
      'apply the environment’s plan (asks first; a protected one needs its name typed), then follow the rollout',
      ch('a'),
      'apply',
    ),
    2,
  ),
  rank(b('environments', ['/'], 'filter', 'filter by environment or region as you type', ch('/'), 'filter'), 4),
  rank(b('environments', ['r'], 'refresh', 'read agentdeck.toml and every environment again', ch('r'), 'refresh'), 3),
  b('environmentsFilter', ['enter'], 'keep', 'keep the filter and go back to the list', isEnter, 'keep'),
  b('environmentsFilter', ['esc'], 'clear', 'clear the filter', isEscape, 'clear'),
  b('environmentsFilter', ['↑'], 'up', 'move the selection up while filtering', isUp),
  b('environmentsFilter', ['↓'], 'down', 'move the selection down while filtering', isDown),
  rank(
    b(
      'environmentPlan',
      ['a'],
      'apply',
      'apply this plan (asks first; a protected environment needs its name typed)',
      ch('a'),
      'apply',
    ),
    1,
  ),
  rank(
    b(
      'environmentPlan',
      ['P'],
      'prune',
      'prune on/off: apply also removes the keys the source does not have',
      ch('P'),
      'prune',
    ),
    2,
  ),
  rank(b('environmentPlan', ['r'], 'refresh', 'read the environment again', ch('r'), 'refresh'), 3),
  rank(b('environmentPlan', ['j', '↓'], 'scrollDown', 'scroll down', any(ch('j'), isDown), 'scroll'), 4),
  b('environmentPlan', ['k', '↑'], 'scrollUp', 'scroll up', any(ch('k'), isUp)),
  b('environmentPlan', ['pgdn'], 'pageDown', 'one page down', isPageDown),
  b('environmentPlan', ['pgup'], 'pageUp', 'one page up', isPageUp),
  rank(b('environmentPlan', ['esc'], 'back', 'back to the environments', isEscape, 'back'), 2),
];
