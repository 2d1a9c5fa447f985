// The terminal screen the app draws on. As k9s and lazygit do, the app draws on the alternate screen and leaves it
// however it ends — a key (q, Ctrl+C), a signal, an uncaught error, process.exit — so the shell's screen and
// scrollback are as they were. AGENTDECK_ALT_SCREEN=0 draws on the normal screen instead (a terminal without an
// alternate screen, or to keep the last frame), as before: the last frame stays, with every revealed value masked.
import { writeSync } from 'node:fs';
import { asciiText, type GlyphMode } from '../api/words/glyphs.js';

/** Switch to the alternate screen (saving the cursor; xterm's 1049), then put the cursor top left. */
export const ALT_SCREEN_ON = '\u001B[?1049h\u001B[H';
/** Back to the normal screen, cursor where it was. */
export const ALT_SCREEN_OFF = '\u001B[?1049l';
/** Bracketed paste off and the cursor shown, written before leaving: after a crash nobody else restores them. */
const MODES_OFF = '\u001B[?2004l\u001B[?25h';
/** Erase the scrollback (ED 3): Ink writes it with every full-screen clear (a terminal made shorter), never wanted. */
export const ERASE_SCROLLBACK = '\u001B[3J';

/** Whether the app draws on the alternate screen: yes, unless AGENTDECK_ALT_SCREEN says 0/false/no/off. */
export function alternateScreenWanted(env: NodeJS.ProcessEnv): boolean {
  const setting = env.AGENTDECK_ALT_SCREEN?.trim().toLowerCase();
  return !(setting === '0' || setting === 'false' || setting === 'no' || setting === 'off');
}

/**
 * The stream Ink writes to: `stream` less ERASE_SCROLLBACK (a shell's scrollback is the user's; tmux clears a pane's
 * history on it even from the alternate screen), in ASCII when `glyphs` says so (api/words/glyphs.ts: one character for
 * one, so the layout holds), and nothing at all once `screen` was left — on an exit or an uncaught error Ink still
 * draws a last frame, which would land on (and erase lines of) the normal screen.
 */
export function inkStream<T extends NodeJS.WritableStream>(
  stream: T,
  screen?: AlternateScreen,
  glyphs: GlyphMode = 'unicode',
): T {
  const text = (chunk: string) => {
    const kept = chunk.replaceAll(ERASE_SCROLLBACK, '');
    return glyphs === 'ascii' ? asciiText(kept) : kept;
  };
  const write = (chunk: unknown, ...rest: unknown[]): boolean => {
    if (screen?.left) {
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      if (done) queueMicrotask(done);
      return true;
    }
    return (stream.write as (...args: unknown[]) => boolean).call(
      stream,
      typeof chunk === 'string' ? text(chunk) : chunk,
      ...rest,
    );
  };
  return new Proxy(stream, { get: (target, prop) => (prop === 'write' ? write : Reflect.get(target, prop, target)) });
}

/** What the screen switch needs of the process (a fake in tests). */
export interface ScreenProcess {
  on(event: 'exit' | 'uncaughtExceptionMonitor', listener: () => void): unknown;
  off(event: 'exit' | 'uncaughtExceptionMonitor', listener: () => void): unknown;
}

export interface AlternateScreen {
  /** Back to the normal screen (once; later calls do nothing). */
  leave(): void;
  /** True once left. */
  readonly left: boolean;
}

/**
 * Enters the alternate screen with `write` and leaves it on `leave()`, or — when the app never got to — as the
 * process exits or an uncaught error is about to be printed (so the error is printed on the normal screen).
 * Writes are synchronous: on exit there is no later turn.
 */
export function enterAlternateScreen(write: (text: string) => void, proc: ScreenProcess): AlternateScreen {
  let inside = true;
  const leave = () => {
    if (!inside) return;
    inside = false;
    proc.off('exit', leave);
    proc.off('uncaughtExceptionMonitor', leave);
    try {
      write(MODES_OFF + ALT_SCREEN_OFF);
    } catch {
      // the terminal may already be gone (SSH hang-up)
    }
  };
  proc.on('exit', leave);
  proc.on('uncaughtExceptionMonitor', leave);
  write(ALT_SCREEN_ON);
  return {
    leave,
    get left() {
      return !inside;
    },
  };
}

/** Writes to the process's terminal at once (fd 1), for the switch above. */
export function writeToTerminal(text: string): void {
  writeSync(1, text);
}
