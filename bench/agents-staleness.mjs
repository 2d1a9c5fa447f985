// Bench — the Agents screen with 1,000 agents and their staleness against the set list with 1,000 sets, in the same
// run (issue 27: "stays within 1.2× the set list"). The same emulator (1,000 seeded sets, 1,000 seeded agents binding
// them) serves both; the real app is mounted in a child process per screen and round (bench/lib/app-harness.mjs),
// with the same clients. The figure: from mounting the app on that screen to the first frame whose rows on screen all
// show their VALUES cell (which values they run: the usage map, each bound set's last write, api/secrets/staleness.ts) — no
// "…" left in that column. Baseline: the set list's frame with its own VALUES column filled ("2 of 5 stale" …).
// Target (bench/targets.mjs agentsStaleness) is the ratio agents / sets.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnServer } from './lib/spawn-server.mjs';
import { mountApp, realAgentsApi, realSecretsApi } from './lib/app-harness.mjs';
import { median, nowMs } from './lib/stats.mjs';
import { isMain, parseResult, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';

const COUNT = 1000;
const SCREENS = {
  sets: { routes: undefined, row: 'seed-set-' },
  agents: { routes: [{ name: 'sets' }, { name: 'agents' }], row: 'seed-agent-' },
};

/** Every row on screen has its VALUES cell (the header's column) filled: not empty, not "…". */
export function valuesShown(frame, row) {
  const lines = frame.split('\n');
  const header = lines.find((l) => l.includes('VALUES') && l.includes('NAME'));
  if (!header) return false;
  const at = [...header].indexOf('V', [...header].join('').indexOf('VALUES'));
  const rows = lines.filter((l) => l.includes(row));
  if (rows.length === 0) return false;
  return rows.every((l) => {
    const cell = [...l]
      .slice(at, at + 3)
      .join('')
      .trim();
    return cell !== '' && !cell.startsWith('…');
  });
}

async function measureOnce(screen, url, key) {
  const { routes, row } = SCREENS[screen];
  const secrets = await realSecretsApi(url, key);
  const agents = await realAgentsApi(url, key);
  const start = nowMs();
  const app = await mountApp({ secrets, agents, columns: 100, rows: 30, routes });
  try {
    await app.waitForFrame((f) => valuesShown(f, row), 120_000);
    return { valuesFrame: app.stdout.lastWriteAt - start };
  } finally {
    await app.unmount();
  }
}

function runChild(screen, server) {
  return new Promise((resolve, reject) => {
    const args = [fileURLToPath(import.meta.url), '--child', screen, server.url, server.privateKey];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const result = parseResult(out);
      if (!result) return reject(new Error(`agents-staleness child (${screen}) exited ${code} without a result`));
      resolve(result);
    });
  });
}

export async function run({ quick = false } = {}) {
  const server = await spawnServer('emulator', { seedSets: COUNT, seedAgents: COUNT }, { timeoutMs: 120_000 });
  try {
    const rounds = quick ? 2 : 4;
    const runs = { sets: [], agents: [] };
    // Interleaved, so a slow moment of the machine falls on both sides.
    for (let r = 0; r < rounds; r++) {
      for (const screen of ['sets', 'agents']) runs[screen].push(await runChild(screen, server));
    }
    const value = median(runs.agents.map((x) => x.valuesFrame));
    const base = median(runs.sets.map((x) => x.valuesFrame));
    return [
      {
        id: 'agents-screen-staleness',
        figure: `Agents screen, ${COUNT} agents: first frame with every row's VALUES (staleness) shown (${rounds} runs)`,
        value,
        unit: 'ms',
        baseline: { label: `set list with ${COUNT} sets, its VALUES shown, same app`, median: base },
        ratio: value / base,
        target: `ratio ≤ ${TARGETS.agentsStaleness}`,
        pass: value / base <= TARGETS.agentsStaleness,
      },
    ];
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) {
    const [screen, url, key] = process.argv.slice(childAt + 1, childAt + 4);
    printResult(await measureOnce(screen, url, key));
  } else {
    printResult(await run({ quick: process.argv.includes('--quick') }));
  }
}
