// Key rows every screen shares: the global keys, the organization switcher, and the dialogs and overlays.
import { any, b, ch, ctrl, isDown, isEnter, isEscape, isUp } from './binding.js';

// ---- global (applied by App after the screen declined the key) ----------------------------------------

export const globalBindings = [
  b('global', ['?'], 'help', 'show or hide this help', ch('?'), 'help'),
  b('global', ['esc'], 'back', 'go back one screen', isEscape, 'back'),
  b('global', ['q'], 'quit', 'quit agentdeck (over unsaved work it asks first)', ch('q'), 'quit'),
  b(
    'global',
    ['ctrl+c'],
    'forceQuit',
    'quit from anywhere, even while typing (over unsaved work it asks first; again: quit)',
    ctrl('c'),
  ),
  b('global', ['o'], 'organization', 'switch organization (user session): every screen follows', ch('o')),
  b(
    'global',
    ['w'],
    'rollout',
    'show the rollout (the header’s ⟳ rollout): it runs on while you work elsewhere',
    ch('w'),
  ),
];

// ---- organization switcher (dialog opened by the global `o`) -------------------------------------------

export const organizationBindings = [
  b('organizations', ['↑', 'k'], 'up', 'previous organization', any(isUp, ch('k'))),
  b('organizations', ['↓', 'j'], 'down', 'next organization', any(isDown, ch('j'))),
  b('organizations', ['enter'], 'pick', 'switch every screen to this organization', isEnter, 'switch'),
  b('organizations', ['esc'], 'close', 'close without switching', isEscape, 'close'),
];

// ---- dialogs and overlays ------------------------------------------------------------------------------

export const confirmBindings = [
  b('confirm', ['y'], 'yes', 'confirm', any(ch('y'), ch('Y')), 'yes'),
  b('confirm', ['n', 'esc', 'enter'], 'no', 'cancel (the default)', any(ch('n'), ch('N'), isEscape, isEnter), 'no'),
];

export const demoOfferBindings = [
  b(
    'demoOffer',
    ['enter', 'y'],
    'accept',
    'add the demo data (secret sets, agents, a room) to the local emulator',
    any(isEnter, ch('y'), ch('Y')),
    'add demo data',
  ),
  b(
    'demoOffer',
    ['n', 'esc'],
    'decline',
    'start empty; not asked again for this data dir',
    any(ch('n'), ch('N'), isEscape),
    'start empty',
  ),
];

export const typeToConfirmBindings = [
  b('typeToConfirm', ['enter'], 'submit', 'confirm when the typed name matches', isEnter, 'confirm'),
  b('typeToConfirm', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];

export const helpBindings = [
  b('help', ['esc', '?', 'q'], 'close', 'close help', any(isEscape, ch('?'), ch('q')), 'close'),
  b('help', ['j', '↓'], 'scrollDown', 'scroll down', any(ch('j'), isDown), 'scroll'),
  b('help', ['k', '↑'], 'scrollUp', 'scroll up', any(ch('k'), isUp)),
];

// ---- the agents that use a set (a picker the key editor and the pull secret's detail open: usedBy.tsx) ----------

export const usedByPickerBindings = [
  b('usedByPicker', ['j', '↓'], 'down', 'next agent', any(ch('j'), isDown), 'move'),
  b('usedByPicker', ['k', '↑'], 'up', 'previous agent', any(ch('k'), isUp)),
  b('usedByPicker', ['enter'], 'open', 'open the agent’s detail', isEnter, 'open'),
  b('usedByPicker', ['esc'], 'close', 'close', isEscape, 'close'),
];
