// Bench 4 — polling cost. Three sets are written so they stay pending for W seconds (emulator readyDelayMs),
// then the app is mounted on them (real time, real HTTP) and every GET /secrets it issues is counted by a
// counting wrapper over the real SecretsClient: requests while pending (target ≤ 15 for W = 30 s, thanks to
// the 1 → 2 → 4 → 8 → 10 s backoff) and requests in the W seconds after all are ready.
// Baseline, measured in the same run over the same window: a fixed 1 s poller (what naive polling costs); the
// targets (bench/targets.mjs) are ratios to it. `--quick` uses W = 10 s, with fewer backoff steps: its target is
// looser.
import { spawnServer } from './lib/spawn-server.mjs';
import { mountApp, realSecretsApi } from './lib/app-harness.mjs';
import { nowMs, sleep } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';

function counting(api, log) {
  return new Proxy(api, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== 'listSecretSets' || typeof value !== 'function')
        return typeof value === 'function' ? value.bind(target) : value;
      return (...args) => {
        log.push(nowMs());
        return value.apply(target, args);
      };
    },
  });
}

export async function run({ quick = false } = {}) {
  const windowMs = quick ? 10_000 : 30_000;
  const pendingTarget = quick ? TARGETS.pollingPendingQuick : TARGETS.pollingPending;
  const server = await spawnServer('emulator', { readyDelayMs: windowMs });
  let app;
  try {
    const auth = { authorization: `Bearer ${server.privateKey}`, 'content-type': 'application/json' };
    const writtenAt = nowMs();
    for (const name of ['poll-a', 'poll-b', 'poll-c']) {
      const res = await fetch(`${server.url}/v1/secrets/${name}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ secrets: [{ secretKey: 'K', secretValue: 'v' }] }),
      });
      if (res.status !== 202) throw new Error(`PUT ${name}: ${res.status}`);
    }
    const calls = [];
    const secrets = counting(await realSecretsApi(server.url, server.privateKey), calls);
    // Naive baseline: GET /secrets every second, over the same pending window.
    let naive = 0;
    let naiveRunning = true;
    const naiveLoop = (async () => {
      while (naiveRunning) {
        await fetch(`${server.url}/v1/secrets`, { headers: auth }).then((r) => r.arrayBuffer());
        naive += 1;
        await sleep(1000);
      }
    })();

    app = await mountApp({ secrets });
    const allReady = () => {
      const sets = app.store.getState().sets;
      return Array.isArray(sets) && sets.length === 3 && sets.every((s) => s.status === 'ready');
    };
    await app.waitForFrame((f) => f.includes('poll-a'), 20_000);
    const deadline = writtenAt + windowMs + 20_000;
    while (!allReady()) {
      if (nowMs() > deadline) throw new Error('sets never became ready in the app');
      await sleep(50);
    }
    naiveRunning = false;
    await naiveLoop;
    const readySeenAt = nowMs();
    const pendingRequests = calls.length;
    const pendingSeconds = (readySeenAt - writtenAt) / 1000;
    await sleep(windowMs);
    const afterReady = calls.filter((t) => t > readySeenAt).length;
    return [
      {
        id: 'polling-pending',
        figure: `Polling: list requests while 3 sets pending (${Math.round(pendingSeconds)} s)`,
        value: pendingRequests,
        unit: 'requests',
        baseline: { label: 'fixed 1 s poller, same window', median: naive },
        ratio: pendingRequests / naive,
        target: `ratio ≤ ${pendingTarget}`,
        pass: pendingRequests / naive <= pendingTarget,
      },
      {
        id: 'polling-idle',
        figure: `Polling: list requests in ${windowMs / 1000} s after all ready`,
        value: afterReady,
        unit: 'requests',
        baseline: { label: 'fixed 1 s poller would make', median: windowMs / 1000 },
        ratio: afterReady / (windowMs / 1000),
        target: `ratio ${TARGETS.pollingIdle} (no request)`,
        pass: afterReady / (windowMs / 1000) <= TARGETS.pollingIdle,
      },
    ];
  } finally {
    await app?.unmount();
    await server.stop();
  }
}

if (isMain(import.meta.url)) printResult(await run({ quick: process.argv.includes('--quick') }));
