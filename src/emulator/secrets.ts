// Why this file is long: it is one service's rules (list, get, both PUT forms, referenced sets, deletes, the org's
// properties) over one store; split, the checks they share (names, regions, types) would be spread over files.
// Pipecat Cloud secrets semantics (store-backed), independent of HTTP plumbing. Values go in, never out.
import { ListCache } from './listCache.js';
import type { EmulatorStore, SetRow } from './store.js';
import {
  DEFAULT_REGION,
  FAIL_PREFIX,
  PULL_SECRET_FAILURE,
  REGION_CODES,
  REGIONS,
  SECRET_KEY,
  SECRET_KEY_MAX,
  SET_NAME,
  SET_NAME_RULE,
  isBase64Credentials,
  isPlainObject,
  jsonBytes,
  provisioningFailure,
  type HttpResult,
} from './rules.js';

const bad = (error: string): HttpResult => ({ status: 400, body: { error, code: 'GENERIC_BAD_REQUEST' } });
const notFound = (error: string): HttpResult => ({ status: 404, body: { error, code: 'NOT_FOUND' } });
const SET_NOT_FOUND = notFound('Set not found');
const OK: HttpResult = { status: 200, body: { status: 'OK' } };
const INVALID_REGION = 'Invalid region or organization does not have access';
const INVALID_FORMAT = 'Invalid request format';
const PULL_FIELDS_MISSING = 'Must provide isImagePullSecret, host, and secretValue to update an image pull secret';
const REFERENCED = 'referenced';
/** UNCONFIRMED wording: the service refuses to write a referenced set's contents (the official CLI refuses first). */
const REFERENCED_WRITE =
  "Cannot modify a referenced secret set: its contents are held in the self-hosted region's own secret store";

interface SecretsOptions {
  store: EmulatorStore;
  readyDelayMs: number;
  now?: () => number;
}

type Pair = [key: string, value: string];

export interface SetState {
  name: string;
  type: SetRow['type'];
  region: string;
  status: string;
  /** 1 for a new set, +1 for every write (a PUT, a key removed; a re-created set goes on from the deleted one). */
  version: number;
}

const REGIONS_RESULT: HttpResult = {
  status: 200,
  body: { regions: REGIONS },
  json: jsonBytes({ regions: REGIONS }),
};

export class SecretsService {
  private readonly store: EmulatorStore;
  private readonly readyDelayMs: number;
  private readonly now: () => number;
  private readonly listCache: ListCache;

  constructor(options: SecretsOptions) {
    this.store = options.store;
    this.readyDelayMs = options.readyDelayMs;
    this.now = options.now ?? Date.now;
    this.listCache = new ListCache(options.store);
  }

  defaultRegion(org: string): string {
    return this.store.defaultRegion(org) ?? DEFAULT_REGION;
  }

  /** Status is derived from the stored write time, so it is right after a restart too. */
  private summary(row: SetRow, now: number): Record<string, string> {
    const out: Record<string, string> = { name: row.name, type: row.type, region: row.region, status: 'pending' };
    if (row.source) out.source = row.source;
    if (now >= row.updated_at + this.readyDelayMs) {
      if (row.failure) {
        out.status = 'failed';
        out.errorMessage = row.failure;
      } else {
        out.status = 'ready';
      }
    }
    return out;
  }

  list(org: string, region: string | undefined): HttpResult {
    const now = this.now();
    // Several processes may share the data dir (the app and CLI commands, each with an embedded emulator).
    return this.listCache.read(`${org}\u0000${region ?? ''}`, now, () => {
      let validUntil = Number.POSITIVE_INFINITY;
      const sets = this.store.listSets(org, region).map((row) => {
        const settlesAt = row.updated_at + this.readyDelayMs;
        if (now < settlesAt && settlesAt < validUntil) validUntil = settlesAt;
        return this.summary(row, now);
      });
      const body = { sets };
      return { result: { status: 200, body, json: jsonBytes(body) }, validUntil };
    });
  }

  private changed(): void {
    this.listCache.clear();
  }

