import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
// The app's agent-usage bits: the "used by N" cell of the set list, the agents line of the key editor's header
// and the warning in a delete confirmation. All read the store's usage map; none ever waits for it.
import { Box, Text } from 'ink';
import { useEffect } from 'react';
import { usedBy } from '../api/usage.js';
import { theme } from '../components/theme.js';
import { useAppStore, useAppStoreApi } from '../state/context.js';
const EMPTY = { text: '', problem: false };
/** "used by N" ("⚠ used by N" with a problem); "…" while the first read runs, "?" when it failed. */
export function usedByCell(enabled, usage, error, problems, name, width) {
    if (!enabled || width === 0)
        return EMPTY;
    const problem = problems.has(name);
    if (usage === null)
        return { text: error !== null ? '?' : '…', problem: false };
    const n = usedBy(usage, name).length;
    const flag = problem ? '⚠ ' : '';
    if (width < 13)
        return { text: `${flag}${n === 0 ? '–' : n}`, problem };
    return { text: n === 0 && !problem ? '–' : `${flag}used by ${n}`, problem };
}
function agentList(names) {
    return names.length <= 4 ? names.join(', ') : `${names.slice(0, 4).join(', ')} +${names.length - 4} more`;
}
/** Problems shown under the key editor's agents line, at most. */
const MAX_PROBLEM_LINES = 2;
/** Lines UsedByLine takes for `name` (0 when agents are off), so the screen can give the rest to its list. */
export function useUsedByLineCount(name) {
    const enabled = useAppStore((s) => s.usageEnabled);
    const usage = useAppStore((s) => s.usage);
    const problemCount = useAppStore((s) => s.problems.get(name)?.length ?? 0);
    if (!enabled)
        return 0;
    return 1 + (usage === null ? 0 : Math.min(MAX_PROBLEM_LINES, problemCount));
}
/** The key editor's header line: which agents bind this set, and its problems. Nothing when agents are off. */
export function UsedByLine({ name }) {
    const store = useAppStoreApi();
    // Opening a set re-reads the agents unless the map is fresh (a cheap no-op then).
    useEffect(() => void store.getState().refreshUsage(), [store]);
    const enabled = useAppStore((s) => s.usageEnabled);
    const usage = useAppStore((s) => s.usage);
    const error = useAppStore((s) => s.usageError);
    const problems = useAppStore((s) => s.problems.get(name));
    if (!enabled)
        return null;
    if (usage === null) {
        return (_jsx(Text, { color: theme.muted, wrap: "truncate-end", children: error !== null ? `used by: unknown (${error})` : 'used by: reading agents…' }));
    }
    const agents = usedBy(usage, name).map((a) => `${a.name}${a.region ? ` (${a.region})` : ''}`);
    return (_jsxs(_Fragment, { children: [_jsxs(Text, { wrap: "truncate-end", children: [agents.length === 0 ? 'used by no agent' : `used by ${agents.length}: ${agentList(agents)}`, agents.length > 0 ? _jsx(Text, { color: theme.muted, children: " \u00B7 re-deploy them after a change" }) : null] }), problems?.slice(0, MAX_PROBLEM_LINES).map((p) => (_jsxs(Text, { color: theme.warning, wrap: "truncate-end", children: ["\u26A0 ", p.message] }, `${p.kind}:${p.agent}`)))] }));
}
/** The pull-secret detail's "used by" field: every agent with its region (wrapped, never cut), then the problems. */
export function UsedByAgents({ name }) {
    const store = useAppStoreApi();
    useEffect(() => void store.getState().refreshUsage(), [store]);
    const usage = useAppStore((s) => s.usage);
    const error = useAppStore((s) => s.usageError);
    const problems = useAppStore((s) => s.problems.get(name));
    if (usage === null) {
        return _jsx(Text, { color: theme.muted, children: error !== null ? `unknown (${error})` : 'reading agents…' });
    }
    const agents = usedBy(usage, name).map((a) => `${a.name}${a.region ? ` (${a.region})` : ''}`);
    return (_jsxs(Box, { flexDirection: "column", flexShrink: 1, children: [_jsxs(Text, { wrap: "wrap", children: [agents.length === 0 ? 'no agent' : `${agents.length} agent${agents.length === 1 ? '' : 's'}: ${agents.join(', ')}`, agents.length > 0 ? _jsx(Text, { color: theme.muted, children: " \u00B7 re-deploy them after a change" }) : null] }), problems?.slice(0, MAX_PROBLEM_LINES).map((p) => (_jsxs(Text, { color: theme.warning, wrap: "wrap", children: ["\u26A0 ", p.message] }, `${p.kind}:${p.agent}`)))] }));
}
/** Inside a delete confirmation: the agents that will fail their next deploy. Nothing when none (or agents off). */
export function UsedByWarning({ name, kind }) {
    const enabled = useAppStore((s) => s.usageEnabled);
    const usage = useAppStore((s) => s.usage);
    const error = useAppStore((s) => s.usageError);
    if (!enabled || kind !== 'delete')
        return null;
    if (usage === null) {
        return _jsx(Text, { color: theme.warning, children: error !== null ? '⚠ Could not check which agents use it.' : 'Checking which agents use it…' });
    }
    const agents = usedBy(usage, name).map((a) => a.name);
    if (agents.length === 0)
        return null;
    return (_jsxs(Text, { color: theme.warning, wrap: "wrap", children: ["\u26A0 Used by ", agents.length, " agent", agents.length === 1 ? '' : 's', ": ", agentList(agents), " \u2014 ", agents.length === 1 ? 'it' : 'they', " will fail", ' ', agents.length === 1 ? 'its' : 'their', " next deploy."] }));
}
