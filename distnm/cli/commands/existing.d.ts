import type { SecretsApi } from '../../api/contracts.js';
export { findSet } from '../../api/writeOutcome.js';
/** Keys of an existing regular set; [] when it vanished between the list and this read. */
export declare function existingKeys(secrets: SecretsApi, name: string): Promise<string[]>;
