export function sortByName(sets) {
    return [...sets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
/** The rows the list shows for a view (name filter is a case-insensitive substring). */
export function filterSets(sets, view) {
    const needle = view.filter.trim().toLowerCase();
    if (needle === '' && view.showPullSecrets && view.region === null)
        return sets;
    return sets.filter((s) => (view.showPullSecrets || s.type !== 'imagePullSecret') &&
        (view.region === null || s.region === view.region) &&
        (needle === '' || s.name.toLowerCase().includes(needle)));
}
export function countStatuses(sets) {
    const c = { total: sets.length, pending: 0, failed: 0, ready: 0 };
    for (const s of sets) {
        if (s.status === 'pending')
            c.pending++;
        else if (s.status === 'failed')
            c.failed++;
        else if (s.status === 'ready')
            c.ready++;
    }
    return c;
}
/** `12 sets · 2 pending` (failed counted too when there are any). */
export function countsLabel(c) {
    const parts = [`${c.total} ${c.total === 1 ? 'set' : 'sets'}`];
    if (c.pending > 0)
        parts.push(`${c.pending} pending`);
    if (c.failed > 0)
        parts.push(`${c.failed} failed`);
    return parts.join(' · ');
}
const two = (n) => String(n).padStart(2, '0');
/** HH:MM:SS in local time. */
export function formatClock(ms) {
    const d = new Date(ms);
    return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
export function typeLabel(type) {
    return type === 'imagePullSecret' ? 'pull' : 'secret';
}
