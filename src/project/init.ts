// `agentdeck init`'s file, from what the cloud holds now (pure: the reads are the command's): one environment per
// organization, its regions (where its sets and agents are), each set once under its logical name (`app-us-west`
// and `app-us-east` are `app` in two regions) with the key names it holds, image pull secrets, and agents with the
// set and pull secret they bind. Values cannot be read back: `.env.{env}.example` files list the key names only.
import { SCHEMA_ID } from './jsonSchema.js';
import { defaultTemplate } from './targets.js';

export interface InitSet {
  name: string;
  region: string;
  type: 'secret' | 'imagePullSecret';
  keys: string[];
}

export interface InitAgent {
  name: string;
  region: string;
  secretSets: string[];
  imagePullSecret?: string;
}

export interface InitEnvironment {
  env: string;
  organization: string;
  sets: InitSet[];
  agents: InitAgent[];
  /** When the organization has neither sets nor agents: its default region. */
  defaultRegion?: string;
}

/** The logical name of a real one: `app-us-west` in us-west is `app`. */
export function logicalName(name: string, region: string): string {
  return name.endsWith(`-${region}`) && name.length > region.length + 1 ? name.slice(0, -(region.length + 1)) : name;
}

const q = (s: string) => JSON.stringify(s);
const list = (xs: readonly string[]) => `[${xs.map(q).join(', ')}]`;

interface Logical {
  name: string;
  /** env → region → real name. */
  where: Map<string, Map<string, string>>;
  keys: Set<string>;
  set?: string;
  pullSecret?: string;
  /** Why `set` is written as a comment: the cloud binds it across regions, which the file cannot say. */
  setLeftOut?: string;
}

function group<T extends { name: string; region: string }>(
  envs: readonly InitEnvironment[],
  pick: (e: InitEnvironment) => readonly T[],
  add: (l: Logical, item: T, env: InitEnvironment) => void,
): Map<string, Logical> {
  const out = new Map<string, Logical>();
  for (const e of envs) {
    for (const item of pick(e)) {
      const name = logicalName(item.name, item.region);
      let l = out.get(name);
      if (!l) out.set(name, (l = { name, where: new Map(), keys: new Set() }));
      const regions = l.where.get(e.env) ?? new Map<string, string>();
      regions.set(item.region, item.name);
      l.where.set(e.env, regions);
      add(l, item, e);
    }
  }
  return out;
}

/** `name`, `environments` and `regions` lines where the defaults would not give the real names. */
function placement(l: Logical, envs: readonly InitEnvironment[], regionsOf: Map<string, string[]>): string[] {
  const lines: string[] = [];
  const inEnvs = envs.filter((e) => l.where.has(e.env)).map((e) => e.env);
  if (inEnvs.length < envs.length) lines.push(`environments = ${list(inEnvs)}`);
  const regionSets = inEnvs.map((env) => [...l.where.get(env)!.keys()].sort());
  const first = regionSets[0] ?? [];
  const allSame = regionSets.every((r) => r.join() === first.join());
  const everywhere = inEnvs.every((env, i) => regionSets[i].join() === [...(regionsOf.get(env) ?? [])].sort().join());
  if (!everywhere && allSame) lines.push(`regions = ${list(first)}`);
  // The template the real names follow, when the default would not make them.
  const names = inEnvs.flatMap((env) =>
    [...l.where.get(env)!].map(([region, real]) => ({ region, real, count: l.where.get(env)!.size })),
  );
  const fits = (template: (region: string, count: number) => string) =>
    names.every((n) => template(n.region, n.count) === n.real);
  const byDefault = (region: string, count: number) =>
    defaultTemplate(count).replace('{name}', l.name).replace('{region}', region);
  if (!fits(byDefault)) {
    if (fits(() => l.name)) lines.push(`name = "{name}"`);
    else if (fits((region) => `${l.name}-${region}`)) lines.push(`name = "{name}-{region}"`);
  }
  return lines;
}

export interface InitFiles {
  toml: string;
  /** env → the text of `.env.{env}.example`. */
  examples: Map<string, string>;
  notes: string[];
}

