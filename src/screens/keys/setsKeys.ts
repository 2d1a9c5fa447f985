// Key rows of the set list (home) and its `/` filter field.
import { b, ch, isDown, isEnter, isEscape, isUp, rank, movement } from './binding.js';

// Footer ranks: at 100 columns the footer keeps open/new/delete/filter, the `t` and `R` toggles and the next tab
// (refresh is automatic while anything is pending; `i` is in help); at 80 the toggles go too. The tab keys (1–4,
// Tab) are the shell's (tabs.ts), added to the footer after these.
export const setsBindings = [
  ...movement('sets'),
  rank(b('sets', ['enter'], 'open', 'open the set: key editor (image pull secrets: details)', isEnter, 'open'), 1),
  rank(b('sets', ['n'], 'new', 'new secret set', ch('n'), 'new'), 2),
  rank(b('sets', ['d'], 'delete', 'delete the selected set (type its name to confirm)', ch('d'), 'delete'), 3),
  rank(b('sets', ['/'], 'filter', 'filter by name as you type', ch('/'), 'filter'), 3),
  rank(b('sets', ['r'], 'refresh', 'refresh now', ch('r'), 'refresh'), 5),
  rank(b('sets', ['t'], 'togglePull', 'show or hide image pull secrets', ch('t'), 'pull secrets'), 4),
  rank(b('sets', ['R'], 'region', 'cycle the region filter (all → each region)', ch('R'), 'region'), 4),
  // Help only (no footer word): the footer is full, and it only matters when agents are shown.
  b('sets', ['!'], 'problems', 'only sets with a problem with their agents (again: all)', ch('!')),
  rank(b('sets', ['i'], 'pullSecretWizard', 'new image pull secret (wizard)', ch('i'), 'pull secret'), 5),
];

export const filterBindings = [
  b('setsFilter', ['enter'], 'keep', 'keep the filter and go back to the list', isEnter, 'keep'),
  b('setsFilter', ['esc'], 'clear', 'clear the filter', isEscape, 'clear'),
  b('setsFilter', ['↑'], 'up', 'move the selection up while filtering', isUp),
  b('setsFilter', ['↓'], 'down', 'move the selection down while filtering', isDown),
];
