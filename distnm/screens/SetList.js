import { jsxs as _jsxs, jsx as _jsx, Fragment as _Fragment } from "react/jsx-runtime";
// Why this file is long: the home screen's list, filter, region/type toggles, usage column and delete prompt
// share one selection and one refresh loop; its pure parts live in state/ and components/.
// Home screen: every secret set and image pull secret, auto-refreshed while any is pending.
import { Box, Text } from 'ink';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useScreenKeys } from '../components/keyRouter.js';
import { column, useScreenArea } from '../components/layout.js';
import { Spinner } from '../components/Spinner.js';
import { StatusBadge, statusLabel } from '../components/StatusBadge.js';
import { useTextField } from '../components/useTextField.js';
import { theme } from '../components/theme.js';
import { TypeToConfirm } from '../components/TypeToConfirm.js';
import { WindowedList } from '../components/WindowedList.js';
import { useAppStore, useAppStoreApi } from '../state/context.js';
import { appliedNote, writeFailureText } from '../state/outcomeText.js';
import { countsLabel, countStatuses, filterSets, formatClock, sortByName, typeLabel } from '../state/selectors.js';
import { useBackoffPolling, useScreenVisible, useTextInputFocus } from './hooks.js';
import { matchBinding } from './keymap.js';
import { listMoveTarget } from '../components/listNavigation.js';
import { UsedByWarning, usedByCell } from './usedBy.js';
/** Lines the screen uses besides the rows: summary, status/filter, column header, detail. */
const CHROME_LINES = 4;
const MARKER = 2;
/** Column widths for a terminal width: REGION goes first, then TYPE; NAME shrinks last. */
export function setListColumns(width, withUsage = false) {
    const status = 11;
    const usedBy = withUsage ? (width >= 60 ? 13 : width >= 40 ? 5 : 0) : 0;
    const type = width - usedBy >= 50 ? 8 : 0;
    const region = width - usedBy >= 70 ? 14 : 0;
    const rest = Math.max(4, width - MARKER - status - type - region - usedBy);
    const name = width - usedBy >= 70 ? Math.min(40, Math.max(16, rest - 20)) : rest;
    const message = Math.max(0, width - MARKER - name - type - region - status - usedBy - 1);
    return { name, type, region, status, usedBy, message: message >= 8 ? message : 0 };
}
const Row = memo(function Row({ set, selected, cols, usedBy, }) {
    return (_jsxs(Box, { children: [_jsxs(Text, { color: selected ? theme.accent : undefined, bold: selected, children: [selected ? '› ' : '  ', column(set.name, cols.name)] }), cols.type > 0 && _jsx(Text, { children: column(typeLabel(set.type), cols.type) }), cols.region > 0 && _jsx(Text, { children: column(set.region, cols.region) }), _jsx(Box, { width: cols.status, flexShrink: 0, children: _jsx(StatusBadge, { status: set.status }) }), cols.usedBy > 0 && _jsx(Text, { color: usedBy.problem ? theme.warning : undefined, children: column(usedBy.text, cols.usedBy) }), cols.message > 0 && set.status === 'failed' && set.errorMessage ? (_jsx(Box, { width: cols.message + 1, flexShrink: 0, children: _jsxs(Text, { color: theme.error, wrap: "truncate-end", children: [' ', set.errorMessage] }) })) : null] }));
});
function HeaderRow({ cols }) {
    return (_jsxs(Text, { bold: true, color: theme.muted, children: ['  ', column('NAME', cols.name), cols.type > 0 ? column('TYPE', cols.type) : '', cols.region > 0 ? column('REGION', cols.region) : '', cols.usedBy > 0 ? column('STATUS', cols.status) + (cols.usedBy >= 13 ? 'USED BY' : 'USED') : 'STATUS'] }));
}
export function SetList() {
    const store = useAppStoreApi();
    const sets = useAppStore((s) => s.sets);
    const view = useAppStore((s) => s.view);
    const setsLoading = useAppStore((s) => s.setsLoading);
    const setsError = useAppStore((s) => s.setsError);
    const lastUpdated = useAppStore((s) => s.lastUpdated);
    const regionCount = useAppStore((s) => s.regions?.length ?? 0);
    const usageEnabled = useAppStore((s) => s.usageEnabled);
    const usage = useAppStore((s) => s.usage);
    const usageError = useAppStore((s) => s.usageError);
    const problems = useAppStore((s) => s.problems);
    const problemsOnly = useAppStore((s) => s.problemsOnly);
    const visible = useScreenVisible();
    const { width, height } = useScreenArea();
    const [mode, setMode] = useState({ kind: 'list' });
    useTextInputFocus(mode.kind === 'filter');
    // The filter's field; its value lives in the store (the list reads it), the cursor here.
    const filterField = useTextField('', { onChange: (value) => store.getState().setFilter(value) });
    useEffect(() => {
        const s = store.getState();
        void s.refreshSets();
        void s.loadRegions();
    }, [store]);
    // The agents are re-read with the set list (the store's cache keeps that to every 30 s), never before it.
    useEffect(() => {
        if (lastUpdated !== null)
            void store.getState().refreshUsage();
    }, [store, lastUpdated]);
    // O(n) work only when the list or the view changes, never per key press.
    const sorted = useMemo(() => sortByName(sets ?? []), [sets]);
    const counts = useMemo(() => countStatuses(sorted), [sorted]);
    const rows = useMemo(() => {
        const shown = filterSets(sorted, { filter: view.filter, showPullSecrets: view.showPullSecrets, region: view.region });
        return problemsOnly ? shown.filter((r) => problems.has(r.name)) : shown;
    }, [sorted, view.filter, view.showPullSecrets, view.region, problemsOnly, problems]);
    const indexByName = useMemo(() => new Map(rows.map((r, i) => [r.name, i])), [rows]);
    const lastIndex = useRef(0);
    let selectedIndex = -1;
    if (rows.length > 0) {
        const byName = view.selectedName === null ? undefined : indexByName.get(view.selectedName);
        // A selected set that vanished (deleted, filtered out): stay at the same position.
        selectedIndex = byName ?? Math.min(lastIndex.current, rows.length - 1);
    }
    lastIndex.current = Math.max(0, selectedIndex);
    const selected = selectedIndex >= 0 ? rows[selectedIndex] : undefined;
    // Poll while something is pending, and retry by itself after a failed refresh (the service may come back).
    const retrying = setsError !== null;
    const pollDelay = useBackoffPolling(visible && (counts.pending > 0 || retrying), () => store.getState().refreshSets());
    const rowsHeight = Math.max(1, height - CHROME_LINES);
    const cols = useMemo(() => setListColumns(width, usageEnabled), [width, usageEnabled]);
    const moveTo = (index) => {
        if (rows.length === 0)
            return;
        const i = Math.min(Math.max(0, index), rows.length - 1);
        store.getState().select(rows[i].name);
    };
    useScreenKeys(mode.kind === 'filter' ? 'setsFilter' : 'sets', (input, key) => {
        const s = store.getState();
        if (mode.kind === 'filter') {
            const r = filterField.handle(input, key);
            if (r === 'submit')
                setMode({ kind: 'list' });
            else if (r === 'cancel') {
                s.setFilter('');
                setMode({ kind: 'list' });
            }
            else if (r === 'ignored') {
                const move = matchBinding('setsFilter', input, key)?.action;
                if (move === 'up' || move === 'down')
                    moveTo(selectedIndex + (move === 'up' ? -1 : 1));
            }
            return true;
        }
        const action = matchBinding('sets', input, key)?.action;
        const moveTarget = listMoveTarget(action, selectedIndex, rows.length, rowsHeight);
        if (moveTarget !== null) {
            store.getState().select(rows[moveTarget].name);
            return true;
        }
        switch (action) {
            case 'open':
                if (selected) {
                    s.select(selected.name);
                    s.push(selected.type === 'imagePullSecret'
                        ? { name: 'pullSecretDetail', set: selected.name }
                        : { name: 'keys', set: selected.name });
                }
                return true;
            case 'new':
                s.push({ name: 'newSet' });
                return true;
            case 'pullSecretWizard':
                s.push({ name: 'pullSecretWizard' });
                return true;
            case 'rooms':
                s.push({ name: 'rooms' });
                return true;
            case 'recordings':
                s.push({ name: 'recordings' });
                return true;
            case 'delete':
                if (selected)
                    setMode({ kind: 'delete', name: selected.name, type: selected.type });
                return true;
            case 'filter':
                filterField.reset(s.view.filter);
                setMode({ kind: 'filter' });
                return true;
            case 'refresh':
                void s.refreshSets();
                void s.refreshUsage({ force: true });
                return true;
            case 'problems':
                if (!s.usageEnabled)
                    return false;
                s.toggleProblemsOnly();
                return true;
            case 'togglePull':
                s.togglePullSecrets();
                return true;
            case 'region':
                s.cycleRegion();
                if (regionCount === 0)
                    void s.loadRegions();
                return true;
            default:
                // Esc clears an active filter before it goes back (there is nowhere back from home).
                if (matchBinding('global', input, key)?.action === 'back' && s.view.filter !== '') {
                    s.setFilter('');
                    return true;
                }
                return false;
        }
    }, { isActive: mode.kind !== 'delete' });
    const confirmDelete = async (name) => {
        setMode({ kind: 'list' });
        try {
            const outcome = await store.getState().deleteSet(name);
            store.getState().showToast(`deleted ${name}${appliedNote(outcome)}`, 'success');
        }
        catch (err) {
            store.getState().showToast(writeFailureText(`delete ${name}`, err), 'error');
        }
    };
    const summary = [
        sets === null ? (setsLoading ? 'loading…' : 'not loaded') : countsLabel(counts),
        lastUpdated !== null ? `updated ${formatClock(lastUpdated)}` : null,
    ]
        .filter(Boolean)
        .join(' · ');
    const filters = [
        view.region !== null ? `region ${view.region}` : null,
        view.showPullSecrets ? null : 'pull secrets hidden',
        problemsOnly ? 'only sets with problems (! shows all)' : null,
        rows.length !== sorted.length ? `showing ${rows.length}` : null,
        usageError !== null ? 'agents could not be read' : null,
    ].filter(Boolean);
    let body;
    if (mode.kind === 'delete') {
        body = (_jsxs(TypeToConfirm, { title: `Delete ${mode.type === 'imagePullSecret' ? 'image pull secret' : 'secret set'} ${mode.name}?`, expected: mode.name, onConfirm: () => void confirmDelete(mode.name), onCancel: () => setMode({ kind: 'list' }), children: [_jsx(Text, { children: "This removes the set and all its keys. It cannot be undone." }), _jsx(UsedByWarning, { name: mode.name, kind: "delete" })] }));
    }
    else if (sets === null) {
        body = setsError ? (_jsxs(Text, { color: theme.error, wrap: "truncate-end", children: ["\u2716 could not load secret sets: ", setsError, " \u2014 r to retry"] })) : (_jsx(Spinner, { label: "loading secret sets\u2026" }));
    }
    else if (sorted.length === 0) {
        body = _jsx(Text, { children: "No secret sets yet. Press n to create one." });
    }
    else if (rows.length === 0) {
        body = problemsOnly ? _jsx(Text, { children: "No set has a problem with its agents. ! shows all sets." }) : _jsx(Text, { children: "No set matches the filter. Esc clears it." });
    }
    else {
        body = (_jsxs(_Fragment, { children: [_jsx(HeaderRow, { cols: cols }), _jsx(WindowedList, { items: rows, selectedIndex: selectedIndex, height: rowsHeight, keyOf: (r) => r.name, renderRow: (r, _i, isSelected) => (_jsx(Row, { set: r, selected: isSelected, cols: cols, usedBy: usedByCell(usageEnabled, usage, usageError, problems, r.name, cols.usedBy) })) })] }));
    }
    // Line 2: the last refresh error, else the filter being typed and the active filters.
    let statusLine;
    if (setsError && sets !== null && mode.kind !== 'filter') {
        statusLine = (_jsxs(Text, { color: theme.error, wrap: "truncate-end", children: ["\u2716 refresh failed: ", setsError, " \u2014 r to retry"] }));
    }
    else if (mode.kind === 'filter' || view.filter !== '' || filters.length > 0) {
        statusLine = (_jsxs(Text, { wrap: "truncate-end", children: [mode.kind === 'filter' || view.filter !== '' ? (_jsxs(_Fragment, { children: [_jsx(Text, { color: theme.accent, children: "/ " }), mode.kind === 'filter' ? (_jsxs(_Fragment, { children: [[...view.filter].slice(0, filterField.cursor).join(''), _jsx(Text, { color: theme.accent, children: "\u258C" }), [...view.filter].slice(filterField.cursor).join('')] })) : (view.filter), filters.length > 0 ? '  ' : ''] })) : null, _jsx(Text, { color: theme.muted, children: filters.join(' · ') })] }));
    }
    else {
        statusLine = _jsx(Text, { children: " " });
    }
    return (_jsxs(Box, { flexDirection: "column", height: height, children: [_jsxs(Box, { children: [_jsx(Box, { flexShrink: 1, children: _jsx(Text, { bold: true, wrap: "truncate-end", children: summary }) }), pollDelay !== null || (setsLoading && sets !== null) ? (_jsxs(Box, { marginLeft: 1, flexShrink: 0, children: [setsLoading ? _jsx(Spinner, {}) : _jsx(Text, { color: theme.accent, children: "\u27F3" }), _jsx(Text, { color: theme.accent, children: pollDelay !== null
                                    ? retrying && counts.pending === 0
                                        ? ` retry in ${Math.round(pollDelay / 1000)}s`
                                        : ` auto-refresh ${Math.round(pollDelay / 1000)}s`
                                    : ' refreshing' })] })) : null] }), statusLine, _jsx(Box, { flexDirection: "column", height: rowsHeight + 1, overflow: "hidden", children: body }), mode.kind !== 'delete' && selected?.status === 'failed' ? (_jsx(Text, { color: theme.error, wrap: "truncate-end", children: failedLine(`${statusLabel('failed')} ${selected.name}: ${selected.errorMessage ?? 'no message from the service'}`, width, selected.type) })) : mode.kind !== 'delete' && selected && problems.has(selected.name) ? (_jsxs(Text, { color: theme.warning, wrap: "truncate-end", children: ["\u26A0 ", problems.get(selected.name)[0].message] })) : (_jsx(Text, { children: " " }))] }));
}
/** The selected failed set's message on one line; when it is cut, where to read it whole. */
function failedLine(text, width, type) {
    const chars = [...text];
    if (chars.length <= width)
        return text;
    const more = type === 'imagePullSecret' ? ' (enter: details)' : ' (enter: all of it)';
    return `${chars.slice(0, Math.max(1, width - more.length - 1)).join('')}…${more}`;
}
