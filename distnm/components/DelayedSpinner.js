import { jsx as _jsx } from "react/jsx-runtime";
// A spinner for waits that are usually short: it appears only once the wait passed ~150 ms, so quick
// answers don't flash a spinner on and off.
import { useEffect, useState } from 'react';
import { Spinner } from './Spinner.js';
export const SPINNER_DELAY_MS = 150;
export function DelayedSpinner({ label, delayMs = SPINNER_DELAY_MS }) {
    const [shown, setShown] = useState(delayMs <= 0);
    useEffect(() => {
        if (delayMs <= 0)
            return;
        const timer = setTimeout(() => setShown(true), delayMs);
        return () => clearTimeout(timer);
    }, [delayMs]);
    return shown ? _jsx(Spinner, { label: label }) : null;
}
