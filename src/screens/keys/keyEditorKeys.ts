// Key rows of the key editor: its list, the add/replace form, loading a file and the file's preview.
import { any, b, ch, ctrl, isDown, isEnter, isEscape, isShiftTab, isTab, isUp, rank, movement } from './binding.js';

export const keysBindings = [
  ...movement('keys'),
  rank(b('keys', ['a'], 'add', 'add a key (staged)', ch('a'), 'add'), 3),
  b('keys', ['e'], 'edit', 'replace the selected key’s value (staged)', ch('e'), 'replace'),
  b(
    'keys',
    ['x', 'd'],
    'unset',
    'stage an unset of the selected key (on a staged edit: drop the edit)',
    any(ch('x'), ch('d')),
    'unset',
  ),
  b('keys', ['l'], 'load', 'load a KEY=value file into the staged edits', ch('l'), 'load file'),
  rank(
    b('keys', ['s'], 'save', 'save all staged edits: one PUT, then the unsets (asks first when any)', ch('s'), 'save'),
    2,
  ),
  rank(b('keys', ['u'], 'discard', 'discard staged edits', ch('u'), 'discard'), 6),
  b('keys', ['r'], 'refresh', 'refresh keys and status', ch('r')),
  rank(
    b('keys', ['R'], 'rollout', 'roll the set out: redeploy the agents that use it (asks first)', ch('R'), 'roll out'),
    7,
  ),
  b('keys', ['A'], 'agents', 'the agents that use the set: pick one to open its detail', ch('A')),
];

export const keyInputBindings = [
  b('keyInput', ['enter'], 'submit', 'next field / stage the value', isEnter, 'ok'),
  b('keyInput', ['tab', '↓'], 'next', 'from the key to the value field', any(isTab, isDown), 'next field'),
  b('keyInput', ['shift+tab', '↑'], 'prev', 'back to the key field', any(isShiftTab, isUp)),
  b('keyInput', ['ctrl+r'], 'reveal', 'show or hide the value while typing', ctrl('r'), 'show/hide'),
  b('keyInput', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];

export const filePreviewBindings = [
  b('filePreview', ['y'], 'apply', 'stage the file’s keys', any(ch('y'), ch('Y')), 'stage'),
  b('filePreview', ['n', 'esc'], 'cancel', 'cancel', any(ch('n'), ch('N'), isEscape, isEnter), 'cancel'),
  b(
    'filePreviewClash',
    ['y'],
    'apply',
    'stage the file’s keys; where they clash, the file’s value wins',
    any(ch('y'), ch('Y')),
    'take the file’s',
  ),
  b(
    'filePreviewClash',
    ['k'],
    'keep',
    'stage the file’s keys, keeping your staged edits where they clash',
    ch('k'),
    'keep mine',
  ),
  b('filePreviewClash', ['n', 'esc'], 'cancel', 'cancel', any(ch('n'), ch('N'), isEscape, isEnter), 'cancel'),
  b('fileRefused', ['l'], 'load', 'load another file (or the same one, fixed)', ch('l'), 'another file'),
  b('fileRefused', ['esc'], 'back', 'back to the keys', any(isEscape, isEnter, ch('n'), ch('N')), 'back'),
];

export const loadFileBindings = [
  b('loadFile', ['enter'], 'submit', 'read the file and preview it', isEnter, 'preview'),
  b('loadFile', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];
