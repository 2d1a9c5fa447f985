// Which of the emulator's routes a server registers. The embedded emulator starts for one command: a `secrets`
// command never calls the room service, a `rooms` command never calls the private API, one without `-o` never calls
// the org-scoped API, and registering a route costs start-up time (fastify builds its hooks and router node for
// each). `agentdeck emulator` and the app register every route.
import type { FastifyInstance } from 'fastify';
import { ISSUER_PATH } from './oauth.js';

/**
 * pipecat: the private API (a private key: `/v1/secrets…`, `/v1/agents…`); organizations: what a user token calls
 * (`/v1/organizations…`, the org-scoped API, and `/v1/users`); daily: rooms, tokens, recordings, media; login: the
 * sign-in flow; control: /_emulator.
 */
export type RouteFamily = 'pipecat' | 'organizations' | 'daily' | 'login' | 'control';

export const ROUTE_FAMILIES: readonly RouteFamily[] = ['pipecat', 'organizations', 'daily', 'login', 'control'];

export function routeFamilyOf(path: string): RouteFamily {
  if (path === '/daily' || path.startsWith('/daily/')) return 'daily';
  if (path === '/v1/organizations' || path.startsWith('/v1/organizations/') || path === '/v1/users')
    return 'organizations';
  if (path.startsWith('/auth/') || path === ISSUER_PATH || path.startsWith(`${ISSUER_PATH}/`)) return 'login';
  if (path.startsWith('/_emulator/')) return 'control';
  return 'pipecat';
}

const ROUTE_METHODS = new Set(['get', 'head', 'post', 'put', 'delete', 'patch', 'options', 'all']);

/**
 * `app` whose route shorthands (get, post, …) and route() drop the routes of families not in `families`; every
 * other member is the app's own. `families` undefined: `app` itself.
 */
export function withRouteFamilies(
  app: FastifyInstance,
  families: ReadonlySet<RouteFamily> | undefined,
): FastifyInstance {
  if (families === undefined || ROUTE_FAMILIES.every((f) => families.has(f))) return app;
  const wanted = (path: unknown) => typeof path !== 'string' || families.has(routeFamilyOf(path));
  const filtered: FastifyInstance = new Proxy(app, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property === 'string' && ROUTE_METHODS.has(property) && typeof value === 'function')
        return (path: unknown, ...rest: unknown[]) =>
          wanted(path) ? (value as (...a: unknown[]) => unknown).call(target, path, ...rest) : filtered;
      if (property === 'route' && typeof value === 'function')
        return (options: { url?: unknown }) =>
          wanted(options.url) ? (value as (o: unknown) => unknown).call(target, options) : filtered;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return filtered;
}
