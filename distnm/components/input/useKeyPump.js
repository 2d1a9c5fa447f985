// THE input layer: the app's one useInput. Every Ink input event is split into key presses (splitChunk)
// and queued; presses go to `dispatch` one at a time, and the next one only after React has rendered the
// previous one and run its effects. So a handler always sees the state its predecessors left (no stale
// closure), and a press that moves focus (opens a dialog, submits a field) sends the following presses to
// the new owner — as if the user had typed them slowly.
//
// Mechanics: after each press the pump bumps a counter; its effect (an ancestor of every screen, so it runs
// after their effects — key registrations included) sends the next press. Long runs of non-text presses
// continue from a macrotask every PRESSES_PER_TURN presses, so a held key never starves rendering.
// While the owner of the keys holds them (an action it started is running), presses wait in the queue, in
// order, and go on when it lets go — typed ahead, never dropped; only an urgent press (Ctrl+C) skips the wait.
import { useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { createPressReader, takeNext } from './keyQueue.js';
const PRESSES_PER_TURN = 32;
export function useKeyPump({ dispatch, acceptsText, holding, held = false, urgent }) {
    const queue = useRef([]);
    const reader = useRef(createPressReader());
    const waiting = useRef(false);
    const sentThisTurn = useRef(0);
    const options = useRef({ dispatch, acceptsText, holding, urgent });
    options.current = { dispatch, acceptsText, holding, urgent };
    const [turn, setTurn] = useState(0);
    const sendNext = () => {
        if (options.current.holding?.()) {
            const at = queue.current.findIndex((q) => !q.paste && options.current.urgent?.(q.press));
            if (at >= 0)
                options.current.dispatch(queue.current.splice(at, 1)[0].press);
            sentThisTurn.current = 0;
            return; // the rest waits for `held` to turn false (below)
        }
        const press = takeNext(queue.current, options.current.acceptsText());
        if (!press) {
            sentThisTurn.current = 0;
            return;
        }
        waiting.current = true;
        try {
            options.current.dispatch(press);
        }
        finally {
            sentThisTurn.current += 1;
            setTurn((t) => t + 1);
        }
    };
    useEffect(() => {
        if (turn === 0)
            return;
        waiting.current = false;
        if (queue.current.length === 0) {
            sentThisTurn.current = 0;
            return;
        }
        if (sentThisTurn.current < PRESSES_PER_TURN) {
            sendNext();
            return;
        }
        sentThisTurn.current = 0;
        const timer = setTimeout(() => {
            if (!waiting.current)
                sendNext();
        }, 0);
        return () => clearTimeout(timer);
        // sendNext reads everything through refs.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [turn]);
    useEffect(() => {
        if (!held && !waiting.current && queue.current.length > 0)
            sendNext();
        // sendNext reads everything through refs.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [held]);
    useInput((input, key) => {
        queue.current.push(...reader.current(input, key));
        if (!waiting.current)
            sendNext();
    });
}
