// Pure derivations from the store (no React): the screens memoise them.
import type { SecretSetSummary } from '../api/models.js';
import { dateOf } from '../api/words/timeText.js';
import type { SetListView } from './setsSlice.js';

export function sortByName(sets: readonly SecretSetSummary[]): SecretSetSummary[] {
  return [...sets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The rows the list shows for a view (name filter is a case-insensitive substring). */
export function filterSets(
  sets: readonly SecretSetSummary[],
  view: Pick<SetListView, 'filter' | 'showPullSecrets' | 'region'>,
): SecretSetSummary[] {
  const needle = view.filter.trim().toLowerCase();
  if (needle === '' && view.showPullSecrets && view.region === null) return sets as SecretSetSummary[];
  return sets.filter(
    (s) =>
      (view.showPullSecrets || s.type !== 'imagePullSecret') &&
      (view.region === null || s.region === view.region) &&
      (needle === '' || s.name.toLowerCase().includes(needle)),
  );
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
