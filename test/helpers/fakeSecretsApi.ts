// An in-memory SecretsApi for tests where timing must be exact: sets change status only when the test says
// so, every call is counted, and any method can be made to fail once or always.
import type { CallOptions, SecretsApi } from '../../src/api/contracts.js';
import { ApiError } from '../../src/api/http/errors.js';
import type { Region, SecretSetStatus, SecretSetSummary, SecretSetType } from '../../src/api/models.js';
import { MARKER_VALUE, makeMarker, readMarkers } from '../../src/api/secrets/setMarker.js';

export interface FakeSet {
  name: string;
  type: SecretSetType;
  region: string;
  status: SecretSetStatus;
  errorMessage?: string;
  /** key → value (values kept so tests can check what was written; never rendered). */
  values: Record<string, string>;
  /** 'referenced': a self-hosted region's set (listed with its source; no keys). */
  source?: 'referenced';
}

type Method = keyof SecretsApi;

export interface FakeSecretsApi extends SecretsApi {
  sets: Map<string, FakeSet>;
  calls: Record<Method, number>;
  /** Every call in order, with the set name (no values). */
  log: Array<{ method: Method; name?: string; keys?: string[] }>;
  /** The next calls of `method` reject with `error` (`times` default 1; Infinity = until cleared). */
  failNext(method: Method, error?: ApiError, times?: number): void;
  clearFailures(): void;
  /** Calls of `method` wait until the returned release() is called. */
  hold(method: Method): () => void;
  setStatus(name: string, status: SecretSetStatus, errorMessage?: string): void;
  add(set: Partial<FakeSet> & { name: string }): void;
  /** What a PUT leaves behind: 'pending' (default) or 'ready'. */
  statusAfterWrite: SecretSetStatus;
  /** A write through agentdeck at `at` (ms): the set's marker replaced by one of that time (its keys as they are). */
  markWrite(name: string, at: number): Promise<void>;
}

export const FAKE_REGIONS: Region[] = [
  { code: 'us-west', display_name: 'US West (Oregon)' },
  { code: 'us-east', display_name: 'US East (Virginia)' },
  { code: 'eu-central', display_name: 'EU Central (Frankfurt)' },
];

export function serverError(message = 'Internal server error'): ApiError {
  return new ApiError({ status: 500, code: 'INTERNAL', message });
}

