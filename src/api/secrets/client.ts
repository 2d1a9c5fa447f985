// Why this file is long: one client over two path families (sets and pull secrets), the marker kept on every write.
// Secret sets and image pull secrets on the hosting service's private API.
// Two path families: a private API key uses `/v1/secrets…`; a user token (the official CLI's login) uses
// `/v1/organizations/{org}/secrets…`. The HttpClient's baseUrl is the API host without `/v1`.
import type { CallOptions, SecretsApi } from '../contracts.js';
import type { HttpClient } from '../http/http.js';
import type {
  MarkerWriteOutcome,
  OrganizationProperties,
  PutResult,
  Region,
  SecretPair,
  SecretSetDetail,
  SecretSetSource,
  SecretSetStatus,
  SecretSetSummary,
  SecretSetType,
} from '../models.js';
import { validationError } from '../http/errors.js';
import { registerCredentials, registerSecret } from '../redact/redact.js';
import { isBatchRefused, putKeyByKey, withConflictRetry } from './orgScopedWrite.js';
import {
  emulatorVersionOf,
  markerOutcome,
  nextMarker,
  prepareMarker,
  removeMarkers,
  writeWithMarker,
  type MarkerConfig,
} from './markerWrite.js';
import { MARKER_VALUE, isMarkerKey, readMarkers, type MarkerSetting } from './setMarker.js';
import { expectArray, expectRecord, expectString, optionalString } from '../http/shape.js';
import {
  assertValid,
  validateCredentials,
  validateHost,
  validateRegion,
  validateSecretKey,
  validateSecretValue,
  validateExistingSetName,
  validateSetName,
} from '../validation.js';

/** What an unset did about the write marker (the key itself is gone when this resolves). */
export type UnsetResult = MarkerWriteOutcome;

export interface SecretsClientOptions {
  http: HttpClient;
  /** Set → user-token paths under `/v1/organizations/{org}`; unset → private-key paths under `/v1`. */
  org?: string;
  /**
   * The write marker (api/secrets/setMarker.ts, docs/reliability.md): 'on' (values digested, and tagged per key, when
   * the write knows them all), 'digest' (the same without per-key tags), 'names', or 'off' (no marker written; one an
   * earlier write left is removed). Unset: writes leave markers alone, as a client without this option always did.
   * The command line and the app pass the project's setting.
   */
  marker?: MarkerSetting | (() => MarkerSetting | Promise<MarkerSetting>) | MarkerConfig;
}

const seg = encodeURIComponent;

export class SecretsClient implements SecretsApi {
  private readonly http: HttpClient;
  private readonly prefix: string;
  private regionsCache: Region[] | undefined;
  private readonly orgScoped: boolean;
  /** Learnt from a 400 to a batch body on the org-scoped path: this server takes one key per PUT only. */
  private singleKeyOnly = false;
  private readonly marker: MarkerConfig | undefined;

  constructor(opts: SecretsClientOptions) {
    this.http = opts.http;
    const m = opts.marker;
    this.marker =
      m === undefined
        ? undefined
        : typeof m === 'string'
          ? { setting: () => m }
          : typeof m === 'function'
            ? { setting: m }
            : m;
    if (opts.org !== undefined && opts.org.length === 0)
      throw validationError('org', 'organization: must not be empty');
    this.prefix = opts.org !== undefined ? `/v1/organizations/${seg(opts.org)}` : '/v1';
    this.orgScoped = opts.org !== undefined;
  }

  /** The path family in use, e.g. `/v1` or `/v1/organizations/acme` (for headers and diagnostics). */
  get pathPrefix(): string {
    return this.prefix;
  }

  async listSecretSets(opts: CallOptions & { region?: string } = {}): Promise<SecretSetSummary[]> {
    if (opts.region !== undefined) assertValid('region', validateRegion(opts.region));
    const { body } = await this.http.request<unknown>('GET', `${this.prefix}/secrets`, {
      searchParams: { region: opts.region },
      signal: opts.signal,
    });
    const sets = expectArray(expectRecord(body, 'secret set list'), 'sets', 'secret set list').map((item, i) =>
      toSummary(item, `sets[${i}]`),
    );
    // The REST API does not document `?region=`; filter here too so the result is right either way.
    return opts.region !== undefined ? sets.filter((s) => s.region === opts.region) : sets;
  }

