// Fault injection: option parsing/validation and a seeded decision per request.
import type { ChaosOptions } from './types.js';

const RATE_FIELDS = [
  'errorRate',
  'rateLimitRate',
  'dropRate',
  'malformedRate',
  'hangRate',
  'hangAfterWriteRate',
  'errorAfterWriteRate',
] as const;
const WRITE_METHODS: ReadonlySet<string> = new Set(['PUT', 'POST', 'PATCH', 'DELETE']);

/** Spec item name → ChaosOptions field. */
const SPEC_ITEMS: Record<string, keyof ChaosOptions> = {
  latency: 'latencyMs',
  error: 'errorRate',
  errormethods: 'errorMethods',
  rate429: 'rateLimitRate',
  ratelimit: 'rateLimitRate',
  retryafter: 'retryAfterSeconds',
  errorretryafter: 'errorRetryAfterSeconds',
  drop: 'dropRate',
  malformed: 'malformedRate',
  hang: 'hangRate',
  hangafterwrite: 'hangAfterWriteRate',
  errorafterwrite: 'errorAfterWriteRate',
  seed: 'seed',
};

const SPEC_HELP =
  'expected comma-separated items like latency=200,error=0.3,errorMethods=GET,errorRetryAfter=0,rate429=0.1,' +
  'retryAfter=2,drop=0.05,malformed=0.05,hang=0,hangAfterWrite=0,errorAfterWrite=0,seed=7';

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Parses `latency=200,error=0.3,errorMethods=GET|PUT,rate429=0.1,retryAfter=2,drop=0.05,malformed=0.05,hang=0,seed=7`.
 * errorMethods takes one or more methods separated by `|` or `+` (a comma ends the item).
 * Throws an Error naming the bad item.
 */
export function parseChaosSpec(spec: string): ChaosOptions {
  const chaos: ChaosOptions = {};
  const trimmed = spec.trim();
  if (trimmed === '') return chaos;
  for (const rawItem of trimmed.split(',')) {
    const item = rawItem.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    if (eq <= 0) throw new Error(`Invalid chaos item '${item}': ${SPEC_HELP}`);
    const name = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    const field = SPEC_ITEMS[name.toLowerCase()];
    if (!field) throw new Error(`Unknown chaos item '${name}': ${SPEC_HELP}`);
    if (field === 'errorMethods') {
      const methods = value
        .split(/[|+ ]/)
        .map((m) => m.trim().toUpperCase())
        .filter(Boolean);
      if (methods.length === 0 || methods.some((m) => !HTTP_METHODS.has(m))) {
        throw new Error(`Invalid chaos item '${item}': errorMethods takes HTTP methods separated by '|', e.g. GET|PUT`);
      }
      chaos.errorMethods = methods;
      continue;
    }
    const number = value === '' ? Number.NaN : Number(value);
    if (!Number.isFinite(number)) throw new Error(`Invalid chaos item '${item}': ${name} must be a number`);
    (chaos as Record<string, unknown>)[field] = number;
  }
  return validateChaos(chaos, (field) => `chaos item for ${field}`);
}

/** Checks ranges; returns a normalised copy. `label` names a field in error messages. */
export function validateChaos(input: unknown, label: (field: string) => string = (f) => f): ChaosOptions {
  if (input === null || input === undefined) return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new Error('chaos options must be a JSON object');
  const source = input as Record<string, unknown>;
  const out: ChaosOptions = {};
  const known = new Set<string>([
    ...RATE_FIELDS,
    'latencyMs',
    'errorMethods',
    'retryAfterSeconds',
    'errorRetryAfterSeconds',
    'seed',
  ]);
  for (const key of Object.keys(source)) {
    if (!known.has(key)) throw new Error(`Unknown chaos option '${key}'`);
  }
  for (const field of RATE_FIELDS) {
    const value = source[field];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
      throw new Error(`${label(field)} must be a number from 0 to 1`);
    }
    out[field] = value;
  }
  for (const field of ['latencyMs', 'retryAfterSeconds', 'errorRetryAfterSeconds'] as const) {
    const value = source[field];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 600_000) {
      throw new Error(`${label(field)} must be a non-negative number`);
    }
    out[field] = value;
  }
  if (source.seed !== undefined) {
    if (typeof source.seed !== 'number' || !Number.isInteger(source.seed))
      throw new Error(`${label('seed')} must be an integer`);
    out.seed = source.seed;
  }
  if (source.errorMethods !== undefined) {
    const methods = source.errorMethods;
    if (!Array.isArray(methods) || methods.some((m) => typeof m !== 'string' || !HTTP_METHODS.has(m.toUpperCase()))) {
      throw new Error(`${label('errorMethods')} must be a list of HTTP methods`);
    }
    out.errorMethods = methods.map((m: string) => m.toUpperCase());
  }
  return out;
}

