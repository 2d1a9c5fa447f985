import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
// Read-only view of an image pull secret. The service cannot read one by name (GET answers 400), so all
// we know comes from the list: name, region, status, errorMessage. Follows it while pending.
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import { useScreenKeys } from '../components/keyRouter.js';
import { useScreenArea } from '../components/layout.js';
import { Spinner } from '../components/Spinner.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { theme } from '../components/theme.js';
import { TypeToConfirm } from '../components/TypeToConfirm.js';
import { useAppStore, useAppStoreApi } from '../state/context.js';
import { appliedNote, writeFailureText } from '../state/outcomeText.js';
import { useBackoffPolling, useScreenVisible } from './hooks.js';
import { UsedByAgents, UsedByWarning } from './usedBy.js';
import { matchBinding } from './keymap.js';
export function PullSecretDetail({ name }) {
    const store = useAppStoreApi();
    const item = useAppStore((s) => s.sets?.find((x) => x.name === name));
    const loaded = useAppStore((s) => s.sets !== null);
    const setsError = useAppStore((s) => s.setsError);
    const usageEnabled = useAppStore((s) => s.usageEnabled);
    const visible = useScreenVisible();
    const { height } = useScreenArea();
    const [deleting, setDeleting] = useState(false);
    useEffect(() => {
        if (!store.getState().sets)
            void store.getState().refreshSets();
    }, [store]);
    const following = useBackoffPolling(visible && item?.status === 'pending', () => store.getState().refreshSets());
    useScreenKeys('pullSecretDetail', (input, key) => {
        const action = matchBinding('pullSecretDetail', input, key)?.action;
        if (action === 'delete' && item) {
            setDeleting(true);
            return true;
        }
        if (action === 'update') {
            store.getState().push({ name: 'pullSecretWizard', fix: name });
            return true;
        }
        if (action === 'refresh') {
            void store.getState().refreshSets();
            void store.getState().refreshUsage({ force: true });
            return true;
        }
        return false;
    }, { isActive: !deleting });
    const doDelete = async () => {
        setDeleting(false);
        try {
            const outcome = await store.getState().deleteSet(name);
            store.getState().showToast(`deleted image pull secret ${name}${appliedNote(outcome)}`, 'success');
            store.getState().pop();
        }
        catch (err) {
            store.getState().showToast(writeFailureText(`delete ${name}`, err), 'error');
        }
    };
    if (deleting) {
        return (_jsxs(TypeToConfirm, { title: `Delete image pull secret ${name}?`, expected: name, onConfirm: () => void doDelete(), onCancel: () => setDeleting(false), children: [_jsx(Text, { children: "Deploys that pull images with it will fail. It cannot be undone." }), _jsx(UsedByWarning, { name: name, kind: "delete" })] }));
    }
    const field = (label, value) => (_jsxs(Box, { children: [_jsx(Box, { width: 10, flexShrink: 0, children: _jsx(Text, { color: theme.muted, children: label }) }), typeof value === 'string' ? _jsx(Text, { wrap: "truncate-end", children: value }) : value] }));
    return (_jsxs(Box, { flexDirection: "column", height: height, overflow: "hidden", children: [_jsxs(Text, { bold: true, wrap: "truncate-end", children: ["Image pull secret ", name] }), !item ? (loaded ? (_jsxs(Text, { color: theme.error, children: ["\u2716 ", name, " is not in the list any more (deleted?) \u2014 esc to go back"] })) : (_jsx(Spinner, { label: "loading\u2026" }))) : (_jsxs(_Fragment, { children: [field('type', 'image pull secret'), field('region', item.region), field('status', _jsxs(Box, { children: [_jsx(StatusBadge, { status: item.status }), following !== null ? (_jsxs(Text, { color: theme.accent, children: [" \u27F3 following until ready (", Math.round(following / 1000), "s)"] })) : null] })), usageEnabled ? field('used by', _jsx(UsedByAgents, { name: name })) : null, item.status === 'failed'
                        ? field('error', _jsx(Text, { color: theme.error, wrap: "wrap", children: item.errorMessage ?? 'no message from the service' }))
                        : null, _jsx(Text, { children: " " }), _jsx(Text, { color: theme.muted, wrap: "wrap", children: "Host and credentials are not shown: the service does not return them. Press u to set new ones (the secret is updated in place)." })] })), setsError ? (_jsxs(Text, { color: theme.error, wrap: "truncate-end", children: ["\u2716 refresh failed: ", setsError, " \u2014 r to retry"] })) : null] }));
}
