import type { SecretSetStatus } from '../api/models.js';
import { SPINNER_FRAMES as FRAMES } from '../api/words/glyphs.js';
import type { Runtime } from './runtime.js';

export interface Progress {
  update(text: string): void;
  stop(): void;
}

/** A spinner on stderr, only on a terminal; elsewhere silent. */
export function startProgress(rt: Runtime, text: string): Progress {
  if (!rt.isTTY || !rt.stderr.isTTY) return { update: () => {}, stop: () => {} };
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

export interface SettledState {
  status: SecretSetStatus | string;
  errorMessage?: string;
}

/**
 * Polls until the set is ready or failed, with backoff (250 ms doubling to 3 s). Gives up after `timeoutMs`
 * with the last state (still pending).
 */
export async function waitUntilSettled(
  rt: Runtime,
  what: string,
  check: () => Promise<SettledState>,
  timeoutMs: number,
): Promise<SettledState> {
  const progress = startProgress(rt, `Waiting for ${what} to be ready…`);
  const started = Date.now();
  let delay = 250;
  try {
    for (;;) {
      const state = await check();
      if (state.status === 'ready' || state.status === 'failed') return state;
      const elapsed = Date.now() - started;
      if (elapsed >= timeoutMs) return state;
      progress.update(`Waiting for ${what} to be ready… (${rt.safe(state.status)}, ${Math.round(elapsed / 1000)} s)`);
      await rt.sleep(Math.min(delay, Math.max(0, timeoutMs - elapsed)));
      delay = Math.min(delay * 2, 3000);
    }
  } finally {
    progress.stop();
  }
}

export interface WaitOptions {
  json?: boolean;
  wait?: boolean;
  waitTimeout?: number;
}

/**
 * After a PUT: with --wait, polls until ready/failed (exit 1 on failed or timeout, with errorMessage); prints
 * the JSON result (one document) when --json. The set starts pending.
 */
export async function reportWritten(
  rt: Runtime,
  what: string,
  check: () => Promise<SettledState>,
  summary: Record<string, unknown>,
  opts: WaitOptions,
): Promise<number> {
  let state: SettledState = { status: 'pending' };
  const timeoutSeconds = opts.waitTimeout ?? 300;
  if (opts.wait) state = await waitUntilSettled(rt, what, check, timeoutSeconds * 1000);
  const errorMessage = state.errorMessage !== undefined ? rt.safe(state.errorMessage) : undefined;
  if (opts.json) rt.json({ ...summary, status: state.status, ...(errorMessage !== undefined ? { errorMessage } : {}) });
  if (!opts.wait) return 0;
  if (state.status === 'ready') {
    rt.info(`${what} is ready.`);
    return 0;
  }
  const red = rt.errStyle.red('error:');
  if (state.status === 'failed') rt.info(`${red} ${what} failed to provision: ${errorMessage ?? '(no message)'}`);
  else rt.info(`${red} ${what} is still ${rt.safe(state.status)} after ${timeoutSeconds} s; stopped waiting`);
  return 1;
}

/**
 * Lines redrawn in place on stderr (a terminal): each draw replaces the previous lines; the last draw stays. While
 * the block is live, every message the command prints (rt.info: Ctrl+C's "Stopping…", a journal note) is written
 * above it and the block drawn again below — a message written under it would shift the lines the next draw moves
 * up over, leaving stale copies of the block behind.
 */
export interface LiveBlock {
  draw(lines: readonly string[]): void;
  /** The block stays as last drawn; messages go back to plain stderr. */
  end(): void;
}

/** Cut to `width` characters (a line that wraps would break the redraw). */
export function fitWidth(line: string, width: number): string {
  const chars = [...line];
  return chars.length <= width ? line : `${chars.slice(0, Math.max(1, width - 1)).join('')}…`;
}

export function startLiveBlock(rt: Runtime): LiveBlock {
  let shown = 0;
  let last: readonly string[] = [];
  // Back to the block's first line, at column 0 (the terminal's own echo of ^C leaves the cursor past it).
  const home = () => (shown > 0 ? `\r\u001b[${shown}A` : '\r');
  const render = (lines: readonly string[]) => {
    const columns = (rt.stderr as { columns?: number }).columns;
    const width = Math.max(20, (columns && columns > 0 ? columns : 80) - 1);
    let out = '';
    for (const line of lines) out += `\u001b[2K${fitWidth(line, width)}\n`;
    // Whatever is below the block (an echoed ^C, a longer previous draw) goes.
    return `${out}\u001b[J`;
  };
  rt.aboveLiveBlock((text) => {
    const message = text.endsWith('\n') ? text : `${text}\n`;
    rt.stderr.write(`${home()}\u001b[J${message}${render(last)}`);
    shown = last.length;
  });
  return {
    draw(lines) {
      rt.stderr.write(home() + render(lines));
      shown = lines.length;
      last = lines;
    },
    end() {
      rt.aboveLiveBlock(undefined);
    },
  };
}
