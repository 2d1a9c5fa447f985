// The command line's side of a write whose answer was lost (the re-read itself: api/http/writeOutcome.ts): it says on
// stderr that it re-reads, reports "applied" in yellow, and turns "not applied" / "unknown" into failures with
// their exit codes. The re-read is the command's own (what "applied" means differs per write).
import {
  capitalise,
  isUncertainWriteError,
  settleWrite,
  type ReadBack,
  type WriteOutcome,
} from '../api/http/writeOutcome.js';
import { CommandFailure } from './failures.js';
import type { Runtime } from './runtime.js';

export { capitalise, outcomeIsUncertain, type ReadBack, type WriteOutcome } from '../api/http/writeOutcome.js';

export interface OutcomeOptions {
  /** What the write does, for messages: "delete secret set 'x'". */
  what: string;
  /** Re-reads the service after an uncertain failure. */
  check: () => Promise<ReadBack>;
}

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
    const settled = await settleWrite(write, {
      ...opts,
      onRecheck: (reason) =>
        rt.info(`agentdeck: ${opts.what}: ${reason}; re-reading to find out whether it was applied…`),
    });
    if (settled.outcome === 'applied') {
      rt.info(
        rt.errStyle.yellow(`${capitalise(opts.what)}: applied — the answer was lost, but a re-read shows the change.`),
      );
    }
    return settled;
  } catch (error) {
    if (!isUncertainWriteError(error)) throw error;
    throw new CommandFailure(error.message, error.readBack === 'not applied' ? 'NOT_APPLIED' : 'OUTCOME_UNKNOWN');
  }
}
