import { isApiError } from '../../api/errors.js';
export { findSet } from '../../api/writeOutcome.js';
/** Keys of an existing regular set; [] when it vanished between the list and this read. */
export async function existingKeys(secrets, name) {
    try {
        return (await secrets.getSecretSet(name)).keys;
    }
    catch (error) {
        if (isApiError(error) && error.status === 404)
            return [];
        throw error;
    }
}
