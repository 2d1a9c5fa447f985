import { useState } from 'react';
import { editField, fieldAtEnd } from './textEdit.js';
export function useTextField(initial = '', opts = {}) {
    const [state, setState] = useState(() => fieldAtEnd(initial));
    const [revealed, setRevealed] = useState(false);
    return {
        value: state.value,
        cursor: state.cursor,
        revealed,
        handle(input, key) {
            const r = editField(state, input, key);
            if (r.kind === 'change') {
                setState(r.state);
                if (r.state.value !== state.value)
                    opts.onChange?.(r.state.value);
            }
            return r.kind;
        },
        toggleReveal() {
            setRevealed((v) => !v);
        },
        set(value) {
            setState(fieldAtEnd(value));
        },
        reset(value = '') {
            setState(fieldAtEnd(value));
            setRevealed(false);
        },
        props: { value: state.value, cursor: state.cursor, revealed },
    };
}
