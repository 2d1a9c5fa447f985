import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
// The wizard's views: header, one body per step, and the result (pending → ready / failed).
import { Box, Text } from 'ink';
import { Paragraph } from '../../components/Paragraph.js';
import { Spinner } from '../../components/Spinner.js';
import { DelayedSpinner } from '../../components/DelayedSpinner.js';
import { StatusBadge } from '../../components/StatusBadge.js';
import { TextField } from '../../components/TextField.js';
import { theme } from '../../components/theme.js';
import { REGISTRY_PRESETS, STEP_TITLES, encodeWarning, presetForHost, stepNumber, } from './model.js';
export function WizardHeader({ step, total, fix }) {
    return (_jsx(Box, { marginBottom: 1, children: _jsxs(Text, { wrap: "truncate-end", children: [_jsx(Text, { bold: true, color: theme.accent, children: fix ? 'Fix image pull secret' : 'New image pull secret' }), step ? `  ·  Step ${stepNumber(step)}/${total}  ·  ${STEP_TITLES[step]}` : ''] }) }));
}
function ExistingNotice({ name, existing }) {
    if (existing !== 'imagePullSecret')
        return null;
    return (_jsx(Paragraph, { color: theme.warning, children: `ℹ An image pull secret named ${name} already exists: finishing the wizard updates it in place (you will be asked to confirm).` }));
}
function ErrorLine({ error }) {
    return error ? _jsx(Paragraph, { color: theme.error, children: `✖ ${error}` }) : null;
}
export function StepBody(p) {
    const preset = presetForHost(p.fields.host) ?? REGISTRY_PRESETS[p.presetIndex];
    switch (p.step) {
        case 'name':
            return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { children: "Name of the image pull secret (letters, numbers and hyphens)." }), _jsx(TextField, { label: "name", value: p.fields.name, cursor: p.cursor, focused: true, labelWidth: 12 }), _jsx(ErrorLine, { error: p.error }), p.checkingNames ? _jsx(DelayedSpinner, { label: "checking existing names\u2026" }) : _jsx(ExistingNotice, { name: p.fields.name, existing: p.existing }), p.namesError ? (_jsx(Paragraph, { color: theme.warning, children: `⚠ could not list existing secrets (${p.namesError}); you will be asked before sending` })) : null, p.existing === 'secret' && !p.error ? (_jsxs(Text, { color: theme.error, children: ["\u2716 a secret set named ", p.fields.name, " exists (not an image pull secret): choose another name"] })) : null] }));
        case 'host':
            return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { children: "Registry address (URL). \u2191/\u2193 picks a preset." }), REGISTRY_PRESETS.map((x, i) => (_jsx(Text, { color: i === p.presetIndex ? theme.accent : undefined, wrap: "truncate-end", children: `${i === p.presetIndex ? '›' : ' '} ${x.label.padEnd(27)}${x.host}` }, x.label))), _jsx(Text, { color: p.presetIndex === REGISTRY_PRESETS.length ? theme.accent : undefined, children: `${p.presetIndex === REGISTRY_PRESETS.length ? '›' : ' '} Custom (type the URL)` }), _jsx(TextField, { label: "host", value: p.fields.host, cursor: p.cursor, focused: true, labelWidth: 12 }), preset?.host.includes('<') ? _jsx(Text, { color: theme.muted, children: `format: ${preset.host}` }) : null, preset ? _jsx(Text, { color: theme.muted, children: `${preset.label}: username ${preset.usernameHint}` }) : null, _jsx(ErrorLine, { error: p.error })] }));
        case 'username':
            return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Text, { children: ["Registry username", preset ? ` — ${preset.label} wants: ${preset.usernameHint}` : '', "."] }), _jsx(TextField, { label: "username", value: p.fields.username, cursor: p.cursor, focused: true, labelWidth: 12 }), _jsx(Text, { color: theme.muted, children: "Leave it empty only to paste an already base64-encoded value as the password." }), _jsx(ErrorLine, { error: p.error })] }));
        case 'password':
            return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Text, { children: ["Password or access token", preset ? ` — ${preset.label}: ${preset.passwordHint}` : '', "."] }), _jsx(TextField, { label: "password", value: p.password, cursor: p.cursor, focused: true, masked: true, revealed: p.revealed, labelWidth: 12 }), _jsxs(Text, { color: theme.muted, children: [p.revealed ? 'shown — ctrl+r hides it' : 'masked — ctrl+r shows it', " \u00B7 paste works"] }), _jsx(ErrorLine, { error: p.error })] }));
        case 'region':
            return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { children: "Region (must be the region of the agents that pull with it)." }), p.regions === null && !p.regionsError ? _jsx(DelayedSpinner, { label: "loading regions\u2026" }) : null, p.regionsError ? _jsxs(Text, { color: theme.error, children: ["\u2716 regions: ", p.regionsError, " (r to retry)"] }) : null, (p.regions ?? []).map((r) => {
                        const on = r.code === p.fields.region;
                        return (_jsx(Text, { color: on ? theme.accent : undefined, children: `${on ? '› (•)' : '  ( )'} ${r.code}${r.display_name && r.display_name !== r.code ? ` — ${r.display_name}` : ''}${r.code === p.defaultRegion ? '  (org default)' : ''}` }, r.code));
                    }), _jsx(ErrorLine, { error: p.error })] }));
        case 'encode': {
            const warning = encodeWarning(p.fields, p.password);
            return (_jsxs(Box, { flexDirection: "column", children: [_jsx(Text, { children: `${p.fields.encode ? '[x]' : '[ ]'} base64-encode username:password before storing (default on)` }), _jsx(Text, { color: theme.muted, children: "space toggles; turn it off only when you pasted an already-encoded value" }), warning ? (_jsx(Paragraph, { color: theme.warning, children: `⚠ ${warning}` })) : null, _jsx(ErrorLine, { error: p.error })] }));
        }
        case 'review': {
            const rows = [
                ['name', p.fields.name],
                ['host', p.fields.host],
                ['username', p.fields.username === '' ? '(none: the password is sent as the encoded value)' : p.fields.username],
                ['password', '(not shown)'],
                ['region', p.fields.region],
                ['encode', p.fields.encode ? 'on (base64)' : 'off (sent as typed)'],
            ];
            const warning = encodeWarning(p.fields, p.password);
            return (_jsxs(Box, { flexDirection: "column", children: [rows.map(([k, v]) => (_jsxs(Box, { children: [_jsx(Box, { width: 12, flexShrink: 0, children: _jsx(Text, { bold: true, children: k }) }), _jsx(Text, { wrap: "truncate-end", children: v })] }, k))), _jsx(ExistingNotice, { name: p.fields.name, existing: p.existing }), warning ? _jsx(Text, { color: theme.warning, children: "\u26A0 encoding is off and the value is not base64 of username:password" }) : null, _jsx(ErrorLine, { error: p.error }), _jsxs(Text, { color: theme.muted, children: ["Enter ", p.existing === 'imagePullSecret' ? 'updates' : 'creates', " the image pull secret."] })] }));
        }
    }
}
export function ResultView({ phase, name, error }) {
    if (phase === 'submitting')
        return _jsxs(Text, { children: ["Sending image pull secret ", name, "\u2026"] });
    if (phase === 'following') {
        return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Box, { children: [_jsx(Text, { children: `${name}  ` }), _jsx(StatusBadge, { status: "pending" })] }), _jsx(Spinner, { label: "waiting for the service to provision it (pending \u2192 ready / failed)" })] }));
    }
    if (phase === 'ready') {
        return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Box, { children: [_jsx(Text, { children: `${name}  ` }), _jsx(StatusBadge, { status: "ready" })] }), _jsx(Text, { children: "The image pull secret is ready. Enter goes back to the set list." })] }));
    }
    return (_jsxs(Box, { flexDirection: "column", children: [_jsxs(Box, { children: [_jsx(Text, { children: `${name}  ` }), _jsx(StatusBadge, { status: "failed" })] }), _jsx(Text, { color: theme.error, wrap: "wrap", children: error ?? 'provisioning failed' }), _jsx(Text, { children: "Press f to fix the credentials (host, region and the rest are kept), Enter to go back." })] }));
}
