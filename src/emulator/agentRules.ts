// The rules an agent write is checked against (binding rules, body fields) and the emulator's test hooks for
// failing deployments, shared by the agents service and its emulator-only controls.
import type { HttpResult } from './rules.js';
import type { SetState } from './secrets.js';

export const bad = (error: string): HttpResult => ({ status: 400, body: { error, code: 'GENERIC_BAD_REQUEST' } });
export const notFound = (error: string): HttpResult => ({ status: 404, body: { error, code: 'NOT_FOUND' } });
const conflict = (error: string): HttpResult => ({ status: 409, body: { error, code: 'CONFLICT' } });
export const AGENT_NOT_FOUND = notFound('Not found');
export const AGENT_PROFILES: ReadonlySet<string> = new Set(['agent-1x', 'agent-2x', 'agent-3x']);

/** The `warning` of an update that changes nothing without `forceRedeploy` (the service's wording is UNCONFIRMED). */
export const UNCHANGED_WARNING =
  'Configuration unchanged: no new deployment was created. Use forceRedeploy to redeploy with the same configuration (e.g. to pick up changed secret values).';
/** Test hook (documented): an image whose name contains this fails every deployment of it. */
export const FAILING_IMAGE_MARK = 'fail';
export function imageFailure(image: string): string {
  return `RuntimeError: the agent in image '${image}' exited during start-up`;
}

export type Binding = { kind: 'secret' | 'imagePullSecret'; name: string };

/** Why `state` may not be bound to an agent in `region` (404 absent or of the other type, 400 region, 409 not ready). */
export function checkBinding(
  state: SetState | undefined,
  binding: Binding,
  region: string,
  verb: 'created' | 'updated',
): HttpResult | undefined {
  const pull = binding.kind === 'imagePullSecret';
  if (!state || state.type !== binding.kind) {
    return notFound(pull ? 'Image pull secret set not found' : 'Secret set not found');
  }
  if (state.region !== region) {
    const where = verb === 'created' ? 'will be created in' : 'is in';
    return bad(
      pull
        ? `Image pull secret set '${binding.name}' is in region '${state.region}' but service ${where} region '${region}'. Image pull secrets must be in the same region as the service.`
        : `Secret set '${binding.name}' is in region '${state.region}' but service ${where} region '${region}'. Secrets must be in the same region as the service.`,
    );
  }
  if (state.status !== 'ready') {
    return conflict(
      `${pull ? 'Image pull secret set' : 'Secret set'} '${binding.name}' is not ready (status: ${state.status}). Deploy again once it is ready.`,
    );
  }
  return undefined;
}

export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** A given name, the existing one when absent, undefined when cleared with "" or null; false when not a string. */
export function optionalName(value: unknown, existing: string | null | undefined): string | undefined | false {
  if (value === undefined) return existing ?? undefined;
  if (value === null || value === '') return undefined;
  return typeof value === 'string' ? value : false;
}