  async getSecretSet(name: string, opts: CallOptions = {}): Promise<SecretSetDetail> {
    assertValid('name', validateExistingSetName(name));
    const { body } = await this.http.request<unknown>('GET', `${this.prefix}/secrets/${seg(name)}`, {
      signal: opts.signal,
    });
    const where = `secret set "${name}"`;
    const obj = expectRecord(body, where);
    const source = sourceOf(obj);
    // A referenced set's contents are not the service's: an answer without `secrets` is one without keys.
    const keys =
      source === 'referenced' && obj.secrets === undefined
        ? []
        : expectArray(obj, 'secrets', where).map((item, i) =>
            expectString(expectRecord(item, `${where} secrets[${i}]`), 'fieldName', `${where} secrets[${i}]`),
          );
    const errorMessage = optionalString(obj, 'errorMessage');
    // agentdeck's write marker is a key on the wire, never one of the user's.
    const reading = readMarkers(keys);
    const version = emulatorVersionOf(obj);
    return {
      name,
      region: expectString(obj, 'region', where),
      status: expectString(obj, 'status', where) as SecretSetStatus,
      ...(errorMessage !== undefined ? { errorMessage } : {}),
      keys: reading.keys,
      ...(source ? { source } : {}),
      ...(reading.marker ? { marker: { ...reading.marker, matches: reading.matches === true } } : {}),
      ...(reading.older.length > 0 ? { olderMarkers: reading.older } : {}),
      ...(version !== undefined ? { emulatorVersion: version } : {}),
    };
  }

  async putSecrets(
    name: string,
    secrets: Record<string, string> | SecretPair[],
    opts: CallOptions & { region?: string } = {},
  ): Promise<PutResult> {
    assertValid('name', validateSetName(name));
    if (opts.region !== undefined) assertValid('region', validateRegion(opts.region));
    const pairs = Array.isArray(secrets)
      ? secrets.map((p) => [p.secretKey, p.secretValue] as const)
      : Object.entries(secrets);
    if (pairs.length === 0) throw validationError('secrets', 'secrets: at least one KEY=value pair is required');
    // Later duplicates win, as in the CLI's parser.
    const merged = new Map<string, string>();
    for (const [key, value] of pairs) {
      registerSecret(value);
      assertValid('secretKey', validateSecretKey(key));
      if (isMarkerKey(key))
        throw validationError('secretKey', `secret key ${JSON.stringify(key)}: reserved for agentdeck's write marker`);
      assertValid('secretValue', validateSecretValue(key, value));
      merged.set(key, value);
    }
    const path = `${this.prefix}/secrets/${seg(name)}`;
    if (!this.marker) return this.writePairs(name, path, [...merged], opts);
    const config = this.marker;
    const prepared = await prepareMarker(this.http, path, config, opts);
    const keys = [...new Set([...(prepared.keys ?? []), ...merged.keys()])];
    const marker = await nextMarker(name, prepared, config, { keys, written: merged });
    // Key by key, a write may stop midway: the old marker goes first, so a half-done write leaves none.
    const keyByKey = this.orgScoped && this.singleKeyOnly;
    const before = keyByKey ? await removeMarkers(this.http, path, prepared.old, opts) : undefined;
    const written = await writeWithMarker([...merged], marker, (pairs) => this.writePairs(name, path, pairs, opts));
    const after = keyByKey ? undefined : await removeMarkers(this.http, path, prepared.old, opts);
    return { ...written.result, ...markerOutcome(written.marker, [written.problem, before, after]) };
  }

  /** One write of `pairs`: a batch PUT, or key by key where the org-scoped path takes one key per PUT. */
  private async writePairs(
    name: string,
    path: string,
    pairs: Array<[string, string]>,
    opts: CallOptions & { region?: string },
  ): Promise<PutResult> {
    const keyByKey = () =>
      putKeyByKey(this.http, path, name, pairs, { region: opts.region, signal: opts.signal, toResult: toPutResult });
    if (this.orgScoped && this.singleKeyOnly) return keyByKey();
    const body = {
      secrets: pairs.map(([secretKey, secretValue]) => ({ secretKey, secretValue })),
      ...(opts.region !== undefined ? { region: opts.region } : {}),
    };
    try {
      const res = await withConflictRetry(() =>
        this.http.request<unknown>('PUT', path, { json: body, signal: opts.signal }),
      );
      return toPutResult(res.body, res.status);
    } catch (error) {
      // A 400 to the batch body wrote nothing; on the org-scoped path it may only mean "one key per PUT".
      if (!this.orgScoped || !isBatchRefused(error)) throw error;
      // If the one-key form fails too, at its first key, that 400 was about the request, not its form: its
      // message (from the form this server takes) is the one to show. Nothing was written either way.
      const result = await keyByKey();
      this.singleKeyOnly = true;
      return result;
    }
  }

  async unsetSecret(name: string, key: string, opts: CallOptions = {}): Promise<UnsetResult> {
    assertValid('name', validateExistingSetName(name));
    assertValid('secretKey', validateSecretKey(key));
    const path = `${this.prefix}/secrets/${seg(name)}`;
    const remove = () => this.http.request('DELETE', `${path}/${seg(key)}`, { signal: opts.signal });
    if (!this.marker || isMarkerKey(key)) {
      await remove();
      return {};
    }
    const config = this.marker;
    const prepared = await prepareMarker(this.http, path, config, opts);
    // The marker's time is taken before the key goes: a deployment made after it runs the set without the key.
    const keys = (prepared.keys ?? []).filter((k) => k !== key);
    const pending = nextMarker(name, prepared, config, { keys });
    await remove();
    // The key is gone: what follows only keeps the marker true, and never fails the unset.
    let marker;
    let problem: string | undefined;
    try {
      marker = await pending;
      if (marker) await this.writePairs(name, path, [[marker.key, MARKER_VALUE]], opts);
    } catch (error) {
      marker = undefined;
      problem = `agentdeck's write marker could not be written: ${error instanceof Error ? error.message : String(error)}`;
    }
    const after = await removeMarkers(this.http, path, prepared.old, opts);
    return markerOutcome(marker, [problem, after]);
  }

