// Why this file is long: it is THE binding table (one row per key per scope) — a table, not logic; splitting it
// would lose the one place the footer, help and handlers read.
// THE key-binding table. It feeds the screens' key handlers (matchBinding), the footer (footerText) and the
// help overlay (bindingsFor). To add keys, add rows to a scope's array (or a new array) and to BINDINGS.
import type { Key } from 'ink';
import type { RouteName } from '../state/routes.js';

export type BindingScope = 'global' | RouteName | (string & {});

export interface Binding<S extends string = string, A extends string = string> {
  scope: S;
  /** Display form, e.g. ['j', '↓']. */
  keys: string[];
  /** Stable id the handlers switch on, e.g. 'down', 'open', 'delete'. */
  action: A;
  /** One line for the help overlay. */
  description: string;
  /** Short word(s) for the footer; shown in the footer only when set. */
  footer?: string;
  /** When the footer is too narrow, higher ranks go first (default 5; 1 = keep longest). */
  footerRank?: number;
  /** Matched only: help and footer show the row that describes it (e.g. ↑ and ↓ as one line). */
  hidden?: true;
  match(input: string, key: Key): boolean;
}

// ---- matchers ------------------------------------------------------------------------------------------

const plain = (key: Key) => !key.ctrl && !key.meta;
/** A printable character without Ctrl/Meta. */
export const ch = (c: string) => (input: string, key: Key) => plain(key) && input === c;
export const ctrl = (c: string) => (input: string, key: Key) => key.ctrl && input === c;
const any =
  (...ms: Array<(input: string, key: Key) => boolean>) =>
  (input: string, key: Key) =>
    ms.some((m) => m(input, key));
export const isEnter = (_: string, key: Key) => key.return;
export const isEscape = (_: string, key: Key) => key.escape;
export const isUp = (_: string, key: Key) => key.upArrow;
export const isDown = (_: string, key: Key) => key.downArrow;
export const isLeft = (_: string, key: Key) => key.leftArrow;
export const isRight = (_: string, key: Key) => key.rightArrow;
export const isTab = (_: string, key: Key) => key.tab && !key.shift;
export const isShiftTab = (_: string, key: Key) => key.tab && key.shift;
export const isPageUp = (_: string, key: Key) => key.pageUp;
export const isPageDown = (_: string, key: Key) => key.pageDown;
export const isHome = (_: string, key: Key) => key.home;
export const isEnd = (_: string, key: Key) => key.end;
/** Real terminals send 0x7F for Backspace, which Ink 6 reports as `delete`. */
export const isBackspace = (_: string, key: Key) => key.backspace || key.delete;

const b = <S extends string, A extends string>(
  scope: S,
  keys: string[],
  action: A,
  description: string,
  match: Binding['match'],
  footer?: string,
): Binding<S, A> => ({ scope, keys, action, description, match, ...(footer ? { footer } : {}) });

/** The same binding with a footer rank (see Binding.footerRank). */
const rank = <B extends Binding>(binding: B, footerRank: number): B => ({ ...binding, footerRank });

/** A binding that only matches (its keys are described by a display row; see Binding.hidden). */
const hidden = <S extends string, A extends string>(scope: S, action: A, match: Binding['match']): Binding<S, A> => ({
  ...b(scope, [], action, '', match),
  hidden: true,
});

/** A row for help and footer only: its keys are matched by hidden bindings. */
const never = () => false;

// ---- global (applied by App after the screen declined the key) ----------------------------------------

const globalBindings = [
  b('global', ['?'], 'help', 'show or hide this help', ch('?'), 'help'),
  b('global', ['esc'], 'back', 'go back one screen', isEscape, 'back'),
  b('global', ['q'], 'quit', 'quit agentdeck', ch('q'), 'quit'),
  b('global', ['ctrl+c'], 'forceQuit', 'quit at once, from anywhere (even while typing)', ctrl('c')),
  b('global', ['o'], 'organization', 'switch organization (user session): every screen follows', ch('o')),
  b('global', ['w'], 'rollout', 'show the rollout (the header’s ⟳ rollout): it runs on while you work elsewhere', ch('w')),
];

