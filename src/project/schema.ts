// The shape of agentdeck.toml: every table, its known keys and each key's type. The reader (read.ts) checks a file
// against it, and schema/agentdeck.schema.json (the JSON Schema editors use through `#:schema`) says the same
// (test/project/schema.test.ts keeps the two equal). Pure data.

export type FieldType = 'string' | 'boolean' | 'string[]' | 'string-map';

export interface FieldSpec {
  type: FieldType;
  /** One line for error messages and the JSON Schema's description. */
  doc: string;
  /** Allowed values of a string. */
  oneOf?: readonly string[];
}

export type TableSpec = Readonly<Record<string, FieldSpec>>;

/** The top level: plain keys (`version`) and the named tables below. */
export const TOP_LEVEL: TableSpec = {
  version: { type: 'string', doc: 'the file format version ("1")', oneOf: ['1'] },
};

/** `[defaults]`: what every set, agent and environment takes unless it says otherwise. */
export const DEFAULTS: TableSpec = {
  name: {
    type: 'string',
    doc: 'the real-name template of sets, pull secrets and agents: {name}, {env}, {region} (default: {name} with one region, {name}-{region} with several)',
  },
  env_file: { type: 'string', doc: 'where values come from, per environment (default ".env.{env}")' },
};

/** `[environments.NAME]`. */
export const ENVIRONMENT: TableSpec = {
  organization: { type: 'string', doc: 'the Pipecat Cloud organization of this environment' },
  regions: { type: 'string[]', doc: 'the regions its sets and agents live in' },
  protected: { type: 'boolean', doc: 'apply asks for the environment name to be typed' },
  token_env: { type: 'string', doc: 'the variable holding a user token (PAT) for this environment' },
  api_key_env: { type: 'string', doc: 'the variable holding a private API key for this environment' },
  values: {
    type: 'string',
    doc: 'where values come from: "file" (env_file) or "env" (process environment variables)',
    oneOf: ['file', 'env'],
  },
  env_file: { type: 'string', doc: 'the .env file of this environment (default ".env.{env}")' },
  variable: {
    type: 'string',
    doc: 'with values = "env": the variable name of each key: {key}, {env}, {ENV} (default "{key}")',
  },
};

/** `[sets.NAME]`. */
export const SET: TableSpec = {
  name: { type: 'string', doc: 'the real-name template: {name}, {env}, {region}' },
  required: { type: 'string[]', doc: 'the keys the set must hold' },
  example: { type: 'string', doc: 'a .env-style file whose key names are the keys the set must hold ({env} allowed)' },
  environments: { type: 'string[]', doc: 'the environments it is in (default: all)' },
  regions: { type: 'string[]', doc: "the regions it is in (default: each environment's regions)" },
};

/** `[pull_secrets.NAME]`. */
export const PULL_SECRET: TableSpec = {
  name: { type: 'string', doc: 'the real-name template: {name}, {env}, {region}' },
  host: { type: 'string', doc: 'the registry host, e.g. ghcr.io' },
  credentials_env: { type: 'string', doc: 'the variable holding user:password for the registry' },
  environments: { type: 'string[]', doc: 'the environments it is in (default: all)' },
  regions: { type: 'string[]', doc: "the regions it is in (default: each environment's regions)" },
};

/** `[agents.NAME]`. */
export const AGENT: TableSpec = {
  name: { type: 'string', doc: 'the real-name template: {name}, {env}, {region}' },
  set: { type: 'string', doc: 'the set (a name under [sets]) the agent binds' },
  pull_secret: { type: 'string', doc: 'the image pull secret (a name under [pull_secrets]) the agent binds' },
  environments: { type: 'string[]', doc: 'the environments it runs in (default: all)' },
  regions: { type: 'string[]', doc: "the regions it runs in (default: each environment's regions)" },
};

/** The named tables: `[KIND.NAME]` with each entry's spec. */
export const NAMED_TABLES = {
  environments: ENVIRONMENT,
  sets: SET,
  pull_secrets: PULL_SECRET,
  agents: AGENT,
} as const;

export type NamedTable = keyof typeof NAMED_TABLES;

/** Every key the top level may hold. */
export const TOP_KEYS: readonly string[] = [...Object.keys(TOP_LEVEL), 'defaults', ...Object.keys(NAMED_TABLES)];

/** The placeholders a name template may use. */
export const NAME_PLACEHOLDERS = ['name', 'env', 'region'] as const;
