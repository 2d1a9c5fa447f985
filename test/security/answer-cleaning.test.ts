// Every answer the clients parse is clean by construction (api/http/answer.ts): a table of every response type — secret
// sets, pull secrets, regions, agents (list, detail, logs, redeploy), rooms, meeting tokens, recordings, the domain,
// organizations, OAuth, error bodies — with every string field (and object key) carrying each sequence of the
// hostile-strings set, served by a real HTTP server and read through the real clients. The parsed model holds no
// control character (line breaks only in a log line or a traceback), and what each field said is still there. Then
// `secrets list` and `secrets list NAME` print none of them, whatever the status.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsClient } from '../../src/api/agents/client.js';
import { createHttpClient, type HttpClient } from '../../src/api/http/http.js';
import { discoverOAuth, refreshTokens, type OAuthConfig } from '../../src/api/auth/oauth.js';
import { getOrgRoomKey, listOrganizations } from '../../src/api/auth/organizations.js';
import { RoomHelper } from '../../src/api/rooms/client.js';
import { SecretsClient } from '../../src/api/secrets/client.js';
import { isolatedEnv, runInProcess } from '../cli/helpers.js';
import { ESCAPES } from './hostileServer.js';
import { CONTROL_CHARS } from './support.js';

type Answer = { status?: number; body: unknown };
/** `h(marker)`: the marker with one hostile sequence on each side. */
type Hostile = (marker: string) => string;
/**
 * Between a sequence and the marker: `~` ends a lone ESC as a two-character escape (ESC ~), as a terminal would read
 * it, so the marker after it is not taken as that escape's final byte; after any other sequence it is plain text.
 */
const around =
  (sequence: string): Hostile =>
  (marker) =>
    `${sequence}~${marker}~${sequence}`;

interface Row {
  name: string;
  /** Path (method ignored) → answer; a path ending in `*` matches its prefix. */
  routes: (h: Hostile, base: string) => Record<string, Answer>;
  call: (c: Clients) => Promise<unknown>;
  /** Markers the parsed model (or the error) must still hold: the fields this answer's client keeps. */
  kept: string[];
  /** Keys whose strings may keep line breaks and tabs. */
  multiLine?: string[];
}

interface Clients {
  secrets: SecretsClient;
  agents: AgentsClient;
  rooms: RoomHelper;
  http: HttpClient;
  base: string;
}

const room = (h: Hostile) => ({
  id: h('mk-room-id'),
  name: h('mk-room-name'),
  api_created: true,
  privacy: h('mk-privacy'),
  url: `https://x.daily.co/${h('mk-room-url')}`,
  created_at: h('mk-created'),
  config: {
    geo: h('mk-geo'),
    [h('mk-config-key')]: h('mk-config-value'),
    sip: { display_name: h('mk-sip'), codecs: { audio: [h('mk-codec')] } },
  },
});

const recording = (h: Hostile) => ({
  id: h('mk-rec-id'),
  room_name: h('mk-rec-room'),
  start_ts: 1_700_000_000,
  status: h('mk-rec-status'),
  duration: 12,
  share_token: h('mk-share'),
  s3key: h('mk-s3key'),
  mtgSessionId: h('mk-session'),
  tracks: [{ size: 10, type: h('mk-track-type'), s3key: h('mk-track-key') }],
});

const agentDetail = (h: Hostile, warning: boolean) => ({
  name: h('mk-agent'),
  region: h('mk-agent-region'),
  ready: false,
  available: true,
  activeSessionCount: 1,
  desiredDeploymentId: h('mk-desired'),
  reconciledDeploymentId: h('mk-reconciled'),
  createdAt: h('mk-created-at'),
  updatedAt: h('mk-updated-at'),
  agentProfile: h('mk-profile'),
  buildId: h('mk-build'),
  krispViva: { audioFilter: h('mk-krisp') },
  deployment: {
    manifest: {
      spec: { image: h('mk-image'), envFromSecretNames: [h('mk-bound')], imagePullSecretName: h('mk-pull') },
    },
  },
  currentRevision: {
    deploymentID: h('mk-rev-id'),
    phase: h('mk-phase'),
    phaseStartedAt: h('mk-phase-at'),
    health: {
      ready: false,
      state: h('mk-state'),
      reason: h('mk-reason'),
      lastTerminationReason: h('mk-term'),
      message: h('mk-traceback'),
    },
  },
  conditions: [
    {
      type: h('mk-cond-type'),
      status: h('mk-cond-status'),
      reason: h('mk-cond-reason'),
      message: h('mk-cond-message'),
    },
  ],
  errors: [{ code: h('mk-err-code'), message: h('mk-err-message') }, h('mk-err-text')],
  ...(warning ? { warning: h('mk-warning') } : {}),
});

