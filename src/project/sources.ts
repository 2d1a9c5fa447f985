// Where each set's values come from, read: the keys a set must hold (`required`, or the names in its `example`
// file), and each environment's values — its `.env.{env}` file (read as `secrets set --env-file` reads one) or named
// variables of the process environment (so `op run --`, `doppler run --` and CI secret variables need no file).
// Every value read is registered for redaction at once; problems name the environment, the file or the variable and
// the key, never a value. Values stay in this module's result: the plan (plan.ts) never holds one.
import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { dotenvValues, parseEnvFile } from '../api/input/dotenv/index.js';
import { registerCredentials, registerSecret } from '../api/redact/redact.js';
import { decodeText, MAX_TEXT_FILE_BYTES } from '../api/input/textFile.js';
import type { EnvironmentSpec, Project, ProjectProblem, SetSpec } from './model.js';
import type { EnvironmentTargets } from './targets.js';

export interface EnvironmentValues {
  env: string;
  /** Real set name → its values (every required key), for the sets whose values could all be read. */
  sets: Map<string, Map<string, string>>;
  /** Logical set → the keys it must hold. */
  keys: Map<string, string[]>;
  /** Real pull secret name → user:password, when its variable is set. */
  pullCredentials: Map<string, string>;
  /** Where the values came from, as words ("file .env.prod", "variables {key}"). */
  source: string;
  /**
   * Real set name → the source's stamp (file path, size, modification time, inode and the set's keys), when its
   * values can only change with the file (verdicts.ts); absent for variables and for files with `${…}` expanded.
   */
  stamps: Map<string, string>;
}

function fill(template: string, env: string): string {
  return template.replaceAll('{env}', env).replaceAll('{ENV}', env.toUpperCase().replace(/-/g, '_'));
}

/** A path of the project (relative to its file) as shown: relative to the project's directory. */
function shown(project: Project, path: string): string {
  const rel = relative(project.dir, path);
  return rel && !rel.startsWith('..') ? rel : path;
}

function readText(path: string): { text: string } | { problem: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: code === 'ENOENT' ? 'not found' : `cannot be read (${code ?? 'error'})` };
  }
  if (bytes.length > MAX_TEXT_FILE_BYTES) return { problem: 'larger than 1 MiB' };
  const decoded = decodeText(bytes);
  return decoded.ok ? { text: decoded.text } : { problem: decoded.problem };
}

/** The keys each set must hold (for every environment in `envs`: an example file may name {env}). */
export function setKeys(project: Project, set: SetSpec, env: string, problems: ProjectProblem[]): string[] | undefined {
  if (set.required) return [...new Set(set.required)];
  if (set.example === undefined) return undefined;
  const path = join(project.dir, fill(set.example, env));
  const read = readText(path);
  if ('problem' in read) {
    problems.push({
      severity: 'error',
      file: project.path,
      line: set.at.line,
      column: set.at.column,
      message: `'sets.${set.name}': its example file ${shown(project, path)} (for environment '${env}') is ${read.problem}`,
    });
    return undefined;
  }
  try {
    // Names only: an example file's values are placeholders, and never read as values.
    return [...dotenvValues(read.text, {}).keys()];
  } catch (error) {
    problems.push({ severity: 'error', file: path, message: (error as Error).message });
    return undefined;
  }
}

/** An environment's values file path (absolute). */
export function envFilePath(project: Project, env: EnvironmentSpec): string {
  const path = fill(env.envFile, env.name);
  return isAbsolute(path) ? path : join(project.dir, path);
}

/** The variable that holds `key` in `env` (values = "env"). */
export function variableName(env: EnvironmentSpec, key: string): string {
  return fill(env.variable, env.name).replaceAll('{key}', key).replaceAll('{KEY}', key.toUpperCase());
}

