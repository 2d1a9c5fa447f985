// Key rows of the Agents screen (list, filter, detail, logs) and of rollouts (the prompt after a write, the
// rollout view, the picker of a set's agents).
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
  isTab,
  isUp,
  movement,
  rank,
} from './binding.js';

// ---- agents ----------------------------------------------------------------------------------------------

export const agentsBindings = [
  ...movement('agents'),
  rank(b('agents', ['enter'], 'open', 'the agent’s detail: revisions, bindings, image, live sessions', isEnter, 'open'), 1),
  rank(b('agents', ['l'], 'logs', 'the selected agent’s logs', ch('l'), 'logs'), 3),
  rank(b('agents', ['/'], 'filter', 'filter by name as you type', ch('/'), 'filter'), 2),
  rank(b('agents', ['R'], 'redeploy', 'redeploy the selected agent (asks first, naming its live sessions)', ch('R'), 'redeploy'), 4),
  rank(b('agents', ['r'], 'refresh', 'read the list and the rows on screen again', ch('r'), 'refresh'), 5),
  rank(b('agents', ['1', 'tab'], 'secrets', 'switch to secrets (tab: sets → rooms → recordings → agents)', any(ch('1'), isTab), 'secrets'), 6),
  rank(b('agents', ['2'], 'rooms', 'switch to rooms', ch('2'), 'rooms'), 7),
  rank(b('agents', ['3'], 'recordings', 'switch to recordings', ch('3'), 'recordings'), 7),
  b('agentsFilter', ['enter'], 'keep', 'keep the filter and go back to the list', isEnter, 'keep'),
  b('agentsFilter', ['esc'], 'clear', 'clear the filter', isEscape, 'clear'),
  b('agentsFilter', ['↑'], 'up', 'move the selection up while filtering', isUp),
  b('agentsFilter', ['↓'], 'down', 'move the selection down while filtering', isDown),
  rank(b('agentDetail', ['l'], 'logs', 'the agent’s logs (scrollable; f follows new lines)', ch('l'), 'logs'), 1),
  rank(b('agentDetail', ['R'], 'redeploy', 'redeploy it (asks first, naming its live sessions)', ch('R'), 'redeploy'), 2),
  rank(b('agentDetail', ['r'], 'refresh', 'read the agent again', ch('r'), 'refresh'), 4),
  b('agentDetail', ['j', '↓'], 'scrollDown', 'scroll down (when the detail is taller than the screen)', any(ch('j'), isDown)),
  b('agentDetail', ['k', '↑'], 'scrollUp', 'scroll up', any(ch('k'), isUp)),
  rank(b('agentDetail', ['esc'], 'back', 'back to the list', isEscape, 'back'), 3),
  rank(b('agentLogs', ['f'], 'follow', 'follow new lines (read again every 1 s, backing off to 10 s); again: stop', ch('f'), 'follow'), 1),
  rank(b('agentLogs', ['j', '↓'], 'scrollDown', 'scroll down', any(ch('j'), isDown), 'scroll'), 3),
  b('agentLogs', ['k', '↑'], 'scrollUp', 'scroll up (stops following)', any(ch('k'), isUp)),
  b('agentLogs', ['pgdn'], 'pageDown', 'one page down', isPageDown),
  b('agentLogs', ['pgup'], 'pageUp', 'one page up (stops following)', isPageUp),
  b('agentLogs', ['g', 'home'], 'first', 'the oldest line read', any(ch('g'), isHome)),
  b('agentLogs', ['G', 'end'], 'last', 'the newest line', any(ch('G'), isEnd)),
  rank(b('agentLogs', ['r'], 'refresh', 'read the newest lines now', ch('r'), 'refresh'), 4),
  rank(b('agentLogs', ['esc'], 'back', 'back to the agent', isEscape, 'back'), 2),
];

// ---- rollout (the prompt after a write, the rollout view, the agents using a set) ----------------------------

export const rolloutBindings = [
  b('rolloutPrompt', ['r'], 'rollout', 'roll it out: redeploy the agents that use the set, one at a time, and follow each to ready', ch('r'), 'roll out'),
  b('rolloutPrompt', ['esc'], 'later', 'not now (R in the key editor or the pull secret rolls it out later)', isEscape, 'later'),
  rank(b('rollout', ['enter'], 'open', 'the selected agent: its logs when it failed, else its detail', isEnter, 'logs/detail'), 2),
  rank(b('rollout', ['x'], 'stop', 'stop: no new redeploys (the ones in flight are followed to the end)', ch('x'), 'stop'), 1),
  rank(b('rollout', ['j', '↓'], 'down', 'next agent', any(ch('j'), isDown), 'move'), 5),
  b('rollout', ['k', '↑'], 'up', 'previous agent', any(ch('k'), isUp)),
  rank(b('rollout', ['esc'], 'back', 'leave the view; the rollout runs on (the header shows it, w comes back)', isEscape, 'background'), 1),
  b('usedByPicker', ['j', '↓'], 'down', 'next agent', any(ch('j'), isDown), 'move'),
  b('usedByPicker', ['k', '↑'], 'up', 'previous agent', any(ch('k'), isUp)),
  b('usedByPicker', ['enter'], 'open', 'open the agent’s detail', isEnter, 'open'),
  b('usedByPicker', ['esc'], 'close', 'close', isEscape, 'close'),
];
