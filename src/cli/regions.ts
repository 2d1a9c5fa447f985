import type { SecretsApi } from '../api/contracts.js';
import { sanitizeTerminalText } from '../api/redact/sanitize.js';
import { CommandFailure, UsageError } from './failures.js';

/** `-r` is checked against the service's regions, with the official CLI's message. */
export async function assertKnownRegion(secrets: SecretsApi, region: string): Promise<void> {
  const codes = (await secrets.listRegions()).map((r) => sanitizeTerminalText(r.code, { singleLine: true }));
  if (!codes.includes(region)) {
    throw new UsageError(
      `Invalid region '${sanitizeTerminalText(region, { singleLine: true })}'. Valid regions are: ${codes.join(', ')}`,
    );
  }
}

/** "us-west" when given, else the org default ("us-west (organization default)"); existing sets keep theirs. */
export async function describeRegion(
  secrets: SecretsApi,
  name: string,
  given: string | undefined,
  existing: string | undefined,
): Promise<{ region: string; label: string }> {
  if (existing && given && given !== existing) {
    throw new CommandFailure(
      `'${name}' is in region ${existing}; a set's region cannot change (-r ${given}). Use another name per region, e.g. ${name}-${given}`,
      'REGION_MISMATCH',
    );
  }
  if (existing) return { region: existing, label: `${existing} (existing set)` };
  if (given) return { region: given, label: given };
  const { defaultRegion } = await secrets.getProperties();
  const region = sanitizeTerminalText(defaultRegion, { singleLine: true });
  return { region, label: `${region} (organization default)` };
}
