import type { SecretsApi } from '../api/contracts.js';
export declare function withFirstListRequested(secrets: SecretsApi): SecretsApi;
