// The project file's tables checked against schema.ts and turned into the Project (model.ts): unknown keys with the
// nearest known one, wrong types by rule (never the value), names that point nowhere; every problem with its line
// and column (locate.ts). Pure: read.ts gives it the parsed document and the source.
import { closest, distance } from 'fastest-levenshtein';
import { validateRegion, validateSecretKey } from '../api/validation.js';
import { locate, type Position } from './locate.js';
import {
  ProjectError,
  type AgentSpec,
  type EnvironmentSpec,
  type Project,
  type ProjectProblem,
  type PullSecretSpec,
  type SetSpec,
} from './model.js';
import { DEFAULTS, NAMED_TABLES, TOP_KEYS, TOP_LEVEL, type FieldSpec, type TableSpec } from './schema.js';
import { dirname } from 'node:path';

const isTable = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The nearest known key, when one is near enough to be a misspelling. */
export function nearest(key: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const best = closest(key.toLowerCase(), [...known]);
  return distance(key.toLowerCase(), best) <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

const TYPE_WORDS: Record<FieldSpec['type'], string> = {
  string: 'a string',
  boolean: 'true or false',
  'string[]': 'a list of strings',
  'string-map': 'a table of strings',
};

class Checker {
  readonly problems: ProjectProblem[] = [];
  constructor(
    private readonly source: string,
    private readonly file: string,
  ) {}

  at(path: readonly string[]): Position {
    return locate(this.source, path);
  }

  error(path: readonly string[], message: string, severity: 'error' | 'warning' = 'error'): void {
    const { line, column } = this.at(path);
    this.problems.push({ severity, file: this.file, line, column, message });
  }

  /** Checks the keys of a table against its spec; returns the known values (wrong types reported and left out). */
  table(value: Record<string, unknown>, spec: TableSpec, path: string[], extra: readonly string[] = []) {
    const known = [...Object.keys(spec), ...extra];
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const where = [...path, key];
      const label = where.join('.');
      if (!known.includes(key)) {
        const near = nearest(key, known);
        this.error(
          where,
          `unknown key '${label}'${near ? `; did you mean '${near}'?` : ''} (known here: ${known.join(', ')})`,
        );
        continue;
      }
      const field = spec[key];
      if (!field) {
        out[key] = v;
        continue;
      }
      const ok =
        field.type === 'string'
          ? typeof v === 'string'
          : field.type === 'boolean'
            ? typeof v === 'boolean'
            : field.type === 'string[]'
              ? Array.isArray(v) && v.every((x) => typeof x === 'string')
              : isTable(v) && Object.values(v).every((x) => typeof x === 'string');
      // The rule only: a wrong value is never echoed (it may be a secret pasted in the wrong place).
      if (!ok) this.error(where, `'${label}' must be ${TYPE_WORDS[field.type]} (${field.doc})`);
      else if (field.oneOf && !field.oneOf.includes(v as string))
        this.error(where, `'${label}' must be one of ${field.oneOf.map((o) => `"${o}"`).join(', ')}`);
      else out[key] = v;
    }
    return out;
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const list = (v: unknown) => (Array.isArray(v) ? (v as string[]) : undefined);

const ENTRY_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/;

/** Checks a parsed project file; throws ProjectError (every problem) when it has any error. */
export function checkProject(
  doc: Record<string, unknown>,
  source: string,
  file: string,
): { project: Project; warnings: ProjectProblem[] } {
  const c = new Checker(source, file);
  c.table(
    doc,
    TOP_LEVEL,
    [],
    TOP_KEYS.filter((k) => !(k in TOP_LEVEL)),
  );
  const defaults = isTable(doc.defaults) ? c.table(doc.defaults, DEFAULTS, ['defaults']) : {};
  if (doc.defaults !== undefined && !isTable(doc.defaults)) c.error(['defaults'], "'defaults' must be a table");
  const entries = (kind: keyof typeof NAMED_TABLES): Array<[string, Record<string, unknown>]> => {
    const value = doc[kind];
    if (value === undefined) return [];
    if (!isTable(value)) {
      c.error([kind], `'${kind}' must be a table of named entries ([${kind}.NAME])`);
      return [];
    }
    const out: Array<[string, Record<string, unknown>]> = [];
    for (const [name, entry] of Object.entries(value)) {
      if (!ENTRY_NAME.test(name)) {
        c.error(
          [kind, name],
          `'${kind}' entry name: letters, numbers, _ and -, starting with a letter or number, at most 63 characters`,
        );
        continue;
      }
      if (!isTable(entry)) {
        c.error([kind, name], `'${kind}.${name}' must be a table`);
        continue;
      }
      out.push([name, c.table(entry, NAMED_TABLES[kind], [kind, name])]);
    }
    return out;
  };
  const at = (path: string[]) => c.at(path);

  const environments: EnvironmentSpec[] = entries('environments').map(([name, e]) => {
    const p = ['environments', name];
    if (str(e.organization) === undefined) c.error(p, `'environments.${name}': 'organization' is required`);
    const regions = list(e.regions) ?? [];
    if (regions.length === 0) c.error(p, `'environments.${name}': 'regions' is required (at least one region)`);
    for (const region of regions) {
      const problem = validateRegion(region);
      if (problem) c.error([...p, 'regions'], `'environments.${name}.regions': ${problem}`);
    }
    if (new Set(regions).size !== regions.length)
      c.error([...p, 'regions'], `'environments.${name}.regions': a region is listed twice`);
    if (e.token_env !== undefined && e.api_key_env !== undefined)
      c.error(p, `'environments.${name}': give token_env or api_key_env, not both`);
    for (const key of ['token_env', 'api_key_env'] as const) {
      const v = str(e[key]);
      if (v !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(v))
        c.error([...p, key], `'environments.${name}.${key}': a variable name (letters, numbers and _)`);
    }
    const variable = str(e.variable) ?? '{key}';
    if (!variable.includes('{key}') && !variable.includes('{KEY}'))
      c.error([...p, 'variable'], `'environments.${name}.variable': the template must contain {key}`);
    return {
      name,
      organization: str(e.organization) ?? '',
      regions,
      protected: e.protected === true,
      ...(str(e.token_env) !== undefined ? { tokenEnv: str(e.token_env) } : {}),
      ...(str(e.api_key_env) !== undefined ? { apiKeyEnv: str(e.api_key_env) } : {}),
      values: (str(e.values) as 'file' | 'env' | undefined) ?? 'file',
      envFile: str(e.env_file) ?? str(defaults.env_file) ?? '.env.{env}',
      variable,
      at: at(p),
    };
  });
  if (doc.environments === undefined)
    c.error([], 'no [environments.NAME] table: a project needs at least one environment');
  const envNames = environments.map((e) => e.name);

  const placed = (kind: string, name: string, e: Record<string, unknown>) => {
    const p = [kind, name];
    for (const env of list(e.environments) ?? []) {
      if (!envNames.includes(env)) {
        const near = nearest(env, envNames);
        c.error(
          [...p, 'environments'],
          `'${kind}.${name}.environments': no environment '${env}'${near ? `; did you mean '${near}'?` : ''}`,
        );
      }
    }
    for (const region of list(e.regions) ?? []) {
      const problem = validateRegion(region);
      if (problem) c.error([...p, 'regions'], `'${kind}.${name}.regions': ${problem}`);
    }
    return {
      name,
      ...(str(e.name) !== undefined ? { nameTemplate: str(e.name) } : {}),
      ...(list(e.environments) ? { environments: list(e.environments) } : {}),
      ...(list(e.regions) ? { regions: list(e.regions) } : {}),
      at: at(p),
    };
  };

  const sets: SetSpec[] = entries('sets').map(([name, e]) => {
    const p = ['sets', name];
    const required = list(e.required);
    if (required === undefined && str(e.example) === undefined)
      c.error(p, `'sets.${name}': say which keys it holds: 'required' (a list) or 'example' (a .env.example file)`);
    for (const key of required ?? []) {
      const problem = validateSecretKey(key);
      if (problem) c.error([...p, 'required'], `'sets.${name}.required': ${problem}`);
    }
    return {
      ...placed('sets', name, e),
      ...(required ? { required } : {}),
      ...(str(e.example) !== undefined ? { example: str(e.example) } : {}),
    };
  });
  const setNames = sets.map((s) => s.name);

  const pullSecrets: PullSecretSpec[] = entries('pull_secrets').map(([name, e]) => {
    const p = ['pull_secrets', name];
    if (str(e.host) === undefined) c.error(p, `'pull_secrets.${name}': 'host' is required`);
    if (str(e.credentials_env) === undefined)
      c.error(p, `'pull_secrets.${name}': 'credentials_env' is required (the variable holding user:password)`);
    return {
      ...placed('pull_secrets', name, e),
      host: str(e.host) ?? '',
      credentialsEnv: str(e.credentials_env) ?? '',
    };
  });
  const pullNames = pullSecrets.map((s) => s.name);

  const agents: AgentSpec[] = entries('agents').map(([name, e]) => {
    const p = ['agents', name];
    const set = str(e.set);
    if (set !== undefined && !setNames.includes(set)) {
      const near = nearest(set, setNames);
      c.error(
        [...p, 'set'],
        `'agents.${name}.set': no set '${set}' under [sets]${near ? `; did you mean '${near}'?` : ''}`,
      );
    }
    const pull = str(e.pull_secret);
    if (pull !== undefined && !pullNames.includes(pull)) {
      const near = nearest(pull, pullNames);
      c.error(
        [...p, 'pull_secret'],
        `'agents.${name}.pull_secret': no pull secret '${pull}' under [pull_secrets]${near ? `; did you mean '${near}'?` : ''}`,
      );
    }
    return {
      ...placed('agents', name, e),
      ...(set !== undefined ? { set } : {}),
      ...(pull !== undefined ? { pullSecret: pull } : {}),
    };
  });

  const template = str(defaults.name);
  const project: Project = {
    path: file,
    dir: dirname(file),
    defaults: {
      ...(template !== undefined ? { nameTemplate: template } : {}),
      envFile: str(defaults.env_file) ?? '.env.{env}',
    },
    environments,
    sets,
    pullSecrets,
    agents,
  };
  const errors = c.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new ProjectError(c.problems);
  return { project, warnings: c.problems };
}
