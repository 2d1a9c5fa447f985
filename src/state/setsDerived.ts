// Pure derivations from the store (no React): the screens memoise them.
import type { SecretSetSummary } from '../api/models.js';
import { dateOf } from '../api/words/timeText.js';
import type { SetListView } from './setsSlice.js';

export function sortByName(sets: readonly SecretSetSummary[]): SecretSetSummary[] {
  return [...sets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The rows the list shows for a view (name filter is a case-insensitive substring). Per keystroke on 10,000 sets
 * it reads each list's lowercased names (made once per list) and, when the new filter text contains the previous
 * one (a key typed), only the rows the previous text let through; a recent text comes back from its cache
 * (Backspace). Everything cached is keyed by the list's identity: a list read again is a new array, never served
 * a stale row.
 */
export function filterSets(
  sets: readonly SecretSetSummary[],
  view: Pick<SetListView, 'filter' | 'showPullSecrets' | 'region'>,
): SecretSetSummary[] {
  const needle = view.filter.trim().toLowerCase();
  if (needle === '' && view.showPullSecrets && view.region === null) return sets as SecretSetSummary[];
  const memo = filterMemoOf(sets, view);
  const hit = memo.results.get(needle);
  if (hit) {
    // Most recent last, so the oldest is the one dropped.
    memo.results.delete(needle);
    memo.results.set(needle, hit);
    return hit.rows;
  }
  const from = memo.last && needle.includes(memo.last.needle) ? memo.last.indices : null;
  const indices: number[] = [];
  const test = (i: number) => {
    const s = sets[i]!;
    if (
      (view.showPullSecrets || s.type !== 'imagePullSecret') &&
      (view.region === null || s.region === view.region) &&
      (needle === '' || memo.lower[i]!.includes(needle))
    )
      indices.push(i);
  };
  if (from) for (const i of from) test(i);
  else for (let i = 0; i < sets.length; i++) test(i);
  const result: FilterResult = { needle, indices, rows: indices.map((i) => sets[i]!) };
  memo.last = result;
  memo.results.set(needle, result);
  if (memo.results.size > FILTER_RESULTS_KEPT) memo.results.delete(memo.results.keys().next().value!);
  return result.rows;
}

interface FilterResult {
  needle: string;
  /** Positions in the list, ascending. */
  indices: number[];
  rows: SecretSetSummary[];
}

interface FilterMemo {
  /** The list's names lowercased, by position. */
  lower: string[];
  /** The type and region filters the results below were made with. */
  showPullSecrets: boolean;
  region: string | null;
  /** The last text filtered, and recent ones by text (oldest first). */
  last: FilterResult | null;
  results: Map<string, FilterResult>;
}

/** Texts whose rows are kept per list: a word typed and erased again. */
const FILTER_RESULTS_KEPT = 16;
const filterMemos = new WeakMap<readonly SecretSetSummary[], FilterMemo>();

function filterMemoOf(
  sets: readonly SecretSetSummary[],
  view: Pick<SetListView, 'showPullSecrets' | 'region'>,
): FilterMemo {
  let memo = filterMemos.get(sets);
  if (!memo) {
    memo = {
      lower: sets.map((s) => s.name.toLowerCase()),
      showPullSecrets: true,
      region: null,
      last: null,
      results: new Map(),
    };
    filterMemos.set(sets, memo);
  }
  if (memo.showPullSecrets !== view.showPullSecrets || memo.region !== view.region) {
    memo.showPullSecrets = view.showPullSecrets;
    memo.region = view.region;
    memo.last = null;
    memo.results.clear();
  }
  return memo;
}

export interface StatusCounts {
  total: number;
  pending: number;
  failed: number;
  ready: number;
}

export function countStatuses(sets: readonly SecretSetSummary[]): StatusCounts {
  const c: StatusCounts = { total: sets.length, pending: 0, failed: 0, ready: 0 };
  for (const s of sets) {
    if (s.status === 'pending') c.pending++;
    else if (s.status === 'failed') c.failed++;
    else if (s.status === 'ready') c.ready++;
  }
  return c;
}

/** `12 sets · 2 pending` (failed counted too when there are any). */
export function countsLabel(c: StatusCounts): string {
  const parts = [`${c.total} ${c.total === 1 ? 'set' : 'sets'}`];
  if (c.pending > 0) parts.push(`${c.pending} pending`);
  if (c.failed > 0) parts.push(`${c.failed} failed`);
  return parts.join(' · ');
}

const two = (n: number) => String(n).padStart(2, '0');

/** HH:MM:SS in local time; --:--:-- when no date holds `ms`. */
export function formatClock(ms: number): string {
  const d = dateOf(ms);
  if (d === null) return '--:--:--';
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

export function typeLabel(type: SecretSetSummary['type']): string {
  return type === 'imagePullSecret' ? 'pull' : 'secret';
}
