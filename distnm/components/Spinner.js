import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
// At most 10 frames per second, one per screen. Tests (and screen readers) get a still glyph through
// <AnimationProvider still> so frames stay deterministic.
import { Text } from 'ink';
import { createContext, useContext, useEffect, useState } from 'react';
import { theme } from './theme.js';
export const SPINNER_FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
export const SPINNER_INTERVAL_MS = 100; // 10 fps
const AnimationContext = createContext({ still: false });
export function AnimationProvider({ still, children }) {
    return _jsx(AnimationContext.Provider, { value: { still }, children: children });
}
export function Spinner({ label }) {
    const { still } = useContext(AnimationContext);
    const [frame, setFrame] = useState(0);
    useEffect(() => {
        if (still)
            return;
        const timer = setInterval(() => setFrame((f) => (f + 1) % SPINNER_FRAMES.length), SPINNER_INTERVAL_MS);
        return () => clearInterval(timer);
    }, [still]);
    return (_jsxs(Text, { color: theme.accent, children: [still ? '…' : SPINNER_FRAMES[frame], label ? ` ${label}` : ''] }));
}
