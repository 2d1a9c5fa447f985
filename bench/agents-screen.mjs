// Bench — the Agents screen with 1,000 agents against the set list with 1,000 sets, in the same run (issue 19:
// "1,000 agents scroll like 1,000 sets"). The same emulator (1,000 seeded sets, 1,000 seeded agents binding them)
// serves both; the real app is mounted in a child process per screen and round (bench/lib/app-harness.mjs: Ink's
// production options on a fake TTY), with the same clients (the set list has the agents client too, so it reads the
// usage map as it does in use):
// - First frame: from mounting the app on that screen to the first frame that shows its rows (the agents' list is
//   one request; their details are read afterwards, only for the rows on screen). Baseline: the set list's.
// - Key → frame for ↓/↑ and for a filter keystroke (typed, then taken back), after the screen has been quiet for
//   50 ms: median and p95. Baseline: the same keys on the set list.
// Targets (bench/targets.mjs) are ratios, agents / sets.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnServer } from './lib/spawn-server.mjs';
import { mountApp, realAgentsApi, realSecretsApi } from './lib/app-harness.mjs';
import { median, nowMs, p95 } from './lib/stats.mjs';
import { isMain, parseResult, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';

const COUNT = 1000;
const KEYS = { down: '\u001B[B', up: '\u001B[A', backspace: '\u007F' };
const SCREENS = {
  sets: { routes: undefined, row: 'seed-set-', word: 'seed-set-1' },
  agents: { routes: [{ name: 'sets' }, { name: 'agents' }], row: 'seed-agent-', word: 'seed-agent-1' },
};

async function measureOnce(screen, url, key, presses) {
  const { routes, row, word } = SCREENS[screen];
  const secrets = await realSecretsApi(url, key);
  const agents = await realAgentsApi(url, key);
  const start = nowMs();
  const app = await mountApp({ secrets, agents, columns: 100, rows: 30, routes });
  try {
    await app.waitForFrame((f) => f.includes(row), 60_000);
    const firstFrame = app.stdout.lastWriteAt - start;
    // Let the background reads (usage map, details of the rows on screen) finish: keys are timed on a quiet app.
    await app.settle(300, 30_000);
    const samples = { move: [], filter: [] };
    for (let i = 0; i < presses; i++) {
      await app.settle();
      samples.move.push(await app.pressAndTime(i % 2 === 0 ? KEYS.down : KEYS.up));
    }
    await app.settle();
    await app.pressAndTime('/');
    for (let r = 0; r < Math.max(1, Math.round(presses / 20)); r++) {
      for (const ch of word) {
        await app.settle();
        samples.filter.push(await app.pressAndTime(ch));
      }
      for (let i = 0; i < word.length; i++) {
        await app.settle();
        samples.filter.push(await app.pressAndTime(KEYS.backspace));
      }
    }
    return { firstFrame, samples };
  } finally {
    await app.unmount();
  }
}

function runChild(screen, server, quick) {
  return new Promise((resolve, reject) => {
    const args = [
      fileURLToPath(import.meta.url),
      '--child',
      screen,
      server.url,
      server.privateKey,
      ...(quick ? ['--quick'] : []),
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const result = parseResult(out);
      if (!result) return reject(new Error(`agents-screen child (${screen}) exited ${code} without a result`));
      resolve(result);
    });
  });
}

export async function run({ quick = false } = {}) {
  const server = await spawnServer('emulator', { seedSets: COUNT, seedAgents: COUNT }, { timeoutMs: 120_000 });
  try {
    const rounds = quick ? 1 : 3;
    const runs = { sets: [], agents: [] };
    // Interleaved, so a slow moment of the machine falls on both sides.
    for (let r = 0; r < rounds; r++) {
      for (const screen of ['sets', 'agents']) runs[screen].push(await runChild(screen, server, quick));
    }
    const all = (screen, key) => runs[screen].flatMap((x) => x.samples[key]);
    const firstFrames = (screen) => runs[screen].map((x) => x.firstFrame);
    const first = { value: median(firstFrames('agents')), base: median(firstFrames('sets')) };
    const latencyRow = (id, label, key) => {
      const value = median(all('agents', key));
      const p = p95(all('agents', key));
      const base = median(all('sets', key));
      const baseP95 = p95(all('sets', key));
      return {
        id,
        figure: `Agents screen, ${COUNT} agents: ${label} → next frame (${all('agents', key).length} presses)`,
        value,
        p95: p,
        unit: 'ms',
        baseline: { label: `same keys, set list with ${COUNT} sets`, median: base, p95: baseP95 },
        ratio: value / base,
        p95Ratio: p / baseP95,
        target: `ratio ≤ ${TARGETS.agentsScreenKeys}, p95 ratio ≤ ${TARGETS.agentsScreenKeysP95}`,
        pass: value / base <= TARGETS.agentsScreenKeys && p / baseP95 <= TARGETS.agentsScreenKeysP95,
      };
    };
    return [
      {
        id: 'agents-screen-first-frame',
        figure: `Agents screen, ${COUNT} agents: first frame with its rows (${rounds} runs)`,
        value: first.value,
        unit: 'ms',
        baseline: { label: `set list with ${COUNT} sets, same app`, median: first.base },
        ratio: first.value / first.base,
        target: `ratio ≤ ${TARGETS.agentsScreenFirstFrame}`,
        pass: first.value / first.base <= TARGETS.agentsScreenFirstFrame,
      },
      latencyRow('agents-screen-move', '↓/↑', 'move'),
      latencyRow('agents-screen-filter', 'filter keystroke', 'filter'),
    ];
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const quick = process.argv.includes('--quick');
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) {
    const [screen, url, key] = process.argv.slice(childAt + 1, childAt + 4);
    printResult(await measureOnce(screen, url, key, quick ? 20 : 60));
  } else {
    printResult(await run({ quick }));
  }
}
