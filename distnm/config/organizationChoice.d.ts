import type { Organization } from '../api/organizations.js';
/** The closest of `names` to `wanted` when it is plausibly a typo (at most a third of the letters differ). */
export declare function suggestName(wanted: string, names: readonly string[]): string | undefined;
/** Throws a usage error naming the user's organizations (and the likely one) when `wanted` is not among them. */
export declare function checkOrganization(wanted: string, orgs: readonly Organization[]): void;