  get(org: string, name: string): HttpResult {
    const row = this.store.getSet(org, name);
    if (!row) return SET_NOT_FOUND;
    if (row.type === 'imagePullSecret') return bad('Cannot retrieve image pull secrets by name');
    const { type: _type, ...detail } = this.summary(row, this.now());
    // A referenced set's contents are not stored here: no `secrets` at all (UNCONFIRMED: the real answer's shape).
    if (row.source === REFERENCED) return { status: 200, body: detail };
    const secrets = this.store.keysOf(org, name).map((fieldName) => ({ fieldName }));
    // Not the service's: its write count, so a client can tell exactly which write each deployment runs.
    return { status: 200, body: { ...detail, secrets, emulatorVersion: row.version } };
  }

  put(org: string, name: string, body: unknown, queryRegion: string | undefined): HttpResult {
    if (!isPlainObject(body)) return bad(INVALID_FORMAT);
    if (!SET_NAME.test(name)) return bad(SET_NAME_RULE);
    if (body.name !== undefined && body.name !== name) {
      return bad('The set name in the body does not match the set name in the path');
    }
    const isPull = body.isImagePullSecret;
    if (isPull !== undefined && typeof isPull !== 'boolean')
      return bad(`${INVALID_FORMAT}: isImagePullSecret must be a boolean`);
    const region = body.region ?? queryRegion;
    if (region !== undefined && (typeof region !== 'string' || !REGION_CODES.has(region))) return bad(INVALID_REGION);
    // A referenced set is refused before its body is read (checked in the write's transaction: one read less).
    return isPull === true
      ? this.putPullSecret(org, name, body, region as string | undefined)
      : this.putRegular(org, name, body, region as string | undefined);
  }

  private putRegular(org: string, name: string, body: Record<string, unknown>, region: string | undefined): HttpResult {
    const parsed = parsePairs(body);
    if (typeof parsed === 'string') return this.refusedWrite(org, name) ?? bad(parsed);
    return this.store.transaction(() => {
      const existing = this.store.getSet(org, name);
      if (existing?.source === REFERENCED) return bad(REFERENCED_WRITE);
      if (existing?.type === 'imagePullSecret')
        return bad('Cannot update existing image pull secrets to regular secrets');
      if (existing && region !== undefined && region !== existing.region)
        return regionConflict(existing.region, region);
      const effectiveRegion = existing?.region ?? region ?? this.defaultRegion(org);
      const failure = name.startsWith(FAIL_PREFIX) ? provisioningFailure(effectiveRegion) : null;
      const now = this.now();
      const row = { org, name, host: null, pullSecretValue: null, failure, now };
      if (existing) this.store.touchSet(row);
      else this.store.insertSet({ ...row, type: 'secret', region: effectiveRegion });
      for (const [key, value] of parsed) this.store.upsertValue(org, name, key, value);
      this.changed();
      return accepted(effectiveRegion);
    });
  }

  private putPullSecret(
    org: string,
    name: string,
    body: Record<string, unknown>,
    region: string | undefined,
  ): HttpResult {
    const { host, secretValue } = body;
    if (typeof host !== 'string' || host.trim() === '' || typeof secretValue !== 'string' || secretValue === '') {
      return this.refusedWrite(org, name) ?? bad(PULL_FIELDS_MISSING);
    }
    if (!isHostUrl(host))
      return this.refusedWrite(org, name) ?? bad('host must be a registry URL such as https://index.docker.io/v1/');
    const normalisedHost = host.endsWith('/') ? host : `${host}/`;
    return this.store.transaction(() => {
      const existing = this.store.getSet(org, name);
      if (existing?.source === REFERENCED) return bad(REFERENCED_WRITE);
      if (existing?.type === 'secret') return bad('Cannot update existing regular secrets to image pull secrets');
      if (existing && region !== undefined && region !== existing.region)
        return regionConflict(existing.region, region);
      const effectiveRegion = existing?.region ?? region ?? this.defaultRegion(org);
      const failure = isBase64Credentials(secretValue) ? null : PULL_SECRET_FAILURE;
      const row = { org, name, host: normalisedHost, pullSecretValue: secretValue, failure, now: this.now() };
      if (existing) this.store.touchSet(row);
      else this.store.insertSet({ ...row, type: 'imagePullSecret', region: effectiveRegion });
      this.changed();
      return accepted(effectiveRegion);
    });
  }

