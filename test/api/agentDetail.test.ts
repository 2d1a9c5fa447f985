// Parsing an agent's detail, its logs and the org-scoped redeploy payload (pure): the published example reads
// completely; server strings are sanitised; a wrong-typed field the rollout relies on is a malformed answer naming
// the field; the payload is never guessed.
import { describe, expect, it } from 'vitest';
import { isUsableImage, parseAgentDetail, unwrapBody } from '../../src/api/agents/detail.js';
import { logSearchParams, parseAgentLogs } from '../../src/api/agents/logs.js';
import { orgRedeployPayload } from '../../src/api/agents/client.js';
import { isApiError } from '../../src/api/http/errors.js';

/** The published ServiceDetailsResponse example (POST /agents/{agentName} 200), during a rolling update. */
const PUBLISHED = {
  name: 'voice-starter',
  region: 'us-west',
  ready: false,
  available: true,
  createdAt: '2025-04-19T01:20:27.564Z',
  updatedAt: '2025-04-19T01:25:47.229Z',
  desiredDeploymentId: '19db578d-808c-420a-a047-87edde4410c1',
  activeDeploymentId: '19db578d-808c-420a-a047-87edde4410c1',
  reconciledDeploymentId: '19db578d-808c-420a-a047-87edde4410c1',
  activeDeploymentReady: false,
  autoScaling: { maxReplicas: 10, minReplicas: 1 },
  activeSessionCount: 2,
  deployment: {
    id: '19db578d-808c-420a-a047-87edde4410c1',
    manifest: {
      apiVersion: 'pipecatcloud.daily.co/v1',
      kind: 'PCService',
      metadata: { name: 'voice-starter', namespace: 'tiny-ferret-maroon-123' },
      spec: {
        dailyNodeType: 'arm',
        image: 'your-dockername/voice-starter:0.1',
        autoScaling: { minReplicas: 1, maxReplicas: 10 },
        imagePullSecretName: 'dockerhub-credentials',
        envFromSecretNames: ['voice-starter-secrets'],
        maxSessionDurationSeconds: 3600,
      },
    },
  },
  agentProfile: 'agent-1x',
  krispViva: { audioFilter: 'tel' },
  currentRevision: {
    deploymentID: '19db578d-808c-420a-a047-87edde4410c1',
    phase: 'Validating',
    readyReplicas: 0,
    phaseStartedAt: '2025-04-19T01:26:00.000Z',
    health: { ready: false, state: 'waiting', restartCount: 0, replicasStarted: 1 },
  },
  previousRevision: { deploymentID: '0a0a0a0a-808c-420a-a047-87edde4410c1', phase: 'Active', readyReplicas: 1 },
};

