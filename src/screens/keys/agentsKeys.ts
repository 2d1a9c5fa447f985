// Key rows of the Agents screen (list, filter, detail, logs).
import {
  any,
  b,
  ch,
  isDown,
  isEnd,
  isEnter,
  isEscape,
  isHome,
  isPageDown,
  isPageUp,
  isUp,
  movement,
  rank,
} from './binding.js';

// ---- agents ----------------------------------------------------------------------------------------------

export const agentsBindings = [
  ...movement('agents'),
  rank(
    b('agents', ['enter'], 'open', 'the agent’s detail: revisions, bindings, image, live sessions', isEnter, 'open'),
    1,
  ),
  rank(b('agents', ['l'], 'logs', 'the selected agent’s logs', ch('l'), 'logs'), 3),
  rank(b('agents', ['/'], 'filter', 'filter by name as you type', ch('/'), 'filter'), 2),
  rank(
    b(
      'agents',
      ['R'],
      'redeploy',
      'redeploy the selected agent (asks first, naming its live sessions)',
      ch('R'),
      'redeploy',
    ),
    4,
  ),
  rank(b('agents', ['r'], 'refresh', 'read the list and the rows on screen again', ch('r'), 'refresh'), 5),
  b('agentsFilter', ['enter'], 'keep', 'keep the filter and go back to the list', isEnter, 'keep'),
  b('agentsFilter', ['esc'], 'clear', 'clear the filter', isEscape, 'clear'),
  b('agentsFilter', ['↑'], 'up', 'move the selection up while filtering', isUp),
  b('agentsFilter', ['↓'], 'down', 'move the selection down while filtering', isDown),
  rank(b('agentDetail', ['l'], 'logs', 'the agent’s logs (scrollable; f follows new lines)', ch('l'), 'logs'), 1),
  rank(
    b('agentDetail', ['R'], 'redeploy', 'redeploy it (asks first, naming its live sessions)', ch('R'), 'redeploy'),
    2,
  ),
  rank(b('agentDetail', ['r'], 'refresh', 'read the agent again', ch('r'), 'refresh'), 4),
  b(
    'agentDetail',
    ['j', '↓'],
    'scrollDown',
    'scroll down (when the detail is taller than the screen)',
    any(ch('j'), isDown),
  ),
  b('agentDetail', ['k', '↑'], 'scrollUp', 'scroll up', any(ch('k'), isUp)),
  rank(b('agentDetail', ['esc'], 'back', 'back to the list', isEscape, 'back'), 3),
  rank(
    b(
      'agentLogs',
      ['f'],
      'follow',
      'follow new lines (read again every 1 s, backing off to 10 s); again: stop',
      ch('f'),
      'follow',
    ),
    1,
  ),
  rank(b('agentLogs', ['j', '↓'], 'scrollDown', 'scroll down', any(ch('j'), isDown), 'scroll'), 3),
  b('agentLogs', ['k', '↑'], 'scrollUp', 'scroll up (stops following)', any(ch('k'), isUp)),
  b('agentLogs', ['pgdn'], 'pageDown', 'one page down', isPageDown),
  b('agentLogs', ['pgup'], 'pageUp', 'one page up (stops following)', isPageUp),
  b('agentLogs', ['g', 'home'], 'first', 'the oldest line read', any(ch('g'), isHome)),
  b('agentLogs', ['G', 'end'], 'last', 'the newest line', any(ch('G'), isEnd)),
  rank(b('agentLogs', ['r'], 'refresh', 'read the newest lines now', ch('r'), 'refresh'), 4),
  rank(b('agentLogs', ['esc'], 'back', 'back to the agent', isEscape, 'back'), 2),
];
