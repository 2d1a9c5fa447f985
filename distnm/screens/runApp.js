import { jsx as _jsx } from "react/jsx-runtime";
// Starts the interactive app on the process's TTY and resolves when it exits. The caller (main) checks that
// stdin and stdout are TTYs first. The terminal is restored however the app ends.
import { render } from 'ink';
import { RevealAllowedContext } from '../components/revealGate.js';
import { createAppStore, systemClock } from '../state/store.js';
import { App } from './App.js';
import { OrgRoot } from './orgSwitch/OrgRoot.js';
// A paste arrives between ESC[200~ and ESC[201~, so the input layer tells it from typing (its line breaks
// are not Enters). Terminals without the mode send a paste as typed keys.
const BRACKETED_PASTE_ON = '\u001B[?2004h';
const BRACKETED_PASTE_OFF = '\u001B[?2004l';
function restoreTerminal() {
    try {
        if (process.stdin.isTTY && process.stdin.isRaw)
            process.stdin.setRawMode(false);
    }
    catch {
        // the terminal may already be gone (SSH hang-up)
    }
    // cursor back on, bracketed paste off
    if (process.stdout.isTTY)
        process.stdout.write('\u001B[?25h' + BRACKETED_PASTE_OFF);
}
export async function runApp(opts) {
    if (process.stdout.isTTY)
        process.stdout.write(BRACKETED_PASTE_ON);
    const makeStore = (o) => createAppStore({
        secrets: o.secrets,
        getRooms: o.getRooms,
        target: o.target,
        clock: systemClock,
        ...(o.agents ? { agents: o.agents } : {}),
    });
    let store = opts.organizations ? undefined : makeStore(opts);
    const tree = opts.organizations ? (_jsx(OrgRoot, { initial: opts, initialOrg: opts.organizations.current, source: { list: opts.organizations.list, open: opts.organizations.open }, makeStore: makeStore, onStore: (next) => {
            store = next;
        } })) : (_jsx(App, { store: store }));
    // Reveal stays allowed until a signal ends the app: then every revealed value is masked (a synchronous re-render)
    // before Ink draws its last frame, as the app does itself when it quits by a key.
    const gated = (revealAllowed) => _jsx(RevealAllowedContext.Provider, { value: revealAllowed, children: tree });
    const instance = render(gated(true), {
        exitOnCtrlC: false, // Ctrl+C goes through the app's key router, which exits cleanly
        patchConsole: false,
        maxFps: 30,
    });
    const stop = () => {
        instance.rerender(gated(false));
        instance.unmount();
    };
    process.once('SIGTERM', stop);
    process.once('SIGHUP', stop);
    try {
        await instance.waitUntilExit();
    }
    finally {
        process.off('SIGTERM', stop);
        process.off('SIGHUP', stop);
        store.getState().dispose();
        instance.cleanup();
        restoreTerminal();
        process.stdin.pause();
    }
}