// ---- organization switcher (dialog opened by the global `o`) -------------------------------------------

const organizationBindings = [
  b('organizations', ['↑', 'k'], 'up', 'previous organization', any(isUp, ch('k'))),
  b('organizations', ['↓', 'j'], 'down', 'next organization', any(isDown, ch('j'))),
  b('organizations', ['enter'], 'pick', 'switch every screen to this organization', isEnter, 'switch'),
  b('organizations', ['esc'], 'close', 'close without switching', isEscape, 'close'),
];

// ---- lists (shared movement keys) -----------------------------------------------------------------------

const movement = <S extends string>(scope: S) => [
  rank(b(scope, ['j', '↓'], 'down', 'move down', any(ch('j'), isDown), 'move'), 9),
  b(scope, ['k', '↑'], 'up', 'move up', any(ch('k'), isUp)),
  b(scope, ['g', 'home'], 'first', 'first row', any(ch('g'), isHome)),
  b(scope, ['G', 'end'], 'last', 'last row', any(ch('G'), isEnd)),
  b(scope, ['pgdn'], 'pageDown', 'one page down', isPageDown),
  b(scope, ['pgup'], 'pageUp', 'one page up', isPageUp),
];

// ---- secret-set list (home) ----------------------------------------------------------------------------

// Footer ranks: at 100 columns the footer keeps open/new/delete/filter, the `t` and `R` toggles and rooms
// (refresh is automatic while anything is pending; `i` is in help); at 80 the toggles go too.
const setsBindings = [
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

const filterBindings = [
  b('setsFilter', ['enter'], 'keep', 'keep the filter and go back to the list', isEnter, 'keep'),
  b('setsFilter', ['esc'], 'clear', 'clear the filter', isEscape, 'clear'),
  b('setsFilter', ['↑'], 'up', 'move the selection up while filtering', isUp),
  b('setsFilter', ['↓'], 'down', 'move the selection down while filtering', isDown),
];

// ---- key editor ------------------------------------------------------------------------------------------

const keysBindings = [
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

const keyInputBindings = [
  b('keyInput', ['enter'], 'submit', 'next field / stage the value', isEnter, 'ok'),
  b('keyInput', ['tab', '↓'], 'next', 'from the key to the value field', any(isTab, isDown), 'next field'),
  b('keyInput', ['shift+tab', '↑'], 'prev', 'back to the key field', any(isShiftTab, isUp)),
  b('keyInput', ['ctrl+r'], 'reveal', 'show or hide the value while typing', ctrl('r'), 'show/hide'),
  b('keyInput', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];

// The load-file preview has three states, each with only the keys that work in it: a file that loads, one whose
// keys clash with staged edits (asked which wins), and a refused one (nothing can be loaded: back, or another file).
const filePreviewBindings = [
  b('filePreview', ['y'], 'apply', 'stage the file’s keys', any(ch('y'), ch('Y')), 'stage'),
  b('filePreview', ['n', 'esc'], 'cancel', 'cancel', any(ch('n'), ch('N'), isEscape, isEnter), 'cancel'),
  b('filePreviewClash', ['y'], 'apply', 'stage the file’s keys; where they clash, the file’s value wins', any(ch('y'), ch('Y')), 'take the file’s'),
  b('filePreviewClash', ['k'], 'keep', 'stage the file’s keys, keeping your staged edits where they clash', ch('k'), 'keep mine'),
  b('filePreviewClash', ['n', 'esc'], 'cancel', 'cancel', any(ch('n'), ch('N'), isEscape, isEnter), 'cancel'),
  b('fileRefused', ['l'], 'load', 'load another file (or the same one, fixed)', ch('l'), 'another file'),
  b('fileRefused', ['esc'], 'back', 'back to the keys', any(isEscape, isEnter, ch('n'), ch('N')), 'back'),
];

const loadFileBindings = [
  b('loadFile', ['enter'], 'submit', 'read the file and preview it', isEnter, 'preview'),
  b('loadFile', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];

// ---- new set form --------------------------------------------------------------------------------------

const newSetBindings = [
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

const pullSecretDetailBindings = [
  b('pullSecretDetail', ['d'], 'delete', 'delete this image pull secret (type its name)', ch('d'), 'delete'),
  b('pullSecretDetail', ['r'], 'refresh', 'refresh status', ch('r'), 'refresh'),
  b('pullSecretDetail', ['u'], 'update', 'new host or credentials (the wizard, updates in place)', ch('u'), 'update'),
  b('pullSecretDetail', ['R'], 'rollout', 'roll it out: redeploy the agents that use it (asks first)', ch('R'), 'roll out'),
  b('pullSecretDetail', ['A'], 'agents', 'the agents that use it: pick one to open its detail', ch('A'), 'agents'),
];

// ---- image pull secret wizard and rooms (app part 2) ------------------------------------------------

const wizardStepKeys = <S extends string>(scope: S) => [
  b(scope, ['enter'], 'next', 'next step (refused while the value breaks a rule)', isEnter, 'next'),
  b(scope, ['esc'], 'back', 'previous step; on step 1 discard the wizard (asks first)', isEscape, 'back'),
];

const wizardBindings = [
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

/** The form engine's keys (components/form/formModel.ts reads the actions as its commands). */
const formKeys = <S extends string>(scope: S, submit: string) => [
  b(scope, ['↑', '↓', 'tab'], 'move', 'previous / next field', never, 'fields'),
  hidden(scope, 'next', any(isDown, isTab)),
  hidden(scope, 'prev', any(isUp, isShiftTab)),
  b(scope, ['space', '←', '→'], 'toggle', 'toggle on/off, cycle a choice', never, 'toggle'),
  hidden(scope, 'toggleNext', any(ch(' '), isRight)),
  hidden(scope, 'togglePrev', isLeft),
  b(scope, ['enter'], 'submit', submit, isEnter, 'submit'),
  b(scope, ['ctrl+u'], 'clear', 'clear a text field', ctrl('u')),
  b(scope, ['esc'], 'cancel', 'cancel (the values are dropped)', isEscape, 'cancel'),
];

const roomsBindings = [
  ...movement('rooms'),
  b('rooms', ['enter'], 'open', 'show the selected room', isEnter, 'open'),
  b('rooms', ['n'], 'new', 'create a room', ch('n'), 'new'),
  b('rooms', ['t'], 'token', 'meeting token for the selected room', ch('t'), 'token'),
  b('rooms', ['d'], 'delete', 'delete the selected room (type its name)', ch('d'), 'delete'),
  rank(b('rooms', ['1'], 'secrets', 'switch to secrets', ch('1'), 'secrets'), 2),
  rank(b('rooms', ['3', 'tab'], 'recordings', 'switch to recordings (tab: sets → rooms → recordings → agents)', any(ch('3'), isTab), 'recordings'), 2),
  b('rooms', ['u'], 'lookup', 'look a room up by URL', ch('u'), 'lookup'),
  b('rooms', ['x'], 'deleteBy', 'delete a room by URL or name (type its name)', ch('x')),
  b('rooms', [']'], 'nextPage', 'next page of rooms', ch(']')),
  b('rooms', ['['], 'prevPage', 'previous page of rooms', ch('[')),
  b('rooms', ['e'], 'edit', 'edit the selected room’s properties (the create form)', ch('e'), 'edit'),
  rank(b('rooms', ['A'], 'audioOnly', 'toggle the domain’s force_audio_only_recording (asks first)', ch('A'), 'audio-only'), 6),
  b('rooms', ['r'], 'refresh', 'reload this page and the domain’s recording setting', ch('r'), 'refresh'),
  rank(b('rooms', ['4'], 'agents', 'switch to agents', ch('4'), 'agents'), 7),
  ...formKeys('roomForm', 'create the room (refused while a field breaks a rule)'),
  ...formKeys('roomEdit', 'save: only changed properties are sent; an emptied one is reset'),
  rank(b('roomDetail', ['s'], 'startRecording', 'start a recording of the room’s type (its enable_recording)', ch('s'), 'record'), 3),
  rank(b('roomDetail', ['S'], 'stopRecording', 'stop the room’s recording', ch('S'), 'stop rec'), 3),
  rank(b('roomDetail', ['e'], 'edit', 'edit this room’s properties', ch('e'), 'edit'), 6),
  b('roomDetail', ['t'], 'token', 'meeting token for this room', ch('t'), 'token'),
  rank(b('roomDetail', ['d'], 'delete', 'delete this room (type its name)', ch('d'), 'delete'), 6),
  rank(b('roomDetail', ['c'], 'copy', 'copy the room URL (OSC 52)', ch('c'), 'copy url'), 4),
  rank(b('roomDetail', ['3'], 'recordings', 'this room’s recordings (the Recordings screen, filtered to it)', ch('3'), 'recordings'), 7),
  rank(b('roomDetail', ['esc'], 'back', 'back to the room list', isEscape, 'back'), 2),
  b('roomDetail', ['j', '↓'], 'scrollDown', 'scroll down (when the room is taller than the screen)', any(ch('j'), isDown)),
  b('roomDetail', ['k', '↑'], 'scrollUp', 'scroll up', any(ch('k'), isUp)),
  ...formKeys('tokenForm', 'generate the meeting token'),
  // w and f always work (c needs OSC 52, which tmux drops by default): they rank above it in a narrow footer.
  rank(b('tokenView', ['w'], 'wrap', 'show the whole token wrapped over several lines, nothing else on them (select it with the mouse); again: one line', ch('w'), 'wrap'), 2),
  rank(b('tokenView', ['f'], 'file', 'write the token to a new file only you can read (mode 0600); the path is shown', ch('f'), 'to file'), 2),
  rank(b('tokenView', ['c'], 'copy', 'copy the token (OSC 52; the terminal may not support it)', ch('c'), 'copy'), 4),
  rank(b('tokenView', ['esc', 'enter'], 'done', 'forget the token and go back (it is not shown again)', any(isEscape, isEnter), 'done'), 1),
  b('roomLookup', ['enter'], 'submit', 'look the room up', isEnter, 'look up'),
  b('roomLookup', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
  b('roomDeleteInput', ['enter'], 'submit', 'continue to the confirmation', isEnter, 'continue'),
  b('roomDeleteInput', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];

// ---- recordings -----------------------------------------------------------------------------------------

const recordingsBindings = [
  ...movement('recordings'),
  rank(b('recordings', ['enter'], 'open', 'details of the selected recording (tracks for raw-tracks)', isEnter, 'open'), 1),
  rank(b('recordings', ['D'], 'download', 'download it (asks for the directory; progress bar)', ch('D'), 'download'), 2),
  rank(b('recordings', ['c'], 'copy', 'copy a fresh download link (OSC 52)', ch('c'), 'copy link'), 4),
  rank(b('recordings', ['x'], 'delete', 'delete it (type the start of its id)', ch('x'), 'delete'), 4),
  rank(b('recordings', ['S'], 'stop', 'stop it while it is in progress (its room’s recording)', ch('S'), 'stop'), 4),
  rank(b('recordings', ['/'], 'filter', 'only one room’s recordings (empty: all)', ch('/'), 'room filter'), 3),
  b('recordings', [']'], 'nextPage', 'next page', ch(']')),
  b('recordings', ['['], 'prevPage', 'previous page', ch('[')),
  rank(b('recordings', ['r'], 'refresh', 'reload this page (in-progress ones refresh by themselves)', ch('r'), 'refresh'), 5),
  rank(b('recordings', ['1'], 'secrets', 'switch to secrets', ch('1'), 'secrets'), 3),
  rank(b('recordings', ['2'], 'rooms', 'switch to rooms', ch('2'), 'rooms'), 3),
  rank(b('recordings', ['4', 'tab'], 'agents', 'switch to agents (tab: sets → rooms → recordings → agents)', any(ch('4'), isTab), 'agents'), 3),
  b('recordingDetail', ['D'], 'download', 'download it (asks for the directory)', ch('D'), 'download'),
  b('recordingDetail', ['c'], 'copy', 'copy a fresh download link (OSC 52)', ch('c'), 'copy link'),
  b('recordingDetail', ['x'], 'delete', 'delete it (type the start of its id)', ch('x'), 'delete'),
  b('recordingDetail', ['S'], 'stop', 'stop it while it is in progress', ch('S'), 'stop'),
  b('recordingDetail', ['esc'], 'back', 'back to the list', isEscape, 'back'),
  b('recordingFilter', ['enter'], 'submit', 'show only this room (empty: all rooms)', isEnter, 'apply'),
  b('recordingFilter', ['esc'], 'cancel', 'clear the filter', isEscape, 'clear'),
  b('recordingDownload', ['enter'], 'submit', 'download into this directory', isEnter, 'download'),
  b('recordingDownload', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
  b('recordingDownloading', ['esc'], 'cancel', 'cancel the download (the .part file is removed)', isEscape, 'cancel'),
];

const switchBindings = [
  rank(b('sets', ['3'], 'recordings', 'switch to recordings', ch('3'), 'recordings'), 7),
  rank(b('sets', ['i'], 'pullSecretWizard', 'new image pull secret (wizard)', ch('i'), 'pull secret'), 5),
  rank(b('sets', ['2', 'tab'], 'rooms', 'switch to rooms', any(ch('2'), isTab), 'rooms'), 2),
  rank(b('sets', ['4'], 'agents', 'switch to agents (tab: sets → rooms → recordings → agents)', ch('4'), 'agents'), 7),
];

// ---- agents ----------------------------------------------------------------------------------------------

const agentsBindings = [
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

const rolloutBindings = [
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

// ---- dialogs and overlays ------------------------------------------------------------------------------

const confirmBindings = [
  b('confirm', ['y'], 'yes', 'confirm', any(ch('y'), ch('Y')), 'yes'),
  b('confirm', ['n', 'esc', 'enter'], 'no', 'cancel (the default)', any(ch('n'), ch('N'), isEscape, isEnter), 'no'),
];

const typeToConfirmBindings = [
  b('typeToConfirm', ['enter'], 'submit', 'confirm when the typed name matches', isEnter, 'confirm'),
  b('typeToConfirm', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
];

const helpBindings = [
  b('help', ['esc', '?', 'q'], 'close', 'close help', any(isEscape, ch('?'), ch('q')), 'close'),
  b('help', ['j', '↓'], 'scrollDown', 'scroll down', any(ch('j'), isDown), 'scroll'),
  b('help', ['k', '↑'], 'scrollUp', 'scroll up', any(ch('k'), isUp)),
];

export const BINDINGS = [
  ...setsBindings,
  ...filterBindings,
  ...keysBindings,
  ...keyInputBindings,
  ...loadFileBindings,
  ...filePreviewBindings,
  ...newSetBindings,
  ...pullSecretDetailBindings,
  ...switchBindings,
  ...wizardBindings,
  ...roomsBindings,
  ...recordingsBindings,
  ...agentsBindings,
  ...rolloutBindings,
  ...confirmBindings,
  ...typeToConfirmBindings,
  ...helpBindings,
  ...organizationBindings,
  ...globalBindings,
];

/** Scopes whose keys replace the global ones (text fields and dialogs: q/? type or do nothing). */
const MODAL_SCOPES = new Set([
  'organizations',
  'setsFilter', 'keyInput', 'loadFile', 'filePreview', 'filePreviewClash', 'fileRefused', 'newSet', 'confirm', 'typeToConfirm', 'help',
  // part 2: scopes with a text field
  'pullSecretWizard', 'wizardHost', 'wizardPassword', 'roomForm', 'roomEdit', 'tokenForm', 'roomLookup', 'roomDeleteInput',
  'recordingFilter', 'recordingDownload', 'recordingDownloading',
  'agentsFilter', 'rolloutPrompt', 'usedByPicker',
]);

export function isModalScope(scope: string | undefined): boolean {
  return scope !== undefined && MODAL_SCOPES.has(scope);
}

type AnyBinding = (typeof BINDINGS)[number];
/** Every scope the table names. */
export type Scope = AnyBinding['scope'];
/** The actions of one scope (or a union of scopes): what a handler can switch on. */
export type ActionOf<S extends Scope> = Extract<AnyBinding, { scope: S }>['action'];

const TABLE: ReadonlyArray<Binding> = BINDINGS;

/** The rows of a scope that help and the footer show (hidden matcher rows left out). */
export function bindingsFor(scope: BindingScope): Binding[] {
  return TABLE.filter((x) => x.scope === scope && !x.hidden);
}

/** The binding of `scope` that answers this key press; its action is typed per scope. */
export function matchBinding<S extends Scope>(scope: S, input: string, key: Key): Binding<S, ActionOf<S>> | undefined {
  for (const x of TABLE) if (x.scope === scope && x.match(input, key)) return x as Binding<S, ActionOf<S>>;
  return undefined;
}

/** The action name for a scope only known at run time (the key router's dialogs); untyped. */
export function actionFor(scope: string, input: string, key: Key): string | undefined {
  for (const x of TABLE) if (x.scope === scope && x.match(input, key)) return x.action;
  return undefined;
}

const SEP = ' · ';

/**
 * One footer line for a scope: the scope's footer keys, then the global ones (unless the scope is modal).
 * Items that don't fit in `width` are dropped by footerRank (highest first), then globals; `? help` stays as
 * long as anything fits. `omit` hides actions that do nothing here (the App omits `back` on the home screen).
 */
export function footerText(scope: BindingScope, width: number, opts: { omit?: readonly string[] } = {}): string {
  const shown = (x: Binding) => x.footer && !opts.omit?.includes(x.action);
  const ownBindings = bindingsFor(scope).filter(shown);
  const own = ownBindings.map((x) => ({ text: `${x.keys.join('/')} ${x.footer}`, rank: x.footerRank ?? 5 }));
  // The screen sees a key before the global handler, so a global whose key the screen binds never fires there.
  const ownKeys = new Set(bindingsFor(scope).flatMap((x) => x.keys));
  const globals =
    isModalScope(scope) || scope === 'global'
      ? []
      : bindingsFor('global')
          .filter((x) => shown(x) && !x.keys.some((k) => ownKeys.has(k)))
          .map((x) => ({ text: `${x.keys.join('/')} ${x.footer}`, rank: 0 }));
  const items = [...own, ...globals];
  // Drop order: the screen's keys by rank (highest first; later ones first on a tie), then the globals from
  // the end (`? help` is first, so last to go).
  const ownOrder = own
    .map((o, i) => ({ i, rank: o.rank }))
    .sort((a, b) => b.rank - a.rank || b.i - a.i)
    .map((o) => o.i);
  const dropOrder = [...ownOrder, ...globals.map((_, i) => items.length - 1 - i)];
  const kept = new Set(items.map((_, i) => i));
  const text = () => items.filter((_, i) => kept.has(i)).map((x) => x.text).join(SEP);
  for (const i of dropOrder) {
    if (text().length <= width) break;
    kept.delete(i);
  }
  return text().length <= width ? text() : '';
}
