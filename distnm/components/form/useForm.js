import { useState } from 'react';
import { formKey } from './formModel.js';
export function useForm(initial) {
    const [state, setState] = useState(initial);
    return {
        state,
        handle(specs, input, key, command, opts) {
            const r = formKey(specs, state, input, key, command, opts);
            if (r.state !== state)
                setState(r.state);
            return { action: r.action, handled: r.handled };
        },
        update: setState,
    };
}
