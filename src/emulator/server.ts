// Why this file is long: it is the one route table of the emulator (private, org-scoped, room and login APIs);
// the security suite reads it to prove every route is authenticated, so the routes stay in one place.
// startEmulator: fastify server wiring the Pipecat private API, the org-scoped API and the Daily room API.
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { AgentControls } from './agentControl.js';
import { readAgentLogs } from './agentLogs.js';
import { AgentsService } from './agents.js';
import { AgentStore } from './agentStore.js';
import { DeploymentStore } from './deploymentStore.js';
import { SessionControls } from './sessionControl.js';
import { SessionsService } from './sessions.js';
import { SessionStore } from './sessionStore.js';
import { ChaosEngine, validateChaos, type AfterFault, type Fault } from './chaos.js';
import { bearerToken, createKeyMatcher, loadOrCreateKeys, type KeyKind } from './keys.js';
import { registerOAuthRoutes } from './oauthRoutes.js';
import { ACCESS_PREFIX, DEFAULT_TOKEN_TTL_SECONDS, OAuthService } from './oauth.js';
import { MEDIA_PREFIX, RecordingsService } from './recordings.js';
import { RoomsService } from './rooms.js';
import { lazySchemaCompilers } from './schemaCompilers.js';
import { withRouteFamilies } from './routeFamilies.js';
import { seedProject } from './projectSeed.js';
import { ORGANIZATIONS, isPlainObject as isRecord, type HttpResult } from './rules.js';
import { SecretsService } from './secrets.js';
import { sqliteOpener } from './sqlite/open.js';
import { EmulatorStore } from './store.js';
import { loadOrCreateTls, type EmulatorTls } from './tls.js';
import type { ChaosOptions, EmulatorOptions, RunningEmulator, SeedOutcome } from './types.js';
import { demoData, seedDemo, storeIsEmpty, type DemoServices } from './demo.js';
import { DEFAULT_DEPLOY_MS, DEFAULT_READY_DELAY_MS } from './options.js';

export { DEFAULT_DEPLOY_MS, DEFAULT_READY_DELAY_MS };

export const DEFAULT_BODY_LIMIT = 256 * 1024;
export const DAILY_PREFIX = '/daily/v1';
/** Where emulated rooms "live": a stable, reserved (.localhost) host in Daily's https://<domain>.daily.co/<room> shape. */
export const ROOM_URL_BASE = 'https://agentdeck-emulator.daily.localhost';

const UNAUTHORIZED_JSON = JSON.stringify({ error: 'Unauthorized', code: 'UNAUTHORIZED' });
/** The 413 body, naming the limit (a client can only say "too large" when the service says by how much). */
const tooLarge = (family: 'pipecat' | 'daily', limit: number) => {
  const text = `request body is over the emulator's ${limit % 1024 === 0 ? `${limit / 1024} KiB` : `${limit} bytes`} limit`;
  return family === 'daily'
    ? { error: 'invalid-request-error', info: text }
    : { error: `Payload too large: ${text}`, code: 'PAYLOAD_TOO_LARGE' };
};
/** SQLite and file-system codes meaning the disk (or the quota) is full. */
const DISK_FULL = new Set(['SQLITE_FULL', 'SQLITE_IOERR_SHMSIZE', 'ENOSPC', 'EDQUOT']);
/** SQLITE_FULL's primary result code: node:sqlite reports it as errcode, with code ERR_SQLITE_ERROR. */
const SQLITE_FULL = 13;

