// The scenario from an empty project: init from the cloud, edit, plan shows the creates, apply, in sync.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initFiles } from '../../src/project/init.js';
import { isolatedEnv, runBuilt, runInProcess, tempDir } from '../cli/helpers.js';
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

describe('agentdeck init without -e: the organization written is one plan can reach', () => {
  it('the embedded emulator: its private key’s organization (local), and plan then reads it', async () => {
    const env = isolatedEnv();
    const dir = tempDir('agentdeck-init-embedded-');
    const set = await runBuilt(['secrets', 'set', 'app', 'OPENAI_API_KEY=sk-init-1', '-s'], env);
    expect(set.code, set.stderr).toBe(0);
    const init = await runBuilt(['init', '--dir', dir], env);
    expect(init.code, init.stderr).toBe(0);
    const toml = readFileSync(join(dir, 'agentdeck.toml'), 'utf8');
    expect(toml).toContain('[environments.local]\norganization = "local"\n');
    expect(toml).not.toContain('organization = "default"');
    writeFileSync(join(dir, '.env.local'), 'OPENAI_API_KEY=sk-init-1\n');
    const plan = await runBuilt(['plan', '--project', join(dir, 'agentdeck.toml')], env);
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stderr).not.toContain('[CONFIG]');
    // The set, just written, may still be pending: either way plan reached organization local.
    expect(plan.stdout).toMatch(/local \(organization local\): (in sync|1 set pending)/);
  }, 60_000);

  it('a private key without its organization: refused, naming PIPECAT_ORG and -e ENV=ORG; nothing written', async () => {
    const world = await startProjectWorld([]);
    try {
      const env = isolatedEnv({ PIPECAT_API_KEY: world.emu.keys.privateKey, PIPECAT_API_HOST: world.emu.apiHost });
      const dir = tempDir('agentdeck-init-key-');
      const init = await runInProcess(['init', '--dir', dir], env);
      expect(init.code).toBe(2);
      expect(init.stderr).toContain("set PIPECAT_ORG to the key's organization");
      expect(init.stderr).toContain('agentdeck init -e ENV=ORG');
      expect(init.stderr).toContain('[CONFIG]');
      expect(existsSync(join(dir, 'agentdeck.toml'))).toBe(false);
      // With PIPECAT_ORG the key's organization is written, and plan accepts it.
      const named = { ...env, PIPECAT_ORG: 'local' };
      expect((await runInProcess(['init', '--dir', dir], named)).code).toBe(0);
      expect(readFileSync(join(dir, 'agentdeck.toml'), 'utf8')).toContain('organization = "local"');
      const plan = await runInProcess(['plan', '--project', join(dir, 'agentdeck.toml')], named);
      expect(plan.code, plan.stderr).toBe(0);
    } finally {
      await world.close();
    }
  }, 60_000);
});
