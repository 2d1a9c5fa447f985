// Bench — a rollout of one set to the 50 agents that use it, on the emulator (its own process), through the engine
// the command line and the app use (planRollout + runRollout, real clock, the file-less journal):
// - Wall time, 10 agents at a time, each deployment taking DEPLOY_MS on the emulator. Baseline: the emulator's own
//   time for the same work, ceil(50 / 10) × DEPLOY_MS (a client that saw each agent ready the moment it was). The
//   ratio is what polling (1 s → 2 → 4 … after each answer) adds.
// - Requests per agent in any 60 s window (pre-flight read, redeploy, polls), counted at the client. Target: the
//   limit, 15.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST } from './lib/env.mjs';
import { realAgentsApi, realSecretsApi } from './lib/app-harness.mjs';
import { spawnServer } from './lib/spawn-server.mjs';
import { median, nowMs } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';

const AGENTS = 50;
const PARALLEL = 10;
const DEPLOY_MS = 3000;

const distImport = (path) => import(pathToFileURL(join(DIST, path)).href);

/** The agents client with every request an agent gets timed (the limiter's view, from outside it). */
function counting(client, log) {
  const at = (name) => log.push({ name, t: nowMs() });
  return {
    listAgents: (o) => client.listAgents(o),
    getAgent: (name, o) => (at(name), client.getAgent(name, o)),
    redeployAgent: (name, o) => (at(name), client.redeployAgent(name, o)),
    getAgentLogs: (...a) => client.getAgentLogs(...a),
    createAgent: (...a) => client.createAgent(...a),
    updateAgent: (...a) => client.updateAgent(...a),
    deleteAgent: (...a) => client.deleteAgent(...a),
  };
}

function maxPerMinute(log) {
  let most = 0;
  const byAgent = new Map();
  for (const { name, t } of log) byAgent.set(name, [...(byAgent.get(name) ?? []), t]);
  for (const times of byAgent.values()) {
    for (const start of times) most = Math.max(most, times.filter((t) => t >= start && t < start + 60_000).length);
  }
  return most;
}

async function oneRollout(url, key) {
  const { planRollout, runRollout } = await distImport('api/rollout/runner.js');
  const { summarize } = await distImport('api/rollout/summary.js');
  const { usedBy, loadUsageMap } = await distImport('api/usage.js');
  const log = [];
  const agents = counting(await realAgentsApi(url, key), log);
  const secrets = await realSecretsApi(url, key);
  const set = (await secrets.listSecretSets()).find((s) => s.type === 'secret');
  const uses = usedBy(await loadUsageMap(agents), set.name).map((a) => ({ name: a.name, region: a.region }));
  if (uses.length !== AGENTS) throw new Error(`expected ${AGENTS} agents on ${set.name}, got ${uses.length}`);
  const deps = { agents, secrets };
  const start = nowMs();
  const plan = await planRollout(deps, { set: set.name, agents: uses, options: { parallel: PARALLEL } });
  const final = await runRollout(deps, plan);
  const ms = nowMs() - start;
  const summary = summarize(final);
  if (!summary.ok) throw new Error(`rollout not ok: ${JSON.stringify(summary).slice(0, 300)}`);
  return { ms, perMinute: maxPerMinute(log), requests: log.length };
}

export async function run({ quick = false } = {}) {
  const server = await spawnServer('emulator', { seedSets: 1, seedAgents: AGENTS, deployMs: DEPLOY_MS }, { timeoutMs: 60_000 });
  try {
    const runs = [];
    for (let i = 0; i < (quick ? 1 : 3); i++) {
      process.stderr.write(`rollout: run ${i + 1} …\n`);
      runs.push(await oneRollout(server.url, server.privateKey));
    }
    const ideal = Math.ceil(AGENTS / PARALLEL) * DEPLOY_MS;
    const wall = median(runs.map((r) => r.ms));
    const perMinute = Math.max(...runs.map((r) => r.perMinute));
    return [
      {
        id: 'rollout-wall',
        figure: `Rollout of 1 set to ${AGENTS} agents, ${PARALLEL} at a time, ${DEPLOY_MS / 1000} s deployments (${runs.length} runs)`,
        value: wall,
        unit: 'ms',
        baseline: { label: `the emulator's deploy time, ${AGENTS / PARALLEL} waves × ${DEPLOY_MS} ms`, median: ideal },
        ratio: wall / ideal,
        target: 'ratio ≤ 2',
        pass: wall / ideal <= 2,
      },
      {
        id: 'rollout-rate',
        figure: `Requests per agent in any 60 s of that rollout (${Math.round(median(runs.map((r) => r.requests)) / AGENTS)} per agent in all)`,
        value: perMinute,
        unit: 'requests',
        baseline: { label: 'the limit', median: 15 },
        ratio: perMinute / 15,
        target: '≤ 15',
        pass: perMinute <= 15,
      },
    ];
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) printResult(await run({ quick: process.argv.includes('--quick') }));