describe('parseAgentDetail', () => {
  it('reads the published example completely', () => {
    expect(parseAgentDetail(PUBLISHED, 'voice-starter')).toEqual({
      name: 'voice-starter',
      region: 'us-west',
      ready: false,
      available: true,
      activeSessionCount: 2,
      bindings: { secretSets: ['voice-starter-secrets'], imagePullSecret: 'dockerhub-credentials' },
      desiredDeploymentId: '19db578d-808c-420a-a047-87edde4410c1',
      reconciledDeploymentId: '19db578d-808c-420a-a047-87edde4410c1',
      currentRevision: {
        deploymentId: '19db578d-808c-420a-a047-87edde4410c1',
        phase: 'Validating',
        readyReplicas: 0,
        phaseStartedAt: '2025-04-19T01:26:00.000Z',
        health: { ready: false, state: 'waiting', restartCount: 0, replicasStarted: 1 },
      },
      previousRevision: { deploymentId: '0a0a0a0a-808c-420a-a047-87edde4410c1', phase: 'Active', readyReplicas: 1 },
      createdAt: '2025-04-19T01:20:27.564Z',
      updatedAt: '2025-04-19T01:25:47.229Z',
      image: 'your-dockername/voice-starter:0.1',
      autoScaling: { minAgents: 1, maxAgents: 10 },
      agentProfile: 'agent-1x',
      maxSessionDuration: 3600,
      krispVivaAudioFilter: 'tel',
    });
  });

  it('falls back to the deprecated activeDeploymentId / activeDeploymentReady; reads conditions and errors (official CLI shapes)', () => {
    const detail = parseAgentDetail(
      {
        activeDeploymentId: 'd-1',
        activeDeploymentReady: true,
        deployment: null,
        conditions: [
          { type: 'Degraded', status: 'True', reason: 'R', message: 'M' },
          { type: 'Progressing', status: false },
          { nope: 1 },
          'x',
        ],
        errors: [{ code: 'E', message: 'first' }, { error: 'second' }, 'third', 7],
        previousRevision: null,
      },
      'asked',
    );
    expect(detail).toEqual({
      name: 'asked',
      ready: true,
      bindings: null,
      desiredDeploymentId: 'd-1',
      conditions: [
        { type: 'Degraded', status: 'True', reason: 'R', message: 'M' },
        { type: 'Progressing', status: 'False' },
      ],
      errors: [{ code: 'E', message: 'first' }, { message: 'second' }, { message: 'third' }],
    });
  });

  it('sanitises every server string (names, ids, messages; a traceback keeps its lines)', () => {
    const detail = parseAgentDetail(
      {
        name: 'v\u001b[2Jx',
        region: 'us\u0007-west',
        desiredDeploymentId: 'd\u009b1m',
        deployment: {
          manifest: {
            spec: {
              envFromSecretNames: ['s\u001b]52;c;QUJD\u0007et'],
              imagePullSecretName: 'p\u202eq',
              image: 'img\u001b[31m',
            },
          },
        },
        currentRevision: {
          deploymentID: 'd',
          phase: 'Fa\u001biled',
          health: { reason: 'Crash\u001b[1m', message: 'line 1\r\nline\u001b]8;;http://x\u0007 2' },
        },
        errors: [{ message: 'bad\u001b[0m' }],
        warning: 'w\u001b[K',
      },
      'v',
    );
    expect(detail.name).toBe('vx');
    expect(detail.region).toBe('us-west');
    expect(detail.desiredDeploymentId).toBe('d');
    expect(detail.bindings).toEqual({ secretSets: ['set'], imagePullSecret: 'pq' });
    expect(detail.image).toBe('img');
    expect(detail.currentRevision?.health).toEqual({ reason: 'Crash', message: 'line 1\nline 2' });
    expect(detail.errors).toEqual([{ message: 'bad' }]);
    expect(detail.warning).toBe('w');
    expect(JSON.stringify(detail)).not.toMatch(/\u001b|\u0007|\u009b|\u202e/);
  });

  it('a wrong-typed field the rollout relies on is MALFORMED_RESPONSE naming it; fields inside a revision are read leniently', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ desiredDeploymentId: 42 }, '"desiredDeploymentId" is not a string'],
      [{ reconciledDeploymentId: {} }, '"reconciledDeploymentId" is not a string'],
      [{ ready: 'yes' }, '"ready" is not a boolean'],
      [{ activeSessionCount: '3' }, '"activeSessionCount" is not a number'],
      [{ currentRevision: 'Active' }, '"currentRevision" is not an object'],
      [{ conditions: {} }, '"conditions" is not an array'],
      [{ errors: 'boom' }, '"errors" is not an array'],
      [{ deployment: 'd' }, '"deployment" is not an object'],
    ];
    for (const [body, what] of cases) {
      const error = (() => {
        try {
          parseAgentDetail(body, 'voice');
        } catch (e) {
          return e;
        }
      })();
      expect(isApiError(error) && error.code, what).toBe('MALFORMED_RESPONSE');
      expect((error as Error).message).toBe(`Malformed response: agent "voice": ${what}`);
    }
    for (const body of [null, [], 'text'])
      expect(() => parseAgentDetail(body, 'voice')).toThrow('agent "voice" is not a JSON object');
    expect(
      parseAgentDetail({ currentRevision: { phase: 3, readyReplicas: 'x', health: 'bad' } }, 'v').currentRevision,
    ).toEqual({});
  });

  it('unwraps the org-scoped {body: …} and leaves a detail alone', () => {
    expect(unwrapBody({ body: { name: 'a' } })).toEqual({ name: 'a' });
    expect(unwrapBody({ name: 'a', body: { x: 1 } })).toEqual({ name: 'a', body: { x: 1 } });
  });
});

