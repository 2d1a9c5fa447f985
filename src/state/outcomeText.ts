// How the app words a write's outcome (api/http/writeOutcome.ts): a lost answer that a re-read settled says so, and a
// failure after a lost answer says "not applied" or "outcome unknown" in its own words, not "could not …".
import { isUncertainWriteError, type WriteOutcome } from '../api/http/writeOutcome.js';
import { errorText } from './errorText.js';

/** Appended to a success message when the answer was lost and a re-read showed the change. */
export const appliedNote = (outcome: WriteOutcome): string =>
  outcome === 'applied' ? ' (applied — the answer was lost, but a re-read shows the change)' : '';

/** `could not <what>: <why>` for a refused write; the re-read's verdict as it is for a lost answer. */
export function writeFailureText(what: string, err: unknown): string {
  return isUncertainWriteError(err) ? errorText(err) : `could not ${what}: ${errorText(err)}`;
}
