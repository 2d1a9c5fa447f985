import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);

// src/cli/progress.ts
var FRAMES = ["\u280B", "\u2819", "\u2839", "\u2838", "\u283C", "\u2834", "\u2826", "\u2827", "\u2807", "\u280F"];
function startProgress(rt, text) {
  if (!rt.isTTY || !rt.stderr.isTTY) return { update: () => {
  }, stop: () => {
  } };
  let frame = 0;
  let current = text;
  const draw = () => rt.stderr.write(`\r\x1B[K${FRAMES[frame++ % FRAMES.length]} ${current}`);
  draw();
  const timer = setInterval(draw, 100);
  return {
    update(next) {
      current = next;
    },
    stop() {
      clearInterval(timer);
      rt.stderr.write("\r\x1B[K");
    }
  };
}
function showRetryAfterWait(rt, waitMs, status) {
  const endsAt = Date.now() + waitMs;
  const why = status === 429 ? "rate limited" : `HTTP ${status ?? "error"}`;
  const draw = () => {
    const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1e3));
    rt.stderr.write(`\r\x1B[Kagentdeck: ${why}; the service asked to retry in ${left} s (Retry-After)\u2026`);
  };
  draw();
  const timer = setInterval(draw, 1e3);
  setTimeout(() => {
    clearInterval(timer);
    rt.stderr.write("\r\x1B[K");
  }, waitMs).unref?.();
  timer.unref?.();
}
async function waitUntilSettled(rt, what, check, timeoutMs) {
  const progress = startProgress(rt, `Waiting for ${what} to be ready\u2026`);
  const started = Date.now();
  let delay = 250;
  try {
    for (; ; ) {
      const state = await check();
      if (state.status === "ready" || state.status === "failed") return state;
      const elapsed = Date.now() - started;
      if (elapsed >= timeoutMs) return state;
      progress.update(`Waiting for ${what} to be ready\u2026 (${rt.safe(state.status)}, ${Math.round(elapsed / 1e3)} s)`);
      await rt.sleep(Math.min(delay, Math.max(0, timeoutMs - elapsed)));
      delay = Math.min(delay * 2, 3e3);
    }
  } finally {
    progress.stop();
  }
}
async function reportWritten(rt, what, check, summary, opts) {
  let state = { status: "pending" };
  const timeoutSeconds = opts.waitTimeout ?? 300;
  if (opts.wait) state = await waitUntilSettled(rt, what, check, timeoutSeconds * 1e3);
  const errorMessage = state.errorMessage !== void 0 ? rt.safe(state.errorMessage) : void 0;
  if (opts.json) rt.json({ ...summary, status: state.status, ...errorMessage !== void 0 ? { errorMessage } : {} });
  if (!opts.wait) return 0;
  if (state.status === "ready") {
    rt.info(`${what} is ready.`);
    return 0;
  }
  const red = rt.errStyle.red("error:");
  if (state.status === "failed") rt.info(`${red} ${what} failed to provision: ${errorMessage ?? "(no message)"}`);
  else rt.info(`${red} ${what} is still ${rt.safe(state.status)} after ${timeoutSeconds} s; stopped waiting`);
  return 1;
}

export {
  showRetryAfterWait,
  reportWritten
};
