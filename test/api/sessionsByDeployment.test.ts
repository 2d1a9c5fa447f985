// The pure "sessions per deployment" reading: roles from the detail's revisions (serving, rolling out, failed,
// superseded, unknown), counts, draining deployments, late sessions, and an incomplete read never reading as drained.
import { describe, expect, it } from 'vitest';
import type { AgentSession } from '../../src/api/agents/sessions.js';
import { sessionsByDeployment } from '../../src/api/agents/sessionsByDeployment.js';

const T0 = '2026-06-01T10:00:00.000Z';
const at = (s: number) => new Date(Date.parse(T0) + s * 1000).toISOString();
let n = 0;
function session(deploymentId: string, startedAt: number, active = true): AgentSession {
  n++;
  return {
    sessionId: `s-${n}`,
    deploymentId,
    serviceId: null,
    organizationId: null,
    createdAt: at(startedAt),
    endedAt: active ? null : at(startedAt + 5),
    updatedAt: null,
    botStartSeconds: 0,
    coldStart: false,
    completionStatus: active ? null : 'HTTP_COMPLETED',
    active,
  };
}

describe('sessionsByDeployment', () => {
  it('after a redeploy is ready: the new one serves, the old one drains, late sessions are named', () => {
    const detail = {
      desiredDeploymentId: 'new',
      ready: true,
      currentRevision: { deploymentId: 'new', phase: 'Active', phaseStartedAt: at(10) },
      previousRevision: { deploymentId: 'old', phase: 'Draining' },
    };
    const late = session('old', 20);
    const reading = sessionsByDeployment(
      [session('new', 15), session('old', 1), session('old', 2, false), late, session('older', 0)],
      detail,
    );
    expect(reading.servingDeploymentId).toBe('new');
    expect(reading.servingSince).toBe(at(10));
    expect(reading.deployments.map((d) => [d.deploymentId, d.role, d.phase, d.active, d.ended])).toEqual([
      ['new', 'serving', 'Active', 1, 0],
      ['old', 'superseded', 'Draining', 2, 1],
      ['older', 'superseded', undefined, 1, 0],
    ]);
    expect(reading.activeOnSuperseded).toBe(3);
    expect(reading.draining.map((d) => d.deploymentId)).toEqual(['old', 'older']);
    expect(reading.lateSessions).toEqual([
      { sessionId: late.sessionId, deploymentId: 'old', createdAt: at(20), active: true },
    ]);
    expect(reading.drained).toBe(false);
  });

  it('while rolling out the previous revision serves; after a failure too', () => {
    const rolling = sessionsByDeployment([session('old', 1)], {
      desiredDeploymentId: 'new',
      ready: false,
      currentRevision: { deploymentId: 'new', phase: 'Validating' },
      previousRevision: { deploymentId: 'old', phase: 'Draining' },
    });
    expect(rolling.servingDeploymentId).toBe('old');
    expect(rolling.deployments.map((d) => [d.deploymentId, d.role])).toEqual([
      ['old', 'serving'],
      ['new', 'rolling-out'],
    ]);
    expect(rolling.drained).toBe(true);
    const failed = sessionsByDeployment([], {
      desiredDeploymentId: 'new',
      ready: false,
      currentRevision: { deploymentId: 'new', phase: 'Failed' },
      previousRevision: { deploymentId: 'old', phase: 'Active' },
    });
    expect(failed.deployments.map((d) => [d.deploymentId, d.role])).toEqual([
      ['old', 'serving'],
      ['new', 'failed'],
    ]);
  });

  it('without a detail every deployment is unknown; an incomplete read is never drained; ended counts can come from elsewhere', () => {
    const reading = sessionsByDeployment([session('a', 1)], undefined, {
      complete: false,
      endedByDeployment: new Map([['a', 40]]),
    });
    expect(reading.servingDeploymentId).toBeNull();
    expect(reading.deployments).toEqual([
      { deploymentId: 'a', role: 'unknown', active: 1, ended: 40, lastStartedAt: at(1) },
    ]);
    expect(reading.drained).toBe(false);
    const none = sessionsByDeployment(
      [],
      { desiredDeploymentId: 'x', ready: true, currentRevision: { deploymentId: 'x', phase: 'Active' } },
      { complete: false },
    );
    expect(none).toMatchObject({ activeOnSuperseded: 0, complete: false, drained: false });
  });
});