export function createFakeSecretsApi(initial: Array<Partial<FakeSet> & { name: string }> = []): FakeSecretsApi {
  const sets = new Map<string, FakeSet>();
  const failures = new Map<Method, Array<ApiError>>();
  const holds = new Map<Method, Promise<void>>();
  const calls = {
    listSecretSets: 0,
    getSecretSet: 0,
    putSecrets: 0,
    unsetSecret: 0,
    deleteSecretSet: 0,
    putImagePullSecret: 0,
    listRegions: 0,
    getProperties: 0,
  } satisfies Record<Method, number>;
  const log: FakeSecretsApi['log'] = [];

  const enter = async (method: Method, entry: { name?: string; keys?: string[] } = {}, _opts?: CallOptions) => {
    calls[method] += 1;
    log.push({ method, ...entry });
    const held = holds.get(method);
    if (held) await held;
    const queue = failures.get(method);
    if (queue && queue.length > 0) {
      const err = queue[0];
      if (!(err as ApiError & { sticky?: boolean }).sticky) queue.shift();
      throw err;
    }
  };

  const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Set not found' });

  const api: FakeSecretsApi = {
    sets,
    calls,
    log,
    statusAfterWrite: 'pending',
    failNext(method, error = serverError(), times = 1) {
      const queue = failures.get(method) ?? [];
      if (times === Infinity) queue.push(Object.assign(error, { sticky: true }));
      else for (let i = 0; i < times; i++) queue.push(error);
      failures.set(method, queue);
    },
    clearFailures() {
      failures.clear();
    },
    hold(method) {
      let release!: () => void;
      holds.set(method, new Promise<void>((r) => (release = r)));
      return () => {
        holds.delete(method);
        release();
      };
    },
    setStatus(name, status, errorMessage) {
      const s = sets.get(name);
      if (!s) throw new Error(`no fake set ${name}`);
      s.status = status;
      if (status === 'failed') s.errorMessage = errorMessage ?? 'provisioning failed';
      else delete s.errorMessage;
    },
    add(set) {
      sets.set(set.name, {
        type: 'secret',
        region: 'us-west',
        status: 'ready',
        values: {},
        ...set,
      });
    },

    async markWrite(name, at) {
      const s = sets.get(name);
      if (!s) throw new Error(`no fake set ${name}`);
      const reading = readMarkers(Object.keys(s.values));
      for (const key of [reading.marker?.key, ...reading.older]) if (key) delete s.values[key];
      const marker = await makeMarker({ set: name, writtenAt: at, keys: reading.keys, mode: 'names' });
      s.values[marker.key] = MARKER_VALUE;
    },

    async listSecretSets(opts) {
      await enter('listSecretSets', {}, opts);
      const out: SecretSetSummary[] = [];
      for (const s of sets.values()) {
        if (opts?.region && s.region !== opts.region) continue;
        const row: SecretSetSummary = { name: s.name, type: s.type, region: s.region, status: s.status };
        if (s.status === 'failed' && s.errorMessage !== undefined) row.errorMessage = s.errorMessage;
        if (s.source) row.source = s.source;
        out.push(row);
      }
      return out;
    },
    async getSecretSet(name, opts) {
      await enter('getSecretSet', { name }, opts);
      const s = sets.get(name);
      if (!s) throw notFound();
      if (s.type === 'imagePullSecret')
        throw new ApiError({
          status: 400,
          code: 'GENERIC_BAD_REQUEST',
          message: 'Cannot retrieve image pull secrets by name',
        });
      // As SecretsClient reads them: a write marker key is reported as the marker, not as a key.
      const reading = readMarkers(Object.keys(s.values));
      return {
        name,
        region: s.region,
        status: s.status,
        ...(s.errorMessage !== undefined ? { errorMessage: s.errorMessage } : {}),
        keys: reading.keys,
        ...(reading.marker ? { marker: { ...reading.marker, matches: reading.matches === true } } : {}),
      };
    },
    async putSecrets(name, secrets, opts) {
      const pairs = Array.isArray(secrets)
        ? secrets
        : Object.entries(secrets).map(([secretKey, secretValue]) => ({ secretKey, secretValue }));
      await enter('putSecrets', { name, keys: pairs.map((p) => p.secretKey) }, opts);
      let s = sets.get(name);
      if (!s) {
        s = { name, type: 'secret', region: opts?.region ?? 'us-west', status: 'pending', values: {} };
        sets.set(name, s);
      }
      for (const p of pairs) s.values[p.secretKey] = p.secretValue;
      s.status = api.statusAfterWrite;
      delete s.errorMessage;
      return { status: 'OK', region: s.region };
    },
    async unsetSecret(name, key, opts) {
      await enter('unsetSecret', { name, keys: [key] }, opts);
      const s = sets.get(name);
      if (!s || !(key in s.values)) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Secret not found' });
      delete s.values[key];
    },
    async deleteSecretSet(name, opts) {
      await enter('deleteSecretSet', { name }, opts);
      if (!sets.delete(name)) throw notFound();
    },
    async putImagePullSecret(name, input, opts) {
      await enter('putImagePullSecret', { name }, opts);
      const s: FakeSet = {
        name,
        type: 'imagePullSecret',
        region: input.region ?? 'us-west',
        status: api.statusAfterWrite,
        values: { host: input.host },
      };
      sets.set(name, s);
      return { status: 'OK', region: s.region };
    },
    async listRegions(opts) {
      await enter('listRegions', {}, opts);
      return FAKE_REGIONS;
    },
    async getProperties(opts) {
      await enter('getProperties', {}, opts);
      return { defaultRegion: 'us-west' };
    },
  };
  for (const s of initial) api.add(s);
  return api;
}
