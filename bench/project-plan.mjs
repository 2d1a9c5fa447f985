// Bench — `agentdeck plan` over 2 environments (the emulator's two organizations) × 2 regions × 50 sets, 200 agents
// per environment (100 per region), every set written through agentdeck (so each carries a write marker whose digest
// the plan recomputes from the source: the in-sync case). Baseline, same run: `secrets list` + `agents list` (which
// reads each bound set's last write) for both organizations, four processes. Also: the plan's request count, which
// must be O(sets + agents): per environment, 2 lists + 1 GET per set + 1 sessions read per agent.
// The emulator runs in its own process.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pMap from 'p-map';
import { DIST, MAIN, tempDir } from './lib/env.mjs';
import { timedRun } from './lib/proc.mjs';
import { spawnServer } from './lib/spawn-server.mjs';
import { median } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';

const ORGS = { staging: 'staging', prod: 'local' };
const REGIONS = ['us-west', 'us-east'];
const SETS = 50;
const AGENTS_PER_REGION = 100;
const KEYS = ['OPENAI_API_KEY', 'DEEPGRAM_API_KEY', 'CARTESIA_API_KEY'];

const log = (m) => process.stderr.write(`project-plan: ${m}\n`);

async function seed(url, token, dir) {
  const api = (p) => import(pathToFileURL(join(DIST, 'api', p)).href);
  const [{ createHttpClient }, { SecretsClient }, { AgentsClient }] = await Promise.all([
    api('http.js'),
    api('secrets.js'),
    api('agents.js'),
  ]);
  const toml = [];
  for (const [env, org] of Object.entries(ORGS)) {
    toml.push(`[environments.${env}]`, `organization = "${org}"`, `regions = ${JSON.stringify(REGIONS)}`, '');
    const http = createHttpClient({ baseUrl: url, token, flavor: 'pipecat' });
    const secrets = new SecretsClient({ http, org, marker: 'on' });
    const agents = new AgentsClient({ http, org });
    const dotenv = [];
    const jobs = [];
    for (let i = 0; i < SETS; i++) {
      const values = Object.fromEntries(KEYS.map((k) => [`${k}_${i}`, `${env}-value-${k}-${i}-0123456789`]));
      for (const [k, v] of Object.entries(values)) dotenv.push(`${k}=${v}`);
      for (const region of REGIONS) jobs.push(() => secrets.putSecrets(`set${i}-${region}`, values, { region }));
    }
    await pMap(jobs, (job) => job(), { concurrency: 8 });
    const agentJobs = [];
    for (const region of REGIONS)
      for (let a = 0; a < AGENTS_PER_REGION; a++)
        agentJobs.push(() =>
          agents.createAgent(`bot${a}-${region}`, {
            image: 'ghcr.io/x/bot:1',
            region,
            secretSet: `set${a % SETS}-${region}`,
          }),
        );
    await pMap(agentJobs, (job) => job(), { concurrency: 8 });
    writeFileSync(join(dir, `.env.${env}`), `${dotenv.join('\n')}\n`);
  }
  for (let i = 0; i < SETS; i++)
    toml.push(`[sets.set${i}]`, `required = ${JSON.stringify(KEYS.map((k) => `${k}_${i}`))}`, '');
  for (let a = 0; a < AGENTS_PER_REGION; a++) toml.push(`[agents.bot${a}]`, `set = "set${a % SETS}"`, '');
  writeFileSync(join(dir, 'agentdeck.toml'), toml.join('\n'));
}

export async function run({ quick = false } = {}) {
  const server = await spawnServer('emulator', { readyDelayMs: 0, deployMs: 0 });
  try {
    const dir = tempDir('project-plan');
    mkdirSync(dir, { recursive: true });
    log('seeding 200 sets and 400 agents …');
    await seed(server.url, server.userToken, dir);
    const home = tempDir('project-home');
    const env = {
      PATH: process.env.PATH,
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CACHE_HOME: join(home, 'cache'),
      PIPECAT_CONFIG_PATH: join(home, 'none.toml'),
      PIPECAT_API_HOST: server.url,
      PIPECAT_TOKEN: server.userToken,
      NO_COLOR: '1',
    };
    const plan = () =>
      timedRun(process.execPath, [MAIN, 'plan', '--json', '--project', join(dir, 'agentdeck.toml')], {
        env,
        timeoutMs: 120_000,
      });
    const baseline = async () => {
      let ms = 0;
      for (const org of Object.values(ORGS))
        for (const args of [
          ['secrets', 'list', '--json'],
          ['agents', 'list', '--json'],
        ]) {
          const r = await timedRun(process.execPath, [MAIN, '-o', org, ...args], { env, timeoutMs: 120_000 });
          if (r.code !== 0) throw new Error(`${args.join(' ')} -o ${org}: exit ${r.code}: ${r.stderr.slice(0, 300)}`);
          ms += r.ms;
        }
      return ms;
    };
    // The first plan computes every digest (scrypt) and remembers the verdicts; the timed runs read them back.
    const cold = await plan();
    if (cold.code !== 0) throw new Error(`plan: exit ${cold.code}: ${cold.stderr.slice(0, 500)}`);
    await baseline();
    const runs = quick ? 2 : 3;
    const t = { plan: [], base: [] };
    let requests = 0;
    let drift = null;
    for (let i = 0; i < runs; i++) {
      const p = await plan();
      if (p.code !== 0) throw new Error(`plan: exit ${p.code}: ${p.stderr.slice(0, 500)}`);
      const json = JSON.parse(p.stdout);
      requests = json.requests;
      drift = json.drift;
      t.plan.push(p.ms);
      t.base.push(await baseline());
    }
    const sets = 2 * REGIONS.length * SETS;
    const agents = 2 * REGIONS.length * AGENTS_PER_REGION;
    const expected = 2 * 2 + sets + agents;
    const ratio = median(t.plan) / median(t.base);
    return [
      {
        id: 'project-plan',
        figure: `plan, 2 environments × 2 regions × ${SETS} sets × ${AGENTS_PER_REGION * 2} agents, in sync, verdicts remembered (${requests} requests, ${runs} runs; the first plan, computing ${sets} digests: ${Math.round(cold.ms)} ms)`,
        value: median(t.plan),
        unit: 'ms',
        baseline: { label: 'secrets list + agents list, both organizations (4 processes)', median: median(t.base) },
        ratio,
        target: `${expected} requests (2 lists + 1 per set + 1 per agent, per environment), in sync, ratio ≤ ${TARGETS.projectPlan}`,
        pass: requests === expected && drift === false && ratio <= TARGETS.projectPlan,
      },
    ];
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  printResult(await run({ quick: process.argv.includes('--quick') }));
}
