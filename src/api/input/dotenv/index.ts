// A `.env` file read the way the agent reads it: python-dotenv's dotenv_values() (parse.ts, interpolate.ts), then
// the rules of a secret set. Where python-dotenv would only warn about a line and go on, the whole file is refused
// with the line's number, so nothing half-read is ever written. Messages name a line and a rule, never its text:
// a line that cannot be read may be a piece of a secret (the tail of an unquoted PEM key, say).
import { BASE64_RUN, PADDING_ONLY, type ParseIssue } from '../keyValue.js';
import { registerSecret } from '../../redact/redact.js';
import { validateSecretKey } from '../../validation.js';
import { MAX_TEXT_FILE_BYTES } from '../textFile.js';
import { resolveBindings } from './interpolate.js';
import { compareWithOfficialCli, type OfficialCliComparison } from './officialCli.js';
import { parseBindings, toUniversalNewlines, type Binding } from './parse.js';

/** The most UTF-8 bytes the values of one file may add up to once `${…}` is expanded: the limit for the file itself. */
export const MAX_EXPANDED_BYTES = MAX_TEXT_FILE_BYTES;

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * What python-dotenv's dotenv_values(path) returns for this file text (a key without `=` maps to null). Throws,
 * naming the line, when the expanded values would exceed MAX_EXPANDED_BYTES (python-dotenv has no such limit).
 */
export function dotenvValues(text: string, env: Environment): Map<string, string | null> {
  const { resolved, overBudget } = resolveBindings(parseBindings(toUniversalNewlines(text)), env, MAX_EXPANDED_BYTES);
  if (overBudget) throw new Error(overBudgetMessage(overBudget));
  return new Map([...resolved].map(([key, { value }]) => [key, value]));
}

/** Names the line and, when it is a valid key, the key; never a value. */
function overBudgetMessage(binding: Binding): string {
  const key = binding.key !== null && validateSecretKey(binding.key) === null ? ` (${binding.key})` : '';
  return (
    `line ${binding.line}${key}: with \${…} expanded, the values would add up to more than 1 MiB, the limit for a ` +
    'secrets file (does a key refer to another several times, doubling it at each step?)'
  );
}

export interface EnvFileParseResult {
  pairs: Record<string, string>;
  /** Refused lines; when there is any, nothing of the file may be written. */
  errors: ParseIssue[];
  /** Keys whose value had a `${…}` expanded, in file order. */
  interpolated: string[];
  /** Where `pipecat cloud secrets set -f` would store this file differently (absent when the file is refused). */
  officialCli?: OfficialCliComparison;
}

/** At most this many lines are reported one by one; the rest are counted. */
const MAX_REPORTED = 10;
const BOM = '\uFEFF';
const QUOTE_HINT = 'part of an unquoted multi-line value? put the whole value in double quotes';

/** Why a parsed statement cannot go into a secret set, or null when it can. */
function refusal(binding: Binding, first: boolean): string | null {
  const key = binding.key ?? '';
  if (binding.error) {
    return 'not KEY=value (python-dotenv would skip it); check its quotes, and quote a multi-line value';
  }
  if (first && key.startsWith(BOM)) {
    return 'the file starts with a UTF-8 byte-order mark, which python-dotenv reads as part of the first key; save the file as UTF-8 without a BOM';
  }
  if (validateSecretKey(key) !== null) {
    const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(key) ? ' — it looks like a URL; did you mean KEY=<url>?' : '';
    return `the key is not valid: only letters, numbers, underscores and hyphens, at most 64 characters${url}`;
  }
  if (binding.value === null) return `no '=': each line must be KEY=value (${QUOTE_HINT})`;
  if (!binding.quoted && PADDING_ONLY.test(binding.value)) {
    return `only '=' padding: likely the tail of an unquoted multi-line value; put the whole value in double quotes`;
  }
  if (!binding.quoted && /^-----BEGIN [^\n]*-----$/.test(binding.value)) {
    return 'unquoted PEM: only its first line would be kept; put the whole value in double quotes';
  }
  if (binding.value === '') {
    return BASE64_RUN.test(key) ? `empty value (${QUOTE_HINT})` : 'empty value; a secret needs a value (KEY=value)';
  }
  return null;
}

/** The file's KEY=value pairs for a secret set, with python-dotenv's meaning; every value is registered as a secret. */
export function parseEnvFile(text: string, env: Environment): EnvFileParseResult {
  const bindings = parseBindings(toUniversalNewlines(text));
  const { resolved, overBudget } = resolveBindings(bindings, env, MAX_EXPANDED_BYTES);
  const refused: ParseIssue[] = [];
  bindings.forEach((binding, index) => {
    if (binding.key === null && !binding.error) return;
    const problem = refusal(binding, index === 0);
    if (!problem) return;
    // A refused key may be a bare secret (a line without `=`): it is never shown, and redacted should it reach output.
    registerSecret(binding.key);
    refused.push({ line: binding.line, message: `line ${binding.line}: ${problem}` });
  });
  if (overBudget) {
    const at = refused.findIndex((issue) => (issue.line ?? 0) > overBudget.line);
    refused.splice(at < 0 ? refused.length : at, 0, { line: overBudget.line, message: overBudgetMessage(overBudget) });
  }
  // A file over the expansion budget is refused whole: its values as written are registered (bounded by the
  // file), not the ≈ 1 MiB of expansions, which nothing will ever print and which cost seconds to index.
  if (overBudget) for (const binding of bindings) if (binding.value) registerSecret(binding.value);
  const pairs: Record<string, string> = {};
  const interpolated: string[] = [];
  for (const [key, { value, interpolated: expanded }] of resolved) {
    if (value === null) continue;
    if (!overBudget) registerSecret(value);
    Object.defineProperty(pairs, key, { value, enumerable: true, writable: true, configurable: true });
    if (expanded) interpolated.push(key);
  }
  const errors = refused.slice(0, MAX_REPORTED);
  if (refused.length > MAX_REPORTED) {
    errors.push({
      message: `${refused.length - MAX_REPORTED} more lines cannot be used (first ${MAX_REPORTED} shown)`,
    });
  }
  if (errors.length === 0 && Object.keys(pairs).length === 0) errors.push({ message: 'no KEY=value lines found' });
  if (errors.length > 0) return { pairs: {}, errors, interpolated: [] };
  return { pairs, errors, interpolated, officialCli: compareWithOfficialCli(text, bindings, pairs, interpolated) };
}
