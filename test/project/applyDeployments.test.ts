// A failed rollout is carried on by the re-run: the agent list cannot tell a failed deployment from a ready one, so
// apply reads each current agent's deployment (plan does with --deployments) and redeploys the one that failed —
// once, writing no set again — against the emulator.
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { Capture, runInProcess } from '../cli/helpers.js';
import {
  afterProdApplied,
  deploymentCounts,
  type ProjectWorld,
  setDeploymentFault,
  worldWithEnvFiles,
} from './helpers.js';

let world: ProjectWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const BOOM = 'RuntimeError: boom (test)';

const markers = (w: ProjectWorld) =>
  Promise.all(
    ['app-us-west', 'app-us-east'].map(async (n) => (await w.clients('local').secrets.getSecretSet(n)).marker?.key),
  );

describe('apply after a failed rollout', () => {
  it('plan says deployments were not checked; --deployments and the re-run find the failed one and redeploy it once', async () => {
    world = await worldWithEnvFiles(undefined, { failAgents: [{ name: 'voice-bot-us-east', message: BOOM }] });
    const w = world;
    const first = await w.run(['apply', '-e', 'prod', '-s']);
    expect(first.code, first.stderr).toBe(1);
    expect(first.stderr).toContain("prod: stopped: the rollout of 'app-us-east' did not end with every agent ready");
    const written = await markers(w);
    const before = await deploymentCounts(w);
    // The cause is fixed (the image, say): its next deployment comes up.
    expect((await setDeploymentFault(w, 'voice-bot-us-east', null)).status).toBe(200);

    // plan, by default, reads the agent list only: in sync as far as it tells, and says what it did not check.
    const plain = await w.run(['plan', '-e', 'prod', '--exit-code']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain(
      'prod (organization local, protected): in sync; deployments not checked: agentdeck plan --deployments reads them',
    );
    expect(plain.stdout).toContain(
      'Everything is in sync. Deployments were not checked: `agentdeck plan --deployments` reads them.',
    );

    const plainMarkdown = await w.run(['plan', '-e', 'prod', '--format', 'markdown']);
    expect(plainMarkdown.stdout).toContain(
      '_Everything is in sync. Deployments were not checked: `agentdeck plan --deployments` reads them._',
    );
    const plainJson = JSON.parse((await w.run(['plan', '-e', 'prod', '--json'])).stdout) as {
      environments: Array<{ inSync: boolean; deploymentsChecked: boolean }>;
    };
    expect(plainJson.environments[0]).toMatchObject({ inSync: true, deploymentsChecked: false });
    const checked = await w.run(['plan', '-e', 'prod', '--deployments', '--exit-code']);
    expect(checked.code, checked.stderr).toBe(1);
    expect(checked.stdout).toMatch(
      /agent voice-bot-us-east: to redeploy; its deployment is not ready: failed: deployment \w+ \(after the write\) failed and no older one is reported serving \(.*RuntimeError: boom \(test\)/,
    );
    expect(checked.stdout).toContain('1 agent to redeploy, 1 failed deployment');
    expect(checked.stdout).not.toContain('voice-bot-us-west');
    expect(checked.stdout).not.toContain('not checked');
    const json = await w.run(['plan', '-e', 'prod', '--deployments', '--json']);
    const parsed = JSON.parse(json.stdout) as {
      drift: boolean;
      environments: Array<{ deploymentsChecked: boolean; counts: { failedDeployments: number } }>;
    };
    expect(parsed.drift).toBe(true);
    expect(parsed.environments[0]).toMatchObject({ deploymentsChecked: true, counts: { failedDeployments: 1 } });
    const markdown = await w.run(['plan', '-e', 'prod', '--deployments', '--format', 'markdown']);
    expect(markdown.stdout).toContain('⚠️ 1 agent to redeploy, 1 failed deployment');
    expect(markdown.stdout).toContain('- agent voice-bot-us-east: to redeploy; its deployment is not ready: failed');
    // Nothing of that was a write.
    expect(await deploymentCounts(w)).toEqual(before);

    // The re-run carries on: voice-bot-us-east redeployed once, no set written again, the others left alone.
    const second = await w.run(['apply', '-e', 'prod', '-s']);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).not.toMatch(/prod: (created|wrote) app-/);
    expect(second.stderr).toContain('prod: applied.');
    expect(await markers(w)).toEqual(written);
    const after = await deploymentCounts(w);
    expect(after).toEqual({ ...before, 'voice-bot-us-east': before['voice-bot-us-east']! + 1 });
    expect((await w.deployments('voice-bot-us-east')).at(-1)?.outcome).toBe('ready');

    // And the one after it has nothing left to do.
    const third = await w.run(['apply', '-e', 'prod', '-s']);
    expect(third.code, third.stderr).toBe(0);
    expect(third.stderr).toContain('Everything is in sync.');
    expect(await deploymentCounts(w)).toEqual(after);
  }, 120_000);

  it('a re-run after a successful apply reads the deployments and redeploys nothing', async () => {
    world = await afterProdApplied();
    const w = world;
    const before = await deploymentCounts(w);
    const gets = () => w.emu.requestCounts().GET ?? 0;
    const listOnly = gets();
    const plain = await w.run(['plan', '-e', 'prod']);
    expect(plain.code).toBe(0);
    const planGets = gets() - listOnly;
    const atRerun = gets();
    const again = await w.run(['apply', '-e', 'prod', '-s']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('Everything is in sync.');
    expect(again.stderr).not.toContain('not checked');
    // apply reads the plan twice at most (nothing to confirm: once) with one detail per agent bound to a set: 3.
    expect(gets() - atRerun).toBe(planGets + 3);
    expect(await deploymentCounts(w)).toEqual(before);
  }, 90_000);

  it('a deployment still rolling after the write is followed by apply, not redeployed a second time', async () => {
    world = await afterProdApplied(undefined, { deployMs: 3000 });
    const w = world;
    // Someone redeploys voice-bot-us-east (after the write): apply finds it rolling and follows it to ready.
    await w.clients('local').agents.redeployAgent('voice-bot-us-east');
    const before = await deploymentCounts(w);
    const r = await w.run(['apply', '-e', 'prod', '-s']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /agent voice-bot-us-east: to follow; deploying: deployment \w+, made after the last write/,
    );
    expect(r.stderr).toContain('1 deployment to follow');
    expect(r.stderr).toContain('prod: applied.');
    expect(await deploymentCounts(w)).toEqual(before);
    expect((await w.deployments('voice-bot-us-east')).at(-1)?.outcome).toBe('ready');
  }, 90_000);

  it('a deployment that fails while apply asks: said, the plan shown again and asked again; nothing done unseen', async () => {
    world = await afterProdApplied(undefined, { deployMs: 2500 });
    const w = world;
    // Someone redeploys support-bot (after the write); that deployment will fail, 2.5 s from now.
    expect((await setDeploymentFault(w, 'support-bot', BOOM)).status).toBe(200);
    await w.clients('local').agents.redeployAgent('support-bot');
    const stdin = new PassThrough();
    const stderr = new Capture(false);
    const running = runInProcess(['apply', '-e', 'prod', '--project', join(w.dir, 'agentdeck.toml')], w.env, {
      isTTY: true,
      stdin,
      deps: { stderr },
    });
    const question = 'prod is protected: type its name to apply to it:';
    const until = async (text: string, times = 1) => {
      for (let i = 0; i < 400 && stderr.text.split(text).length - 1 < times; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(stderr.text.split(text).length - 1, stderr.text).toBeGreaterThanOrEqual(times);
    };
    await until(question);
    // Shown: support-bot's deployment is rolling, to follow — not to redeploy.
    expect(stderr.text).toMatch(/agent support-bot: to follow/);
    expect(stderr.text).not.toMatch(/agent support-bot: to redeploy/);
    for (let i = 0; i < 100 && (await w.deployments('support-bot')).at(-1)?.outcome !== 'failed'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await w.deployments('support-bot')).at(-1)?.outcome).toBe('failed');
    const before = await deploymentCounts(w);
    stdin.write('prod\n');
    await until(question, 2);
    // The agent list is the same (the same deployment): what changed is only that it failed.
    expect(stderr.text).not.toContain('The cloud changed since the plan was shown');
    expect(stderr.text).toMatch(
      /Reading each agent's deployment again found 1 agent to redeploy \(support-bot: its deployment after the last write failed\): here is the plan again\./,
    );
    expect(stderr.text.slice(stderr.text.lastIndexOf('here is the plan again'))).toMatch(
      /agent support-bot: to redeploy/,
    );
    stdin.write('nope\n');
    const r = await running;
    expect(r.code).toBe(1);
    expect(stderr.text).toContain("Cancelled: 'prod' was not typed; nothing was changed.");
    expect(await deploymentCounts(w)).toEqual(before); // not redeployed by apply
  }, 90_000);
});
