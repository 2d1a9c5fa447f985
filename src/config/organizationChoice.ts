// `-o ORG` with a user session: the organization must be one of the user's, and a typo gets a suggestion.
import { closest, distance } from 'fastest-levenshtein';
import type { Organization } from '../api/auth/organizations.js';
import { TargetError } from './targetError.js';

/** The closest of `names` to `wanted` when it is plausibly a typo (at most a third of the letters differ). */
export function suggestName(wanted: string, names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const best = closest(wanted, [...names]);
  return distance(wanted.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(best.length / 3))
    ? best
    : undefined;
}

/** Throws a usage error naming the user's organizations (and the likely one) when `wanted` is not among them. */
export function checkOrganization(wanted: string, orgs: readonly Organization[]): void {
  const names = orgs.map((o) => o.name);
  if (names.includes(wanted)) return;
  const suggestion = suggestName(wanted, names);
  const list = names.length > 0 ? names.join(', ') : '(none)';
  throw new TargetError(
    `-o ${wanted}: not one of your organizations${suggestion ? ` — did you mean '${suggestion}'?` : ''} (yours: ${list})`,
  );
}
