// Bench — `agentdeck plan` over 2 environments (the emulator's two organizations) × 2 regions × 50 sets, 200 agents
// per environment (100 per region), every set written through agentdeck (so each carries a write marker whose digest
// the plan recomputes from the source: the in-sync case). The headline is the COLD plan, as CI always runs it: a
// fresh cache dir each run, so no verdict is remembered and all 200 digests are computed (the compiled-code cache is
// copied in, as the baseline's processes have theirs). The warm plan (verdicts remembered, a developer's second
// plan) is in the figure's text. Baseline, same run: `secrets list` + `agents list` (which reads each bound set's
// last write) for both organizations, four processes. Also: the plan's request count, which must be
// O(sets + agents): per environment, 2 lists + 1 GET per set + 1 sessions read per agent.
// The emulator runs in its own process.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
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
    api('http/http.js'),
    api('secrets/client.js'),
    api('agents/client.js'),
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
    const plan = (cacheHome = env.XDG_CACHE_HOME) =>
      timedRun(process.execPath, [MAIN, 'plan', '--json', '--project', join(dir, 'agentdeck.toml')], {
        env: { ...env, XDG_CACHE_HOME: cacheHome },
        timeoutMs: 120_000,
      });
    /** A cache dir with nothing remembered but the compiled code (config/paths.ts: $XDG_CACHE_HOME/agentdeck). */
    const freshCache = () => {
      const cache = tempDir('project-cache');
      const code = join(env.XDG_CACHE_HOME, 'agentdeck', 'code');
      if (existsSync(code)) cpSync(code, join(cache, 'agentdeck', 'code'), { recursive: true });
      return cache;
    };
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
    // The first plan computes every digest and remembers the verdicts (and fills the code cache); the warm runs
    // read them back, the cold runs start from a fresh cache dir each.
    const first = await plan();
    if (first.code !== 0) throw new Error(`plan: exit ${first.code}: ${first.stderr.slice(0, 500)}`);
    await baseline();
    const runs = quick ? 2 : 3;
    const t = { cold: [], warm: [], base: [] };
    let requests = 0;
    let drift = null;
    const timed = async (cacheHome) => {
      const p = await plan(cacheHome);
      if (p.code !== 0) throw new Error(`plan: exit ${p.code}: ${p.stderr.slice(0, 500)}`);
      const json = JSON.parse(p.stdout);
      requests = json.requests;
      drift = drift === true ? true : json.drift;
      return p.ms;
    };
    for (let i = 0; i < runs; i++) {
      t.cold.push(await timed(freshCache()));
      t.warm.push(await timed());
      t.base.push(await baseline());
    }
    const sets = 2 * REGIONS.length * SETS;
    const agents = 2 * REGIONS.length * AGENTS_PER_REGION;
    const expected = 2 * 2 + sets + agents;
    const base = median(t.base);
    const ratio = median(t.cold) / base;
    const warm = median(t.warm);
    return [
      {
        id: 'project-plan',
        figure: `plan, 2 environments × 2 regions × ${SETS} sets × ${AGENTS_PER_REGION * 2} agents, in sync, cold (a fresh cache dir: ${sets} digests computed; ${requests} requests, ${runs} runs; warm, verdicts remembered: ${Math.round(warm)} ms = ${(warm / base).toFixed(2)}×)`,
        value: median(t.cold),
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
