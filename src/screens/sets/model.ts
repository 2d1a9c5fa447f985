// The set list's own state and text, pure: which view is open (the list, the `/` filter field, the delete
// confirmation), the rows a view shows (the sets that exist, and under `!` the sets agents bind that do not), the
// columns sized by what they hold, and the lines around the list. Server data and the view settings other screens
// read (filter, region, selection, `!`) live in the store (setsSlice, usageSlice); this holds what the user is doing.
import type { SecretSetSummary, SecretSetType } from '../../api/models.js';
import type { MissingSet, BindingProblem } from '../../api/agents/bindings.js';
import { countsLabel, filterSets, formatClock, type StatusCounts } from '../../state/setsDerived.js';
import type { SetListView } from '../../state/setsSlice.js';

// ---- the view that has the keys ------------------------------------------------------------------------------

export type SetListMode = { kind: 'list' } | { kind: 'filter' } | { kind: 'delete'; name: string; type: SecretSetType };

export type SetListEvent =
  | { type: 'openFilter' }
  | { type: 'closeFilter' }
  | { type: 'askDelete'; name: string; setType: SecretSetType }
  | { type: 'closeDelete' };

export const initialSetListMode: SetListMode = { kind: 'list' };

export function setListReducer(mode: SetListMode, event: SetListEvent): SetListMode {
  switch (event.type) {
    case 'openFilter':
      return mode.kind === 'list' ? { kind: 'filter' } : mode;
    case 'closeFilter':
      return mode.kind === 'filter' ? { kind: 'list' } : mode;
    case 'askDelete':
      return mode.kind === 'list' ? { kind: 'delete', name: event.name, type: event.setType } : mode;
    case 'closeDelete':
      return mode.kind === 'delete' ? { kind: 'list' } : mode;
  }
}

// ---- rows ---------------------------------------------------------------------------------------------------

/** A row: a set, or (under `!`) a set that agents bind and the organization does not have. */
export type SetRow = SecretSetSummary & { missing?: MissingSet };

/** The row of a missing set: no region, no status of its own. */
export function missingRow(m: MissingSet): SetRow {
  return { name: m.name, type: m.type, region: '', status: 'failed', missing: m };
}

export const rowKey = (row: SetRow): string => row.name;

/**
 * The rows a view shows: the sets it filters in, and under `!` only those with a problem plus the sets agents bind
 * that do not exist (the problems `secrets doctor` reports), by name.
 */
