// Finds and reads agentdeck.toml strictly: TOML through smol-toml (the parser config/ already uses), then every
// table and key checked against schema.ts — an unknown key is refused with the nearest known one, every problem
// carries the line and column, and no message ever echoes a value (smol-toml's own error text holds a block of the
// source, so it is never shown: the reason and position are taken from it, the text is not).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parse, TomlError } from 'smol-toml';
import { checkProject } from './check.js';
import { ProjectError, type Project, type ProjectProblem } from './model.js';

export const PROJECT_FILE = 'agentdeck.toml';
/** The project file's size limit: a project file is a page of text. */
export const MAX_PROJECT_BYTES = 1024 * 1024;

export interface FindOptions {
  /** `--project FILE`. */
  explicit?: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** The project file: --project, else AGENTDECK_PROJECT, else agentdeck.toml in the directory or a parent. */
export function findProjectFile(opts: FindOptions = {}): string {
  const cwd = opts.cwd ?? process.cwd();
  const given = opts.explicit ?? (opts.env?.AGENTDECK_PROJECT?.trim() || undefined);
  const from = opts.explicit !== undefined ? '--project' : 'AGENTDECK_PROJECT';
  if (given !== undefined) {
    const path = resolve(cwd, given);
    if (!existsSync(path) || !statSync(path).isFile())
      throw new ProjectError(
        [{ severity: 'error', message: `${from}: no project file at ${path}` }],
        'PROJECT_NOT_FOUND',
      );
    return path;
  }
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const path = join(dir, PROJECT_FILE);
    if (existsSync(path) && statSync(path).isFile()) return path;
    if (dirname(dir) === dir) break;
  }
  throw new ProjectError(
    [
      {
        severity: 'error',
        message: `no ${PROJECT_FILE} in ${resolve(cwd)} or a parent directory; write one with \`agentdeck init\`, or name it with --project FILE or AGENTDECK_PROJECT`,
      },
    ],
    'PROJECT_NOT_FOUND',
  );
}

/** A TOML syntax error as words: its reason when it is one of the parser's fixed phrases, never source text. */
function syntaxProblem(error: TomlError, file: string): ProjectProblem {
  const reason = error.message.replace(/^Invalid TOML document: /, '').split('\n')[0];
  const safe = /^[a-z][a-z ,.:-]{0,80}$/i.test(reason) ? `: ${reason}` : '';
  return { severity: 'error', file, line: error.line, column: error.column, message: `not valid TOML${safe}` };
}

/** Reads and checks the project file; throws ProjectError (every problem) when it has any error. */
export function readProject(path: string): { project: Project; warnings: ProjectProblem[] } {
  const file = isAbsolute(path) ? path : resolve(path);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ProjectError([{ severity: 'error', file, message: `cannot be read (${code})` }], 'PROJECT_NOT_FOUND');
  }
  if (bytes.length > MAX_PROJECT_BYTES)
    throw new ProjectError([{ severity: 'error', file, message: 'larger than 1 MiB: not a project file' }]);
  return parseProject(bytes.toString('utf8'), file);
}

/** The same as readProject, from text (`file` names it in messages and anchors relative paths). */
export function parseProject(source: string, file: string): { project: Project; warnings: ProjectProblem[] } {
  let doc: Record<string, unknown>;
  try {
    doc = parse(source) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) throw new ProjectError([syntaxProblem(error, file)]);
    throw new ProjectError([{ severity: 'error', file, message: 'not valid TOML' }]);
  }
  return checkProject(doc, source, file);
}
