#!/usr/bin/env node
// An interleaved A/B of start-up, not part of `npm run bench`: does a change to the bin move its start-up?
//   node bench/startup-ab.mjs [--rounds=20] [--scenarios=embedded,running,app] [--node=PATH] [--ca] \
//     NAME=DIST_DIR [NAME=DIST_DIR …]
// Each DIST_DIR is a built dist/ (copy one aside before a change, inside the checkout so that node_modules is
// found: `cp -r dist .ab/dist-before`), or the entry file to run itself. Every round
// runs `node -e 0` and then each build once per scenario, in turn, so machine noise hits every side alike:
//   embedded  `secrets list --json` with nothing configured (the embedded emulator, data kept between runs);
//   running   the same against an emulator running in this process (20 sets);
//   app       the app's first frame in a plain pty (bench/lib/pty.mjs), against that emulator, against `node -e`
//             writing one line there; wall time and CPU time until the frame (Linux: /proc schedstat).
// The CLI runs are timed by bench/lib/run-timed.py, which also reports each run's CPU time (user + sys, from the
// kernel): on a loaded machine wall times stretch with the wait for a core, CPU times far less, so both are
// printed. Each build gets its own HOME (its own code cache and data dir) and two warm-up rounds.
// NODE_EXTRA_CA_CERTS is unset for every run, as users have it (bench/lib/env.mjs); `--ca` keeps the caller's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedEnv, removeDir, targetEnv, tempDir } from './lib/env.mjs';
import { startBenchEmulator } from './lib/emulator.mjs';
import { timeOnPty } from './lib/pty.mjs';
import { loadAverage } from './lib/results.mjs';
import { median } from './lib/stats.mjs';

const RUN_TIMED = fileURLToPath(new URL('./lib/run-timed.py', import.meta.url));

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const rounds = Number(option('rounds', '20'));
const scenarios = option('scenarios', 'embedded').split(',');
const node = option('node', process.execPath);
const keepExtraCaCerts = args.includes('--ca');
const builds = args
  .filter((a) => !a.startsWith('--'))
  .map((a) => {
    const at = a.indexOf('=');
    if (at < 1) throw new Error(`expected NAME=DIST_DIR, got ${a}`);
    // A dist/ directory (its bin), or the file to run itself.
    const given = resolve(a.slice(at + 1));
    const main = /\.c?js$/.test(given)
      ? given
      : ([join(given, 'main.cjs'), join(given, 'main.js')].find((file) => existsSync(file)) ?? given);
    if (!existsSync(main)) throw new Error(`${main}: not found (build first)`);
    return { name: a.slice(0, at), main };
  });
if (builds.length === 0) throw new Error('name at least one build: NAME=DIST_DIR');

/** Runs run-timed.py with `variants`; resolves with its records. */
function runTimed(variants, { rounds: n, warmup }) {
  return new Promise((resolveRun, reject) => {
    const child = spawn('python3', [RUN_TIMED, JSON.stringify({ rounds: n, warmup, variants })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`run-timed.py exited ${code}`));
      const records = out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      const failed = records.find((r) => r.code !== 0);
      if (failed) return reject(new Error(`${failed.name} exited ${failed.code}: ${failed.stderr}`));
      resolveRun(records);
    });
  });
}

const homes = [];
const home = (label) => {
  const dir = tempDir(`ab-${label}`);
  homes.push(dir);
  return dir;
};

const loadAtStart = loadAverage();
const emulator = scenarios.some((s) => s !== 'embedded') ? await startBenchEmulator({ seedSets: 20 }) : undefined;
try {
  const variants = [
    { name: 'node -e 0', argv: [node, '-e', '0'], env: isolatedEnv(home('base'), { keepExtraCaCerts }) },
  ];
  for (const build of builds) {
    if (scenarios.includes('embedded')) {
      variants.push({
        name: `${build.name} embedded`,
        argv: [node, build.main, 'secrets', 'list', '--json'],
        env: isolatedEnv(home(build.name), { keepExtraCaCerts }),
      });
    }
    if (scenarios.includes('running')) {
      variants.push({
        name: `${build.name} running`,
        argv: [node, build.main, 'secrets', 'list', '--json'],
        env: targetEnv(emulator, home(build.name), { keepExtraCaCerts }),
      });
    }
  }
  const records = await runTimed(variants, { rounds, warmup: 2 });
  const app = [];
  if (scenarios.includes('app')) {
    const marks = { frame: (text) => /^agentdeck {2}/m.test(text) };
    const line = { name: 'node -e (one line, pty)', argv: ['-e', 'process.stdout.write("agentdeck  x\\n")'] };
    const sides = [line, ...builds.map((b) => ({ name: `${b.name} app`, argv: [b.main] }))];
    const envs = new Map(
      sides.map((s) => [s.name, { ...targetEnv(emulator, home('app'), { keepExtraCaCerts }), TERM: 'xterm-256color' }]),
    );
    for (let round = 0; round < rounds + 2; round++) {
      for (const side of sides) {
        const { frame, cpu } = await timeOnPty(node, side.argv, { env: envs.get(side.name), marks });
        if (round >= 2) app.push({ name: side.name, wall: frame, ...(cpu ? { user: cpu.frame, sys: 0 } : {}) });
      }
    }
  }

  const loadAtEnd = loadAverage();
  const names = [...new Set([...records, ...app].map((r) => r.name))];
  const of = (name, key) =>
    [...records, ...app].filter((r) => r.name === name).map((r) => (key === 'cpu' ? r.user + r.sys : r[key]));
  const baseWall = median(of('node -e 0', 'wall'));
  const baseCpu = median(of('node -e 0', 'cpu'));
  const lineWall = app.length > 0 ? median(of('node -e (one line, pty)', 'wall')) : NaN;
  const lineCpu = app.some((r) => r.user !== undefined) ? median(of('node -e (one line, pty)', 'cpu')) : NaN;
  process.stdout.write(
    `${rounds} rounds, Node ${node === process.execPath ? process.versions.node : node}, NODE_EXTRA_CA_CERTS ${keepExtraCaCerts ? 'kept' : 'unset'}; ` +
      `load average ${loadAtStart.join(' / ')} at the start, ${loadAtEnd.join(' / ')} at the end\n`,
  );
  for (const name of names) {
    const wall = median(of(name, 'wall'));
    const isApp = app.some((r) => r.name === name);
    const baseline = isApp ? lineWall : baseWall;
    const cpuBase = isApp ? lineCpu : baseCpu;
    const cpu = Number.isNaN(cpuBase)
      ? ''
      : `  cpu ${median(of(name, 'cpu')).toFixed(1).padStart(7)} ms (${(median(of(name, 'cpu')) / cpuBase).toFixed(2)}×)`;
    process.stdout.write(
      `${name.padEnd(28)} wall ${wall.toFixed(1).padStart(7)} ms (${(wall / baseline).toFixed(2)}×)${cpu}\n`,
    );
  }
} finally {
  await emulator?.close();
  for (const dir of homes) removeDir(dir);
}
