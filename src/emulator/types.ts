// Public option and handle types of the local emulator (the contract other modules code against).
import type { RouteFamily } from './routeFamilies.js';

export interface ChaosOptions {
  /** Added to every response (ms). */
  latencyMs?: number;
  /** 0..1 share answered 500 (Pipecat `{error,code}`, Daily `{error:'server-error',info}`). */
  errorRate?: number;
  /** Methods errorRate applies to (default: all). */
  errorMethods?: string[];
  /** 0..1 share answered 429 with a Retry-After header. */
  rateLimitRate?: number;
  /** Value of Retry-After in seconds (default 1). */
  retryAfterSeconds?: number;
  /**
   * Retry-After in seconds on the injected 500s (errorRate, errorAfterWriteRate); default none, as a failing backend
   * sends. Tests whose point is not the client's backoff set 0.001 (a millisecond; agentdeck reads 0 as no advice
   * and backs off as usual): its retries then come at once.
   */
  errorRetryAfterSeconds?: number;
  /** 0..1 share whose socket is destroyed without a response. */
  dropRate?: number;
  /** 0..1 share answered 200 with a truncated, invalid JSON body. */
  malformedRate?: number;
  /** 0..1 share that never answer. */
  hangRate?: number;
  /** 0..1 share of writes (PUT/POST/PATCH/DELETE) applied, then never answered (the client times out). */
  hangAfterWriteRate?: number;
  /** 0..1 share of writes applied, then answered 500 as if they had failed. */
  errorAfterWriteRate?: number;
  /** Seed of the deterministic PRNG that draws the faults. */
  seed?: number;
}

export interface EmulatorOptions {
  /** SQLite db (WAL) + keys file live here; created 0700. */
  dataDir: string;
  /** 0/undefined = ephemeral. */
  port?: number;
  /** Default '127.0.0.1'; anything else only when given explicitly. */
  host?: string;
  /** pending → ready after this long (default 1500 ms). */
  readyDelayMs?: number;
  /**
   * How long an agent's deployment takes from the request to Active (or Failed): the operator processes it after
   * a quarter of it, it validates from half of it. Default: `readyDelayMs` when that is given, else 3000 ms.
   */
  deployMs?: number;
  /** Agents (in orgs[0]) whose new deployments fail with this message, as `PUT /_emulator/agents/:name` does. */
  failAgents?: ReadonlyArray<{ name: string; message: string }>;
  chaos?: ChaosOptions;
  /**
   * Whether every GET route also answers HEAD (fastify's default; default true). The embedded emulator, started
   * for one command, turns it off: its client never sends HEAD, and the extra routes cost start-up time.
   */
  headRoutes?: boolean;
  /** Only these route families (routeFamilies.ts); default every one. A request to another answers 404. */
  routes?: readonly RouteFamily[];
  /** Request body limit in bytes (default 256 KiB) → 413 beyond. */
  bodyLimit?: number;
  /** Create N ready secret sets in orgs[0] at start when the store has no sets. */
  seedSets?: number;
  /** Lifetime of access tokens from the login flow (default 86 400 s); afterwards they are answered 401. */
  tokenTtlSeconds?: number;
  /**
   * What PUT on `/v1/organizations/{org}/secrets/{name}` takes: `any` (default) the batch `secrets` array and the
   * official CLI's one-key body; `single-key` only the one-key body (a batch body is a 400), as the real org-scoped
   * path may.
   */
  orgPutForm?: 'any' | 'single-key';
  /**
   * Clock (ms): room/token expiry, recording times, access-link expiry, set provisioning and agent deployments.
   * Default Date.now.
   */
  now?: () => number;
  /** Files served for finished recordings instead of the built-in fixtures (benchmarks serve large ones). */
  recordingMedia?: Partial<Record<'video' | 'audio' | 'trackAudio' | 'trackVideo', Buffer>>;
  /** Create N ready agents in orgs[0] at start when there are none, binding the sets already there (seeded or not). */
  seedAgents?: number;
  /** Give every agent of orgs[0] that has no session N active sessions on its serving deployment at start. */
  seedSessions?: number;
  /** Duration (ms) of sessions started without one: seeded, traffic, the start control (default: until stopped). */
  sessionMs?: number;
  /** Steady traffic: every agent of orgs[0] at start gets N new sessions per minute on the stored clock. */
  sessionRate?: number;
  /** Agents (in orgs[0]) whose superseded deployment keeps taking new sessions (the drain failure). */
  supersededSessions?: readonly string[];
  /** Seed the demo data (demo.ts: the README's sets, agents and room) at start when the store is empty. */
  seedDemo?: boolean;
  /** `--seed-project`: the agents of a two-environment, two-region project in every organization (projectSeed.ts). */
  seedProject?: boolean;
  /**
   * Serve https instead of http (one port, every route), with a certificate generated into `<dataDir>/tls` and
   * reused until it is about to expire. Default false.
   */
  https?: boolean;
  /** Default false. Never logs Authorization headers or bodies. */
  logger?: boolean;
  /** Where log lines go when `logger` is on (default stdout). */
  logStream?: { write(line: string): unknown };
}

export interface EmulatorKeys {
  privateKey: string;
  userToken: string;
  roomKey: string;
}

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:45123 (https:// with `https`; no trailing slash) */
  url: string;
  host: string;
  port: number;
  /** Same as url: the Pipecat API host; clients append /v1/... */
  apiHost: string;
  /** `${url}/daily/v1` */
  roomApiUrl: string;
  keys: EmulatorKeys;
  /** Organization names; orgs[0] is the default and owns the private key. */
  orgs: string[];
  dataDir: string;
  /** How long an agent's deployment takes to become ready (or fail), ms. */
  deployMs: number;
  /**
   * With `https`: the CA certificate clients must trust (NODE_EXTRA_CA_CERTS for Node, SSL_CERT_FILE for Python's
   * ssl), the server certificate's end and the names it covers.
   */
  tls?: { caFile: string; notAfter: Date; altNames: string[] };
  /** The login service: issuer URL, client id, access-token lifetime. */
  oauth: { issuer: string; clientId: string; tokenTtlSeconds: number };
  /** What each seed option did at start (empty without one): what it created, or why nothing. */
  seeded: SeedOutcome[];
  /** The demo data the app offers on a first start (demo.ts). */
  demo: import('./demo.js').DemoData;
  setChaos(chaos: ChaosOptions | undefined): void;
  /** Requests answered so far by method (`/_emulator/` controls not counted). */
  requestCounts(): Record<string, number>;
  close(): Promise<void>;
}

/** One seed option's result: `created` things, or none and `skipped` saying why (the store was not empty). */
export interface SeedOutcome {
  option: '--seed-sets' | '--seed-agents' | '--seed-demo' | '--seed-project';
  created: number;
  skipped?: string;
}
