// The project file reader: strict keys with the nearest one, line and column, never a value echoed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProjectError } from '../../src/project/model.js';
import { findProjectFile, parseProject } from '../../src/project/read.js';
import { expandProject } from '../../src/project/targets.js';
import { tempDir } from '../cli/helpers.js';

const GOOD = `#:schema ./schema/agentdeck.schema.json
[environments.staging]
organization = "staging"
regions = ["us-west", "us-east"]

[environments.prod]
organization = "local"
regions = ["us-west"]
protected = true
token_env = "PCC_TOKEN_PROD"

[sets.app]
required = ["OPENAI_API_KEY"]

[agents.voice-bot]
set = "app"
`;

function problems(source: string) {
  try {
    parseProject(source, '/p/agentdeck.toml');
  } catch (error) {
    expect(error).toBeInstanceOf(ProjectError);
    return (error as ProjectError).problems;
  }
  throw new Error('expected the file to be refused');
}

describe('parseProject', () => {
  it('reads environments, sets and agents', () => {
    const { project } = parseProject(GOOD, '/p/agentdeck.toml');
    expect(project.environments.map((e) => [e.name, e.organization, e.regions, e.protected, e.tokenEnv])).toEqual([
      ['staging', 'staging', ['us-west', 'us-east'], false, undefined],
      ['prod', 'local', ['us-west'], true, 'PCC_TOKEN_PROD'],
    ]);
    expect(project.sets[0]).toMatchObject({ name: 'app', required: ['OPENAI_API_KEY'] });
    expect(project.agents[0]).toMatchObject({ name: 'voice-bot', set: 'app' });
  });

  it('refuses an unknown key with the nearest known one, its line and column', () => {
    const [p] = problems(GOOD.replace('protected = true', 'protectd = true'));
    expect(p.message).toContain("unknown key 'environments.prod.protectd'; did you mean 'protected'?");
    expect([p.line, p.column]).toEqual([9, 1]);
  });

  it('refuses an unknown top-level table with the nearest one', () => {
    const [p] = problems(`${GOOD}\n[agent.x]\nset = "app"\n`);
    expect(p.message).toContain("did you mean 'agents'?");
  });

  it('never echoes a value: a wrong type names the key and the rule only', () => {
    const secret = 'sk-live-THIS-IS-A-SECRET-VALUE';
    const [p] = problems(GOOD.replace('organization = "local"', `organization = ["${secret}"]`));
    expect(p.message).toContain("'environments.prod.organization' must be a string");
    expect(JSON.stringify(p)).not.toContain(secret);
  });

  it('a syntax error gives line and column and no source text', () => {
    const secret = 'sk-live-SYNTAX-SECRET';
    const [p] = problems(`[environments.prod]\norganization = "local\ntoken = ${secret}\n`);
    expect(p.line).toBe(2);
    expect(p.message).toMatch(/^not valid TOML/);
    expect(JSON.stringify(p)).not.toContain(secret);
    expect(JSON.stringify(p)).not.toContain('organization');
  });

  it('an agent naming a set that is not there is refused with the nearest name', () => {
    const [p] = problems(GOOD.replace('set = "app"', 'set = "apps"'));
    expect(p.message).toContain("no set 'apps' under [sets]; did you mean 'app'?");
    expect(p.line).toBe(16);
  });
});

describe('expandProject', () => {
  it('names sets {name} in one region and {name}-{region} in several', () => {
    const { project } = parseProject(GOOD, '/p/agentdeck.toml');
    const { environments, problems } = expandProject(project);
    expect(problems).toEqual([]);
    expect(environments[0].sets.map((s) => s.name)).toEqual(['app-us-west', 'app-us-east']);
    expect(environments[1].sets.map((s) => s.name)).toEqual(['app']);
    expect(environments[0].agents.map((a) => [a.name, a.set])).toEqual([
      ['voice-bot-us-west', 'app-us-west'],
      ['voice-bot-us-east', 'app-us-east'],
    ]);
  });

  it('a template that makes an invalid set name names the template', () => {
    const { project } = parseProject(GOOD.replace('[sets.app]', '[sets.app]\nname = "{name}.{region}"'), '/p/a.toml');
    const { problems } = expandProject(project);
    expect(problems[0].message).toContain("the name template '{name}.{region}' makes 'app.us-west'");
  });

  it('two sets mapping to one real name are refused', () => {
    const { project } = parseProject(GOOD.replace('[sets.app]', '[sets.app]\nname = "{name}"'), '/p/a.toml');
    const { problems } = expandProject(project);
    expect(problems[0].message).toContain("both map to the set name 'app' in organization 'staging'");
  });

  it('an unknown placeholder is named', () => {
    const { project } = parseProject(GOOD.replace('[sets.app]', '[sets.app]\nname = "{name}-{zone}"'), '/p/a.toml');
    expect(expandProject(project).problems[0].message).toContain('unknown placeholder {zone}');
  });
});

describe('findProjectFile', () => {
  it('finds agentdeck.toml in a parent, and --project / AGENTDECK_PROJECT win', () => {
    const root = tempDir('agentdeck-proj-');
    mkdirSync(join(root, 'a', 'b'), { recursive: true });
    writeFileSync(join(root, 'agentdeck.toml'), GOOD);
    writeFileSync(join(root, 'other.toml'), GOOD);
    expect(findProjectFile({ cwd: join(root, 'a', 'b') })).toBe(join(root, 'agentdeck.toml'));
    expect(findProjectFile({ cwd: root, env: { AGENTDECK_PROJECT: 'other.toml' } })).toBe(join(root, 'other.toml'));
    expect(() => findProjectFile({ cwd: root, explicit: 'nope.toml' })).toThrow(/--project: no project file/);
  });
});
