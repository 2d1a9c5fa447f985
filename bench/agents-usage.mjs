// Bench — agent usage with 200 agents and 1,000 sets: what one usage refresh costs (requests, time) and the app's
// key → frame latency while it loads.
// - List with deployments: the service includes each agent's manifest (`includeActiveDeployment=true`, what the
//   emulator does): one request. Baseline: one set-list request (1,000 sets), interleaved in the same run.
// - One detail per agent: a service that leaves the manifests out costs 1 + 200 requests; the app reads them 4 at
//   a time. Measured against an emulator that answers every request 25 ms late (a service across a network:
//   on 127.0.0.1 a 2-core machine gains nothing from parallel requests). Baseline: the same requests one at a time.
// - Reload, nothing re-deployed: the previous map's bindings are reused (same desiredDeploymentId): one request.
//   Baseline: the cold read above.
// - Keys while loading: the real app (1,000 sets, Ink's production options, fake TTY; see app-harness.mjs) with
//   an agents service that leaves the manifests out and no deployment ids, so every forced refresh is a cold
//   read of 201 requests, restarted as soon as one ends; ↓/↑ are timed only while a read is in flight.
//   Baseline: the same keys once the agents are loaded and nothing is in flight.
// The emulators run in their own processes.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST } from './lib/env.mjs';
import { spawnServer } from './lib/spawn-server.mjs';
import { mountApp, realAgentsApi, realSecretsApi } from './lib/app-harness.mjs';
import { median, nowMs, p95, sleep } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';

const AGENTS = 200;
const SETS = 1000;
const KEYS = { down: '\u001B[B', up: '\u001B[A' };

/** The agents API of a service that leaves manifests (and, with `noIds`, deployment ids) out of its list. */
function withoutManifests(client, { noIds = false } = {}) {
  return {
    listAgents: async (o) => {
      const items = await client.listAgents({ ...o, includeDeployment: false });
      return noIds ? items.map(({ desiredDeploymentId: _id, ...rest }) => rest) : items;
    },
    getAgent: (name, o) => client.getAgent(name, o),
    createAgent: (...a) => client.createAgent(...a),
    updateAgent: (...a) => client.updateAgent(...a),
    deleteAgent: (...a) => client.deleteAgent(...a),
  };
}

async function timed(fn) {
  const start = nowMs();
  const value = await fn();
  return { ms: nowMs() - start, value };
}

async function detailCosts(url, key, runs) {
  const { loadBindingsMap } = await import(pathToFileURL(join(DIST, 'api', 'agents', 'bindings.js')).href);
  const { APP_USAGE_CONCURRENCY } = await import(pathToFileURL(join(DIST, 'state', 'bindingsSlice.js')).href);
  const bare = withoutManifests(await realAgentsApi(url, key));
  const t = { four: [], one: [] };
  let requests = 0;
  await loadBindingsMap(bare, { concurrency: APP_USAGE_CONCURRENCY });
  for (let i = 0; i < runs; i++) {
    const four = await timed(() => loadBindingsMap(bare, { concurrency: APP_USAGE_CONCURRENCY }));
    t.four.push(four.ms);
    requests = four.value.requests;
    t.one.push((await timed(() => loadBindingsMap(bare, { concurrency: 1 }))).ms);
  }
  return { t, requests };
}

async function refreshCosts(url, key, runs) {
  const { loadBindingsMap } = await import(pathToFileURL(join(DIST, 'api', 'agents', 'bindings.js')).href);
  const { APP_USAGE_CONCURRENCY } = await import(pathToFileURL(join(DIST, 'state', 'bindingsSlice.js')).href);
  const secrets = await realSecretsApi(url, key);
  const agents = await realAgentsApi(url, key);
  const bare = withoutManifests(agents);
  const t = { list: [], sets: [], cold4: [], reuse: [] };
  const requests = {};
  // Warm-up: connections, JIT.
  await loadBindingsMap(agents);
  await secrets.listSecretSets();
  for (let i = 0; i < runs; i++) {
    const list = await timed(() => loadBindingsMap(agents));
    t.list.push(list.ms);
    requests.list = list.value.requests;
    if (list.value.agents.length !== AGENTS)
      throw new Error(`expected ${AGENTS} agents, got ${list.value.agents.length}`);
    const sets = await timed(() => secrets.listSecretSets());
    t.sets.push(sets.ms);
    if (sets.value.length < SETS) throw new Error(`expected ${SETS} sets, got ${sets.value.length}`);
    const cold4 = await timed(() => loadBindingsMap(bare, { concurrency: APP_USAGE_CONCURRENCY }));
    t.cold4.push(cold4.ms);
    requests.cold4 = cold4.value.requests;
    const reuse = await timed(() =>
      loadBindingsMap(bare, { concurrency: APP_USAGE_CONCURRENCY, previous: cold4.value }),
    );
    t.reuse.push(reuse.ms);
    requests.reuse = reuse.value.requests;
  }
  return { t, requests };
}

