// The scenario from an empty project: init from the cloud, edit, plan shows the creates, apply, in sync.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initFiles } from '../../src/project/init.js';
import { startProjectWorld, type ProjectWorld } from './helpers.js';

let world: ProjectWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

describe('initFiles', () => {
  it('groups name-region sets into one logical set and writes key names only', () => {
    const files = initFiles([
      {
        env: 'prod',
        organization: 'local',
        sets: [
          { name: 'app-us-west', region: 'us-west', type: 'secret', keys: ['B', 'A'] },
          { name: 'app-us-east', region: 'us-east', type: 'secret', keys: ['A', 'B'] },
          { name: 'tts', region: 'us-west', type: 'secret', keys: ['C'] },
        ],
        agents: [{ name: 'bot-us-west', region: 'us-west', secretSets: ['app-us-west'] }],
      },
    ]);
    expect(files.toml).toContain('[sets.app]\nrequired = ["A", "B"]');
    expect(files.toml).toContain('[sets.tts]\nregions = ["us-west"]\nrequired = ["C"]');
    expect(files.toml).toContain('[agents.bot]\nregions = ["us-west"]\nname = "{name}-{region}"\nset = "app"');
    expect(files.examples.get('prod')).toBe(
      '# Key names of environment prod: copy to .env.prod and fill in the values (never commit it).\n# set app\nA=\nB=\n# set tts\nC=\n',
    );
  });

  it('an agent bound to a set in another region: the binding is a comment and a note, so plan reads the file', () => {
    const files = initFiles([
      {
        env: 'default',
        organization: 'default',
        sets: [
          { name: 'east-set', region: 'us-east', type: 'secret', keys: ['DAILY_API_KEY'] },
          { name: 'shared', region: 'us-west', type: 'secret', keys: ['OPENAI_API_KEY'] },
        ],
        agents: [
          { name: 'lost-bot', region: 'us-west', secretSets: ['east-set'] },
          { name: 'voice-bot', region: 'us-west', secretSets: ['shared'] },
        ],
      },
    ]);
    expect(files.toml).toContain(
      '[agents.lost-bot]\nregions = ["us-west"]\n# set = "east-set"  (left out: east-set is not in default/us-west;',
    );
    expect(files.toml).toContain('[agents.voice-bot]\nregions = ["us-west"]\nset = "shared"');
    expect(files.notes).toEqual([
      'agent lost-bot (default, us-west) binds set east-set, which is not in its region: written as a comment (fix the binding, then uncomment it)',
    ]);
  });
});

describe('agentdeck init → plan → apply', () => {
  it('from an empty project: init, edit, plan shows creates, apply, then in sync with --exit-code', async () => {
    world = await startProjectWorld();
    const w = world;
    rmSync(join(w.dir, 'agentdeck.toml'));
    const init = await w.run(['init', '-e', 'staging=staging', '-e', 'prod=local']);
    expect(init.code, init.stderr).toBe(0);
    const toml = readFileSync(join(w.dir, 'agentdeck.toml'), 'utf8');
    expect(toml).toContain('[environments.prod]\norganization = "local"\nregions = ["us-east", "us-west"]');
    expect(toml).toContain('[agents.voice-bot]\n');
    expect(toml).toContain('[agents.support-bot]\nregions = ["us-west"]\n');
    expect(readFileSync(join(w.dir, '.env.prod.example'), 'utf8')).toContain('Key names of environment prod');
    expect((await w.run(['init', '-e', 'prod=local'])).stderr).toContain('[FILE_EXISTS]');

    // The edit: a set, bound by both agents.
    w.write(
      'agentdeck.toml',
      `${toml
        .replace('[agents.voice-bot]\n', '[agents.voice-bot]\nset = "app"\n')
        .replace(
          '[agents.support-bot]\nregions = ["us-west"]\n',
          '[agents.support-bot]\nregions = ["us-west"]\nset = "app"\n',
        )}\n[sets.app]\nrequired = ["OPENAI_API_KEY"]\n`,
    );
    w.write('.env.staging', 'OPENAI_API_KEY=staging-value-123\n');
    w.write('.env.prod', 'OPENAI_API_KEY=prod-value-123\n');
    const plan = await w.run(['plan', '--exit-code']);
    expect(plan.code, plan.stderr).toBe(1);
    expect(plan.stdout).toContain('set app-us-east: to create with 1 key (OPENAI_API_KEY)');
    expect(plan.stdout).toContain('prod (organization local): 2 sets to create, 3 agents to rebind');
    const apply = await w.run(['apply', '-s']);
    expect(apply.code, apply.stderr).toBe(0);
    const again = await w.run(['plan', '--exit-code']);
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toContain('Everything is in sync.');
  }, 90_000);
});
