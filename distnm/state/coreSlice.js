import { redact } from '../api/redact.js';
/** How long a toast stays on screen. */
export const TOAST_MS = 4000;
export const createCoreSlice = (deps) => (set, get) => {
    let toastTimer;
    let toastSeq = 0;
    const stopToastTimer = () => {
        if (toastTimer !== undefined)
            clearTimeout(toastTimer);
        toastTimer = undefined;
    };
    return {
        target: deps.target,
        routes: [{ name: 'sets' }],
        push: (route) => set((s) => ({ routes: [...s.routes, route] })),
        pop: () => set((s) => (s.routes.length > 1 ? { routes: s.routes.slice(0, -1) } : s)),
        replace: (route) => set((s) => ({ routes: [...s.routes.slice(0, -1), route] })),
        toast: null,
        showToast: (text, kind = 'info') => {
            stopToastTimer();
            toastSeq += 1;
            const id = toastSeq;
            set({ toast: { text: redact(text), kind, id } });
            toastTimer = setTimeout(() => {
                toastTimer = undefined;
                if (get().toast?.id === id)
                    set({ toast: null });
            }, TOAST_MS);
            toastTimer.unref?.();
        },
        clearToast: () => {
            stopToastTimer();
            set({ toast: null });
        },
        globalError: null,
        setGlobalError: (message) => set({ globalError: message === null ? null : redact(message) }),
        textInputActive: false,
        setTextInputActive: (active) => {
            if (get().textInputActive !== active)
                set({ textInputActive: active });
        },
        helpOpen: false,
        setHelpOpen: (open) => set({ helpOpen: open }),
        dispose: stopToastTimer,
    };
};