  /** The refusal of any write to a referenced set, which comes before what is wrong with the body. */
  private refusedWrite(org: string, name: string): HttpResult | undefined {
    return this.store.getSet(org, name)?.source === REFERENCED ? bad(REFERENCED_WRITE) : undefined;
  }

  /**
   * `POST …/secrets/references {name, region}`: a set of a self-hosted region, of which only its name, region and
   * readiness are stored (`secrets reference NAME --region R` of the official CLI). 201 with the summary.
   */
  reference(org: string, body: unknown): HttpResult {
    if (!isPlainObject(body)) return bad(INVALID_FORMAT);
    const { name, region } = body;
    if (typeof name !== 'string' || !SET_NAME.test(name)) return bad(SET_NAME_RULE);
    if (region !== undefined && (typeof region !== 'string' || !REGION_CODES.has(region))) return bad(INVALID_REGION);
    return this.store.transaction(() => {
      if (this.store.getSet(org, name))
        return { status: 409, body: { error: `Secret set '${name}' already exists`, code: 'CONFLICT' } };
      const effectiveRegion = (region as string | undefined) ?? this.defaultRegion(org);
      const now = this.now();
      this.store.insertSet({
        org,
        name,
        type: 'secret',
        region: effectiveRegion,
        host: null,
        pullSecretValue: null,
        failure: null,
        now,
        source: REFERENCED,
      });
      this.changed();
      const row = this.store.getSet(org, name)!;
      return { status: 201, body: this.summary(row, now) };
    });
  }

  deleteSet(org: string, name: string): HttpResult {
    return this.store.transaction(() => {
      if (!this.store.deleteSet(org, name)) return SET_NOT_FOUND;
      this.changed();
      return OK;
    });
  }

  deleteKey(org: string, name: string, key: string): HttpResult {
    return this.store.transaction(() => {
      const row = this.store.getSet(org, name);
      if (!row) return SET_NOT_FOUND;
      if (row.type === 'imagePullSecret') return bad('Cannot be used with image pull secrets');
      if (row.source === REFERENCED) return bad(REFERENCED_WRITE);
      if (!this.store.deleteValue(org, name, key)) return notFound('Secret not found');
      // Removing a key is a write: the set is re-provisioned.
      this.store.touchSetTime(org, name, this.now());
      this.changed();
      return OK;
    });
  }

  regions(): HttpResult {
    return REGIONS_RESULT;
  }

  properties(org: string): HttpResult {
    return { status: 200, body: { properties: { defaultRegion: this.defaultRegion(org) } } };
  }

  propertiesSchema(org: string): HttpResult {
    return {
      status: 200,
      body: {
        properties: {
          defaultRegion: {
            type: 'string',
            description: 'Default region for new service deployments',
            default: DEFAULT_REGION,
            currentValue: this.defaultRegion(org),
            readOnly: false,
            availableValues: REGIONS.map((r) => r.code),
          },
        },
      },
    };
  }

  patchProperties(org: string, body: unknown): HttpResult {
    if (!isPlainObject(body)) return bad(INVALID_FORMAT);
    const names = Object.keys(body);
    if (names.length === 0) return bad('No properties provided');
    const unknown = names.find((n) => n !== 'defaultRegion');
    if (unknown !== undefined) return bad(`Property '${unknown}' is not a valid property`);
    const region = body.defaultRegion;
    if (typeof region !== 'string' || !REGION_CODES.has(region)) {
      return bad(
        `Region '${String(region)}' is not available. Available regions: ${REGIONS.map((r) => r.code).join(', ')}`,
      );
    }
    this.store.setDefaultRegion(org, region);
    return this.propertiesSchema(org);
  }

  /**
   * Type, region, derived status and write count (`version`) of one set, for the agents' binding rules, the
   * versions a deployment captures and the emulator-only routes; undefined when absent. Never a value.
   */
  state(org: string, name: string): SetState | undefined {
    const row = this.store.getSet(org, name);
    return row
      ? {
          name: row.name,
          type: row.type,
          region: row.region,
          status: this.summary(row, this.now()).status,
          version: row.version,
        }
      : undefined;
  }

