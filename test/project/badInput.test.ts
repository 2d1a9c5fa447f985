// Bad input and the confirmation, against the emulator: every refusal names what to fix and writes nothing.
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { Capture, runInProcess } from '../cli/helpers.js';
import { PROJECT, startProjectWorld, type ProjectWorld } from './helpers.js';
import { join } from 'node:path';

let world: ProjectWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const STAGING = 'OPENAI_API_KEY=staging-openai-value-1\nDEEPGRAM_API_KEY=staging-deepgram-value-1\n';
const PROD = 'OPENAI_API_KEY=prod-openai-value-1\nDEEPGRAM_API_KEY=prod-deepgram-value-1\n';
const writes = (c: Record<string, number>) => (c.PUT ?? 0) + (c.POST ?? 0) + (c.DELETE ?? 0);

describe('project bad input', () => {
  it('a missing variable names the variable; nothing is written', async () => {
    world = await startProjectWorld();
    world.write(
      'agentdeck.toml',
      PROJECT.replace('protected = true', 'protected = true\nvalues = "env"\nvariable = "PROD_{key}"'),
    );
    world.write('.env.staging', STAGING);
    const before = writes(world.emu.requestCounts());
    const r = await world.run(['apply', '-s']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "environment 'prod': the variable PROD_OPENAI_API_KEY (key OPENAI_API_KEY of set 'app') is not set",
    );
    expect(writes(world.emu.requestCounts())).toBe(before);
  });

  it('a key no set requires is warned about and not written', async () => {
    world = await startProjectWorld();
    world.write('.env.staging', `${STAGING}EXTRA_TOKEN=extra-value-999\n`);
    world.write('.env.prod', PROD);
    const r = await world.run(['plan']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "warning: EXTRA_TOKEN is in .env.staging but no set of environment 'staging' requires it: it is not written",
    );
    expect(r.stderr + r.stdout).not.toContain('extra-value-999');
  });

  it('a failed set stops its environment with the service errorMessage', async () => {
    world = await startProjectWorld();
    world.write('agentdeck.toml', PROJECT.replace('[sets.app]', '[sets.app]\nname = "fail-{name}-{region}"'));
    world.write('.env.staging', STAGING);
    world.write('.env.prod', PROD);
    const r = await world.run(['apply', '-e', 'staging', '-s']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /staging: stopped: set 'fail-app-us-(west|east)' failed: Secret set could not be provisioned/,
    );
    expect(r.stderr).not.toContain('rebound');
  });

  it('a protected environment needs its name typed: a wrong name cancels with nothing written', async () => {
    world = await startProjectWorld();
    world.write('.env.staging', STAGING);
    world.write('.env.prod', PROD);
    const before = writes(world.emu.requestCounts());
    const wrong = await world.run(['apply', '-e', 'prod'], { isTTY: true, input: 'prd\n' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('prod is protected: type its name to apply to it:');
    expect(wrong.stderr).toContain("Cancelled: 'prod' was not typed; nothing was changed.");
    expect(writes(world.emu.requestCounts())).toBe(before);
    const typed = await world.run(['apply', '-e', 'prod'], { isTTY: true, input: 'prod\n' });
    expect(typed.code, typed.stderr).toBe(0);
    expect(typed.stderr).toContain('prod: applied.');
  }, 60_000);

  it('the cloud changed while apply asked: it says so, shows the plan again and asks again', async () => {
    world = await startProjectWorld();
    const w = world;
    w.write('.env.staging', STAGING);
    w.write('.env.prod', PROD);
    const stdin = new PassThrough();
    const stderr = new Capture(false);
    const running = runInProcess(['apply', '-e', 'staging', '--project', join(w.dir, 'agentdeck.toml')], w.env, {
      isTTY: true,
      stdin,
      deps: { stderr },
    });
    const until = async (text: string, times = 1) => {
      for (let i = 0; i < 200 && stderr.text.split(text).length - 1 < times; i++)
        await new Promise((r) => setTimeout(r, 50));
    };
    await until('Apply these changes to staging?');
    expect(stderr.text).toContain('Apply these changes to staging?');
    // Meanwhile someone creates one of the sets.
    await w
      .clients('staging')
      .secrets.putSecrets('app-us-west', { OPENAI_API_KEY: 'someone-else-1234' }, { region: 'us-west' });
    stdin.write('y\n');
    await until('Apply these changes to staging?', 2);
    expect(stderr.text).toContain('here is the plan again');
    expect(stderr.text).toContain('The cloud changed since the plan was shown: here is the plan again.');
    stdin.write('y\n');
    const r = await running;
    expect(r.code, stderr.text).toBe(0);
    expect(stderr.text).toContain('staging: wrote app-us-west');
  }, 60_000);
});

describe('apply, interrupted', () => {
  // Skipped 2026-11-27: flaky since the day's merges (failed 3 of 4 runs). voice-bot-us-east's rebind deployment does
  // not take the emulator's failDeployments fault, and whether the rollout then redeploys it (and fails, as this
  // test needs) depends on whether the rebind lands in the same second as the set's marker time. To fix: make the
  // first apply fail without a race (a fault on the rebind, or a second that is certainly later), then unskip.
  it.skip('a re-run after a failed rollout writes no set again (its marker is unchanged)', async () => {
    world = await startProjectWorld();
    const w = world;
    w.write('.env.staging', STAGING);
    w.write('.env.prod', PROD);
    // voice-bot-us-east's new deployments fail (the emulator's fault for organization local = prod).
    await fetch(`${w.emu.apiHost}/_emulator/agents/voice-bot-us-east`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${w.emu.keys.privateKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ failDeployments: 'RuntimeError: boom (test)' }),
    });
    const first = await w.run(['apply', '-e', 'prod', '-s']);
    expect(first.code, first.stderr).toBe(1);
    const markers = async () =>
      Promise.all(
        ['app-us-west', 'app-us-east'].map(async (n) => (await w.clients('local').secrets.getSecretSet(n)).marker?.key),
      );
    const written = await markers();
    expect(written.every(Boolean)).toBe(true);
    const second = await w.run(['apply', '-e', 'prod', '-s']);
    expect(second.stderr).not.toMatch(/prod: (created|wrote) app-/);
    expect(await markers()).toEqual(written);
    expect(first.stderr + second.stderr).toContain('prod: created app-us-east');
  }, 90_000);
});
