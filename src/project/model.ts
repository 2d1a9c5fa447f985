// The project as data: what agentdeck.toml says (read.ts reads it), and the problems found in it. Pure types and
// the error that carries the problems; nothing here reads a file or the network.
import type { Position } from './locate.js';

export type ValuesFrom = 'file' | 'env';

export interface EnvironmentSpec {
  name: string;
  organization: string;
  regions: string[];
  protected: boolean;
  /** The variable holding a user token (PAT) for this environment. */
  tokenEnv?: string;
  /** The variable holding a private API key for this environment. */
  apiKeyEnv?: string;
  values: ValuesFrom;
  /** A path template relative to the project file's directory ({env}). */
  envFile: string;
  /** With values = "env": the variable name template ({key}, {env}, {ENV}). */
  variable: string;
  at: Position;
}

interface Placed {
  /** The logical name (the table's name in the file). */
  name: string;
  /** The real-name template, when the file gives one. */
  nameTemplate?: string;
  /** Environments it is in (undefined: all). */
  environments?: string[];
  /** Regions it is in (undefined: each environment's). */
  regions?: string[];
  at: Position;
}

export interface SetSpec extends Placed {
  required?: string[];
  /** A .env-style file whose key names are the required keys ({env} allowed), relative to the project file. */
  example?: string;
}

export interface PullSecretSpec extends Placed {
  host: string;
  credentialsEnv: string;
}

export interface AgentSpec extends Placed {
  set?: string;
  pullSecret?: string;
}

export interface Project {
  /** The file read (absolute). */
  path: string;
  /** Its directory: relative paths in it are relative to this. */
  dir: string;
  defaults: { nameTemplate?: string; envFile: string };
  environments: EnvironmentSpec[];
  sets: SetSpec[];
  pullSecrets: PullSecretSpec[];
  agents: AgentSpec[];
}

export interface ProjectProblem {
  severity: 'error' | 'warning';
  /** The file the problem is in (the project file, or a .env file), when it is about one. */
  file?: string;
  line?: number;
  column?: number;
  message: string;
}

/** The project file (or a source it names) cannot be used: every problem, nothing written. */
export class ProjectError extends Error {
  readonly code: string;
  constructor(
    readonly problems: ProjectProblem[],
    code: 'PROJECT_INVALID' | 'PROJECT_NOT_FOUND' | 'PROJECT_SOURCE' = 'PROJECT_INVALID',
  ) {
    const errors = problems.filter((p) => p.severity === 'error');
    super(
      errors.length === 1
        ? problemText(errors[0])
        : `${errors.length} problems; nothing was done:\n${problems.map((p) => `  ${problemText(p)}`).join('\n')}`,
    );
    this.name = 'ProjectError';
    this.code = code;
  }
}

/** One problem as one line: `agentdeck.toml:12:3: error: …`. */
export function problemText(p: ProjectProblem): string {
  const where = p.file
    ? `${p.file}${p.line !== undefined ? `:${p.line}${p.column !== undefined ? `:${p.column}` : ''}` : ''}: `
    : '';
  return `${where}${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`;
}
