// `${VAR}` and `${VAR:-default}` expansion as python-dotenv's dotenv_values() does it (variables.py and
// resolve_variables with override=True): every value is expanded, quoted ones too; a name is looked up in the
// keys read so far (a key with no value counts as empty), then in the environment; missing means the default, or
// empty. Nothing else is special: no `$VAR`, no escape for `$`, no nesting.
// Unlike python-dotenv, the expansion has a budget: each key referring to the one before twice doubles the text, so
// a 392-byte file could ask for gigabytes. Every value produced counts against it, and expansion stops at the first
// value that would go over, before building it — the work is bounded by the budget, not by what the file asks for.
import type { Binding } from './parse.js';

const VARIABLE = /\$\{([^}:]*)(?::-([^}]*))?\}/g;

export interface ResolvedValue {
  /** null when the file gives the key no `=` (python-dotenv's None). */
  value: string | null;
  /** At least one `${…}` was expanded. */
  interpolated: boolean;
}

export interface Resolution {
  resolved: Map<string, ResolvedValue>;
  /** The statement whose value took the values over the budget; nothing after it was expanded. */
  overBudget?: Binding;
}

type Env = Readonly<Record<string, string | undefined>>;

const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Expands one value against `known` (file keys so far, which win) and `env`; null when over `budget` UTF-8 bytes. */
function expand(raw: string, known: ReadonlyMap<string, string | null>, env: Env, budget: number) {
  let interpolated = false;
  const parts: string[] = [];
  let bytes = 0;
  let from = 0;
  const add = (text: string): boolean => {
    // A part longer (in UTF-16 units) than the budget is over it in bytes too: no need to measure it.
    if (text.length > budget - bytes) return false;
    bytes += utf8Bytes(text);
    parts.push(text);
    return bytes <= budget;
  };
  VARIABLE.lastIndex = 0;
  for (let match = VARIABLE.exec(raw); match !== null; match = VARIABLE.exec(raw)) {
    interpolated = true;
    const [whole, name, fallback] = match;
    const fromEnv = Object.prototype.hasOwnProperty.call(env, name) ? env[name] : undefined;
    const replacement = known.has(name) ? (known.get(name) ?? '') : (fromEnv ?? fallback ?? '');
    if (!add(raw.slice(from, match.index)) || !add(replacement)) return null;
    from = match.index + whole.length;
  }
  if (!add(raw.slice(from))) return null;
  return { value: parts.length === 1 ? parts[0] : parts.join(''), interpolated, bytes };
}

/**
 * The keys and values of the parsed statements, later duplicates winning (first position kept, as a dict does).
 * Every value produced, overwritten ones too, counts against `budget` UTF-8 bytes.
 */
export function resolveBindings(bindings: readonly Binding[], env: Env, budget: number): Resolution {
  const values = new Map<string, string | null>();
  const resolved = new Map<string, ResolvedValue>();
  let left = budget;
  for (const binding of bindings) {
    if (binding.key === null) continue;
    if (binding.value === null) {
      values.set(binding.key, null);
      resolved.set(binding.key, { value: null, interpolated: false });
      continue;
    }
    const result = expand(binding.value, values, env, left);
    if (result === null) return { resolved, overBudget: binding };
    left -= result.bytes;
    values.set(binding.key, result.value);
    resolved.set(binding.key, { value: result.value, interpolated: result.interpolated });
  }
  return { resolved };
}