function diskFullCode(error: { code?: unknown; errcode?: unknown }): string | undefined {
  if (typeof error.code === 'string' && DISK_FULL.has(error.code)) return error.code;
  if (typeof error.errcode === 'number' && (error.errcode & 0xff) === SQLITE_FULL) return 'SQLITE_FULL';
  return undefined;
}
const PIPECAT_INTERNAL = { error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' };
const PIPECAT_RATE_LIMITED = { error: 'Too many requests', code: 'TOO_MANY_REQUESTS' };
const INVALID_FORMAT = { error: 'Invalid request format', code: 'GENERIC_BAD_REQUEST' };
// A body cut off mid-string: what a client sees when a response is truncated.
const MALFORMED_BODY = '{"sets":[{"name":"trunc';

type Family = 'pipecat' | 'daily';

const SINGLE_KEY_ONLY: HttpResult = {
  status: 400,
  body: { error: 'Invalid request format: provide secretKey and secretValue', code: 'GENERIC_BAD_REQUEST' },
};
const isBatchBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as Record<string, unknown>).secrets !== undefined;

function familyOf(url: string): Family {
  return url.startsWith('/daily/') || url === '/daily' ? 'daily' : 'pipecat';
}

/** Creates the data dir 0700, tightening an existing one: it holds keys and secret values. */
function preparePrivateDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if ((statSync(dataDir).mode & 0o077) !== 0) chmodSync(dataDir, 0o700);
}

function formatUrl(scheme: 'http' | 'https', host: string, port: number): string {
  return host.includes(':') ? `${scheme}://[${host}]:${port}` : `${scheme}://${host}:${port}`;
}

/** Handlers are synchronous (the store is): they send and return nothing. */
function send(reply: FastifyReply, result: HttpResult): void {
  if (result.json !== undefined) reply.code(result.status).type('application/json; charset=utf-8').send(result.json);
  else reply.code(result.status).send(result.body);
}

