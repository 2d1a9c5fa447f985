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
  const BOOM = 'RuntimeError: boom (test)';
  const markers = (w: ProjectWorld) =>
    Promise.all(
      ['app-us-west', 'app-us-east'].map(async (n) => (await w.clients('local').secrets.getSecretSet(n)).marker?.key),
    );
  const counts = async (w: ProjectWorld) =>
    Object.fromEntries(
      await Promise.all(
        ['voice-bot-us-west', 'support-bot', 'voice-bot-us-east'].map(
          async (n) => [n, (await w.deployments(n)).length] as const,
        ),
      ),
    );

  /**
   * The first apply stops at the rollout of app-us-east (voice-bot-us-east's deployments fail); the re-run writes no
   * set again, redeploys none of the us-west agents, which run the sets as written since the first apply, and
   * redeploys voice-bot-us-east once (its deployment after the write failed: apply reads it), which fails again.
   */
  async function failThenRerun(w: ProjectWorld) {
    w.write('.env.staging', STAGING);
    w.write('.env.prod', PROD);
    const first = await w.run(['apply', '-e', 'prod', '-s']);
    expect(first.code, first.stderr).toBe(1);
    expect(first.stderr).toContain('prod: created app-us-east');
    expect(first.stderr).toMatch(/✗ failed: voice-bot-us-east — .*RuntimeError: boom \(test\)/);
    expect(first.stderr).toContain("prod: stopped: the rollout of 'app-us-east' did not end with every agent ready");
    expect(first.stderr).not.toMatch(/already current.*voice-bot-us-east/);
    // The us-west agents were rebound once and followed to ready, never redeployed again: create + rebind.
    expect(await counts(w)).toMatchObject({ 'voice-bot-us-west': 2, 'support-bot': 2 });
    const written = await markers(w);
    expect(written.every(Boolean)).toBe(true);
    const before = await counts(w);
    const second = await w.run(['apply', '-e', 'prod', '-s']);
    expect(second.stderr).not.toMatch(/prod: (created|wrote) app-/);
    expect(await markers(w)).toEqual(written);
    const after = await counts(w);
    expect(after['voice-bot-us-west']).toBe(before['voice-bot-us-west']);
    expect(after['support-bot']).toBe(before['support-bot']);
    // Not "in sync": the failed agent is redeployed by the re-run — once — and, the fault still on, fails again.
    expect(second.stderr).not.toContain('Everything is in sync');
    expect(second.stderr).toMatch(/agent voice-bot-us-east: to redeploy; its deployment is not ready/);
    expect(after['voice-bot-us-east']).toBe(before['voice-bot-us-east']! + 1);
    expect(second.code, second.stderr).toBe(1);
    expect(second.stderr).toMatch(/✗ failed: voice-bot-us-east — .*RuntimeError: boom \(test\)/);
    return { first, second };
  }

  it('a re-run after a failed rollout writes no set again (its marker is unchanged)', async () => {
    world = await startProjectWorld();
    const w = world;
    // Every agent serves its first deployment before apply (as agents do before a project is applied to them).
    for (let i = 0; i < 100; i++) {
      const all = await Promise.all(
        ['voice-bot-us-west', 'voice-bot-us-east', 'support-bot'].map((n) => w.deployments(n)),
      );
      if (all.every((d) => d[0]?.outcome === 'ready')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await w.deployments('voice-bot-us-east'))[0].outcome).toBe('ready');
    // From now on voice-bot-us-east's new deployments fail (the emulator's fault for organization local = prod).
    await fetch(`${w.emu.apiHost}/_emulator/agents/voice-bot-us-east`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${w.emu.keys.privateKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ failDeployments: BOOM }),
    });
    await failThenRerun(w);
    // Its rebind and the rollout's redeploy (or the rebind alone, followed) failed; the first one still serves.
    const deployments = await w.deployments('voice-bot-us-east');
    expect(deployments[0].outcome).toBe('ready');
    expect(deployments.slice(1).every((d) => d.outcome === 'failed')).toBe(true);
  }, 90_000);

  it('an agent that never served: its failed rebind is not taken as current, the apply fails, a re-run writes no set and redeploys it once', async () => {
    // Every deployment of voice-bot-us-east fails from its first on: its rebind's deployment fails with no older one
    // serving, which staleness calls current (it runs no older values) — not ready for the rollout.
    world = await startProjectWorld(undefined, { failAgents: [{ name: 'voice-bot-us-east', message: BOOM }] });
    await failThenRerun(world);
    expect((await world.deployments('voice-bot-us-east')).every((d) => d.outcome !== 'ready')).toBe(true);
  }, 90_000);
});