/** Reads an environment's values; problems are pushed (errors: a missing file or variable, warnings: unused keys). */
export function readEnvironmentValues(
  project: Project,
  targets: EnvironmentTargets,
  processEnv: NodeJS.ProcessEnv,
  problems: ProjectProblem[],
): EnvironmentValues {
  const env = targets.env;
  const keys = new Map<string, string[]>();
  for (const logical of new Set(targets.sets.map((s) => s.logical))) {
    const spec = project.sets.find((s) => s.name === logical)!;
    const k = setKeys(project, spec, env.name, problems);
    if (k) keys.set(logical, k);
  }
  const out: EnvironmentValues = {
    env: env.name,
    sets: new Map(),
    keys,
    pullCredentials: new Map(),
    stamps: new Map(),
    source: env.values === 'file' ? `file ${shown(project, envFilePath(project, env))}` : `variables ${env.variable}`,
  };
  const error = (message: string, file?: string) =>
    problems.push({ severity: 'error', ...(file ? { file } : {}), message });

  let lookup: (key: string, set: string) => string | undefined;
  let fileStamp: string | undefined;
  if (targets.sets.length === 0) lookup = () => undefined;
  else if (env.values === 'file') {
    const path = envFilePath(project, env);
    const read = readText(path);
    if ('problem' in read) {
      error(`environment '${env.name}': its values file ${shown(project, path)} is ${read.problem}`);
      return out;
    }
    const parsed = parseEnvFile(read.text, processEnv);
    if (parsed.errors.length > 0) {
      for (const issue of parsed.errors)
        problems.push({
          severity: 'error',
          file: path,
          ...(issue.line !== undefined ? { line: issue.line } : {}),
          message: issue.message.replace(/^line \d+: /, ''),
        });
      return out;
    }
    const pairs = new Map(Object.entries(parsed.pairs));
    if (parsed.interpolated.length === 0) {
      try {
        const st = statSync(path);
        fileStamp = `${path}\u0000${st.size}\u0000${st.mtimeMs}\u0000${st.ino}`;
      } catch {
        fileStamp = undefined;
      }
    }
    const used = new Set([...keys.values()].flat());
    for (const key of pairs.keys()) {
      if (!used.has(key))
        problems.push({
          severity: 'warning',
          file: path,
          message: `${key} is in ${shown(project, path)} but no set of environment '${env.name}' requires it: it is not written (add it to a set's 'required')`,
        });
    }
    lookup = (key, set) => {
      const v = pairs.get(key);
      if (v === undefined)
        error(`environment '${env.name}': ${key} (set '${set}') is not in ${shown(project, path)}`, path);
      return v;
    };
  } else {
    lookup = (key, set) => {
      const variable = variableName(env, key);
      const v = processEnv[variable];
      if (v === undefined || v === '') {
        error(`environment '${env.name}': the variable ${variable} (key ${key} of set '${set}') is not set`);
        return undefined;
      }
      registerSecret(v);
      return v;
    };
  }
  // Each key is looked up once per logical set (its regions share the values).
  const byLogical = new Map<string, Map<string, string> | undefined>();
  for (const target of targets.sets) {
    if (!byLogical.has(target.logical)) {
      const k = keys.get(target.logical);
      if (!k) {
        byLogical.set(target.logical, undefined);
        continue;
      }
      const values = new Map<string, string>();
      let complete = true;
      for (const key of k) {
        const v = lookup(key, target.logical);
        if (v === undefined) complete = false;
        else values.set(key, v);
      }
      byLogical.set(target.logical, complete ? values : undefined);
    }
    const values = byLogical.get(target.logical);
    if (values) out.sets.set(target.name, values);
    if (values && fileStamp !== undefined)
      out.stamps.set(target.name, `${fileStamp}\u0000${[...values.keys()].sort().join(',')}`);
  }
  for (const pull of targets.pullSecrets) {
    const v = processEnv[pull.credentialsEnv];
    if (v) {
      registerCredentials(v);
      out.pullCredentials.set(pull.name, v);
    }
  }
  return out;
}
