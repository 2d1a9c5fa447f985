// Key rows of the secrets side of the app: the set list and its filter, the key editor and its inputs, loading a
// file, a new set, the image pull secret detail and wizard, and the switches from the set list to the other screens.
import {
  any,
  b,
  ch,
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
  movement,
  never,
  rank,
  wizardStepKeys,
} from './binding.js';

// ---- secret-set list (home) ----------------------------------------------------------------------------

// Footer ranks: at 100 columns the footer keeps open/new/delete/filter, the `t` and `R` toggles and rooms
// (refresh is automatic while anything is pending; `i` is in help); at 80 the toggles go too.
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
];

export const filterBindings = [
  b('setsFilter', ['enter'], 'keep', 'keep the filter and go back to the list', isEnter, 'keep'),
  b('setsFilter', ['esc'], 'clear', 'clear the filter', isEscape, 'clear'),
  b('setsFilter', ['↑'], 'up', 'move the selection up while filtering', isUp),
  b('setsFilter', ['↓'], 'down', 'move the selection down while filtering', isDown),
];

// ---- key editor ------------------------------------------------------------------------------------------

export const keysBindings = [
  ...movement('keys'),
  rank(b('keys', ['a'], 'add', 'add a key (staged)', ch('a'), 'add'), 3),
  b('keys', ['e'], 'edit', 'replace the selected key’s value (staged)', ch('e'), 'replace'),
  b('keys', ['x', 'd'], 'unset', 'stage an unset of the selected key (on a staged edit: drop the edit)', any(ch('x'), ch('d')), 'unset'),
  b('keys', ['l'], 'load', 'load a KEY=value file into the staged edits', ch('l'), 'load file'),
  rank(b('keys', ['s'], 'save', 'save all staged edits: one PUT, then the unsets (asks first when any)', ch('s'), 'save'), 2),
  rank(b('keys', ['u'], 'discard', 'discard staged edits', ch('u'), 'discard'), 6),
  b('keys', ['r'], 'refresh', 'refresh keys and status', ch('r')),
  rank(b('keys', ['R'], 'rollout', 'roll the set out: redeploy the agents that use it (asks first)', ch('R'), 'roll out'), 7),
  b('keys', ['A'], 'agents', 'the agents that use the set: pick one to open its detail', ch('A')),
];

