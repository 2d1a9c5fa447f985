// A bounded HTTP load generator: `connections` loops over one keep-alive Agent, each sending requests back
// to back until `durationMs` has passed or `maxRequests` were sent. Loopback only.
import { Agent, request } from 'node:http';
import { nowMs } from './stats.mjs';

function once(agent, url, { method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, url), { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path}: no answer within 10 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * `makeRequest(i, connection)` returns {method, path, headers, body}. Resolves with
 * {requests, perSecond, statuses: {code: count}}.
 */
export async function load(
  url,
  makeRequest,
  { connections = 2, durationMs = 3000, maxRequests = 50_000, expect = 200 } = {},
) {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost')
    throw new Error(`load: refusing non-loopback target ${url}`);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses = {};
  let sent = 0;
  const start = nowMs();
  const loop = async (connection) => {
    while (sent < maxRequests && nowMs() - start < durationMs) {
      const i = sent++;
      const status = await once(agent, url, makeRequest(i, connection));
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, c) => loop(c)));
  const elapsed = nowMs() - start;
  agent.destroy();
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  if ((statuses[expect] ?? 0) !== requests) {
    throw new Error(`load: expected every answer to be ${expect}, got ${JSON.stringify(statuses)}`);
  }
  return { requests, perSecond: (requests / elapsed) * 1000, statuses };
}
