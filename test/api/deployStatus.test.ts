// The two readings of an agent's detail (pure): agentStatus for lists, rolloutProgress for a rollout following one
// deployment — every branch, with details shaped as the published document and the official CLI's reading.
import { describe, expect, it } from 'vitest';
import type { AgentDetail } from '../../src/api/agents/detail.js';
import { agentStatus, revisionMessage, rolloutProgress, shortId } from '../../src/api/agents/deployStatus.js';

const D1 = '11111111-aaaa-4000-8000-000000000001';
const D2 = '22222222-bbbb-4000-8000-000000000002';
const D3 = '33333333-cccc-4000-8000-000000000003';

const base = (over: Partial<AgentDetail> = {}): AgentDetail => ({
  name: 'voice',
  region: 'us-west',
  bindings: { secretSets: ['keys'] },
  ...over,
});
const readyOn = (id: string, over: Partial<AgentDetail> = {}) =>
  base({
    desiredDeploymentId: id,
    reconciledDeploymentId: id,
    ready: true,
    available: true,
    currentRevision: { deploymentId: id, phase: 'Active', readyReplicas: 1 },
    ...over,
  });

describe('agentStatus', () => {
  it('ready, and scaled to zero when ready with no ready replica', () => {
    expect(agentStatus(readyOn(D1))).toEqual({ kind: 'ready' });
    expect(
      agentStatus(readyOn(D1, { currentRevision: { deploymentId: D1, phase: 'Active', readyReplicas: 0 } })),
    ).toEqual({ kind: 'scaledToZero' });
  });

  it('deploying while the operator has not reconciled the desired deployment', () => {
    expect(agentStatus(readyOn(D1, { desiredDeploymentId: D2 }))).toEqual({
      kind: 'deploying',
      message: `deployment ${shortId(D2)} waiting for the operator`,
    });
  });

  it('deploying during a rolling update (available, not ready) and while Progressing; degraded said', () => {
    const rolling = base({ desiredDeploymentId: D2, reconciledDeploymentId: D2, ready: false, available: true });
    expect(agentStatus(rolling)).toEqual({
      kind: 'deploying',
      message: 'rolling update: the previous revision serves',
    });
    const degraded = { ...rolling, conditions: [{ type: 'Degraded', status: 'True', message: 'replica restarting' }] };
    expect(agentStatus(degraded).message).toBe(
      'rolling update: the previous revision serves; degraded: replica restarting',
    );
    const coming = base({
      desiredDeploymentId: D1,
      reconciledDeploymentId: D1,
      ready: false,
      available: false,
      conditions: [{ type: 'Progressing', status: 'True' }],
    });
    expect(agentStatus(coming)).toEqual({ kind: 'deploying', message: 'coming up' });
  });

  it('failed on any errors entry or a Failed current revision (with its message)', () => {
    expect(agentStatus(readyOn(D1, { errors: [{ code: 'E1', message: 'image pull failed' }] }))).toEqual({
      kind: 'failed',
      message: 'image pull failed [E1]',
    });
    const failed = base({
      desiredDeploymentId: D2,
      reconciledDeploymentId: D2,
      ready: false,
      available: true,
      currentRevision: {
        deploymentId: D2,
        phase: 'Failed',
        health: {
          ready: false,
          reason: 'CrashLoopBackOff',
          lastTerminationReason: 'Error',
          lastExitCode: 1,
          message: 'Traceback…\n  File x\nKeyError: OPENAI_API_KEY\n',
        },
      },
    });
    expect(agentStatus(failed)).toEqual({
      kind: 'failed',
      message: 'CrashLoopBackOff (Error, exit 1): KeyError: OPENAI_API_KEY',
    });
  });

  it('unavailable with the degraded message; unknown when the service says nothing', () => {
    const down = base({
      desiredDeploymentId: D1,
      reconciledDeploymentId: D1,
      ready: false,
      available: false,
      conditions: [{ type: 'Degraded', status: 'True', reason: 'NoReplicas' }],
    });
    expect(agentStatus(down)).toEqual({ kind: 'unavailable', message: 'NoReplicas' });
    expect(agentStatus(base())).toEqual({ kind: 'unknown' });
  });
});