describe('orgRedeployPayload (the official CLI deploy payload, rebuilt from the detail)', () => {
  it('carries the whole configuration with forceRedeploy, None values dropped', () => {
    expect(orgRedeployPayload(parseAgentDetail(PUBLISHED, 'voice-starter'))).toEqual({
      serviceName: 'voice-starter',
      image: 'your-dockername/voice-starter:0.1',
      secretSet: 'voice-starter-secrets',
      imagePullSecretSet: 'dockerhub-credentials',
      region: 'us-west',
      autoScaling: { minAgents: 1, maxAgents: 10 },
      agentProfile: 'agent-1x',
      maxSessionDuration: 3600,
      krispViva: { audioFilter: 'tel' },
      forceRedeploy: true,
    });
    expect(orgRedeployPayload({ name: 'bare', image: 'me/x:1', bindings: null })).toEqual({
      serviceName: 'bare',
      image: 'me/x:1',
      forceRedeploy: true,
    });
  });

  it('refuses, never guesses: no usable image (absent or redacted) and no build id; more than one bound set', () => {
    for (const image of [undefined, '', '[REDACTED]', 'redacted', '****', 'two words']) {
      expect(orgRedeployPayload({ name: 'b', bindings: null, ...(image !== undefined ? { image } : {}) })).toBe(
        "agent 'b' cannot be redeployed from here: the service did not return its image; redeploy it with `pipecat cloud deploy --force`",
      );
    }
    expect(orgRedeployPayload({ name: 'b', image: '[REDACTED]', buildId: 'b-1', bindings: null })).toMatchObject({
      buildId: 'b-1',
    });
    expect(orgRedeployPayload({ name: 'b', image: 'me/x:1', bindings: { secretSets: ['one', 'two'] } })).toMatch(
      /binds 2 secret sets and a deploy names one/,
    );
    expect(isUsableImage('ghcr.io/me/agent@sha256:abc')).toBe(true);
  });
});

describe('agent logs', () => {
  it('reads the published shape, sanitising each line (a multi-line entry keeps its lines) and skipping entries without text', () => {
    const logs = parseAgentLogs(
      {
        total: { value: 79, relation: 'eq' },
        logs: [
          { log: 'INFO: ready\u001b[2J', timestamp: '2025-04-18T20:34:17.153744602Z', deploymentId: 'd-1' },
          { log: 'Traceback\r\n  line\u001b]52;c;x\u0007' },
          { timestamp: 'no text' },
        ],
      },
      'voice',
    );
    expect(logs).toEqual({
      total: { value: 79, relation: 'eq' },
      logs: [
        { log: 'INFO: ready', timestamp: '2025-04-18T20:34:17.153744602Z', deploymentId: 'd-1' },
        { log: 'Traceback\n  line' },
      ],
    });
  });

  it('no logs array or an entry that is not an object is MALFORMED_RESPONSE naming it', () => {
    expect(() => parseAgentLogs({ total: {} }, 'voice')).toThrow(
      'Malformed response: logs of agent "voice" has no array "logs"',
    );
    expect(() => parseAgentLogs({ logs: ['x'] }, 'voice')).toThrow(
      'Malformed response: logs of agent "voice": logs[0] is not an object',
    );
  });

  it('checks the query before anything is sent, naming the field', () => {
    expect(logSearchParams({ limit: 5, order: 'asc', startTime: 1700000000 })).toMatchObject({
      limit: 5,
      order: 'asc',
      startTime: 1700000000,
    });
    for (const [query, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 1.5 }, 'limit'],
      [{ limit: 5000 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ order: 'up' }, 'order'],
      [{ startTime: 1.2 }, 'startTime'],
    ] as const) {
      const error = (() => {
        try {
          logSearchParams(query as never);
        } catch (e) {
          return e;
        }
      })();
      expect(isApiError(error) && error.field).toBe(field);
    }
  });
});
