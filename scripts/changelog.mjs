#!/usr/bin/env node
// A version's section of CHANGELOG.md (Keep a Changelog: `## [1.2.0] - 2026-12-01` headings), for the release's
// notes (.github/workflows/release.yml):
//   node scripts/changelog.mjs notes v1.2.0    prints the section's text; exit 1 when there is none or it is empty
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADING = /^## \[([^\]]+)\](?:\s+-\s+(\d{4}-\d{2}-\d{2}))?\s*$/;

/** The text under `version`'s heading (a leading `v` is dropped), up to the next; undefined when there is none. */
export function sectionOf(changelog, version) {
  const wanted = version.replace(/^v/, '');
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => HEADING.exec(line)?.[1] === wanted);
  if (start === -1) return undefined;
  const rest = lines.slice(start + 1);
  // Up to the next version's heading or the link references at the end ([1.2.0]: https://…).
  const end = rest.findIndex((line) => HEADING.test(line) || /^\[[^\]]+\]:\s/.test(line));
  return (end === -1 ? rest : rest.slice(0, end)).join('\n').trim();
}

/** The date a released version's heading carries (undefined for [Unreleased] or none). */
export function dateOf(changelog, version) {
  const wanted = version.replace(/^v/, '');
  for (const line of changelog.split(/\r?\n/)) {
    const match = HEADING.exec(line);
    if (match?.[1] === wanted) return match[2];
  }
  return undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, version, file = join(fileURLToPath(new URL('..', import.meta.url)), 'CHANGELOG.md')] =
    process.argv.slice(2);
  if (command !== 'notes' || !version) {
    process.stderr.write('usage: node scripts/changelog.mjs notes VERSION [CHANGELOG.md]\n');
    process.exit(2);
  }
  const section = sectionOf(readFileSync(file, 'utf8'), version);
  if (!section) {
    process.stderr.write(
      `changelog: CHANGELOG.md has no section for ${version.replace(/^v/, '')} (or it is empty): add "## [${version.replace(/^v/, '')}] - YYYY-MM-DD" with what changed\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`${section}\n`);
}