const ROWS: Row[] = [
  {
    name: 'secret set list',
    routes: (h) => ({
      '/v1/secrets': {
        body: {
          sets: [
            {
              name: h('mk-set'),
              type: h('mk-type'),
              region: h('mk-region'),
              status: h('mk-status'),
              errorMessage: h('mk-error'),
            },
          ],
        },
      },
    }),
    call: (c) => c.secrets.listSecretSets(),
    kept: ['mk-set', 'mk-type', 'mk-region', 'mk-status', 'mk-error'],
  },
  {
    name: 'secret set detail',
    routes: (h) => ({
      '/v1/secrets/one': {
        body: {
          region: h('mk-region'),
          status: h('mk-status'),
          errorMessage: h('mk-error'),
          secrets: [{ fieldName: h('mk-key') }],
        },
      },
    }),
    call: (c) => c.secrets.getSecretSet('one'),
    kept: ['mk-region', 'mk-status', 'mk-error', 'mk-key'],
  },
  {
    name: 'regions',
    routes: (h) => ({ '/v1/regions': { body: { regions: [{ code: h('mk-code'), display_name: h('mk-display') }] } } }),
    call: (c) => new SecretsClient({ http: c.http }).listRegions(),
    kept: ['mk-code', 'mk-display'],
  },
  {
    name: 'organization properties',
    routes: (h) => ({ '/v1/properties': { body: { properties: { defaultRegion: h('mk-default') } } } }),
    call: (c) => c.secrets.getProperties(),
    kept: ['mk-default'],
  },
  {
    name: 'secret set write',
    routes: (h) => ({
      '/v1/secrets/one': { status: 202, body: { status: h('mk-put-status'), region: h('mk-put-region') } },
    }),
    call: (c) => c.secrets.putSecrets('one', { K: 'v' }),
    kept: ['mk-put-status', 'mk-put-region'],
  },
  {
    name: 'image pull secret write',
    routes: (h) => ({
      '/v1/secrets/pull': { status: 202, body: { status: h('mk-put-status'), region: h('mk-put-region') } },
    }),
    call: (c) => c.secrets.putImagePullSecret('pull', { host: 'https://ghcr.io', credentials: 'robot:pw' }),
    kept: ['mk-put-status', 'mk-put-region'],
  },
  {
    name: 'agent list',
    routes: (h) => ({
      '/v1/agents': {
        body: {
          services: [
            {
              name: h('mk-agent'),
              region: h('mk-region'),
              id: h('mk-id'),
              desiredDeploymentId: h('mk-desired'),
              reconciledDeploymentId: h('mk-reconciled'),
              deployment: {
                manifest: { spec: { envFromSecretNames: [h('mk-bound')], imagePullSecretName: h('mk-pull') } },
              },
            },
          ],
        },
      },
    }),
    call: (c) => c.agents.listAgents(),
    kept: ['mk-agent', 'mk-region', 'mk-id', 'mk-desired', 'mk-reconciled', 'mk-bound', 'mk-pull'],
  },
  {
    name: 'agent detail',
    routes: (h) => ({ '/v1/agents/bot': { body: agentDetail(h, false) } }),
    call: (c) => c.agents.getAgent('bot'),
    kept: [
      'mk-agent',
      'mk-agent-region',
      'mk-desired',
      'mk-image',
      'mk-bound',
      'mk-pull',
      'mk-phase',
      'mk-traceback',
      'mk-cond-message',
      'mk-err-text',
      'mk-krisp',
      'mk-build',
    ],
    multiLine: ['message'],
  },
  {
    name: 'agent redeploy (the deployment status answer)',
    routes: (h) => ({ '/v1/agents/bot': { body: agentDetail(h, true) } }),
    call: (c) => c.agents.redeployAgent('bot'),
    kept: ['mk-warning', 'mk-desired', 'mk-rev-id'],
    multiLine: ['message'],
  },
  {
    name: 'agent create',
    routes: (h) => ({ '/v1/agents': { body: agentDetail(h, false) } }),
    call: (c) => c.agents.createAgent('bot', { image: 'me/bot:1' }),
    kept: ['mk-agent', 'mk-image'],
    multiLine: ['message'],
  },
  {
    name: 'agent logs',
    routes: (h) => ({
      '/v1/agents/bot/logs': {
        body: {
          total: { value: 1, relation: h('mk-relation') },
          logs: [{ log: h('mk-log'), timestamp: h('mk-ts'), deploymentId: h('mk-dep') }],
        },
      },
    }),
    call: (c) => c.agents.getAgentLogs('bot'),
    kept: ['mk-relation', 'mk-log', 'mk-ts', 'mk-dep'],
    multiLine: ['log'],
  },
  {
    name: 'room list',
    routes: (h) => ({ '/daily/v1/rooms': { body: { total_count: 1, data: [room(h)] } } }),
    call: (c) => c.rooms.listRooms(),
    kept: [
      'mk-room-id',
      'mk-room-name',
      'mk-privacy',
      'mk-room-url',
      'mk-geo',
      'mk-config-key',
      'mk-config-value',
      'mk-sip',
      'mk-codec',
    ],
  },
  {
    name: 'room',
    routes: (h) => ({ '/daily/v1/rooms/r': { body: room(h) } }),
    call: (c) => c.rooms.getRoomFromUrl('https://x.daily.co/r'),
    kept: ['mk-room-name', 'mk-room-url', 'mk-config-key'],
  },
  {
    name: 'room create',
    routes: (h) => ({ '/daily/v1/rooms': { body: room(h) } }),
    call: (c) => c.rooms.createRoom({ name: 'r' }),
    kept: ['mk-room-name', 'mk-created'],
  },
  {
    name: 'room update',
    routes: (h) => ({ '/daily/v1/rooms/r': { body: room(h) } }),
    call: (c) => c.rooms.updateRoom('r', { privacy: 'private' }),
    kept: ['mk-room-name', 'mk-geo'],
  },
  {
    name: 'meeting token',
    routes: (h) => ({ '/daily/v1/meeting-tokens': { body: { token: `eyJhbGciOiJIUzI1NiJ9.e30.${h('mk-sig')}` } } }),
    call: (c) => c.rooms.getToken('https://x.daily.co/r'),
    kept: ['mk-sig'],
  },
  {
    name: 'meeting token validation',
    routes: (h) => ({
      '/daily/v1/meeting-tokens/*': {
        body: {
          room_name: h('mk-room'),
          user_name: h('mk-user'),
          user_id: h('mk-user-id'),
          enable_recording: h('mk-rec'),
          permissions: { [h('mk-perm-key')]: h('mk-perm') },
        },
      },
    }),
    call: (c) => c.rooms.validateToken('aaa.bbb.ccc'),
    kept: ['mk-room', 'mk-user', 'mk-user-id', 'mk-rec', 'mk-perm-key', 'mk-perm'],
  },
  {
    name: 'recording list',
    routes: (h) => ({ '/daily/v1/recordings': { body: { total_count: 1, data: [recording(h)] } } }),
    call: (c) => c.rooms.listRecordings(),
    kept: ['mk-rec-id', 'mk-rec-room', 'mk-rec-status', 'mk-share', 'mk-s3key', 'mk-session', 'mk-track-type'],
  },
  {
    name: 'recording',
    routes: (h) => ({ '/daily/v1/recordings/rec1': { body: recording(h) } }),
    call: (c) => c.rooms.getRecording('rec1'),
    kept: ['mk-rec-id', 'mk-rec-room', 'mk-track-key'],
  },
  {
    name: 'recording access link',
    routes: (h) => ({
      '/daily/v1/recordings/rec1/access-link': {
        body: { download_link: `https://files.example/${h('mk-link')}.mp4`, expires: 1_700_000_000 },
      },
    }),
    call: (c) => c.rooms.getRecordingAccessLink('rec1'),
    kept: ['mk-link'],
  },
  {
    name: 'recording start',
    routes: (h) => ({ '/daily/v1/rooms/r/recordings/start': { body: { status: h('mk-sent') } } }),
    call: (c) => c.rooms.startRecording('r'),
    kept: ['mk-sent'],
  },
  {
    name: 'recording delete',
    routes: (h) => ({ '/daily/v1/recordings/rec1': { body: { deleted: true, id: h('mk-deleted-id') } } }),
    call: (c) => c.rooms.deleteRecording('rec1'),
    kept: ['mk-deleted-id'],
  },
  {
    name: 'domain',
    routes: (h) => ({
      '/daily/v1/': {
        body: {
          domain_name: h('mk-domain'),
          config: { force_audio_only_recording: 0, [h('mk-dkey')]: h('mk-dvalue') },
        },
      },
    }),
    call: (c) => c.rooms.getDomainConfig(),
    kept: ['mk-domain', 'mk-dkey', 'mk-dvalue'],
  },
  {
    name: 'organizations',
    routes: (h) => ({
      '/v1/organizations': { body: { organizations: [{ name: h('mk-org'), verboseName: h('mk-verbose') }] } },
    }),
    call: (c) => listOrganizations(c.http),
    kept: ['mk-org', 'mk-verbose'],
  },
  {
    name: "an organization's room key",
    routes: (h) => ({ '/v1/organizations/acme/daily': { body: { apiKey: h('mk-roomkey') } } }),
    call: (c) => getOrgRoomKey(c.http, 'acme'),
    kept: ['mk-roomkey'],
  },
  {
    name: 'OAuth discovery',
    routes: (h, base) => ({
      '/auth/config': {
        body: { issuer: `${base}/iss-${h('mk-issuer')}`, client_id: h('mk-client'), scopes: h('mk-scopes') },
      },
      '/iss-*': {
        body: {
          issuer: `${base}/iss-${h('mk-issuer')}`,
          authorization_endpoint: `${base}/authorize-${h('mk-authz')}`,
          token_endpoint: `${base}/token-${h('mk-token-url')}`,
          code_challenge_methods_supported: ['S256', h('mk-method')],
          response_types_supported: ['code'],
        },
      },
    }),
    call: (c) => discoverOAuth(c.base),
    kept: ['mk-issuer', 'mk-client', 'mk-scopes', 'mk-authz', 'mk-token-url'],
  },
  {
    name: 'OAuth tokens',
    routes: (h) => ({
      '/token': { body: { access_token: h('mk-access'), refresh_token: h('mk-refresh'), expires_in: 60 } },
    }),
    call: (c) => refreshTokens(oauthConfig(c.base), 'refresh-me'),
    kept: ['mk-access', 'mk-refresh'],
  },
  {
    name: 'OAuth error',
    routes: (h) => ({
      '/token': { status: 400, body: { error: h('mk-oauth-error'), error_description: h('mk-oauth-desc') } },
    }),
    call: (c) => refreshTokens(oauthConfig(c.base), 'refresh-me'),
    kept: ['mk-oauth-desc'],
  },
  {
    name: 'Pipecat error body (409)',
    routes: (h) => ({
      '/v1/secrets/one': { status: 409, body: { error: h('mk-error-text'), code: h('mk-error-code') } },
    }),
    call: (c) => c.secrets.getSecretSet('one'),
    kept: ['mk-error-text', 'mk-error-code'],
  },
  {
    name: 'Pipecat error body (500)',
    routes: (h) => ({ '/v1/secrets': { status: 500, body: { error: h('mk-error-text') } } }),
    call: (c) => c.secrets.listSecretSets(),
    kept: ['mk-error-text'],
  },
  {
    name: 'Daily error body (400)',
    routes: (h) => ({
      '/daily/v1/rooms': { status: 400, body: { error: h('mk-daily-error'), info: h('mk-daily-info') } },
    }),
    call: (c) => c.rooms.createRoom({ name: 'r' }),
    kept: ['mk-daily-info', 'mk-daily-error'],
  },
  {
    name: 'rate limited (429)',
    routes: (h) => ({ '/v1/secrets': { status: 429, body: { error: h('mk-slow-down') } } }),
    call: (c) => c.secrets.listSecretSets(),
    kept: ['mk-slow-down'],
  },
];