export function initFiles(envs: readonly InitEnvironment[]): InitFiles {
  const notes: string[] = [];
  const regionsOf = new Map<string, string[]>();
  for (const e of envs) {
    const regions = [...new Set([...e.sets.map((s) => s.region), ...e.agents.map((a) => a.region)])].sort();
    regionsOf.set(e.env, regions.length > 0 ? regions : [e.defaultRegion ?? 'us-west']);
  }
  const sets = group(
    envs,
    (e) => e.sets.filter((s) => s.type === 'secret'),
    (l, s) => s.keys.forEach((k) => l.keys.add(k)),
  );
  const pulls = group(
    envs,
    (e) => e.sets.filter((s) => s.type === 'imagePullSecret'),
    () => {},
  );
  const realToLogical = (env: string, real: string, from: Map<string, Logical>) =>
    [...from.values()].find((l) => [...(l.where.get(env)?.values() ?? [])].includes(real))?.name;
  const agents = group(
    envs,
    (e) => e.agents,
    (l, a, e) => {
      const bound = a.secretSets[0] !== undefined ? realToLogical(e.env, a.secretSets[0], sets) : undefined;
      if (bound) l.set ??= bound;
      // A set in another region than the agent (a binding the service should refuse): the file cannot express it,
      // and `plan` would refuse the whole file. Left out as a comment, said once.
      if (bound && l.setLeftOut === undefined && !sets.get(bound)?.where.get(e.env)?.has(a.region)) {
        l.setLeftOut = `${bound} is not in ${e.env}/${a.region}`;
        notes.push(
          `agent ${a.name} (${e.env}, ${a.region}) binds set ${bound}, which is not in its region: written as a comment (fix the binding, then uncomment it)`,
        );
      }
      if (a.secretSets.length > 1)
        notes.push(`agent ${a.name} (${e.env}) binds several sets; the file keeps the first`);
      const pull = a.imagePullSecret !== undefined ? realToLogical(e.env, a.imagePullSecret, pulls) : undefined;
      if (pull) l.pullSecret ??= pull;
    },
  );

  const out: string[] = [
    `#:schema ${SCHEMA_ID}`,
    '# agentdeck.toml: what each environment should hold (docs/projects.md). Written by `agentdeck init` from the',
    '# cloud; values are never in this file: they come from .env.{env} (see the .env.{env}.example files) or from',
    '# variables of the environment (values = "env").',
    '',
  ];
  for (const e of envs) {
    out.push(
      `[environments.${e.env}]`,
      `organization = ${q(e.organization)}`,
      `regions = ${list(regionsOf.get(e.env)!)}`,
      '',
    );
  }
  for (const l of sets.values()) {
    out.push(`[sets.${l.name}]`, ...placement(l, envs, regionsOf), `required = ${list([...l.keys].sort())}`, '');
  }
  for (const l of pulls.values()) {
    const variable = `${l.name.toUpperCase().replace(/-/g, '_')}_CREDENTIALS`;
    out.push(
      `[pull_secrets.${l.name}]`,
      ...placement(l, envs, regionsOf),
      '# The registry host cannot be read back: write it here.',
      `host = "registry.example.com"`,
      `credentials_env = ${q(variable)}`,
      '',
    );
  }
  for (const l of agents.values()) {
    out.push(
      `[agents.${l.name}]`,
      ...placement(l, envs, regionsOf),
      ...(l.set && l.setLeftOut !== undefined
        ? [`# set = ${q(l.set)}  (left out: ${l.setLeftOut}; agentdeck plan refuses a binding across regions)`]
        : l.set
          ? [`set = ${q(l.set)}`]
          : []),
      ...(l.pullSecret ? [`pull_secret = ${q(l.pullSecret)}`] : []),
      '',
    );
  }
  const examples = new Map<string, string>();
  for (const e of envs) {
    const lines = [
      `# Key names of environment ${e.env}: copy to .env.${e.env} and fill in the values (never commit it).`,
    ];
    for (const l of sets.values()) {
      if (!l.where.has(e.env)) continue;
      lines.push(`# set ${l.name}`, ...[...l.keys].sort().map((k) => `${k}=`));
    }
    examples.set(e.env, `${lines.join('\n')}\n`);
  }
  return { toml: `${out.join('\n').trimEnd()}\n`, examples, notes };
}
