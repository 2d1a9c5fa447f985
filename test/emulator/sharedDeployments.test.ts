// Two processes on one data dir see the same deployments: the built emulator as a child process (seeded, with
// --deploy-ms and --fail-agent from its command line) and an emulator in this process over the same SQLite file.
// The deploy time is a minute, so nothing settles while the test runs (no dependence on the machine's speed).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { isolatedEnv, makeHome, requireBuiltCli } from '../fault/support/cli.js';
import { freePort, startEmulatorProcess, type EmulatorProcess } from '../fault/support/emulatorProcess.js';
import { call } from './support/harness.js';

const DEPLOY_MS = 60_000;
const home = makeHome('agentdeck-shared-deploy-');
let child: EmulatorProcess;
let here: RunningEmulator;

const get = async (base: string, key: string, path: string) => (await call(base, 'GET', path, { key })).json;

beforeAll(async () => {
  requireBuiltCli();
  const dataDir = join(home.dir, 'data');
  child = await startEmulatorProcess({
    dataDir,
    port: await freePort(),
    env: isolatedEnv(home.dir),
    args: [
      '--ready-delay',
      '0',
      '--deploy-ms',
      String(DEPLOY_MS),
      '--seed-sets',
      '2',
      '--seed-agents',
      '3',
      '--fail-agent',
      'seed-agent-00003=KeyError: MODEL',
    ],
  });
  here = await startEmulator({ dataDir, port: 0, readyDelayMs: 0, deployMs: DEPLOY_MS });
}, 30_000);
afterAll(async () => {
  await here?.close();
  await child?.kill('SIGTERM');
  home.remove();
});

describe('two processes, one data dir', () => {
  it('a redeploy in one process is the same deployment, with the same captured versions, in the other', async () => {
    const pk = here.keys.privateKey;
    expect(child.keys.privateKey).toBe(pk);
    const listedBefore = await get(here.url, pk, '/v1/agents'); // cached in this process from here
    const before = listedBefore.services.find((s: { name: string }) => s.name === 'seed-agent-00001');
    expect(before.reconciledDeploymentId).toBe(before.desiredDeploymentId); // seeded ready

    const answer = await call(child.url, 'POST', '/v1/agents/seed-agent-00001', {
      key: pk,
      body: { forceRedeploy: true },
    });
    expect(answer.status).toBe(200);
    const next = answer.json.desiredDeploymentId as string;

    const detail = await get(here.url, pk, '/v1/agents/seed-agent-00001');
    expect(detail).toMatchObject({
      desiredDeploymentId: next,
      reconciledDeploymentId: before.desiredDeploymentId,
      previousRevision: { deploymentID: before.desiredDeploymentId, phase: 'Draining' },
      currentRevision: { deploymentID: next, phase: 'Creating' },
    });
    const listed = (await get(here.url, pk, '/v1/agents')).services.find(
      (s: { name: string }) => s.name === 'seed-agent-00001',
    );
    expect(listed.desiredDeploymentId).toBe(next);
    const mine = await get(here.url, pk, '/_emulator/agents/seed-agent-00001/deployments');
    const theirs = await get(child.url, pk, '/_emulator/agents/seed-agent-00001/deployments');
    expect(mine.deployments.map((d: { id: string }) => d.id)).toEqual([before.desiredDeploymentId, next]);
    expect(mine.deployments).toEqual(theirs.deployments);
    expect(mine.deployments[1].secretSet).toEqual({ name: expect.stringMatching(/^seed-set-/), version: 1 });
    const logs = '/v1/agents/seed-agent-00001/logs?deploymentId=' + next;
    expect((await get(here.url, pk, logs)).logs).toEqual((await get(child.url, pk, logs)).logs);
  });

  it('--fail-agent from the child’s command line fails a deployment requested in this process', async () => {
    const pk = here.keys.privateKey;
    const control = await get(here.url, pk, '/_emulator/agents/seed-agent-00003/deployments');
    expect(control.failDeployments).toBe('KeyError: MODEL');
    expect(
      (await call(here.url, 'POST', '/v1/agents/seed-agent-00003', { key: pk, body: { forceRedeploy: true } })).status,
    ).toBe(200);
    const theirs = await get(child.url, pk, '/_emulator/agents/seed-agent-00003/deployments');
    expect(theirs.deployments.at(-1)).toMatchObject({ failure: 'KeyError: MODEL', outcome: 'deploying' });
    // And the controls written here reach the child.
    await call(here.url, 'PUT', '/_emulator/agents/seed-agent-00002', { key: pk, body: { activeSessionCount: 4 } });
    expect((await get(child.url, pk, '/v1/agents/seed-agent-00002')).activeSessionCount).toBe(4);
  });
});