/** Reads AGENTDECK_EMULATOR_CHAOS; undefined when unset or empty. */
export function chaosFromEnv(env: NodeJS.ProcessEnv = process.env): ChaosOptions | undefined {
  const spec = env.AGENTDECK_EMULATOR_CHAOS;
  return spec && spec.trim() ? parseChaosSpec(spec) : undefined;
}

/** mulberry32: tiny deterministic PRNG, good enough for drawing fault shares. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Fault = 'drop' | 'hang' | 'rateLimit' | 'error' | 'malformed';
/** Faults that let the request be applied and spoil only its answer. */
export type AfterFault = 'hangAfterWrite' | 'errorAfterWrite';

export interface ChaosDecision {
  latencyMs: number;
  fault: Fault | undefined;
  /** Only on writes without a `fault`: apply, then spoil the answer. */
  after?: AfterFault;
}

/** Holds the active options and draws one decision per request, in a fixed order so a seed replays exactly. */
export class ChaosEngine {
  private options: ChaosOptions | undefined;
  private random: () => number = Math.random;
  private errorMethods: Set<string> | undefined;

  constructor(options: ChaosOptions | undefined) {
    this.set(options);
  }

  get active(): boolean {
    return this.options !== undefined;
  }

  get retryAfterSeconds(): number {
    return this.options?.retryAfterSeconds ?? 1;
  }

  /** Retry-After of the injected 500s, when the options give one. */
  get errorRetryAfterSeconds(): number | undefined {
    return this.options?.errorRetryAfterSeconds;
  }

  set(options: ChaosOptions | undefined): void {
    const normalised = options ? validateChaos(options) : undefined;
    const hasEffect =
      normalised !== undefined &&
      ((normalised.latencyMs ?? 0) > 0 || RATE_FIELDS.some((field) => (normalised[field] ?? 0) > 0));
    this.options = hasEffect ? normalised : undefined;
    this.random = normalised?.seed !== undefined ? mulberry32(normalised.seed) : Math.random;
    this.errorMethods = normalised?.errorMethods ? new Set(normalised.errorMethods) : undefined;
  }

  decide(method: string): ChaosDecision {
    const o = this.options;
    if (!o) return { latencyMs: 0, fault: undefined };
    // Draw every share on every request so the sequence for a seed does not depend on which fault fired.
    const drop = this.random() < (o.dropRate ?? 0);
    const hang = this.random() < (o.hangRate ?? 0);
    const rateLimit = this.random() < (o.rateLimitRate ?? 0);
    const error = this.random() < (o.errorRate ?? 0) && (!this.errorMethods || this.errorMethods.has(method));
    const malformed = this.random() < (o.malformedRate ?? 0);
    const fault: Fault | undefined = drop
      ? 'drop'
      : hang
        ? 'hang'
        : rateLimit
          ? 'rateLimit'
          : error
            ? 'error'
            : malformed
              ? 'malformed'
              : undefined;
    // Drawn only when configured, so the sequences of seeds chosen before these faults existed are unchanged.
    let after: AfterFault | undefined;
    if ((o.hangAfterWriteRate ?? 0) > 0 || (o.errorAfterWriteRate ?? 0) > 0) {
      const hangAfter = this.random() < (o.hangAfterWriteRate ?? 0);
      const errorAfter = this.random() < (o.errorAfterWriteRate ?? 0);
      if (!fault && WRITE_METHODS.has(method))
        after = hangAfter ? 'hangAfterWrite' : errorAfter ? 'errorAfterWrite' : undefined;
    }
    return { latencyMs: o.latencyMs ?? 0, fault, ...(after ? { after } : {}) };
  }
}
