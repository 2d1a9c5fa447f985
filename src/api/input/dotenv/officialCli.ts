// What `pipecat cloud secrets set NAME -f FILE` (the official CLI) would store from the same file, and where that
// differs from python-dotenv's reading, which agentdeck keeps. The official CLI reads line by line: strip the line,
// skip blank lines and lines starting with `#`, refuse the whole file at a line without `=` or with an empty key or
// value, split at the first `=`, strip both sides, remove one pair of surrounding double quotes — nothing else
// (single quotes, ` # comments`, backslash escapes, `export ` and `${…}` are kept as typed). Pure: text in, notes
// out. Notes name keys and rules, never a value, and never a key python-dotenv did not read (a line inside a
// multi-line value that the official CLI takes for KEY=value holds a piece of that value).
import type { Binding } from './parse.js';
import { toUniversalNewlines } from './parse.js';

/** Python's str.strip() with no arguments (str.isspace characters). */
const PY_STRIP =
  /^[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/gu;
const pyStrip = (text: string): string => text.replace(PY_STRIP, '');

export type OfficialCliRead =
  { ok: true; pairs: Map<string, { value: string; line: number }> } | { ok: false; line: number; rule: string };

/** The file as the official CLI's `secrets set -f` reads it (later duplicates win, as in its dict). */
export function readAsOfficialCli(text: string): OfficialCliRead {
  const pairs = new Map<string, { value: string; line: number }>();
  const lines = toUniversalNewlines(text).split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = pyStrip(lines[index]);
    if (line === '' || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq < 0) return { ok: false, line: index + 1, rule: "has no '='" };
    const key = pyStrip(line.slice(0, eq));
    let value = pyStrip(line.slice(eq + 1));
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (key === '' || value === '') return { ok: false, line: index + 1, rule: 'has an empty key or value' };
    pairs.set(key, { value, line: index + 1 });
  }
  return { ok: true, pairs };
}

export const OFFICIAL_CLI_REASONS = {
  quotes: 'quotes kept by the official CLI',
  comment: 'inline comment kept by the official CLI',
  escape: 'escape sequence kept as typed by the official CLI (\\t stays two characters)',
  interpolated: '${…} kept as typed by the official CLI',
  multilineRefused: 'multi-line value refused by the official CLI',
  multilineCut: 'multi-line value: the official CLI keeps its first line only',
  exported: "export prefix: the official CLI keeps 'export ' in the key",
  quotedKey: 'quoted key: the official CLI keeps the quotes in the key',
  otherLine: 'the official CLI takes it from another line (inside a multi-line value)',
  other: 'read differently by the official CLI',
} as const;

export interface OfficialCliDifference {
  key: string;
  reasons: string[];
}

export interface OfficialCliComparison {
  /** The official CLI refuses the whole file at this line (the rule says why), storing nothing. */
  refused?: { line: number; rule: string };
  /** Keys python-dotenv reads whose stored value the official CLI would not give (or not store at all). */
  differences: OfficialCliDifference[];
  /** How many keys the official CLI would make from lines inside a multi-line value (never named: pieces of it). */
  extraKeys: number;
}

/** The statement that gave each key its final value. */
function lastBindings(bindings: readonly Binding[]): Map<string, Binding> {
  const last = new Map<string, Binding>();
  for (const binding of bindings) if (binding.key !== null && binding.value !== null) last.set(binding.key, binding);
  return last;
}

function reasonsFor(
  binding: Binding,
  interpolated: boolean,
  official: { value: string; line: number } | undefined,
): string[] {
  const form = binding.form;
  if (!form) return [OFFICIAL_CLI_REASONS.other];
  if (official === undefined) {
    if (form.exported) return [OFFICIAL_CLI_REASONS.exported];
    if (form.quotedKey) return [OFFICIAL_CLI_REASONS.quotedKey];
    return [OFFICIAL_CLI_REASONS.other];
  }
  if (official.line !== binding.line) return [OFFICIAL_CLI_REASONS.otherLine];
  const reasons: string[] = [];
  if (form.multiline) reasons.push(OFFICIAL_CLI_REASONS.multilineCut);
  if (!form.multiline && form.quote !== null && (official.value.startsWith("'") || official.value.startsWith('"')))
    reasons.push(OFFICIAL_CLI_REASONS.quotes);
  if (form.comment) reasons.push(OFFICIAL_CLI_REASONS.comment);
  if (form.escaped) reasons.push(OFFICIAL_CLI_REASONS.escape);
  if (interpolated) reasons.push(OFFICIAL_CLI_REASONS.interpolated);
  return reasons.length > 0 ? reasons : [OFFICIAL_CLI_REASONS.other];
}

/**
 * Compares python-dotenv's reading (`stored`: the pairs agentdeck would write, `bindings`: the parsed statements,
 * `interpolated`: keys whose `${…}` was expanded) with the official CLI's reading of the same `text`.
 */
export function compareWithOfficialCli(
  text: string,
  bindings: readonly Binding[],
  stored: Readonly<Record<string, string>>,
  interpolated: readonly string[],
): OfficialCliComparison {
  const official = readAsOfficialCli(text);
  const last = lastBindings(bindings);
  const expanded = new Set(interpolated);
  const differences: OfficialCliDifference[] = [];
  if (!official.ok) {
    for (const key of Object.keys(stored)) {
      const binding = last.get(key);
      if (binding?.form?.multiline) differences.push({ key, reasons: [OFFICIAL_CLI_REASONS.multilineRefused] });
    }
    return { refused: { line: official.line, rule: official.rule }, differences, extraKeys: 0 };
  }
  for (const [key, value] of Object.entries(stored)) {
    const theirs = official.pairs.get(key);
    if (theirs?.value === value) continue;
    const binding = last.get(key);
    differences.push({
      key,
      reasons: binding ? reasonsFor(binding, expanded.has(key), theirs) : [OFFICIAL_CLI_REASONS.other],
    });
  }
  // A key the official CLI makes on a line where a statement starts is that statement's key spelled its way
  // (`export A`, `'A'`), already named above; the others come from lines inside a multi-line value.
  const statementLines = new Set(bindings.map((b) => b.line));
  let extraKeys = 0;
  for (const [key, { line }] of official.pairs) {
    if (!Object.prototype.hasOwnProperty.call(stored, key) && !statementLines.has(line)) extraKeys++;
  }
  return { differences, extraKeys };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The comparison as lines of text for a preview (none when both tools store the same): keys and rules only. */
export function officialCliNotes(comparison: OfficialCliComparison | undefined): string[] {
  if (!comparison) return [];
  const { refused, differences, extraKeys } = comparison;
  if (!refused && differences.length === 0 && extraKeys === 0) return [];
  const notes: string[] = [];
  // Short lines: the app shows each on one row of an 80-column terminal.
  if (refused)
    notes.push(`≠ pipecat cloud secrets set -f would refuse this file: line ${refused.line} ${refused.rule}`);
  else
    notes.push(`≠ pipecat cloud secrets set -f would store ${plural(differences.length, 'key', 'keys')} differently:`);
  const byReason = new Map<string, string[]>();
  for (const { key, reasons } of differences) {
    for (const reason of reasons) {
      const keys = byReason.get(reason);
      if (keys) keys.push(key);
      else byReason.set(reason, [key]);
    }
  }
  for (const [reason, keys] of byReason) notes.push(`  ${reason}: ${keys.join(', ')}`);
  if (extraKeys > 0)
    notes.push(`  and ${plural(extraKeys, 'key', 'keys')} more, made of lines inside a multi-line value (not named)`);
  return notes;
}