  /** Creates ready sets with these keys in `org` (the demo data: demo.ts). */
  seedNamed(
    org: string,
    sets: ReadonlyArray<{ name: string; region: string; keys: Readonly<Record<string, string>> }>,
  ): void {
    const readyAt = this.now() - this.readyDelayMs - 1;
    this.store.transaction(() => {
      for (const set of sets) {
        this.store.insertSet({
          org,
          name: set.name,
          type: 'secret',
          region: set.region,
          host: null,
          pullSecretValue: null,
          failure: null,
          now: readyAt,
        });
        for (const [key, value] of Object.entries(set.keys)) this.store.upsertValue(org, set.name, key, value);
      }
    });
    this.changed();
  }

  /** Creates `count` ready sets (one key each) in `org`; used to seed benchmarks. */
  seed(org: string, count: number): void {
    const readyAt = this.now() - this.readyDelayMs - 1;
    const width = Math.max(5, String(count).length);
    this.store.transaction(() => {
      for (let i = 1; i <= count; i++) {
        const name = `seed-set-${String(i).padStart(width, '0')}`;
        const region = REGIONS[i % REGIONS.length].code;
        this.store.insertSet({
          org,
          name,
          type: 'secret',
          region,
          host: null,
          pullSecretValue: null,
          failure: null,
          now: readyAt,
        });
        this.store.upsertValue(org, name, 'SEED_KEY', `seed-value-${i}`);
      }
    });
    this.changed();
  }
}

/** The answer of every accepted write, one per region, serialised once: a stream of PUTs sends the same bytes. */
const ACCEPTED = new Map<string, HttpResult>();

function accepted(region: string): HttpResult {
  let result = ACCEPTED.get(region);
  if (result === undefined) {
    const body = { status: 'OK', region };
    result = { status: 202, body, json: jsonBytes(body) };
    ACCEPTED.set(region, result);
  }
  return result;
}

function regionConflict(existing: string, requested: string): HttpResult {
  return bad(`Secret already exists in region '${existing}'. Cannot change region to '${requested}'.`);
}

function isHostUrl(host: string): boolean {
  if (/\s/.test(host)) return false;
  try {
    const url = new URL(host.includes('://') ? host : `https://${host}`);
    return url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The key/value pairs of a regular PUT (documented `secrets` array or the CLI's single-key form), or an error. */
function parsePairs(body: Record<string, unknown>): Pair[] | string {
  let items: unknown[];
  if (body.secrets !== undefined) {
    if (!Array.isArray(body.secrets)) return `${INVALID_FORMAT}: secrets must be a list of {secretKey, secretValue}`;
    if (body.secretKey !== undefined || body.secretValue !== undefined) {
      return `${INVALID_FORMAT}: send either secrets or secretKey/secretValue, not both`;
    }
    if (body.secrets.length === 0) return `${INVALID_FORMAT}: secrets must hold at least one {secretKey, secretValue}`;
    items = body.secrets;
  } else if (body.secretKey !== undefined || body.secretValue !== undefined) {
    items = [{ secretKey: body.secretKey, secretValue: body.secretValue }];
  } else {
    return 'Must provide secrets (a list of {secretKey, secretValue}) or secretKey and secretValue';
  }
  const pairs = new Map<string, string>();
  for (const item of items) {
    if (!isPlainObject(item) || typeof item.secretKey !== 'string' || typeof item.secretValue !== 'string') {
      return 'Must provide secretKey and secretValue (strings) for every secret';
    }
    const { secretKey, secretValue } = item;
    if (!SECRET_KEY.test(secretKey)) {
      return 'Secret names must contain only alphanumeric characters, underscores, and hyphens.';
    }
    if (secretKey.length > SECRET_KEY_MAX) return `Secret names must not exceed ${SECRET_KEY_MAX} characters.`;
    if (secretValue === '') return `Secret value for '${secretKey}' must not be empty.`;
    pairs.set(secretKey, secretValue);
  }
  return [...pairs];
}
