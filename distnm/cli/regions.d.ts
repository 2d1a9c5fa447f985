import type { SecretsApi } from '../api/contracts.js';
/** `-r` is checked against the service's regions, with the official CLI's message. */
export declare function assertKnownRegion(secrets: SecretsApi, region: string): Promise<void>;
/** "us-west" when given, else the org default ("us-west (organization default)"); existing sets keep theirs. */
export declare function describeRegion(secrets: SecretsApi, name: string, given: string | undefined, existing: string | undefined): Promise<{
    region: string;
    label: string;
}>;
