import type { SecretSetSummary } from '../api/models.js';
import type { SetListView } from './setsSlice.js';
export declare function sortByName(sets: readonly SecretSetSummary[]): SecretSetSummary[];
/** The rows the list shows for a view (name filter is a case-insensitive substring). */
export declare function filterSets(sets: readonly SecretSetSummary[], view: Pick<SetListView, 'filter' | 'showPullSecrets' | 'region'>): SecretSetSummary[];
export interface StatusCounts {
    total: number;
    pending: number;
    failed: number;
    ready: number;
}
export declare function countStatuses(sets: readonly SecretSetSummary[]): StatusCounts;
/** `12 sets · 2 pending` (failed counted too when there are any). */
export declare function countsLabel(c: StatusCounts): string;
/** HH:MM:SS in local time. */
export declare function formatClock(ms: number): string;
export declare function typeLabel(type: SecretSetSummary['type']): string;
