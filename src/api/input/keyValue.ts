// KEY=value parsing with the official CLI's rules: split on the first `=`,
// strip both sides, remove ONE pair of surrounding double quotes from the value, empty key or value is an error,
// later duplicates win. Files also skip blank lines and lines starting with `#`. No `export` prefix, no
// inline comments, no escapes — exactly like the CLI, so a file works the same with both tools.
// Issue messages never contain a value, nor the text before `=` when it is not a valid key (a URL given without
// `KEY=` splits at its first `=`, so that text holds the password), nor a line without `=` (it might be a bare
// secret). Every value and every argument that is not a clean KEY=value is registered for redaction as read.
// Arguments are also refused where a file would be (see argumentProblem): a base64 value given without `KEY=`
// splits at its `=` padding, and bytes that were not UTF-8 reach us as U+FFFD.
import { registerSecret } from '../redact/redact.js';
import { SECRET_KEY_MAX, validateSecretKey } from '../validation.js';

export interface ParseIssue {
  /** 1-based line number (files) or argument position (arguments). */
  line?: number;
  key?: string;
  message: string;
}

export interface KeyValueParseResult {
  pairs: Record<string, string>;
  errors: ParseIssue[];
}

export interface KeyValueFileParseResult extends KeyValueParseResult {
  /** Blank and comment lines. */
  skipped: number;
}

/** Removes one pair of surrounding double quotes, as the CLI does (`"` alone also counts: it becomes empty). */
function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

type SplitResult = { ok: true; key: string; value: string; quoted: boolean } | { ok: false; reason: 'no-separator' };

function splitPair(text: string): SplitResult {
  const eq = text.indexOf('=');
  if (eq < 0) return { ok: false, reason: 'no-separator' };
  const raw = text.slice(eq + 1).trim();
  const value = unquote(raw);
  return { ok: true, key: text.slice(0, eq).trim(), value, quoted: value !== raw };
}

/** Nothing but `=`: what is left of a base64 value ending in `==` after a split at its first `=`. */
export const PADDING_ONLY = /^=+$/;
/** Text that looks like base64 data (long, with a digit): as a key with no value, likely a value split at its padding. */
export const BASE64_RUN = /^(?=[^]*[0-9])[A-Za-z0-9+/]{12,}$/;
/** U+FFFD: what bytes that are not UTF-8 become when Node decodes argv. */
const REPLACEMENT_CHARACTER = '\uFFFD';

const NOT_SHOWN = "(the text before '=' is not shown: it may hold a secret)";

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Why `text` (everything before the first `=`) is not a key, without showing it: it may be part of a secret.
 * `whole` is the full argument or line, to recognise a URL given without its `KEY=`.
 */
export function invalidKeyMessage(text: string, whole: string): string {
  const hint = URL_LIKE.test(whole.trim()) ? ' — looks like a URL: did you mean KEY=<url>?' : '';
  const length = text.length > SECRET_KEY_MAX ? `, ${text.length} characters,` : '';
  return `invalid key: keys are 1–${SECRET_KEY_MAX} letters, numbers, _ and - (the text before '='${length} is not shown: it may hold a secret)${hint}`;
}

/** Validates one split pair; returns the issue text (without position prefix) or null. */
function pairProblem(key: string, value: string, whole: string): { message: string; key?: string } | null {
  if (key.length === 0) return { message: 'empty key; both key and value must be provided (KEY=value)' };
  if (validateSecretKey(key)) return { message: invalidKeyMessage(key, whole) };
  if (value.length === 0) return { message: `empty value for key "${key}"; both key and value must be provided`, key };
  return null;
}

/**
 * What a file would refuse but a bare split lets through, for one argument (null: fine). A base64 value given
 * without `KEY=` splits at its first `=`: `…PUA==` becomes key `…PUA` with value `=` (or, with one `=`, an empty value
 * whose key is the data); the key is then the secret, so it is not named. U+FFFD stands for bytes that were not UTF-8
 * (Node decodes argv replacing them); a literal U+FFFD cannot be told apart from them, so it is refused too, and -f
 * (which reads bytes, refuses invalid ones by line and keeps a real U+FFFD) is the way to send it.
 */
function argumentProblem(arg: string, split: { key: string; value: string; quoted: boolean }): string | null {
  if (arg.includes(REPLACEMENT_CHARACTER)) {
    return (
      'holds U+FFFD, the character bytes that are not valid UTF-8 turn into, so it cannot be sent as typed ' +
      '(the argument is not shown); put the pair in a file and use -f FILE (or -f - for stdin): a file is read as bytes'
    );
  }
  if (!split.quoted && PADDING_ONLY.test(split.value)) {
    return `the value is only '=' padding: a base64 value given without KEY=? give it as KEY=<value> ${NOT_SHOWN}`;
  }
  if (split.value === '' && BASE64_RUN.test(split.key)) {
    return `empty value, and the text before '=' looks like base64 data: a base64 value given without KEY=? give it as KEY=<value> ${NOT_SHOWN}`;
  }
  return null;
}

/** Pairs given as command-line arguments. */
export function parseKeyValueArgs(args: readonly string[]): KeyValueParseResult {
  const pairs: Record<string, string> = Object.create(null);
  const errors: ParseIssue[] = [];
  args.forEach((arg, index) => {
    const position = index + 1;
    const split = splitPair(arg);
    if (!split.ok) {
      registerSecret(arg);
      const hint = URL_LIKE.test(arg.trim()) ? ' — looks like a URL: did you mean KEY=<url>?' : '';
      errors.push({
        line: position,
        message: `argument ${position}: missing '=' separator; secrets must be given as KEY=value${hint}`,
      });
      return;
    }
    registerSecret(split.value);
    const refused = argumentProblem(arg, split);
    const problem = refused !== null ? { message: refused } : pairProblem(split.key, split.value, arg);
    if (problem) {
      if (!problem.key) [arg, split.key].forEach(registerSecret);
      errors.push({
        line: position,
        ...(problem.key ? { key: problem.key } : {}),
        message: `argument ${position}: ${problem.message}`,
      });
      return;
    }
    pairs[split.key] = split.value;
  });
  return { pairs: { ...pairs }, errors };
}

/**
 * A KEY=value file with the official CLI's rules (`fileLabel` is used in messages, e.g. the path as the user typed
 * it). Kept for library users who want those rules; agentdeck's own `-f` and the app's `l` read a file as
 * python-dotenv does (dotenv/), which is what the agent itself reads.
 */
export function parseKeyValueFile(text: string, fileLabel: string): KeyValueFileParseResult {
  const pairs: Record<string, string> = Object.create(null);
  const errors: ParseIssue[] = [];
  let skipped = 0;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  // A trailing newline does not make an extra (blank) line worth counting.
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed.length === 0 || trimmed.startsWith('#')) {
      skipped++;
      return;
    }
    const split = splitPair(trimmed);
    if (!split.ok) {
      registerSecret(trimmed);
      errors.push({ line, message: `line ${line}: missing '=' in ${fileLabel}; each line must be KEY=value` });
      return;
    }
    registerSecret(split.value);
    const problem = pairProblem(split.key, split.value, trimmed);
    if (problem) {
      if (!problem.key) [trimmed, split.key].forEach(registerSecret);
      errors.push({ line, ...(problem.key ? { key: problem.key } : {}), message: `line ${line}: ${problem.message}` });
      return;
    }
    pairs[split.key] = split.value;
  });
  if (errors.length === 0 && Object.keys(pairs).length === 0) {
    errors.push({ message: `no valid secrets found in ${fileLabel}` });
  }
  return { pairs: { ...pairs }, errors, skipped };
}
