// Key rows of the new-set form.
import {
  any,
  b,
  ctrl,
  hidden,
  isDown,
  isEnter,
  isEscape,
  isLeft,
  isRight,
  isShiftTab,
  isTab,
  isUp,
  never,
} from './binding.js';

export const newSetBindings = [
  b('newSet', ['tab', '↓'], 'next', 'next field', any(isTab, isDown), 'next field'),
  b('newSet', ['shift+tab', '↑'], 'prev', 'previous field', any(isShiftTab, isUp)),
  b('newSet', ['←', '→'], 'region', 'choose the region (region field)', never, 'region'),
  hidden('newSet', 'togglePrev', isLeft),
  hidden('newSet', 'toggleNext', isRight),
  b('newSet', ['enter'], 'submit', 'next field / add the key / create', isEnter, 'ok'),
  b('newSet', ['ctrl+r'], 'reveal', 'show or hide the value while typing', ctrl('r'), 'show/hide'),
  b('newSet', ['ctrl+x'], 'dropKey', 'remove the last added key', ctrl('x')),
  b('newSet', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];
