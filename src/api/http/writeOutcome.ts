// A write whose answer never came (timeout, dropped connection, 5xx, garbled body) may still have been applied.
// Re-read to find out, and say which: applied, not applied, or unknown — never a bare failure for a change that
// happened. A write that never got a connection (refused, host not found, TLS failed: ApiError.neverSent) was not
// applied, and is said so without a re-read. Shared by the command line (cli/writeOutcome.ts adds its messages and
// exit codes) and the app's store. The re-reads here are the ones both use; what "applied" means differs per write.
// Values can never be read back, so a write is "applied" only when something visible proves it; otherwise
// "unknown" — never a guess.
import type { SecretsApi } from '../contracts.js';
import { isApiError } from './errors.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';

export type ReadBack = 'applied' | 'not applied' | 'unknown';
/** `confirmed`: the service said so; `applied`: its answer was lost but a re-read shows the change. */
export type WriteOutcome = 'confirmed' | 'applied';

/** The request never reached the service: nothing can have been applied. */
export const wasNeverSent = (error: unknown): boolean => isApiError(error) && error.neverSent === true;

/** Failures after which the request may have been applied: no (usable) answer, or a server error. */
export function outcomeIsUncertain(error: unknown): boolean {
  if (!isApiError(error) || error.neverSent) return false;
  // An answer too large to read was still an answer: like a garbled one, it may confirm a write no one saw.
  if (['TIMEOUT', 'NETWORK', 'MALFORMED_RESPONSE', 'RESPONSE_TOO_LARGE'].includes(error.code)) return true;
  return error.status >= 500;
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A write the service neither confirmed nor refused: `readBack` says whether it surely did not happen (it was never
 * sent, or a re-read after the lost answer shows nothing changed) or cannot be told.
 */
export class UncertainWriteError extends Error {
  constructor(
    readonly readBack: 'not applied' | 'unknown',
    message: string,
    readonly original: unknown,
  ) {
    super(message);
    this.name = 'UncertainWriteError';
  }
}

export const isUncertainWriteError = (error: unknown): error is UncertainWriteError =>
  error instanceof UncertainWriteError;

export interface SettleOptions {
  /** What the write does, for messages: "delete secret set 'x'". */
  what: string;
  /** Re-reads the service after an uncertain failure. */
  check: () => Promise<ReadBack>;
  /** Told before the re-read (the command line says it on stderr). */
  onRecheck?: (reason: string) => void;
}

/**
 * Runs `write`; after an uncertain failure re-reads. Resolves when the service confirmed or the re-read shows the
 * change; rejects with UncertainWriteError when the request was never sent (no re-read), when the re-read shows
 * nothing changed or cannot tell, and with the original error when the service refused (a 4xx: nothing applied).
 */
export async function settleWrite<T>(
  write: () => Promise<T>,
  opts: SettleOptions,
): Promise<{ outcome: WriteOutcome; result?: T }> {
  try {
    return { outcome: 'confirmed', result: await write() };
  } catch (error) {
    const reason = () => sanitizeTerminalText((error as Error).message, { singleLine: true });
    if (wasNeverSent(error)) {
      throw new UncertainWriteError(
        'not applied',
        `${capitalise(opts.what)}: not applied — ${reason()}; the request never reached the service. Safe to run again.`,
        error,
      );
    }
    if (!outcomeIsUncertain(error)) throw error;
    return settleByReRead(error, reason(), opts);
  }
}

/** After a lost answer: asks the re-read whether the change is there. */
async function settleByReRead(error: unknown, reason: string, opts: SettleOptions): Promise<{ outcome: WriteOutcome }> {
  opts.onRecheck?.(reason);
  let readBack: ReadBack;
  let readError = '';
  try {
    readBack = await opts.check();
  } catch (checkError) {
    readBack = 'unknown';
    readError = ` (the re-read failed too: ${sanitizeTerminalText((checkError as Error).message, { singleLine: true })})`;
  }
  if (readBack === 'applied') return { outcome: 'applied' };
  if (readBack === 'not applied') {
    throw new UncertainWriteError(
      'not applied',
      `${capitalise(opts.what)}: not applied — ${reason}; a re-read shows nothing changed. Safe to run again.`,
      error,
    );
  }
  throw new UncertainWriteError(
    'unknown',
    `${capitalise(opts.what)}: outcome unknown — ${reason}${readError}; it may or may not have been applied. Check before running it again.`,
    error,
  );
}

/**
 * Finds a set by name through the list + type match: image pull secrets can never be read by name, and a
 * set without keys (referenced sets) still exists. Returns the summary or undefined.
 */
export async function findSet(secrets: SecretsApi, name: string) {
  return (await secrets.listSecretSets()).find((s) => s.name === name);
}

export interface SetWriteExpectation {
  /** The set did not exist before the write. */
  created: boolean;
  /** Keys the write adds (not in the set before). */
  added: string[];
  /** The set's status before the write, when it existed. */
  priorStatus?: string;
}

/** After a secret set PUT: the keys it adds are there (or not); an overwrite shows only as provisioning restarting. */
export async function readBackSecretSet(
  secrets: SecretsApi,
  name: string,
  expected: SetWriteExpectation,
): Promise<ReadBack> {
  let keys: string[];
  let status: string;
  try {
    ({ keys, status } = await secrets.getSecretSet(name));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return expected.created ? 'not applied' : 'unknown';
    throw error;
  }
  const present = expected.added.filter((key) => keys.includes(key)).length;
  if (expected.added.length > 0) {
    if (present === expected.added.length) return 'applied';
    if (present === 0 && !expected.created) return 'not applied';
    return 'unknown';
  }
  return expected.priorStatus === 'ready' && status === 'pending' ? 'applied' : 'unknown';
}

/** After an image pull secret PUT: a new one is listed (or not); an update shows only as provisioning restarting. */
export async function readBackPullSecret(
  secrets: SecretsApi,
  name: string,
  priorStatus: string | undefined,
): Promise<ReadBack> {
  const now = await findSet(secrets, name);
  if (priorStatus === undefined) return now?.type === 'imagePullSecret' ? 'applied' : now ? 'unknown' : 'not applied';
  return priorStatus === 'ready' && now?.status === 'pending' ? 'applied' : 'unknown';
}

/** After deleting a key: it is gone (or still there); a set that vanished meanwhile says nothing. */
export async function readBackKeyUnset(secrets: SecretsApi, name: string, key: string): Promise<ReadBack> {
  try {
    return (await secrets.getSecretSet(name)).keys.includes(key) ? 'not applied' : 'applied';
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'unknown';
    throw error;
  }
}

/** After deleting a set or image pull secret: it is no longer listed (or still is). */
export async function readBackSetDeleted(secrets: SecretsApi, name: string): Promise<ReadBack> {
  return (await findSet(secrets, name)) ? 'not applied' : 'applied';
}