describe('rolloutProgress', () => {
  it('waiting while reconciled ≠ desired (even when the old one is ready)', () => {
    const p = rolloutProgress(readyOn(D1, { desiredDeploymentId: D2 }), D2);
    expect(p.phase).toBe('waiting');
    expect(p.message).toContain('operator');
  });

  it('rolling once reconciled and not ready, with the revision phase; ready when reconciled == desired == ours and ready', () => {
    const rolling = base({
      desiredDeploymentId: D2,
      reconciledDeploymentId: D2,
      ready: false,
      available: true,
      currentRevision: { deploymentId: D2, phase: 'Validating' },
      previousRevision: { deploymentId: D1, phase: 'Active' },
    });
    expect(rolloutProgress(rolling, D2)).toEqual({ phase: 'rolling', revisionPhase: 'Validating' });
    expect(rolloutProgress(readyOn(D2), D2)).toEqual({ phase: 'ready', revisionPhase: 'Active' });
  });

  it('failed when our revision is Failed — even before the operator reconciled — with health message, reason or termination reason', () => {
    const failed = (health: object) =>
      rolloutProgress(
        base({
          desiredDeploymentId: D2,
          reconciledDeploymentId: D1,
          currentRevision: { deploymentId: D2, phase: 'Failed', health },
        }),
        D2,
      );
    expect(failed({ message: 'boom\n' })).toEqual({ phase: 'failed', message: 'boom', revisionPhase: 'Failed' });
    expect(failed({ reason: 'ImagePullBackOff' }).message).toBe('ImagePullBackOff');
    expect(failed({ lastTerminationReason: 'OOMKilled' }).message).toBe('OOMKilled');
    expect(failed({}).message).toBe('the new revision failed');
  });

  it('a Failed previous revision is not ours: it does not fail the new deployment', () => {
    const detail = base({
      desiredDeploymentId: D2,
      reconciledDeploymentId: D2,
      ready: false,
      currentRevision: { deploymentId: D2, phase: 'Creating' },
      previousRevision: { deploymentId: D1, phase: 'Failed' },
    });
    expect(rolloutProgress(detail, D2).phase).toBe('rolling');
  });

  it('errors fail it only once the operator processed our deployment (earlier ones may be an older deployment’s)', () => {
    const errors = [{ message: 'bad secret' }];
    expect(rolloutProgress(base({ desiredDeploymentId: D2, reconciledDeploymentId: D1, errors }), D2).phase).toBe(
      'waiting',
    );
    expect(rolloutProgress(base({ desiredDeploymentId: D2, reconciledDeploymentId: D2, errors }), D2)).toEqual({
      phase: 'failed',
      message: 'bad secret',
    });
  });

  it('Degraded fails it only while our revision does not serve and its health names a reason; else it is a note', () => {
    const degraded = [{ type: 'Degraded', status: 'True', message: 'pods failing' }];
    const crashing = base({
      desiredDeploymentId: D2,
      reconciledDeploymentId: D2,
      ready: false,
      available: true,
      conditions: degraded,
      currentRevision: {
        deploymentId: D2,
        phase: 'Validating',
        health: { ready: false, reason: 'CrashLoopBackOff', restartCount: 3 },
      },
    });
    expect(rolloutProgress(crashing, D2)).toEqual({
      phase: 'failed',
      message: 'pods failing: CrashLoopBackOff',
      revisionPhase: 'Validating',
    });
    const starting = {
      ...crashing,
      currentRevision: { deploymentId: D2, phase: 'Validating', health: { ready: false, state: 'waiting' } },
    };
    expect(rolloutProgress(starting, D2)).toEqual({
      phase: 'rolling',
      message: 'degraded: pods failing',
      revisionPhase: 'Validating',
    });
  });

  it('superseded: someone deployed again — the newer deployment is reported (and followed) with a note', () => {
    const p = rolloutProgress(readyOn(D3), D2);
    expect(p).toMatchObject({ phase: 'ready', supersededBy: D3 });
    expect(p.message).toBe(`superseded by deployment ${shortId(D3)} (the agent was deployed again after this request)`);
    const waiting = rolloutProgress(readyOn(D2, { desiredDeploymentId: D3 }), D2);
    expect(waiting).toMatchObject({ phase: 'waiting', supersededBy: D3 });
    expect(waiting.message).toContain('; waiting for the operator');
  });

  it('a detail without desiredDeploymentId is read as ours', () => {
    expect(rolloutProgress(base({ reconciledDeploymentId: D2, ready: true }), D2).phase).toBe('ready');
  });
});

describe('revisionMessage', () => {
  it('names the infrastructure flag; nothing for a healthy revision', () => {
    expect(revisionMessage({ phase: 'Active', health: { ready: true, state: 'running' } })).toBeUndefined();
    expect(revisionMessage({ hasInfrastructureIssue: true })).toBe(
      'infrastructure issue reported by the service (contact support)',
    );
    expect(
      revisionMessage({ health: { reason: 'Error', lastTerminationReason: 'Error' }, hasInfrastructureIssue: true }),
    ).toBe('Error; infrastructure issue reported by the service (contact support)');
  });
});
