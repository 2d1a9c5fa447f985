// The project expanded: each environment × region with the real names of its sets, image pull secrets and agents
// (templates rendered, then checked: a name the service would refuse names its template; two entries that end up
// with one real name in one organization are refused). Pure.
import { validateSetName } from '../api/validation.js';
import type { EnvironmentSpec, Project, ProjectProblem } from './model.js';
import { NAME_PLACEHOLDERS } from './schema.js';

export interface SetTarget {
  /** The logical name (its [sets.NAME]). */
  logical: string;
  env: string;
  region: string;
  /** The real set name. */
  name: string;
}

export interface PullSecretTarget extends SetTarget {
  host: string;
  credentialsEnv: string;
}

export interface AgentTarget {
  logical: string;
  env: string;
  region: string;
  name: string;
  /** The real name of the set it should bind (absent: the file says none). */
  set?: string;
  /** Its logical name. */
  setLogical?: string;
  pullSecret?: string;
}

export interface EnvironmentTargets {
  env: EnvironmentSpec;
  sets: SetTarget[];
  pullSecrets: PullSecretTarget[];
  agents: AgentTarget[];
}

/** The default template: `{name}` where the entry is in one region of the environment, `{name}-{region}` in several. */
export function defaultTemplate(regionCount: number): string {
  return regionCount > 1 ? '{name}-{region}' : '{name}';
}

/** Renders a template; an unknown placeholder is returned as a problem (its text is the file's, not a value). */
export function renderTemplate(
  template: string,
  vars: { name: string; env: string; region: string },
): { name: string } | { problem: string } {
  let problem: string | undefined;
  const name = template.replace(/\{([^{}]*)\}/g, (_, key: string) => {
    if ((NAME_PLACEHOLDERS as readonly string[]).includes(key)) return vars[key as keyof typeof vars];
    problem ??= `unknown placeholder {${key}} (known: ${NAME_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})`;
    return '';
  });
  return problem ? { problem } : { name };
}

interface Entry {
  name: string;
  nameTemplate?: string;
  environments?: string[];
  regions?: string[];
  at: { line: number; column: number };
}

/** The environments selected (`-e`), in the file's order; unknown names are problems. */
export function selectEnvironments(
  project: Project,
  only?: readonly string[],
): { envs: EnvironmentSpec[]; problems: string[] } {
  if (!only || only.length === 0) return { envs: project.environments, problems: [] };
  const names = project.environments.map((e) => e.name);
  const problems = only
    .filter((n) => !names.includes(n))
    .map((n) => `-e ${n}: no environment '${n}' in ${project.path} (it has: ${names.join(', ')})`);
  return { envs: project.environments.filter((e) => only.includes(e.name)), problems };
}

