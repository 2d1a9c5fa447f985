// THE input layer: the app's one useInput. Every Ink input event goes into the input queue (keyQueue.ts:
// split into key presses, pastes collected) and presses go to `dispatch` one at a time, the next one only
// after React has rendered the previous one and run its effects. So a handler always sees the state its
// predecessors left (no stale closure), and a press that moves focus (opens a dialog, submits a field) sends
// the following presses to the new owner — as if the user had typed them slowly.
//
// Mechanics: after each press the pump bumps a counter; its effect (an ancestor of every screen, so it runs
// after their effects — key registrations included) sends the next press. Long runs of non-text presses
// continue from a macrotask every PRESSES_PER_TURN presses, so a held key never starves rendering.
// While the owner of the keys holds them (an action it started is running), presses wait in the queue, in
// order, and go on when it lets go — typed ahead, never dropped; only an urgent press (Ctrl+C) skips the wait.
// When the queue asks to wait (a burst of characters that may be a paste cut in chunks), a timer asks again.
import { useInput, useStdin } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { makeKey, type KeyPress } from './keyPress.js';
import { createInputQueue, type AcceptsText } from './keyQueue.js';

const PRESSES_PER_TURN = 32;
const NO_KEY = makeKey();

export interface KeyPumpOptions {
  /** Handles one press. */
  dispatch(press: KeyPress): void;
  /** What the owner of the keys takes: a text field may get a run of characters, or a paste, at once. */
  acceptsText(): AcceptsText;
  /** A paste the owner cannot take (several lines for a one-line field, …): nothing was handed over. */
  refused?(message: string): void;
  /** True while the owner of the keys holds them (read when a press is due). */
  holding?(): boolean;
  /** The same as holding(), as of this render: its turning false sends the presses that waited. */
  held?: boolean;
  /** A press that skips a hold (Ctrl+C). */
  urgent?(press: KeyPress): boolean;
  /** The clock the queue times bursts with (tests). */
  now?(): number;
}

export function useKeyPump({
  dispatch,
  acceptsText,
  refused,
  holding,
  held = false,
  urgent,
  now,
}: KeyPumpOptions): void {
  const queue = useRef(createInputQueue(now));
  const waiting = useRef(false);
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sentThisTurn = useRef(0);
  const options = useRef({ dispatch, acceptsText, refused, holding, urgent });
  options.current = { dispatch, acceptsText, refused, holding, urgent };
  const [turn, setTurn] = useState(0);

  const clearPause = () => {
    if (pause.current) clearTimeout(pause.current);
    pause.current = null;
  };

  const sendNext = () => {
    clearPause();
    const askAgain = (ms: number) => {
      pause.current = setTimeout(() => {
        pause.current = null;
        if (!waiting.current) sendNext();
      }, ms);
    };
    if (options.current.holding?.()) {
      const urgent = options.current.urgent ? queue.current.takeUrgent(options.current.urgent) : undefined;
      if (urgent?.kind === 'press') options.current.dispatch(urgent.press);
      else if (urgent?.kind === 'wait') askAgain(urgent.ms);
      sentThisTurn.current = 0;
      return; // the rest waits for `held` to turn false (below)
    }
    const next = queue.current.take(options.current.acceptsText());
    if (!next) {
      sentThisTurn.current = 0;
      return;
    }
    if (next.kind === 'wait') {
      askAgain(next.ms);
      return;
    }
    waiting.current = true;
    try {
      if (next.kind === 'press') options.current.dispatch(next.press);
      else options.current.refused?.(next.message);
    } finally {
      sentThisTurn.current += 1;
      setTurn((t) => t + 1);
    }
  };

  useEffect(() => {
    if (turn === 0) return;
    waiting.current = false;
    if (queue.current.size() === 0) {
      sentThisTurn.current = 0;
      return;
    }
    if (sentThisTurn.current < PRESSES_PER_TURN) {
      sendNext();
      return;
    }
    sentThisTurn.current = 0;
    const timer = setTimeout(() => {
      if (!waiting.current) sendNext();
    }, 0);
    return () => clearTimeout(timer);
    // sendNext reads everything through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [turn]);

  useEffect(() => {
    if (!held && !waiting.current && queue.current.size() > 0) sendNext();
    // sendNext reads everything through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held]);

  useEffect(() => clearPause, []);

  // The bytes Ink read for each event: inside a paste they are kept exactly (useInput's `input` drops an
  // escape sequence's ESC and names a lone control character by its letter). Ink emits them to its listeners
  // in order, and this one was added before useInput's (effects run in order), so it runs first.
  const { internal_eventEmitter: events } = useStdin();
  const raw = useRef<string | undefined>(undefined);
  /** Whether the current Ink input event reached our handler (see the guard below). */
  const reached = useRef(false);
  useEffect(() => {
    if (!events) return;
    const onInput = (data: unknown) => {
      raw.current = typeof data === 'string' ? data : undefined;
    };
    events.on('input', onInput);
    // Ink 6.8's useInput throws on a CSI sequence it parses as Ctrl + a key it cannot name (`ESC[31m` in
    // pasted coloured text, `ESC[1;5G`, …), which would end the app. An event that throws before our handler
    // below was reached is Ink's: it goes into the queue as its raw bytes only (a paste then refuses it as a
    // control character; outside a paste it is no key). An error from our own handler still propagates.
    const emit = events.emit;
    events.emit = function guardedEmit(this: typeof events, name: string | symbol, ...args: unknown[]): boolean {
      if (name !== 'input') return emit.call(this, name, ...args);
      reached.current = false;
      try {
        return emit.call(this, name, ...args);
      } catch (error) {
        if (reached.current) throw error;
        queue.current.push('', NO_KEY, typeof args[0] === 'string' ? args[0] : undefined);
        raw.current = undefined;
        if (!waiting.current) sendNext();
        return true;
      }
    };
    return () => {
      events.removeListener('input', onInput);
      events.emit = emit;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sendNext reads refs only; the guard is installed once per event emitter
  }, [events]);

  useInput((input, key) => {
    reached.current = true;
    queue.current.push(input, key, raw.current);
    raw.current = undefined;
    if (!waiting.current) sendNext();
  });
}
