// A write whose answer never came (timeout, dropped connection, 5xx, garbled body) may still have been applied.
// Re-read to find out, and say which: applied, not applied, or unknown — never a bare failure for a change that
// happened. The re-read is the command's own (what "applied" means differs per write).
import { isApiError } from '../api/errors.js';
import { sanitizeTerminalText } from '../api/sanitize.js';
import { CommandFailure } from './failures.js';
import type { Runtime } from './runtime.js';

export type ReadBack = 'applied' | 'not applied' | 'unknown';
/** `confirmed`: the service said so; `applied`: its answer was lost but a re-read shows the change. */
export type WriteOutcome = 'confirmed' | 'applied';

export interface OutcomeOptions {
  /** What the write does, for messages: "delete secret set 'x'". */
  what: string;
  /** Re-reads the service after an uncertain failure. */
  check: () => Promise<ReadBack>;
}

/** Failures after which the request may have been applied: no (usable) answer, or a server error. */
export function outcomeIsUncertain(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'TIMEOUT' || error.code === 'NETWORK' || error.code === 'MALFORMED_RESPONSE') return true;
  return error.status >= 500;
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The JSON field a command adds when the outcome came from a re-read (nothing when the service confirmed). */
export function outcomeField(outcome: WriteOutcome): Record<string, unknown> {
  return outcome === 'applied' ? { outcome: 'applied', outcomeFrom: 're-read after the answer was lost' } : {};
}

export async function writeOutcome<T>(
  rt: Runtime,
  write: () => Promise<T>,
  opts: OutcomeOptions,
): Promise<{ outcome: WriteOutcome; result?: T }> {
  try {
    return { outcome: 'confirmed', result: await write() };
  } catch (error) {
    if (!outcomeIsUncertain(error)) throw error;
    const reason = sanitizeTerminalText((error as Error).message, { singleLine: true });
    rt.info(`agentdeck: ${opts.what}: ${reason}; re-reading to find out whether it was applied…`);
    let readBack: ReadBack;
    let readError = '';
    try {
      readBack = await opts.check();
    } catch (checkError) {
      readBack = 'unknown';
      readError = ` (the re-read failed too: ${sanitizeTerminalText((checkError as Error).message, { singleLine: true })})`;
    }
    if (readBack === 'applied') {
      rt.info(rt.errStyle.yellow(`${capitalise(opts.what)}: applied — the answer was lost, but a re-read shows the change.`));
      return { outcome: 'applied' };
    }
    if (readBack === 'not applied') {
      throw new CommandFailure(`${capitalise(opts.what)}: not applied — ${reason}; a re-read shows nothing changed. Safe to run again.`, 'NOT_APPLIED');
    }
    throw new CommandFailure(
      `${capitalise(opts.what)}: outcome unknown — ${reason}${readError}; it may or may not have been applied. Check before running it again.`,
      'OUTCOME_UNKNOWN',
    );
  }
}
