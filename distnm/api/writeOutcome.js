import { isApiError } from './errors.js';
import { sanitizeTerminalText } from './sanitize.js';
/** The request never reached the service: nothing can have been applied. */
export const wasNeverSent = (error) => isApiError(error) && error.neverSent === true;
/** Failures after which the request may have been applied: no (usable) answer, or a server error. */
export function outcomeIsUncertain(error) {
    if (!isApiError(error) || error.neverSent)
        return false;
    if (error.code === 'TIMEOUT' || error.code === 'NETWORK' || error.code === 'MALFORMED_RESPONSE')
        return true;
    return error.status >= 500;
}
export const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/**
 * A write the service neither confirmed nor refused: `readBack` says whether it surely did not happen (it was never
 * sent, or a re-read after the lost answer shows nothing changed) or cannot be told.
 */
export class UncertainWriteError extends Error {
    readBack;
    original;
    constructor(readBack, message, original) {
        super(message);
        this.readBack = readBack;
        this.original = original;
        this.name = 'UncertainWriteError';
    }
}
export const isUncertainWriteError = (error) => error instanceof UncertainWriteError;
/**
 * Runs `write`; after an uncertain failure re-reads. Resolves when the service confirmed or the re-read shows the
 * change; rejects with UncertainWriteError when the request was never sent (no re-read), when the re-read shows
 * nothing changed or cannot tell, and with the original error when the service refused (a 4xx: nothing applied).
 */
export async function settleWrite(write, opts) {
    try {
        return { outcome: 'confirmed', result: await write() };
    }
    catch (error) {
        const reason = () => sanitizeTerminalText(error.message, { singleLine: true });
        if (wasNeverSent(error)) {
            throw new UncertainWriteError('not applied', `${capitalise(opts.what)}: not applied — ${reason()}; the request never reached the service. Safe to run again.`, error);
        }
        if (!outcomeIsUncertain(error))
            throw error;
        return settleByReRead(error, reason(), opts);
    }
}
/** After a lost answer: asks the re-read whether the change is there. */
async function settleByReRead(error, reason, opts) {
    opts.onRecheck?.(reason);
    let readBack;
    let readError = '';
    try {
        readBack = await opts.check();
    }
    catch (checkError) {
        readBack = 'unknown';
        readError = ` (the re-read failed too: ${sanitizeTerminalText(checkError.message, { singleLine: true })})`;
    }
    if (readBack === 'applied')
        return { outcome: 'applied' };
    if (readBack === 'not applied') {
        throw new UncertainWriteError('not applied', `${capitalise(opts.what)}: not applied — ${reason}; a re-read shows nothing changed. Safe to run again.`, error);
    }
    throw new UncertainWriteError('unknown', `${capitalise(opts.what)}: outcome unknown — ${reason}${readError}; it may or may not have been applied. Check before running it again.`, error);
}
/**
 * Finds a set by name through the list + type match: image pull secrets can never be read by name, and a
 * set without keys (referenced sets) still exists. Returns the summary or undefined.
 */
export async function findSet(secrets, name) {
    return (await secrets.listSecretSets()).find((s) => s.name === name);
}
/** After a secret set PUT: the keys it adds are there (or not); an overwrite shows only as provisioning restarting. */
export async function readBackSecretSet(secrets, name, expected) {
    let keys;
    let status;
    try {
        ({ keys, status } = await secrets.getSecretSet(name));
    }
    catch (error) {
        if (isApiError(error) && error.status === 404)
            return expected.created ? 'not applied' : 'unknown';
        throw error;
    }
    const present = expected.added.filter((key) => keys.includes(key)).length;
    if (expected.added.length > 0) {
        if (present === expected.added.length)
            return 'applied';
        if (present === 0 && !expected.created)
            return 'not applied';
        return 'unknown';
    }
    return expected.priorStatus === 'ready' && status === 'pending' ? 'applied' : 'unknown';
}
/** After an image pull secret PUT: a new one is listed (or not); an update shows only as provisioning restarting. */
export async function readBackPullSecret(secrets, name, priorStatus) {
    const now = await findSet(secrets, name);
    if (priorStatus === undefined)
        return now?.type === 'imagePullSecret' ? 'applied' : now ? 'unknown' : 'not applied';
    return priorStatus === 'ready' && now?.status === 'pending' ? 'applied' : 'unknown';
}
/** After deleting a key: it is gone (or still there); a set that vanished meanwhile says nothing. */
export async function readBackKeyUnset(secrets, name, key) {
    try {
        return (await secrets.getSecretSet(name)).keys.includes(key) ? 'not applied' : 'applied';
    }
    catch (error) {
        if (isApiError(error) && error.status === 404)
            return 'unknown';
        throw error;
    }
}
/** After deleting a set or image pull secret: it is no longer listed (or still is). */
export async function readBackSetDeleted(secrets, name) {
    return (await findSet(secrets, name)) ? 'not applied' : 'applied';
}
