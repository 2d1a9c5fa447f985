import { isApiError } from '../../api/http/errors.js';
import type { SecretsApi } from '../../api/contracts.js';

export { findSet } from '../../api/http/writeOutcome.js';

/** Keys of an existing regular set; [] when it vanished between the list and this read. */
export async function existingKeys(secrets: SecretsApi, name: string): Promise<string[]> {
  try {
    return (await secrets.getSecretSet(name)).keys;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}
