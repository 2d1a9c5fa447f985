// Loading a `.env` file into a set (read as python-dotenv reads it, api/dotenv): the preview of keys to add /
// overwrite, of values that were interpolated, and of refused lines — a file with any refused line loads nothing.
// Parsed values stay in the preview object (owned by the key editor's state) until applied or cancelled.
import { Box, Text } from 'ink';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import type { EnvFileParseResult } from '../../api/input/dotenv/index.js';
import { officialCliNotes } from '../../api/input/dotenv/officialCli.js';
import type { ParseIssue } from '../../api/input/keyValue.js';
import { theme } from '../../components/theme.js';

export interface FilePreview {
  path: string;
  /** Parsed values: held here only until applied or cancelled. */
  pairs: Record<string, string>;
  add: string[];
  overwrite: string[];
  /** Keys whose value had a `${…}` expanded. */
  interpolated: string[];
  /** Refused lines: when there is any, nothing of the file can be loaded. */
  errors: ParseIssue[];
  /** Where `pipecat cloud secrets set -f` would store the file differently: keys and rules, never values. */
  officialCli?: string[];
}

/** `~` and `~/…` expanded, then resolved against the working directory. */
export function expandPath(p: string): string {
  const t = p.trim();
  return resolve(t === '~' ? homedir() : t.startsWith('~/') ? homedir() + t.slice(1) : t);
}

export function buildPreview(path: string, parsed: EnvFileParseResult, known: ReadonlySet<string>): FilePreview {
  const keys = Object.keys(parsed.pairs);
  return {
    path,
    pairs: parsed.pairs,
    add: keys.filter((k) => !known.has(k)),
    overwrite: keys.filter((k) => known.has(k)),
    interpolated: parsed.interpolated,
    errors: parsed.errors,
    officialCli: officialCliNotes(parsed.officialCli),
  };
}

export function PreviewView({
  preview,
  clashes,
  draft,
  setName,
  height,
}: {
  preview: FilePreview;
  /** Keys of the file that already carry a different staged edit. */
  clashes: readonly string[];
  draft: Readonly<Record<string, { kind: 'set' | 'unset' }>>;
  setName: string;
  height: number;
}) {
  const valid = preview.add.length + preview.overwrite.length;
  const lines: ReactNode[] = [];
  lines.push(
    <Text key="t" bold wrap="truncate-start">
      Load {preview.path} into {setName}
    </Text>,
    <Text key="c" wrap="truncate-end">
      {preview.errors.length > 0
        ? `nothing can be loaded: ${preview.errors.length === 1 ? 'a line' : 'lines'} of the file cannot be used`
        : `${preview.add.length} to add, ${preview.overwrite.length} to overwrite`}
    </Text>,
  );
  if (preview.add.length > 0)
    lines.push(
      <Text key="a" color={theme.success} wrap="truncate-end">
        + add: {preview.add.join(', ')}
      </Text>,
    );
  if (preview.overwrite.length > 0)
    lines.push(
      <Text key="o" color={theme.warning} wrap="truncate-end">
        ~ overwrite: {preview.overwrite.join(', ')}
      </Text>,
    );
  if (preview.interpolated.length > 0)
    lines.push(
      <Text key="i" color={theme.warning} wrap="truncate-end">
        $ interpolated (${'{…}'} expanded as python-dotenv does): {preview.interpolated.join(', ')}
      </Text>,
    );
  preview.officialCli?.forEach((note, i) =>
    lines.push(
      <Text key={`p${i}`} color={theme.warning} wrap="truncate-end">
        {note}
      </Text>,
    ),
  );
  if (valid > 0)
    lines.push(
      <Text key="u" color={theme.muted} wrap="truncate-end">
        (whether an overwritten value is unchanged can't be known: values are never read back)
      </Text>,
    );
  if (clashes.length > 0)
    lines.push(
      <Text key="x" color={theme.error} wrap="wrap">
        ! clashes with your staged edits:{' '}
        {clashes.map((k) => `${k} (staged ${draft[k]?.kind === 'unset' ? 'unset' : 'value differs'})`).join(', ')}
      </Text>,
    );
  for (const [i, e] of preview.errors.entries())
    lines.push(
      <Text key={`e${i}`} color={theme.error} wrap="truncate-end">
        ✖ {e.message}
      </Text>,
    );
  const footer = (
    <Text key="f" bold>
      {valid === 0
        ? 'nothing loaded — fix the file, then l loads it again · esc back'
        : clashes.length > 0
          ? "y take the file's values · k keep my staged edits · n/esc cancel"
          : 'y stage them (sent with s) · n/esc cancel'}
    </Text>
  );
  const room = Math.max(1, height - 1);
  const shown =
    lines.length > room
      ? [...lines.slice(0, room - 1), <Text key="more">… {lines.length - room + 1} more lines</Text>]
      : lines;
  return (
    <Box flexDirection="column">
      {shown}
      {footer}
    </Box>
  );
}