export const keyInputBindings = [
  b('keyInput', ['enter'], 'submit', 'next field / stage the value', isEnter, 'ok'),
  b('keyInput', ['tab', '↓'], 'next', 'from the key to the value field', any(isTab, isDown), 'next field'),
  b('keyInput', ['shift+tab', '↑'], 'prev', 'back to the key field', any(isShiftTab, isUp)),
  b('keyInput', ['ctrl+r'], 'reveal', 'show or hide the value while typing', ctrl('r'), 'show/hide'),
  b('keyInput', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];

// The load-file preview has three states, each with only the keys that work in it: a file that loads, one whose
// keys clash with staged edits (asked which wins), and a refused one (nothing can be loaded: back, or another file).
export const filePreviewBindings = [
  b('filePreview', ['y'], 'apply', 'stage the file’s keys', any(ch('y'), ch('Y')), 'stage'),
  b('filePreview', ['n', 'esc'], 'cancel', 'cancel', any(ch('n'), ch('N'), isEscape, isEnter), 'cancel'),
  b('filePreviewClash', ['y'], 'apply', 'stage the file’s keys; where they clash, the file’s value wins', any(ch('y'), ch('Y')), 'take the file’s'),
  b('filePreviewClash', ['k'], 'keep', 'stage the file’s keys, keeping your staged edits where they clash', ch('k'), 'keep mine'),
  b('filePreviewClash', ['n', 'esc'], 'cancel', 'cancel', any(ch('n'), ch('N'), isEscape, isEnter), 'cancel'),
  b('fileRefused', ['l'], 'load', 'load another file (or the same one, fixed)', ch('l'), 'another file'),
  b('fileRefused', ['esc'], 'back', 'back to the keys', any(isEscape, isEnter, ch('n'), ch('N')), 'back'),
];

export const loadFileBindings = [
  b('loadFile', ['enter'], 'submit', 'read the file and preview it', isEnter, 'preview'),
  b('loadFile', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];

// ---- new set form --------------------------------------------------------------------------------------

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

// ---- image pull secret detail --------------------------------------------------------------------------

export const pullSecretDetailBindings = [
  b('pullSecretDetail', ['d'], 'delete', 'delete this image pull secret (type its name)', ch('d'), 'delete'),
  b('pullSecretDetail', ['r'], 'refresh', 'refresh status', ch('r'), 'refresh'),
  b('pullSecretDetail', ['u'], 'update', 'new host or credentials (the wizard, updates in place)', ch('u'), 'update'),
  b('pullSecretDetail', ['R'], 'rollout', 'roll it out: redeploy the agents that use it (asks first)', ch('R'), 'roll out'),
  b('pullSecretDetail', ['A'], 'agents', 'the agents that use it: pick one to open its detail', ch('A'), 'agents'),
];

export const switchBindings = [
  rank(b('sets', ['3'], 'recordings', 'switch to recordings', ch('3'), 'recordings'), 7),
  rank(b('sets', ['i'], 'pullSecretWizard', 'new image pull secret (wizard)', ch('i'), 'pull secret'), 5),
  rank(b('sets', ['2', 'tab'], 'rooms', 'switch to rooms', any(ch('2'), isTab), 'rooms'), 2),
  rank(b('sets', ['4'], 'agents', 'switch to agents (tab: sets → rooms → recordings → agents)', ch('4'), 'agents'), 7),
];

// ---- image pull secret wizard ----------------------------------------------------------------------------

export const wizardBindings = [
  ...wizardStepKeys('pullSecretWizard'),
  b('pullSecretWizard', ['ctrl+u'], 'clear', 'clear the field', ctrl('u')),
  ...wizardStepKeys('wizardHost'),
  b('wizardHost', ['↑', '↓'], 'preset', 'pick a registry preset (Docker Hub, GAR, ECR, GHCR)', never, 'presets'),
  hidden('wizardHost', 'presetPrev', isUp),
  hidden('wizardHost', 'presetNext', isDown),
  b('wizardHost', ['ctrl+u'], 'clear', 'clear the field', ctrl('u')),
  ...wizardStepKeys('wizardPassword'),
  b('wizardPassword', ['ctrl+r'], 'reveal', 'show or hide the password while typing', ctrl('r'), 'show/hide'),
  b('wizardPassword', ['ctrl+u'], 'clear', 'clear the field', ctrl('u')),
  ...wizardStepKeys('wizardRegion'),
  b('wizardRegion', ['j', '↓'], 'down', 'next region', any(ch('j'), isDown), 'choose'),
  b('wizardRegion', ['k', '↑'], 'up', 'previous region', any(ch('k'), isUp)),
  b('wizardRegion', ['r'], 'retry', 'load the regions again', ch('r')),
  ...wizardStepKeys('wizardEncode'),
  b('wizardEncode', ['space', '←', '→'], 'toggle', 'turn base64 encoding on or off', any(ch(' '), isLeft, isRight), 'toggle'),
  b('wizardReview', ['enter'], 'submit', 'create (or update in place, after asking) the image pull secret', isEnter, 'submit'),
  b('wizardReview', ['esc'], 'back', 'previous step', isEscape, 'back'),
  b('wizardResult', ['enter', 'esc'], 'done', 'back to the set list (a pending secret keeps provisioning)', any(isEnter, isEscape), 'done'),
  b('wizardFailed', ['f'], 'fix', 'fix the credentials (everything else is kept)', ch('f'), 'fix credentials'),
  b('wizardFailed', ['enter', 'esc'], 'done', 'back to the set list', any(isEnter, isEscape), 'done'),
];