/** Every environment's targets; problems (errors) for names that cannot be. */
export function expandProject(
  project: Project,
  only?: readonly string[],
): { environments: EnvironmentTargets[]; problems: ProjectProblem[] } {
  const problems: ProjectProblem[] = [];
  const { envs, problems: unknownEnvs } = selectEnvironments(project, only);
  for (const message of unknownEnvs) problems.push({ severity: 'error', message });
  const err = (entry: Entry, message: string) =>
    problems.push({ severity: 'error', file: project.path, line: entry.at.line, column: entry.at.column, message });

  /** Where an entry is, and its real name there. */
  const place = (kind: string, entry: Entry, env: EnvironmentSpec): Array<{ region: string; name: string }> => {
    if (entry.environments && !entry.environments.includes(env.name)) return [];
    const regions = entry.regions ? entry.regions.filter((r) => env.regions.includes(r)) : env.regions;
    if (regions.length === 0) {
      err(
        entry,
        `'${kind}.${entry.name}': none of its regions (${entry.regions?.join(', ')}) is a region of environment '${env.name}' (${env.regions.join(', ')})`,
      );
      return [];
    }
    const template = entry.nameTemplate ?? project.defaults.nameTemplate ?? defaultTemplate(regions.length);
    const out: Array<{ region: string; name: string }> = [];
    for (const region of regions) {
      const rendered = renderTemplate(template, { name: entry.name, env: env.name, region });
      if ('problem' in rendered) {
        err(entry, `'${kind}.${entry.name}': the name template '${template}': ${rendered.problem}`);
        return [];
      }
      const invalid = validateSetName(rendered.name);
      if (invalid) {
        err(
          entry,
          `'${kind}.${entry.name}': the name template '${template}' makes '${rendered.name}' in ${env.name}/${region}, which is not a valid name: ${invalid}`,
        );
        return [];
      }
      out.push({ region, name: rendered.name });
    }
    return out;
  };

  const environments: EnvironmentTargets[] = envs.map((env) => {
    const sets = project.sets.flatMap((s) =>
      place('sets', s, env).map((p) => ({ logical: s.name, env: env.name, ...p })),
    );
    const pullSecrets = project.pullSecrets.flatMap((s) =>
      place('pull_secrets', s, env).map((p) => ({
        logical: s.name,
        env: env.name,
        ...p,
        host: s.host,
        credentialsEnv: s.credentialsEnv,
      })),
    );
    const agents = project.agents.flatMap((a) =>
      place('agents', a, env).flatMap((p) => {
        const set = a.set !== undefined ? sets.find((s) => s.logical === a.set && s.region === p.region) : undefined;
        const pull =
          a.pullSecret !== undefined
            ? pullSecrets.find((s) => s.logical === a.pullSecret && s.region === p.region)
            : undefined;
        if (a.set !== undefined && !set) {
          err(
            a,
            `'agents.${a.name}' binds set '${a.set}', which is not in ${env.name}/${p.region} (see its environments and regions)`,
          );
          return [];
        }
        if (a.pullSecret !== undefined && !pull) {
          err(a, `'agents.${a.name}' binds pull secret '${a.pullSecret}', which is not in ${env.name}/${p.region}`);
          return [];
        }
        return [
          {
            logical: a.name,
            env: env.name,
            ...p,
            ...(set ? { set: set.name, setLogical: set.logical } : {}),
            ...(pull ? { pullSecret: pull.name } : {}),
          },
        ];
      }),
    );
    return { env, sets, pullSecrets, agents };
  });

  // One real name per organization: sets and pull secrets share a namespace, agents have theirs.
  const byOrg = new Map<string, EnvironmentTargets[]>();
  for (const e of environments) byOrg.set(e.env.organization, [...(byOrg.get(e.env.organization) ?? []), e]);
  for (const [org, group] of byOrg) {
    const seen = new Map<string, string>();
    const claim = (space: string, name: string, who: string, entry: Entry | undefined) => {
      const key = `${space}\u0000${name}`;
      const first = seen.get(key);
      if (first === undefined) return void seen.set(key, who);
      if (first === who) return;
      const message = `${first} and ${who} both map to the ${space === 'agent' ? 'agent' : 'set'} name '${name}' in organization '${org}': give one a different name template`;
      if (entry) err(entry, message);
      else problems.push({ severity: 'error', file: project.path, message });
    };
    for (const e of group) {
      for (const s of e.sets)
        claim(
          'set',
          s.name,
          `'sets.${s.logical}' (${s.env}/${s.region})`,
          project.sets.find((x) => x.name === s.logical),
        );
      for (const s of e.pullSecrets)
        claim(
          'set',
          s.name,
          `'pull_secrets.${s.logical}' (${s.env}/${s.region})`,
          project.pullSecrets.find((x) => x.name === s.logical),
        );
      for (const a of e.agents)
        claim(
          'agent',
          a.name,
          `'agents.${a.logical}' (${a.env}/${a.region})`,
          project.agents.find((x) => x.name === a.logical),
        );
    }
  }
  return { environments, problems };
}
