// `agentdeck plan` against the emulator: creates, bindings, values compared through the marker, never a value.
import { afterEach, describe, expect, it } from 'vitest';
import { startProjectWorld, type ProjectWorld } from './helpers.js';

let world: ProjectWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const STAGING = 'OPENAI_API_KEY=staging-openai-value-1\nDEEPGRAM_API_KEY=staging-deepgram-value-1\n';
const PROD = 'OPENAI_API_KEY=prod-openai-value-1\nDEEPGRAM_API_KEY=prod-deepgram-value-1\n';

describe('agentdeck plan', () => {
  it('lists the sets to create and the agents to bind, per environment and region; exit 1 with --exit-code', async () => {
    world = await startProjectWorld();
    world.write('.env.staging', STAGING);
    world.write('.env.prod', PROD);
    const r = await world.run(['plan', '--exit-code']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('staging (organization staging): 2 sets to create, 3 agents to rebind');
    expect(r.stdout).toContain('prod (organization local, protected): 2 sets to create, 3 agents to rebind');
    expect(r.stdout).toContain('set app-us-east: to create with 2 keys (DEEPGRAM_API_KEY, OPENAI_API_KEY)');
    expect(r.stdout).toContain('agent support-bot: to rebind; bound to no set, should be app-us-west');
    for (const v of ['staging-openai-value-1', 'prod-deepgram-value-1']) expect(r.stdout + r.stderr).not.toContain(v);
  });

  it('a missing .env names the environment and the path; nothing is read from the cloud', async () => {
    world = await startProjectWorld();
    world.write('.env.staging', STAGING);
    const r = await world.run(['plan']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("environment 'prod': its values file .env.prod is not found");
    expect(r.stderr).toContain('[PROJECT_SOURCE]');
  });
});
