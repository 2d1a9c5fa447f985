const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** A spinner on stderr, only on a terminal; elsewhere silent. */
export function startProgress(rt, text) {
    if (!rt.isTTY || !rt.stderr.isTTY)
        return { update: () => { }, stop: () => { } };
    let frame = 0;
    let current = text;
    const draw = () => rt.stderr.write(`\r\u001b[K${FRAMES[frame++ % FRAMES.length]} ${current}`);
    draw();
    const timer = setInterval(draw, 100);
    return {
        update(next) {
            current = next;
        },
        stop() {
            clearInterval(timer);
            rt.stderr.write('\r\u001b[K');
        },
    };
}
/**
 * A countdown on stderr while a Retry-After wait runs (the caller checks stderr is a terminal): one line,
 * redrawn each second, erased when the wait is over.
 */
export function showRetryAfterWait(rt, waitMs, status) {
    const endsAt = Date.now() + waitMs;
    const why = status === 429 ? 'rate limited' : `HTTP ${status ?? 'error'}`;
    const draw = () => {
        const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
        rt.stderr.write(`\r\u001b[Kagentdeck: ${why}; the service asked to retry in ${left} s (Retry-After)…`);
    };
    draw();
    const timer = setInterval(draw, 1000);
    setTimeout(() => {
        clearInterval(timer);
        rt.stderr.write('\r\u001b[K');
    }, waitMs).unref?.();
    timer.unref?.();
}
/**
 * Polls until the set is ready or failed, with backoff (250 ms doubling to 3 s). Gives up after `timeoutMs`
 * with the last state (still pending).
 */
export async function waitUntilSettled(rt, what, check, timeoutMs) {
    const progress = startProgress(rt, `Waiting for ${what} to be ready…`);
    const started = Date.now();
    let delay = 250;
    try {
        for (;;) {
            const state = await check();
            if (state.status === 'ready' || state.status === 'failed')
                return state;
            const elapsed = Date.now() - started;
            if (elapsed >= timeoutMs)
                return state;
            progress.update(`Waiting for ${what} to be ready… (${rt.safe(state.status)}, ${Math.round(elapsed / 1000)} s)`);
            await rt.sleep(Math.min(delay, Math.max(0, timeoutMs - elapsed)));
            delay = Math.min(delay * 2, 3000);
        }
    }
    finally {
        progress.stop();
    }
}
/**
 * After a PUT: with --wait, polls until ready/failed (exit 1 on failed or timeout, with errorMessage); prints
 * the JSON result (one document) when --json. The set starts pending.
 */
export async function reportWritten(rt, what, check, summary, opts) {
    let state = { status: 'pending' };
    const timeoutSeconds = opts.waitTimeout ?? 300;
    if (opts.wait)
        state = await waitUntilSettled(rt, what, check, timeoutSeconds * 1000);
    const errorMessage = state.errorMessage !== undefined ? rt.safe(state.errorMessage) : undefined;
    if (opts.json)
        rt.json({ ...summary, status: state.status, ...(errorMessage !== undefined ? { errorMessage } : {}) });
    if (!opts.wait)
        return 0;
    if (state.status === 'ready') {
        rt.info(`${what} is ready.`);
        return 0;
    }
    const red = rt.errStyle.red('error:');
    if (state.status === 'failed')
        rt.info(`${red} ${what} failed to provision: ${errorMessage ?? '(no message)'}`);
    else
        rt.info(`${red} ${what} is still ${rt.safe(state.status)} after ${timeoutSeconds} s; stopped waiting`);
    return 1;
}