const oauthConfig = (base: string): OAuthConfig => ({
  issuer: `${base}/iss`,
  clientId: 'client',
  scopes: 'openid',
  authorizationEndpoint: `${base}/authorize`,
  tokenEndpoint: `${base}/token`,
});

let routes: Record<string, Answer> = {};
let server: Server;
let base = '';

function answerFor(path: string): Answer | undefined {
  if (routes[path]) return routes[path];
  const prefix = Object.keys(routes).find((key) => key.endsWith('*') && path.startsWith(key.slice(0, -1)));
  return prefix ? routes[prefix] : undefined;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = answerFor(decodeURIComponent((req.url ?? '/').split('?')[0]));
      res.writeHead(answer?.status ?? (answer ? 200 : 404), { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer?.body ?? { error: 'no route', code: 'NOT_FOUND' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function clients(): Clients {
  const http = createHttpClient({ baseUrl: base, token: 'pk_answer_test', flavor: 'pipecat', retryLimit: 0 });
  const daily = createHttpClient({
    baseUrl: `${base}/daily/v1`,
    token: 'rk_answer_test',
    flavor: 'daily',
    retryLimit: 0,
  });
  return {
    secrets: new SecretsClient({ http }),
    agents: new AgentsClient({ http }),
    rooms: new RoomHelper({ roomApiKey: 'rk', http: daily }),
    http,
    base,
  };
}

/** Every string of `value` (object keys included) with the key it sits under. */
function strings(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [['(key)', k] as [string, string], ...strings(v, k)]);
  }
  return [];
}

/** What a caller sees: the parsed model, or the error's message and code. */
async function outcome(row: Row): Promise<unknown> {
  try {
    return await row.call(clients());
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    return { message, code };
  }
}

describe('every string of every answer is clean once parsed', () => {
  for (const [escapeName, sequence] of Object.entries(ESCAPES)) {
    it(`${escapeName}: ${ROWS.length} response types, every string field`, async () => {
      const h = around(sequence);
      const offenders: string[] = [];
      const lost: string[] = [];
      for (const row of ROWS) {
        routes = row.routes(h, base);
        const parsed = await outcome(row);
        const multiLine = new Set(row.multiLine ?? []);
        for (const [key, text] of strings(parsed)) {
          const bad = multiLine.has(key) ? CONTROL_CHARS : new RegExp(`${CONTROL_CHARS.source}|[\\n\\t]`);
          if (bad.test(text)) offenders.push(`${row.name} · ${key}: ${JSON.stringify(text)}`);
        }
        const shown = JSON.stringify(parsed);
        for (const marker of row.kept)
          if (!shown.includes(marker)) lost.push(`${row.name}: ${marker} in ${shown.slice(0, 300)}`);
      }
      expect(offenders).toEqual([]);
      expect(lost).toEqual([]);
    });
  }
});

describe('`secrets list` and `secrets list NAME` print no control character, whatever the status says', () => {
  it('every sequence of the set, in the table, the set and --json', { timeout: 120_000 }, async () => {
    const env = isolatedEnv({ PIPECAT_API_KEY: 'pk_answer_cli', PIPECAT_API_HOST: base });
    const offenders: string[] = [];
    for (const [escapeName, sequence] of Object.entries(ESCAPES)) {
      const h = around(sequence);
      routes = {
        '/v1/secrets': {
          body: {
            sets: [
              {
                name: 'odd',
                type: 'secret',
                region: h('mk-region'),
                status: h('mk-status'),
                errorMessage: h('mk-error'),
              },
            ],
          },
        },
        '/v1/secrets/odd': {
          body: {
            region: h('mk-region'),
            status: h('mk-status'),
            errorMessage: h('mk-error'),
            secrets: [{ fieldName: h('mk-key') }],
          },
        },
        '/v1/agents': { body: { services: [] } },
      };
      for (const args of [
        ['secrets', 'list'],
        ['secrets', 'list', 'odd'],
        ['secrets', 'list', 'odd', '--json'],
      ]) {
        const r = await runInProcess(args, env);
        expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
        expect(r.stdout, `${escapeName} ${args.join(' ')}`).toContain('mk-status');
        for (const [stream, text] of [
          ['stdout', r.stdout],
          ['stderr', r.stderr],
        ]) {
          if (CONTROL_CHARS.test(text))
            offenders.push(`${escapeName} · ${args.join(' ')} (${stream}): ${JSON.stringify(text)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
