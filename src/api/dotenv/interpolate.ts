// `${VAR}` and `${VAR:-default}` expansion as python-dotenv's dotenv_values() does it (variables.py and
// resolve_variables with override=True): every value is expanded, quoted ones too; a name is looked up in the
// keys read so far (a key with no value counts as empty), then in the environment; missing means the default, or
// empty. Nothing else is special: no `$VAR`, no escape for `$`, no nesting.
import type { Binding } from './parse.js';

const VARIABLE = /\$\{([^}:]*)(?::-([^}]*))?\}/g;

export interface ResolvedValue {
  /** null when the file gives the key no `=` (python-dotenv's None). */
  value: string | null;
  /** At least one `${…}` was expanded. */
  interpolated: boolean;
}

/** Expands one value against `known` (file keys so far, which win) and `env`. */
function expand(raw: string, known: ReadonlyMap<string, string | null>, env: Readonly<Record<string, string | undefined>>) {
  let interpolated = false;
  const value = raw.replace(VARIABLE, (_match, name: string, fallback: string | undefined) => {
    interpolated = true;
    if (known.has(name)) return known.get(name) ?? '';
    const fromEnv = Object.prototype.hasOwnProperty.call(env, name) ? env[name] : undefined;
    return fromEnv ?? fallback ?? '';
  });
  return { value, interpolated };
}

/** The keys and values of the parsed statements, later duplicates winning (first position kept, as a dict does). */
export function resolveBindings(
  bindings: readonly Binding[],
  env: Readonly<Record<string, string | undefined>>,
): Map<string, ResolvedValue> {
  const values = new Map<string, string | null>();
  const resolved = new Map<string, ResolvedValue>();
  for (const binding of bindings) {
    if (binding.key === null) continue;
    const result = binding.value === null ? { value: null, interpolated: false } : expand(binding.value, values, env);
    values.set(binding.key, result.value);
    resolved.set(binding.key, result);
  }
  return resolved;
}
