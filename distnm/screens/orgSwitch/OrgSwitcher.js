import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
// The `o` dialog: the user's organizations, the current one marked; Enter re-targets every screen, Esc closes.
import { Box, Text } from 'ink';
import { useEffect, useReducer } from 'react';
import { sanitizeTerminalText } from '../../api/sanitize.js';
import { useDialogKeys } from '../../components/keyRouter.js';
import { theme } from '../../components/theme.js';
import { matchBinding } from '../keymap.js';
import { orgSwitcherReducer } from './model.js';
const clean = (text) => sanitizeTerminalText(text, { singleLine: true });
export function OrgSwitcher({ orgSwitch, onClose }) {
    const [state, dispatch] = useReducer(orgSwitcherReducer, { status: 'loading' });
    useEffect(() => {
        let live = true;
        orgSwitch.list().then((orgs) => live && dispatch({ type: 'loaded', orgs, current: orgSwitch.current }), (error) => live && dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
        return () => {
            live = false;
        };
    }, [orgSwitch]);
    const pick = (orgs, index) => {
        const org = orgs[index].name;
        if (org === orgSwitch.current)
            return onClose();
        dispatch({ type: 'switching' });
        orgSwitch.switchTo(org).catch((error) => dispatch({ type: 'switchFailed', message: error instanceof Error ? error.message : String(error) }));
    };
    // Enter pressed while the list was still loading: act on it now.
    useEffect(() => {
        if (state.status === 'ready' && state.pickPending)
            pick(state.orgs, state.index);
    });
    useDialogKeys('organizations', (input, key) => {
        const action = matchBinding('organizations', input, key)?.action;
        if (action === 'close')
            onClose();
        else if (action === 'up')
            dispatch({ type: 'move', by: -1 });
        else if (action === 'down')
            dispatch({ type: 'move', by: 1 });
        else if (action === 'pick') {
            if (state.status === 'loading')
                dispatch({ type: 'pick' });
            else if (state.status === 'ready' && state.orgs.length > 0)
                pick(state.orgs, state.index);
        }
        return true;
    });
    return (_jsxs(Box, { flexDirection: "column", borderStyle: "round", borderColor: theme.accent, paddingX: 1, flexShrink: 0, children: [_jsx(Text, { bold: true, children: "Organization" }), state.status === 'loading' && _jsx(Text, { color: theme.muted, children: "Loading your organizations\u2026" }), state.status === 'error' && _jsxs(Text, { color: theme.error, children: ["\u2716 ", clean(state.message)] }), (state.status === 'ready' || state.status === 'switching') &&
                (state.orgs.length === 0 ? (_jsx(Text, { color: theme.muted, children: "This account has no organization." })) : (state.orgs.map((org, i) => (_jsxs(Text, { wrap: "truncate-end", inverse: i === state.index, children: [i === state.index ? '›' : ' ', " ", clean(org.name), org.verboseName ? _jsxs(Text, { color: theme.muted, children: [" ", clean(org.verboseName)] }) : null, org.name === orgSwitch.current ? '  (current)' : ''] }, org.name))))), _jsx(Text, { color: theme.muted, children: state.status === 'switching' ? 'Switching…' : '↑/↓ choose · Enter switch every screen · Esc close' })] }));
}
