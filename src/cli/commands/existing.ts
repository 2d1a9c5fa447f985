import { isApiError } from '../../api/errors.js';
import type { SecretsApi } from '../../api/contracts.js';
import type { SecretSetSummary } from '../../api/models.js';

/**
 * Finds a set by name through the list + type match: image pull secrets can never be read by name, and a
 * set without keys (referenced sets) still exists. Returns the summary or undefined.
 */
export async function findSet(secrets: SecretsApi, name: string): Promise<SecretSetSummary | undefined> {
  return (await secrets.listSecretSets()).find((s) => s.name === name);
}

/** Keys of an existing regular set; [] when it vanished between the list and this read. */
export async function existingKeys(secrets: SecretsApi, name: string): Promise<string[]> {
  try {
    return (await secrets.getSecretSet(name)).keys;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}