async function keysWhileLoading(url, key, presses) {
  const secrets = await realSecretsApi(url, key);
  const agents = withoutManifests(await realAgentsApi(url, key), { noIds: true });
  const app = await mountApp({ secrets, agents, columns: 100, rows: 30 });
  try {
    const debug = process.env.BENCH_DEBUG ? (m) => process.stderr.write(`  ${m}\n`) : () => {};
    await app.waitForFrame((f) => f.includes('seed-set-'), 60_000);
    debug('list on screen');
    const until = async (done, what) => {
      const deadline = nowMs() + 120_000;
      while (!done()) {
        if (app.store.getState().usageError) throw new Error(app.store.getState().usageError);
        if (nowMs() > deadline) throw new Error(`${what}: not within 120 s`);
        await sleep(10);
      }
    };
    await until(() => app.store.getState().usage !== null, 'first agents read');
    debug('agents loaded');
    await app.settle(200);
    const state = () => app.store.getState();
    // ↓ and ↑ in turn, counted per press actually sent, so the selection never sits at the top (no frame).
    let sent = 0;
    const nextKey = () => (sent++ % 2 === 0 ? KEYS.down : KEYS.up);
    const idle = [];
    for (let i = 0; i < presses; i++) {
      await app.settle();
      if (state().usageLoading) continue;
      idle.push(await app.pressAndTime(nextKey()));
    }
    debug(`idle samples: ${idle.length}`);
    const loading = [];
    let loads = 0;
    for (let i = 0; loading.length < presses && i < presses * 4; i++) {
      if (!state().usageLoading) {
        loads++;
        void state().refreshUsage({ force: true });
      }
      await sleep(5);
      await app.settle(20);
      if (!state().usageLoading) continue;
      const ms = await app.pressAndTime(nextKey());
      if (state().usageLoading) loading.push(ms);
    }
    debug(`loading samples: ${loading.length}`);
    await until(() => !state().usageLoading, 'last agents read');
    return { idle, loading, loads };
  } finally {
    await app.unmount();
  }
}

export async function run({ quick = false } = {}) {
  const server = await spawnServer('emulator', { seedSets: SETS, seedAgents: AGENTS }, { timeoutMs: 60_000 });
  try {
    const log = (m) => process.stderr.write(`agents-usage: ${m}\n`);
    log('refresh costs …');
    const { t, requests } = await refreshCosts(server.url, server.privateKey, quick ? 3 : 7);
    log('details 25 ms away …');
    const far = await spawnServer(
      'emulator',
      { seedSets: SETS, seedAgents: AGENTS, chaos: { latencyMs: 25 } },
      { timeoutMs: 60_000 },
    );
    let details;
    try {
      details = await detailCosts(far.url, far.privateKey, quick ? 2 : 3);
    } finally {
      await far.stop();
    }
    log('keys while loading …');
    const keys = await keysWhileLoading(server.url, server.privateKey, quick ? 20 : 60);
    const mListed = median(t.list);
    const mCold4 = median(t.cold4);
    const mReuse = median(t.reuse);
    const mIdle = median(keys.idle);
    const mLoading = median(keys.loading);
    const pLoading = p95(keys.loading);
    const extra = (r) => `${r} request${r === 1 ? '' : 's'}`;
    return [
      {
        id: 'usage-list',
        figure: `Usage refresh, ${AGENTS} agents, list carries deployments (${extra(requests.list)}, ${t.list.length} runs)`,
        value: mListed,
        p95: p95(t.list),
        unit: 'ms',
        baseline: { label: `GET /v1/secrets, ${SETS} sets`, median: median(t.sets) },
        ratio: mListed / median(t.sets),
        target: `1 request, ratio ≤ ${TARGETS.usageList}`,
        pass: requests.list === 1 && mListed / median(t.sets) <= TARGETS.usageList,
      },
      {
        id: 'usage-details',
        figure: `Usage refresh, one detail per agent, 4 at a time, service 25 ms away (${extra(details.requests)}, ${details.t.four.length} runs)`,
        value: median(details.t.four),
        p95: p95(details.t.four),
        unit: 'ms',
        baseline: { label: 'same requests one at a time', median: median(details.t.one) },
        ratio: median(details.t.four) / median(details.t.one),
        target: `${AGENTS + 1} requests, ratio ≤ ${TARGETS.usageDetails}`,
        pass: details.requests === AGENTS + 1 && median(details.t.four) / median(details.t.one) <= TARGETS.usageDetails,
      },
      {
        id: 'usage-reuse',
        figure: `Usage reload, nothing re-deployed (${extra(requests.reuse)}, ${t.reuse.length} runs)`,
        value: mReuse,
        p95: p95(t.reuse),
        unit: 'ms',
        baseline: { label: 'cold read, 4 at a time, same server', median: mCold4 },
        ratio: mReuse / mCold4,
        target: `1 request, ratio ≤ ${TARGETS.usageReuse}`,
        pass: requests.reuse === 1 && mReuse / mCold4 <= TARGETS.usageReuse,
      },
      {
        id: 'usage-keys',
        figure: `App, ${SETS} sets: ↓/↑ → next frame while agents load (${keys.loading.length} presses, ${keys.loads} cold reads)`,
        value: mLoading,
        p95: pLoading,
        unit: 'ms',
        baseline: { label: 'same keys, agents loaded', median: mIdle },
        ratio: mLoading / mIdle,
        target: `ratio ≤ ${TARGETS.usageKeys}`,
        pass: keys.loading.length > 0 && mLoading / mIdle <= TARGETS.usageKeys,
      },
    ];
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  printResult(await run({ quick: process.argv.includes('--quick') }));
}