export async function startEmulator(opts: EmulatorOptions): Promise<RunningEmulator> {
  if (!opts || typeof opts.dataDir !== 'string' || opts.dataDir === '')
    throw new Error('startEmulator: dataDir is required');
  const dataDir = resolve(opts.dataDir);
  const host = opts.host ?? '127.0.0.1';
  const readyDelayMs = opts.readyDelayMs ?? DEFAULT_READY_DELAY_MS;
  // Embedders that tuned only the ready delay (tests, benchmarks) keep agents that settle with their sets.
  const deployMs = opts.deployMs ?? opts.readyDelayMs ?? DEFAULT_DEPLOY_MS;
  const bodyLimit = opts.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const chaos = new ChaosEngine(opts.chaos);

  sqliteOpener(); // no SQLite driver: say so before anything is written to the data dir
  preparePrivateDir(dataDir);
  const keys = loadOrCreateKeys(dataDir);
  // Wall clock, not opts.now: clients check the certificate against theirs.
  const tls: EmulatorTls | undefined = opts.https ? loadOrCreateTls(dataDir, { host }) : undefined;
  const matchKey = createKeyMatcher(keys);
  const store = new EmulatorStore(dataDir);
  const orgs = ORGANIZATIONS.map((o) => o.name);
  const orgNames: ReadonlySet<string> = new Set(orgs);
  let baseUrl = '';
  const secrets = new SecretsService({ store, readyDelayMs, now: opts.now });
  // Room URLs do not hold this server's port: processes sharing the data dir (each with its own port, gone when
  // it exits) all give a room the same URL, and any of them resolves it by its name.
  const rooms = new RoomsService({ store, roomKey: keys.roomKey, baseUrl: () => ROOM_URL_BASE, now: opts.now });
  const recordings = new RecordingsService({
    store,
    signingKey: keys.roomKey,
    baseUrl: () => baseUrl,
    domainName: rooms.domainName,
    media: opts.recordingMedia,
    now: opts.now,
  });
  const oauth = new OAuthService({
    store,
    tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    baseUrl: () => baseUrl,
    now: opts.now,
  });
  const singleKeyOrgPuts = opts.orgPutForm === 'single-key';
  let agents: AgentsService;
  let agentControls: AgentControls;
  let sessions: SessionsService;
  let sessionControls: SessionControls;
  let demoServices: DemoServices;
  const seeded: SeedOutcome[] = [];
  try {
    agents = new AgentsService({
      agents: new AgentStore(store),
      deployments: new DeploymentStore(store),
      secrets,
      deployMs,
      now: opts.now,
    });
    sessions = new SessionsService(agents, new SessionStore(store), opts.sessionMs ? opts.sessionMs : null);
    agents.sessions = sessions;
    store.markSchemaCurrent(); // every store's migrations ran (above): later opens skip them
    agentControls = new AgentControls(agents, secrets, sessions);
    sessionControls = new SessionControls(sessions);
    demoServices = { dataDir, org: orgs[0], store, secrets, agents, rooms, now: opts.now ?? Date.now };
    // Seeds fill an empty store only; what each did is reported (the command says when one seeded nothing).
    if (opts.seedSets && opts.seedSets > 0) {
      const existing = store.countSets();
      if (existing === 0) secrets.seed(orgs[0], opts.seedSets);
      seeded.push(
        existing === 0
          ? { option: '--seed-sets', created: opts.seedSets }
          : {
              option: '--seed-sets',
              created: 0,
              skipped: `the store already holds ${existing} secret set${existing === 1 ? '' : 's'}`,
            },
      );
    }
    if (opts.seedAgents && opts.seedAgents > 0) {
      const empty = agents.isEmpty();
      if (empty) agents.seed(orgs[0], opts.seedAgents, store.listSets(orgs[0]));
      seeded.push(
        empty
          ? { option: '--seed-agents', created: opts.seedAgents }
          : { option: '--seed-agents', created: 0, skipped: 'the store already holds agents' },
      );
    }
    if (opts.seedDemo) {
      const empty = storeIsEmpty(demoServices);
      if (empty) seedDemo(demoServices);
      seeded.push(
        empty
          ? { option: '--seed-demo', created: 1 }
          : { option: '--seed-demo', created: 0, skipped: 'the store is not empty (sets, agents or rooms)' },
      );
    }
    if (opts.seedProject) {
      const empty = agents.isEmpty();
      const created = empty ? seedProject(agents, orgs) : 0;
      seeded.push(
        empty
          ? { option: '--seed-project', created }
          : { option: '--seed-project', created: 0, skipped: 'the store already holds agents' },
      );
    }
    for (const { name, message } of opts.failAgents ?? []) agentControls.failDeployments(orgs[0], name, message);
    for (const name of opts.supersededSessions ?? []) sessionControls.setFault(orgs[0], name, true);
    if (opts.seedSessions && opts.seedSessions > 0) sessions.seed(orgs[0], opts.seedSessions);
    if (opts.sessionRate && opts.sessionRate > 0) sessionControls.setTraffic(orgs[0], opts.sessionRate);
  } catch (error) {
    store.close();
    throw error;
  }

  const server = Fastify({
    logger: opts.logger
      ? {
          level: 'info',
          ...(opts.logStream ? { stream: opts.logStream } : {}),
          // Method, path and status only: never headers (Authorization) or bodies.
          serializers: {
            req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url }),
            res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
          },
        }
      : false,
    bodyLimit,
    // One port either way: with --https every route (API, login, recording links) answers on TLS only.
    ...(tls ? { https: { key: tls.key, cert: tls.cert } } : {}),
    // Meeting tokens travel as a path parameter (GET /meeting-tokens/:token); find-my-way's default is 100.
    routerOptions: { maxParamLength: 4096 },
    forceCloseConnections: true,
    return503OnClosing: true,
    exposeHeadRoutes: opts.headRoutes ?? true,
    schemaController: { compilersFactory: lazySchemaCompilers },
  });
  const app = withRouteFamilies(server, opts.routes === undefined ? undefined : new Set(opts.routes));

  app.removeAllContentTypeParsers();
  // Every body is read as JSON whatever its content type (the services accept JSON only).
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Invalid JSON body'), { statusCode: 400, code: 'EMU_BAD_JSON' }), undefined);
    }
  });

  app.setErrorHandler(
    (error: { statusCode?: number; code?: string; errcode?: number; message?: string }, request, reply) => {
      const family = familyOf(request.url);
      const status = error.statusCode ?? 500;
      if (status === 413) return reply.code(413).send(tooLarge(family, bodyLimit));
      const full = diskFullCode(error);
      if (full) {
        // The store could not write its database: say so (507), not a bare 500 the client would retry.
        const text = `the emulator cannot store the change: the disk of ${dataDir} is full (${full}); free some space`;
        request.log.error({ code: full }, 'emulator data dir is full');
        return reply
          .code(507)
          .send(family === 'daily' ? { error: 'server-error', info: text } : { error: text, code: 'FILE_SYSTEM' });
      }
      if (status >= 400 && status < 500) {
        if (family === 'pipecat') return reply.code(400).send(INVALID_FORMAT);
        return reply
          .code(400)
          .send(
            error.code === 'EMU_BAD_JSON'
              ? { error: 'json-parsing-error', info: 'request body is not valid JSON' }
              : { error: 'invalid-request-error', info: 'malformed request' },
          );
      }
      request.log.error({ code: error.code }, 'emulator handler failed');
      return reply
        .code(500)
        .send(family === 'daily' ? { error: 'server-error', info: 'internal server error' } : PIPECAT_INTERNAL);
    },
  );

  app.setNotFoundHandler((request, reply) => {
    if (familyOf(request.url) === 'daily') {
      return reply
        .code(404)
        .send({ error: 'not-found', info: `no such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });

  // ---- fault injection ---------------------------------------------------------------------------------
  const withErrorRetryAfter = (reply: FastifyReply): FastifyReply => {
    const seconds = chaos.errorRetryAfterSeconds;
    return seconds === undefined ? reply : reply.header('retry-after', String(seconds));
  };
  const injectFault = (request: FastifyRequest, reply: FastifyReply, fault: Fault, done: () => void): void => {
    const daily = familyOf(request.url) === 'daily';
    switch (fault) {
      case 'drop':
        reply.hijack();
        request.raw.socket?.destroy();
        return;
      case 'hang':
        reply.hijack(); // never answered; close() destroys the connection
        return;
      case 'rateLimit': {
        const seconds = chaos.retryAfterSeconds;
        reply
          .code(429)
          .header('retry-after', String(seconds))
          .send(
            daily
              ? { error: 'rate-limit-error', info: `Too many requests. Retry after ${seconds} s.` }
              : PIPECAT_RATE_LIMITED,
          );
        return;
      }
      case 'error':
        withErrorRetryAfter(reply)
          .code(500)
          .send(daily ? { error: 'server-error', info: 'injected server error' } : PIPECAT_INTERNAL);
        return;
      case 'malformed':
        reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
        return;
      default:
        done();
    }
  };
  // One callback-style hook (not async, and no onSend hook at all): it sits on every request, and the fast path
  // must stay cheap (each hook fastify runs costs every request, faults or not).
  // A request applied normally whose answer is then spoiled (hangAfterWrite / errorAfterWrite): its reply's send is
  // replaced, so whatever the handler (or the error handler) answers never leaves as it was.
  const spoil = (request: FastifyRequest, reply: FastifyReply, after: AfterFault): void => {
    const send = reply.send.bind(reply);
    reply.send = ((): FastifyReply => {
      if (after === 'hangAfterWrite') return reply; // applied; the answer never leaves (close() destroys the socket)
      const daily = familyOf(request.url) === 'daily';
      withErrorRetryAfter(reply).code(500).type('application/json; charset=utf-8');
      return send(
        JSON.stringify(
          daily ? { error: 'server-error', info: 'injected server error after applying' } : PIPECAT_INTERNAL,
        ),
      );
    }) as FastifyReply['send'];
  };
  // Every request answered, by method (tests count writes: an apply with nothing to do makes none).
  const requestCounts: Record<string, number> = {};
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/_emulator/')) return done();
    requestCounts[request.method] = (requestCounts[request.method] ?? 0) + 1;
    if (!chaos.active) return done();
    const decision = chaos.decide(request.method);
    if (decision.after) spoil(request, reply, decision.after);
    const act = () => (decision.fault ? injectFault(request, reply, decision.fault, done) : done());
    if (decision.latencyMs > 0) setTimeout(act, decision.latencyMs);
    else act();
  });

  // ---- auth --------------------------------------------------------------------------------------------
  type Hook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;
  const keyKindOf = (request: FastifyRequest): KeyKind | undefined => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return undefined;
    // A session access token from the login flow acts as the user token while it is valid (then 401).
    if (token.startsWith(ACCESS_PREFIX)) return oauth.isValidAccessToken(token) ? 'user' : undefined;
    return matchKey(token);
  };
  const requireKind =
    (kind: KeyKind): Hook =>
    (request, reply, done) => {
      if (keyKindOf(request) === kind) return done();
      reply.code(401).type('application/json; charset=utf-8').send(UNAUTHORIZED_JSON);
    };
  const requirePrivate = requireKind('private');
  const requireUser = requireKind('user');
  const requireRoomKey: Hook = (request, reply, done) => {
    if (bearerToken(request.headers.authorization) === undefined) {
      reply.code(400).send({
        error: 'authorization-header-error',
        info: "Missing or malformed Authorization header; expected 'Authorization: Bearer <API key>'",
      });
      return;
    }
    if (keyKindOf(request) === 'room') return done();
    reply.code(401).send({ error: 'authentication-error' });
  };

  // ---- Pipecat private + org-scoped API ----------------------------------------------------------------
  type Params = { org?: string; name?: string; key?: string };
  type Query = { region?: unknown };
  const queryRegion = (request: FastifyRequest): string | undefined => {
    const region = (request.query as Query).region;
    return typeof region === 'string' && region !== '' ? region : undefined;
  };
  const orgNotFound: HttpResult = { status: 404, body: { error: 'Organization not found', code: 'NOT_FOUND' } };

  const families: Array<{
    prefix: string;
    auth: typeof requirePrivate;
    org: (request: FastifyRequest) => string | undefined;
  }> = [
    { prefix: '/v1', auth: requirePrivate, org: () => orgs[0] },
    {
      prefix: '/v1/organizations/:org',
      auth: requireUser,
      org: (request) => {
        const org = (request.params as Params).org;
        return org !== undefined && orgNames.has(org) ? org : undefined;
      },
    },
  ];

  for (const { prefix, auth, org: orgOf } of families) {
    const scoped =
      (handler: (org: string, request: FastifyRequest) => HttpResult) =>
      (request: FastifyRequest, reply: FastifyReply): void => {
        const org = orgOf(request);
        send(reply, org === undefined ? orgNotFound : handler(org, request));
      };
    const name = (request: FastifyRequest) => (request.params as Params).name as string;
    const onRequest = auth;
    app.get(
      `${prefix}/secrets`,
      { onRequest },
      scoped((org, r) => secrets.list(org, queryRegion(r))),
    );
    app.get(
      `${prefix}/secrets/:name`,
      { onRequest },
      scoped((org, r) => secrets.get(org, name(r))),
    );
    const orgScoped = prefix !== '/v1';
    app.put(
      `${prefix}/secrets/:name`,
      { onRequest },
      scoped((org, r) =>
        // `--org-put single-key`: the org-scoped path takes only the official CLI's one-key body.
        orgScoped && singleKeyOrgPuts && isBatchBody(r.body)
          ? SINGLE_KEY_ONLY
          : secrets.put(org, name(r), r.body, queryRegion(r)),
      ),
    );
    app.post(
      `${prefix}/secrets/references`,
      { onRequest },
      scoped((org, r) => secrets.reference(org, r.body)),
    );
    app.delete(
      `${prefix}/secrets/:name`,
      { onRequest },
      scoped((org, r) => secrets.deleteSet(org, name(r))),
    );
    app.delete(
      `${prefix}/secrets/:name/:key`,
      { onRequest },
      scoped((org, r) => secrets.deleteKey(org, name(r), (r.params as Params).key as string)),
    );
    app.get(
      `${prefix}/regions`,
      { onRequest },
      scoped(() => secrets.regions()),
    );
    app.get(
      `${prefix}/properties`,
      { onRequest },
      scoped((org) => secrets.properties(org)),
    );
    app.get(
      `${prefix}/properties/schema`,
      { onRequest },
      scoped((org) => secrets.propertiesSchema(org)),
    );
    app.patch(
      `${prefix}/properties`,
      { onRequest },
      scoped((org, r) => secrets.patchProperties(org, r.body)),
    );
  }

  // ---- agents: `/v1/agents…` (published document, private key), `/v1/organizations/:org/services…` (official CLI)
  const scopedBy =
    (orgOf: (request: FastifyRequest) => string | undefined) =>
    (handler: (org: string, request: FastifyRequest) => HttpResult) =>
    (request: FastifyRequest, reply: FastifyReply): void => {
      const org = orgOf(request);
      send(reply, org === undefined ? orgNotFound : handler(org, request));
    };
  const asPrivate = scopedBy(families[0].org);
  const asOrg = scopedBy(families[1].org);
  const agentName = (request: FastifyRequest) => (request.params as Params).name as string;
  const listAgents = (org: string, request: FastifyRequest) =>
    agents.list(
      org,
      queryRegion(request),
      String((request.query as Record<string, unknown>).includeActiveDeployment) === 'true',
    );
  const bodyName = (request: FastifyRequest) => (isRecord(request.body) ? request.body.serviceName : undefined);
  app.get('/v1/agents', { onRequest: requirePrivate }, asPrivate(listAgents));
  app.post(
    '/v1/agents',
    { onRequest: requirePrivate },
    asPrivate((org, r) => agents.create(org, r.body)),
  );
  app.get(
    '/v1/agents/:name',
    { onRequest: requirePrivate },
    asPrivate((org, r) => agents.get(org, agentName(r), false)),
  );
  app.post(
    '/v1/agents/:name',
    { onRequest: requirePrivate },
    asPrivate((org, r) => agents.update(org, agentName(r), r.body)),
  );
  app.delete(
    '/v1/agents/:name',
    { onRequest: requirePrivate },
    asPrivate((org, r) => agents.delete(org, agentName(r))),
  );
  app.get('/v1/organizations/:org/services', { onRequest: requireUser }, asOrg(listAgents));
  app.post(
    '/v1/organizations/:org/services',
    { onRequest: requireUser },
    asOrg((org, r) => agents.create(org, r.body)),
  );
  // The official CLI updates with PUT on the collection, naming the agent in `serviceName`.
  app.put(
    '/v1/organizations/:org/services',
    { onRequest: requireUser },
    asOrg((org, r) => agents.update(org, bodyName(r), r.body)),
  );
  // Wrapped in `{body: …}`: the official CLI reads the org-scoped detail from `result["body"]` (UNCONFIRMED upstream).
  app.get(
    '/v1/organizations/:org/services/:name',
    { onRequest: requireUser },
    asOrg((org, r) => agents.get(org, agentName(r), true)),
  );
  app.delete(
    '/v1/organizations/:org/services/:name',
    { onRequest: requireUser },
    asOrg((org, r) => agents.delete(org, agentName(r))),
  );
  // Logs: not wrapped on either path (the official CLI reads `logs` from the answer itself).
  const logsOf = (org: string, r: FastifyRequest) =>
    readAgentLogs(agents, org, agentName(r), r.query as Record<string, unknown>, () =>
      sessions.logLines(org, agentName(r)),
    );
  app.get('/v1/agents/:name/logs', { onRequest: requirePrivate }, asPrivate(logsOf));
  app.get('/v1/organizations/:org/services/:name/logs', { onRequest: requireUser }, asOrg(logsOf));
  // Sessions (published on /v1/agents; the official CLI's org-scoped path), unwrapped on both.
  const sessionId = (request: FastifyRequest) => (request.params as { id: string }).id;
  const listSessions = (org: string, r: FastifyRequest) =>
    sessions.list(org, agentName(r), r.query as Record<string, unknown>);
  const getSession = (org: string, r: FastifyRequest) => sessions.get(org, agentName(r), sessionId(r));
  const stopSession = (org: string, r: FastifyRequest) => sessions.stop(org, agentName(r), sessionId(r));
  app.get('/v1/agents/:name/sessions', { onRequest: requirePrivate }, asPrivate(listSessions));
  app.get('/v1/agents/:name/sessions/:id', { onRequest: requirePrivate }, asPrivate(getSession));
  app.delete('/v1/agents/:name/sessions/:id', { onRequest: requirePrivate }, asPrivate(stopSession));
  app.get('/v1/organizations/:org/services/:name/sessions', { onRequest: requireUser }, asOrg(listSessions));
  app.get('/v1/organizations/:org/services/:name/sessions/:id', { onRequest: requireUser }, asOrg(getSession));
  app.delete('/v1/organizations/:org/services/:name/sessions/:id', { onRequest: requireUser }, asOrg(stopSession));
  // Deployments: only the official CLI's org-scoped path (the published document has none).
  app.get(
    '/v1/organizations/:org/services/:name/deployments',
    { onRequest: requireUser },
    asOrg((org, r) => sessions.deployments(org, agentName(r))),
  );

  app.get('/v1/organizations', { onRequest: requireUser }, async (_request, reply) =>
    reply.code(200).send({ organizations: ORGANIZATIONS }),
  );
  app.get('/v1/organizations/:org/daily', { onRequest: requireUser }, async (request, reply) => {
    const org = (request.params as Params).org;
    if (org === undefined || !orgNames.has(org)) return send(reply, orgNotFound);
    return reply.code(200).send({ apiKey: keys.roomKey });
  });

  app.get('/v1/users', { onRequest: requireUser }, async (_request, reply) => send(reply, oauth.user()));
  registerOAuthRoutes(app, oauth);

  // ---- Daily room API ----------------------------------------------------------------------------------
  const roomName = (request: FastifyRequest) => (request.params as Params).name as string;
  const daily = { onRequest: requireRoomKey };
  app.post(`${DAILY_PREFIX}/rooms`, daily, (request, reply) => send(reply, rooms.create(request.body)));
  app.get(`${DAILY_PREFIX}/rooms`, daily, (request, reply) =>
    send(reply, rooms.list(request.query as Record<string, unknown>)),
  );
  app.get(`${DAILY_PREFIX}/rooms/:name`, daily, (request, reply) => send(reply, rooms.get(roomName(request))));
  app.delete(`${DAILY_PREFIX}/rooms/:name`, daily, (request, reply) => send(reply, rooms.delete(roomName(request))));
  app.post(`${DAILY_PREFIX}/meeting-tokens`, daily, (request, reply) => send(reply, rooms.token(request.body)));
  app.post(`${DAILY_PREFIX}/rooms/:name`, daily, (request, reply) =>
    send(reply, rooms.update(roomName(request), request.body)),
  );
  app.get(`${DAILY_PREFIX}/meeting-tokens/:token`, daily, (request, reply) =>
    send(
      reply,
      rooms.validateToken((request.params as { token: string }).token, request.query as Record<string, unknown>),
    ),
  );
  for (const action of ['start', 'update', 'stop'] as const) {
    app.post(`${DAILY_PREFIX}/rooms/:name/recordings/${action}`, daily, (request, reply) =>
      send(reply, recordings[action](roomName(request), request.body)),
    );
  }
  type RecordingParams = { id: string; file: string };
  const recordingId = (request: FastifyRequest) => (request.params as RecordingParams).id;
  const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
  app.get(`${DAILY_PREFIX}/recordings`, daily, (request, reply) => send(reply, recordings.list(query(request))));
  app.get(`${DAILY_PREFIX}/recordings/:id`, daily, (request, reply) =>
    send(reply, recordings.get(recordingId(request))),
  );
  app.delete(`${DAILY_PREFIX}/recordings/:id`, daily, (request, reply) =>
    send(reply, recordings.delete(recordingId(request))),
  );
  app.get(`${DAILY_PREFIX}/recordings/:id/access-link`, daily, (request, reply) =>
    send(reply, recordings.accessLink(recordingId(request), query(request))),
  );
  // Access links: no API key (the signature in the query is the credential), like a presigned storage URL.
  app.get(`${MEDIA_PREFIX}/:id/:file`, (request, reply) => {
    const { id, file } = request.params as RecordingParams;
    const found = recordings.mediaFile(id, file, query(request));
    if ('text' in found) return void reply.code(found.status).type('text/plain; charset=utf-8').send(found.text);
    reply
      .code(200)
      .header('content-type', found.contentType)
      .header('content-length', String(found.body.length))
      .header('content-disposition', `attachment; filename="${found.filename}"`)
      .send(found.body);
  });
  app.get(`${DAILY_PREFIX}/`, daily, (_request, reply) => send(reply, rooms.domain()));
  app.post(`${DAILY_PREFIX}/`, daily, (request, reply) => send(reply, rooms.updateDomain(request.body)));

  // ---- emulator control --------------------------------------------------------------------------------
  app.get('/_emulator/health', async (_request, reply) => reply.code(200).send({ ok: true }));
  app.put('/_emulator/chaos', { onRequest: requirePrivate }, async (request, reply) => {
    let next: ChaosOptions;
    try {
      next = validateChaos(request.body);
    } catch (error) {
      return reply.code(400).send({ error: (error as Error).message, code: 'GENERIC_BAD_REQUEST' });
    }
    chaos.set(Object.keys(next).length > 0 ? next : undefined);
    return reply.code(200).send({ ok: true, chaos: next });
  });
  // Agent controls and what each deployment captured: `?org=` picks the organization (default the first).
  const asControl = scopedBy((request) => {
    const org = (request.query as Record<string, unknown>).org;
    if (org === undefined) return orgs[0];
    return typeof org === 'string' && orgNames.has(org) ? org : undefined;
  });
  app.put(
    '/_emulator/agents/:name',
    { onRequest: requirePrivate },
    asControl((org, r) => agentControls.set(org, agentName(r), r.body)),
  );
  app.get(
    '/_emulator/agents/:name/deployments',
    { onRequest: requirePrivate },
    asControl((org, r) => agentControls.deployments(org, agentName(r))),
  );
  app.get(
    '/_emulator/secrets/:name',
    { onRequest: requirePrivate },
    asControl((org, r) => agentControls.setState(org, agentName(r))),
  );
  app.post(
    '/_emulator/agents/:name/sessions',
    { onRequest: requirePrivate },
    asControl((org, r) => sessionControls.start(org, agentName(r), r.body)),
  );
  app.post(
    '/_emulator/agents/:name/sessions/end',
    { onRequest: requirePrivate },
    asControl((org, r) => sessionControls.end(org, agentName(r), r.body)),
  );
  app.patch(
    '/_emulator/agents/:name/sessions',
    { onRequest: requirePrivate },
    asControl((org, r) => sessionControls.durations(org, agentName(r), r.body)),
  );

  try {
    await app.listen({ port: opts.port ?? 0, host });
  } catch (error) {
    store.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 0);
  baseUrl = formatUrl(tls ? 'https' : 'http', host, port);

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    host,
    port,
    apiHost: baseUrl,
    roomApiUrl: `${baseUrl}${DAILY_PREFIX}`,
    keys,
    orgs: [...orgs],
    dataDir,
    deployMs,
    ...(tls ? { tls: { caFile: tls.caFile, notAfter: tls.notAfter, altNames: tls.altNames } } : {}),
    oauth: {
      issuer: oauth.issuer,
      clientId: oauth.clientId,
      tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    },
    seeded,
    demo: demoData(demoServices),
    setChaos(next: ChaosOptions | undefined) {
      chaos.set(next);
    },
    requestCounts: () => ({ ...requestCounts }),
    close() {
      closing ??= app.close().then(() => store.close());
      return closing;
    },
  };
}