  async deleteSecretSet(name: string, opts: CallOptions = {}): Promise<void> {
    assertValid('name', validateExistingSetName(name));
    await this.http.request('DELETE', `${this.prefix}/secrets/${seg(name)}`, { signal: opts.signal });
  }

  async putImagePullSecret(
    name: string,
    input: { host: string; credentials: string; encode?: boolean; region?: string },
    opts: CallOptions = {},
  ): Promise<PutResult> {
    assertValid('name', validateSetName(name));
    assertValid('host', validateHost(input.host));
    if (input.region !== undefined) assertValid('region', validateRegion(input.region));
    const encode = input.encode !== false;
    registerCredentials(input.credentials);
    if (encode) {
      assertValid('credentials', validateCredentials(input.credentials));
    } else if (typeof input.credentials !== 'string' || input.credentials.length === 0) {
      // Without encoding the caller passes the registry's value as is (normally already base64 of user:pass).
      throw validationError('credentials', 'credentials: required (the already-encoded value when encoding is off)');
    }
    const secretValue = encode ? Buffer.from(input.credentials, 'utf8').toString('base64') : input.credentials;
    const res = await withConflictRetry(() =>
      this.http.request<unknown>('PUT', `${this.prefix}/secrets/${seg(name)}`, {
        json: {
          isImagePullSecret: true,
          host: input.host,
          secretValue,
          ...(input.region !== undefined ? { region: input.region } : {}),
        },
        signal: opts.signal,
      }),
    );
    return toPutResult(res.body, res.status);
  }

  async listRegions(opts: CallOptions = {}): Promise<Region[]> {
    if (this.regionsCache) return this.regionsCache;
    const { body } = await this.http.request<unknown>('GET', `${this.prefix}/regions`, { signal: opts.signal });
    const regions = expectArray(expectRecord(body, 'region list'), 'regions', 'region list').map((item, i) => {
      const r = expectRecord(item, `regions[${i}]`);
      const code = expectString(r, 'code', `regions[${i}]`);
      return { code, display_name: optionalString(r, 'display_name') ?? code };
    });
    this.regionsCache = regions;
    return regions;
  }

  async getProperties(opts: CallOptions = {}): Promise<OrganizationProperties> {
    const { body } = await this.http.request<unknown>('GET', `${this.prefix}/properties`, { signal: opts.signal });
    const props = expectRecord(
      expectRecord(body, 'properties response').properties,
      'properties response "properties"',
    );
    return { defaultRegion: expectString(props, 'defaultRegion', 'properties') };
  }
}

function toSummary(item: unknown, where: string): SecretSetSummary {
  const obj = expectRecord(item, where);
  const errorMessage = optionalString(obj, 'errorMessage');
  const source = sourceOf(obj);
  return {
    name: expectString(obj, 'name', where),
    type: expectString(obj, 'type', where) as SecretSetType,
    region: expectString(obj, 'region', where),
    status: expectString(obj, 'status', where) as SecretSetStatus,
    ...(errorMessage !== undefined ? { errorMessage } : {}),
    ...(source ? { source } : {}),
  };
}

/** `source: "referenced"` is the one source the client acts on; any other value (or none) is a set the service holds. */
function sourceOf(obj: Record<string, unknown>): SecretSetSource | undefined {
  return obj.source === 'referenced' ? 'referenced' : undefined;
}

/** A set of a self-hosted region (`source: "referenced"`): its contents are not the service's to list or write. */
export function isReferencedSet(set: { source?: string } | undefined | null): boolean {
  return set?.source === 'referenced';
}

/**
 * Why a referenced set's keys cannot be set or unset here (the same words in the command line and the app; the
 * reason first, as the app shows it on one line).
 */
export function referencedSetRefusal(name: string, action: 'set' | 'unset'): string {
  return (
    `'${name}' is a referenced secret set: its keys cannot be ${action === 'set' ? 'written' : 'removed'} here — they live in a ` +
    `self-hosted region's own secret store (Pipecat Cloud keeps only the set's name, region and readiness); nothing was sent`
  );
}

/** The official CLI tolerates an answer without `region` (older servers): so do we; the caller falls back to what it asked for. */
function toPutResult(body: unknown, status: number): PutResult {
  const obj = expectRecord(body ?? {}, 'PUT response', status);
  const region = optionalString(obj, 'region');
  return { status: optionalString(obj, 'status') ?? 'OK', ...(region !== undefined ? { region } : {}) };
}
