// THE key-binding table: every row of every scope (the rows live in keys/*Keys.ts, one file per screen and one for
// what the shell shares), and what reads it — the screens' key handlers (matchBinding, or the exhaustive handler
// maps of actionHandlers.ts), the footer (footerText) and the help overlay (bindingsFor). To add keys, add rows to a
// scope's array in keys/ (a new screen's file is listed in BINDINGS below). The tab keys (1–5, Tab, Shift+Tab) are
// built from the screen registry by tabs.ts, which the shell reads beside this table.
import type { Key } from 'ink';
import { agentsBindings } from './keys/agentsKeys.js';
import type { Binding, BindingScope } from './keys/binding.js';
import {
  confirmBindings,
  demoOfferBindings,
  globalBindings,
  helpBindings,
  organizationBindings,
  typeToConfirmBindings,
  usedByPickerBindings,
} from './keys/commonKeys.js';
import { environmentsBindings } from './keys/environmentsKeys.js';
import { filePreviewBindings, keyInputBindings, keysBindings, loadFileBindings } from './keys/keyEditorKeys.js';
import { newSetBindings } from './keys/newSetKeys.js';
import { pullSecretDetailBindings } from './keys/pullSecretDetailKeys.js';
import { recordingsBindings } from './keys/recordingsKeys.js';
import { rolloutBindings, rolloutPromptBindings } from './keys/rolloutKeys.js';
import { roomsBindings } from './keys/roomsKeys.js';
import { filterBindings, setsBindings } from './keys/setsKeys.js';
import { wizardBindings } from './keys/wizardKeys.js';

export type { Binding, BindingScope } from './keys/binding.js';

export const BINDINGS = [
  ...setsBindings,
  ...filterBindings,
  ...keysBindings,
  ...keyInputBindings,
  ...loadFileBindings,
  ...filePreviewBindings,
  ...newSetBindings,
  ...pullSecretDetailBindings,
  ...wizardBindings,
  ...roomsBindings,
  ...recordingsBindings,
  ...agentsBindings,
  ...rolloutBindings,
  ...environmentsBindings,
  ...rolloutPromptBindings,
  ...usedByPickerBindings,
  ...confirmBindings,
  ...demoOfferBindings,
  ...typeToConfirmBindings,
  ...helpBindings,
  ...organizationBindings,
  ...globalBindings,
];

/** Scopes whose keys replace the global ones (text fields and dialogs: q/? type or do nothing). */
const MODAL_SCOPES = new Set([
  'organizations',
  'demoOffer',
  'setsFilter',
  'keyInput',
  'loadFile',
  'filePreview',
  'filePreviewClash',
  'fileRefused',
  'newSet',
  'confirm',
  'typeToConfirm',
  'help',
  // part 2: scopes with a text field
  'pullSecretWizard',
  'wizardHost',
  'wizardPassword',
  'roomForm',
  'roomEdit',
  'tokenForm',
  'roomLookup',
  'roomDeleteInput',
  'recordingFilter',
  'recordingDownload',
  'recordingDownloading',
  'agentsFilter',
  'agentLogsSearch',
  'environmentsFilter',
  'rolloutPrompt',
  'usedByPicker',
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

/** A footer item that is not a row of the scope (the tab keys on a tab's own screen). */
export interface FooterItem {
  text: string;
  /** As Binding.footerRank. */
  rank: number;
}

/**
 * One footer line for a scope: the scope's footer keys, then the global ones (unless the scope is modal).
 * Items that don't fit in `width` are dropped by footerRank (highest first), then globals; `? help` stays as
 * long as anything fits. `omit` hides actions that do nothing here (the App omits `back` on the home screen);
 * `extra` items follow the scope's own and drop by the same ranks.
 */
export function footerText(
  scope: BindingScope,
  width: number,
  opts: { omit?: readonly string[]; extra?: readonly FooterItem[] } = {},
): string {
  const shown = (x: Binding) => x.footer && !opts.omit?.includes(x.action);
  const ownBindings = bindingsFor(scope).filter(shown);
  const own = [
    ...ownBindings.map((x) => ({ text: `${x.keys.join('/')} ${x.footer}`, rank: x.footerRank ?? 5 })),
    ...(opts.extra ?? []),
  ];
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
  const text = () =>
    items
      .filter((_, i) => kept.has(i))
      .map((x) => x.text)
      .join(SEP);
  for (const i of dropOrder) {
    if (text().length <= width) break;
    kept.delete(i);
  }
  return text().length <= width ? text() : '';
}
