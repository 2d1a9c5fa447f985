// The reads staleness needs (staleness.ts is pure): each set's last write — one GET per secret set (its key names
// carry the write marker), none for an image pull secret (it has no key to carry one) — and an agent's deployment
// facts from its detail or from the agent list with its deployment. Never throws for one set: a set that cannot be
// read is "unknown", with the reason.
import pMap from 'p-map';
import type { AgentDetail } from '../agents/detail.js';
import type { CallOptions, SecretsApi } from '../contracts.js';
import { rolloutProgress } from '../agents/deployStatus.js';
import { isApiError } from '../http/errors.js';
import type { SecretSetSummary } from '../models.js';
import { sanitizeTerminalText } from '../redact/sanitize.js';
import { setWriteOf, unknownWrite, type DeploymentFacts, type SetWrite } from './staleness.js';

export const SET_WRITE_CONCURRENCY = 4;

/**
 * The last write of each named set. `sets` is the organization's list (absent from it: missing; an image pull secret:
 * unknown). Aborting `signal` rejects.
 */
export async function readSetWrites(
  secrets: SecretsApi,
  names: Iterable<string>,
  sets: readonly Pick<SecretSetSummary, 'name' | 'type'>[],
  opts: CallOptions & { concurrency?: number } = {},
): Promise<Map<string, SetWrite>> {
  const byName = new Map(sets.map((s) => [s.name, s]));
  const out = new Map<string, SetWrite>();
  await pMap(
    [...new Set(names)],
    async (name) => {
      const summary = byName.get(name);
      if (!summary) return void out.set(name, unknownWrite(name, 'missing'));
      if (summary.type === 'imagePullSecret') return void out.set(name, unknownWrite(name, 'image-pull-secret'));
      out.set(name, await readSetWrite(secrets, name, opts));
    },
    { concurrency: Math.max(1, opts.concurrency ?? SET_WRITE_CONCURRENCY) },
  );
  return out;
}

/** One secret set's last write (unknown with the reason when it cannot be read). */
export async function readSetWrite(secrets: SecretsApi, name: string, opts: CallOptions = {}): Promise<SetWrite> {
  try {
    return setWriteOf(await secrets.getSecretSet(name, opts));
  } catch (error) {
    if (isApiError(error) && error.code === 'ABORTED') throw error;
    if (isApiError(error) && error.status === 404) return unknownWrite(name, 'missing');
    if (isApiError(error) && error.status === 400) return unknownWrite(name, 'image-pull-secret');
    const text = error instanceof Error ? error.message : String(error);
    return unknownWrite(name, 'unreadable', sanitizeTerminalText(text, { singleLine: true }));
  }
}

/** An agent's desired deployment as staleness reads it, from its detail (ready and failed included). */
export function deploymentOfDetail(detail: AgentDetail): DeploymentFacts {
  const id = detail.desiredDeploymentId;
  const progress = id !== undefined ? rolloutProgress(detail, id) : undefined;
  // Not ready only when the detail says so (a service that leaves `ready` out is not taken as rolling). A failed
  // deployment with no revision before it serves nothing: not "older values", just failed (its status says so).
  const failed = progress?.phase === 'failed';
  const servedBefore = detail.previousRevision !== undefined;
  const ready =
    progress?.phase === 'ready'
      ? true
      : failed
        ? servedBefore
          ? false
          : undefined
        : detail.ready === false
          ? false
          : undefined;
  return {
    ...(id !== undefined ? { deploymentId: id } : {}),
    ...(detail.deploymentCreatedAt !== undefined ? { createdAt: detail.deploymentCreatedAt } : {}),
    ...(detail.emulatorSetVersions ? { emulatorSetVersions: detail.emulatorSetVersions } : {}),
    ...(ready !== undefined ? { ready } : {}),
    ...(failed && servedBefore ? { failed: true } : {}),
  };
}
