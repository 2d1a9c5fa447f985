// Typing fast, pasting, or a slow link can deliver "text⏎" as ONE input chunk, which Ink 6 reports as text
// without the return flag (docs/tui-practices.md §4.4). Our text fields treat such a trailing line break as
// the text followed by Enter, so "alice⏎" types alice and moves on instead of losing the Enter.
// The Enter is replayed from an effect, i.e. after React rendered the text: the handler that gets it sees
// the updated values, never a stale closure.
import type { Key } from 'ink';
import { useEffect, useRef, useState } from 'react';
import type { KeyHandler } from '../../components/keyRouter.js';

const ENTER: Key = {
  upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false,
  home: false, end: false, return: true, escape: false, ctrl: false, shift: false, tab: false,
  backspace: false, delete: false, meta: false, super: false, hyper: false, capsLock: false, numLock: false,
} as Key;

export function useChunkedEnter(handler: KeyHandler): KeyHandler {
  const latest = useRef(handler);
  latest.current = handler;
  const [pendingEnters, setPendingEnters] = useState(0);
  useEffect(() => {
    if (pendingEnters === 0) return;
    setPendingEnters(0);
    latest.current('\r', ENTER);
  }, [pendingEnters]);
  return (input, key) => {
    if (key.return || key.ctrl || key.meta || input.length < 2 || !/[\r\n]$/.test(input)) return latest.current(input, key);
    const text = input.replace(/[\r\n]+$/, '');
    if (text.length > 0) latest.current(text, key);
    setPendingEnters((n) => n + 1);
    return true;
  };
}
