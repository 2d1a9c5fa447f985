// Retries an assertion inside act() until it passes (gemini-cli test-utils/async.ts). With fake timers it
// advances them by `interval` per try; with real timers it sleeps `interval`. Bounded by a try count, not
// wall-clock time, so a slow machine can't make it flaky.
import { act } from 'react';
import { vi } from 'vitest';

export async function flush(): Promise<void> {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((r) => setImmediate(r));
  });
}

export async function waitFor(
  assertion: () => void | Promise<void>,
  { interval = 10, tries = 300 }: { interval?: number; tries?: number } = {},
): Promise<void> {
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      await act(async () => {
        await assertion();
      });
      return;
    } catch (err) {
      last = err;
    }
    await act(async () => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(interval);
      else await new Promise((r) => setTimeout(r, interval));
    });
  }
  throw last;
}

/** Advance fake time inside act (timers fire, effects flush). */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