export function visibleRows(
  sorted: readonly SecretSetSummary[],
  view: Pick<SetListView, 'filter' | 'showPullSecrets' | 'region'>,
  problemsOnly: boolean,
  problems: ReadonlyMap<string, BindingProblem[]>,
  missing: readonly MissingSet[],
): SetRow[] {
  const shown: SetRow[] = filterSets(sorted, view);
  if (!problemsOnly) return shown;
  const needle = view.filter.trim().toLowerCase();
  const absent = missing
    .filter(
      (m) =>
        view.region === null &&
        (view.showPullSecrets || m.type !== 'imagePullSecret') &&
        (needle === '' || m.name.toLowerCase().includes(needle)),
    )
    .map(missingRow);
  const withProblems = shown.filter((r) => problems.has(r.name));
  if (absent.length === 0) return withProblems;
  return [...withProblems, ...absent].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

// ---- columns ------------------------------------------------------------------------------------------------

export interface Columns {
  name: number;
  /** The full TYPE column, or TYPE_LETTER_WIDTH for a one-letter marker; never 0. */
  type: number;
  /** 0: not shown (only below ~45 columns). */
  region: number;
  status: number;
  /** "used by N" (0 = agents are not shown, or no room). */
  usedBy: number;
  /** VALUES: how many of its agents run older values, "⚠ 2 of 5 stale" (0 = agents are not shown, or no room). */
  values: number;
  /** Room left for a failed row's message (0 = none). */
  message: number;
}

/** The longest name and region of the list (characters): the columns are as wide as what they hold. */
export interface ColumnContent {
  name: number;
  region: number;
}

export const MARKER = 2;
const STATUS_WIDTH = 11;
/** Below this, TYPE is one letter (TYPE_LETTER_WIDTH): a pull secret must not look like a secret set. */
const TYPE_FULL_WIDTH = 8;
export const TYPE_LETTER_WIDTH = 2;
const USED_BY_FULL = 13;
const USED_BY_SHORT = 5;
const VALUES_FULL = 18;
/** NAME never takes more: a longer name is cut (Enter opens it whole). */
const NAME_MAX = 40;
/** NAME keeps this much (or all of the longest name) before another column gives way. */
const NAME_KEEP = 12;

export function measureColumns(sets: readonly SecretSetSummary[], missing: readonly MissingSet[] = []): ColumnContent {
  let name = 0;
  let region = 0;
  for (const s of sets) {
    name = Math.max(name, [...s.name].length);
    region = Math.max(region, [...s.region].length);
  }
  for (const m of missing) name = Math.max(name, [...m.name].length);
  return { name, region };
}

/**
 * Column widths for a terminal width, sized by content: NAME as wide as the longest name (up to 40), REGION as the
 * longest region. When they do not all fit, VALUES goes first, then USED BY shortens, then TYPE becomes one letter,
 * then USED BY goes; REGION (a column of the specification) goes last, below ~45 columns; NAME then shrinks.
 */
export function setListColumns(
  width: number,
  withUsage = false,
  content: ColumnContent = { name: 16, region: 9 },
): Columns {
  const status = STATUS_WIDTH;
  let usedBy = withUsage ? USED_BY_FULL : 0;
  let values = withUsage ? VALUES_FULL : 0;
  let type = TYPE_FULL_WIDTH;
  let region = Math.max('REGION'.length, content.region) + 2;
  const wanted = Math.min(NAME_MAX, Math.max('NAME'.length, content.name) + 2);
  const keep = Math.min(wanted, NAME_KEEP);
  const others = () => MARKER + type + region + status + usedBy + values;
  const giveWay = [
    () => (values = 0),
    () => (usedBy = usedBy > 0 ? USED_BY_SHORT : 0),
    () => (type = TYPE_LETTER_WIDTH),
    () => (usedBy = 0),
    () => (region = 0),
  ];
  for (const step of giveWay) {
    if (others() + keep <= width) break;
    step();
  }
  const name = Math.max(4, Math.min(wanted, width - others()));
  const message = Math.max(0, width - others() - name - 1);
  return { name, type, region, status, usedBy, values, message: message >= 8 ? message : 0 };
}

/** One letter per type for a narrow list: S secret set, P image pull secret (header `T`; the README says so). */
export function typeLetter(type: SecretSetSummary['type']): string {
  return type === 'imagePullSecret' ? 'P' : 'S';
}

// ---- the lines around the list ------------------------------------------------------------------------------

/** Line 1: "12 sets · 2 pending · updated 03:04:05". */
export function summaryText(counts: StatusCounts | null, loading: boolean, lastUpdated: number | null): string {
  return [
    counts === null ? (loading ? 'loading…' : 'not loaded') : countsLabel(counts),
    lastUpdated !== null ? `updated ${formatClock(lastUpdated)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The filters in force besides the name filter, for line 2. */
export function filterNotes(
  view: Pick<SetListView, 'region' | 'showPullSecrets'>,
  opts: { problemsOnly: boolean; shown: number; total: number; usageError: boolean },
): string[] {
  return [
    view.region !== null ? `region ${view.region}` : null,
    view.showPullSecrets ? null : 'pull secrets hidden',
    opts.problemsOnly ? 'only sets with problems (! shows all)' : null,
    opts.shown !== opts.total ? `showing ${opts.shown}` : null,
    opts.usageError ? 'agents could not be read' : null,
  ].filter((x): x is string => x !== null);
}

/** The selected failed set's message on one line; when it is cut, where to read it whole. */
export function failedLine(text: string, width: number, type: string): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  const more = type === 'imagePullSecret' ? ' (enter: details)' : ' (enter: all of it)';
  return `${chars.slice(0, Math.max(1, width - more.length - 1)).join('')}…${more}`;
}

/** What Enter on a missing set's row says (there is nothing to open). */
export function missingNote(m: MissingSet): string {
  const what = m.type === 'secret' ? 'a secret set' : 'an image pull secret';
  const one = m.agents.length === 1;
  const who = one ? `agent ${m.agents[0]} binds` : `agents ${m.agents.join(', ')} bind`;
  return `${m.name} does not exist: ${who} it as ${what} (${one ? 'its' : 'their'} next deploy fails). Create it, or bind ${one ? 'it' : 'them'} to another`;
}
