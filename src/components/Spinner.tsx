// At most 10 frames per second, one per screen. Tests (and screen readers) get a still glyph through
// <AnimationProvider still> so frames stay deterministic.
import { Text } from 'ink';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { SPINNER_FRAMES } from '../api/words/glyphs.js';
import { theme } from './theme.js';

export const SPINNER_INTERVAL_MS = 100; // 10 fps

const AnimationContext = createContext<{ still: boolean }>({ still: false });

export function AnimationProvider({ still, children }: { still: boolean; children?: ReactNode }) {
  return <AnimationContext.Provider value={{ still }}>{children}</AnimationContext.Provider>;
}

export function Spinner({ label }: { label?: string }) {
  const { still } = useContext(AnimationContext);
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (still) return;
    const timer = setInterval(() => setFrame((f) => (f + 1) % SPINNER_FRAMES.length), SPINNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [still]);
  return (
    <Text color={theme.accent}>
      {still ? '…' : SPINNER_FRAMES[frame]}
      {label ? ` ${label}` : ''}
    </Text>
  );
}
