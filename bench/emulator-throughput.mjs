// Bench 5 — emulator throughput: GET /v1/secrets (100 sets), PUT /v1/secrets/{name} rewriting the same value and
// PUT changing it (a rotation: the old value is scrubbed from the database files before the answer), requests/s
// over 2 keep-alive connections, vs a bare node:http server answering the same JSON. Each server runs in its own
// process; the load generator runs here. Bounded by time and count; reported as the median of slices. The rotation
// is also measured on node:http running the emulator's store (no fastify, no routes): what the store alone allows,
// reported for information.
// With Node 24 set up (scripts/node24.mjs), the emulator also runs there once per SQLite driver (AGENTDECK_SQLITE=
// better-sqlite3 and node), the two and a bare server measured in alternating slices: the figures that chose the
// default driver (docs/performance.md).
import { spawnServer } from './lib/spawn-server.mjs';
import { load } from './lib/load.mjs';
import { median } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { runtimes } from './lib/runtimes.mjs';
import { TARGETS } from './targets.mjs';

const putBody = (value) => JSON.stringify({ secrets: [{ secretKey: 'BENCH_KEY', secretValue: value }] });
const PUT_BODY = putBody('bench-value');
/** A run's rotations never repeat a value: each PUT replaces the value before it (a different, same-size one). */
let rotation = 0;

function requests(privateKey) {
  const headers = { authorization: `Bearer ${privateKey}` };
  // 25 names per connection: every PUT is an upsert of an existing set after the first round.
  const put = (path, body) => ({
    method: 'PUT',
    path,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    body,
  });
  return {
    get: () => ({ method: 'GET', path: '/v1/secrets', headers }),
    put: (i, connection) => put(`/v1/secrets/bench-put-${connection}-${i % 25}`, PUT_BODY),
    rotate: (i, connection) =>
      put(
        `/v1/secrets/bench-rotate-${connection}-${i % 25}`,
        putBody(`rotated-${String(rotation++).padStart(10, '0')}`),
      ),
  };
}

// Both servers stay up and are measured in alternating slices (emulator, bare, emulator, bare …), so a
// change in machine load during the run hits both sides alike; each side's figure is its median slice.
async function measureAlternating(servers, kind, slices, sliceMs) {
  const expect = kind === 'get' ? 200 : 202;
  const rates = servers.map(() => []);
  const totals = servers.map(() => 0);
  for (const server of servers) {
    await load(server.url, requests(server.privateKey)[kind], { durationMs: 300, maxRequests: 300, expect }); // warm-up
  }
  for (let slice = 0; slice < slices; slice++) {
    for (const [i, server] of servers.entries()) {
      const r = await load(server.url, requests(server.privateKey)[kind], {
        durationMs: sliceMs,
        maxRequests: 100_000,
        expect,
      });
      rates[i].push(r.perSecond);
      totals[i] += r.requests;
    }
  }
  return rates.map((r, i) => ({ perSecond: median(r), requests: totals[i] }));
}

export async function run({ quick = false } = {}) {
  const slices = quick ? 3 : 7;
  const sliceMs = quick ? 400 : 600;
  const emulator = await spawnServer('emulator', { seedSets: 100 });
  let bare;
  let floor;
  try {
    const listRes = await fetch(`${emulator.url}/v1/secrets`, {
      headers: { authorization: `Bearer ${emulator.privateKey}` },
    });
    const getBody = await listRes.text();
    const count = JSON.parse(getBody).sets?.length;
    if (count !== 100) throw new Error(`emulator seeded ${count} sets, expected 100`);
    bare = await spawnServer('bare', { getBody });
    const [emuGet, bareGet] = await measureAlternating([emulator, bare], 'get', slices, sliceMs);
    const [emuPut, barePut] = await measureAlternating([emulator, bare], 'put', slices, sliceMs);
    // The floor: node:http doing the emulator store's write of each PUT (scrub included), without fastify.
    floor = await spawnServer('bare', { getBody, store: true });
    const [emuRotate, bareRotate, floorRotate] = await measureAlternating(
      [emulator, bare, floor],
      'rotate',
      slices,
      sliceMs,
    );
    const row = (id, label, emu, base) => ({
      id,
      figure: label,
      value: emu.perSecond,
      unit: 'req/s',
      baseline: { label: 'bare node:http, same JSON', median: base.perSecond },
      ratio: emu.perSecond / base.perSecond,
      target: `ratio ≥ ${TARGETS.emulatorThroughput}`,
      pass: emu.perSecond / base.perSecond >= TARGETS.emulatorThroughput,
      detail: { emulatorRequests: emu.requests, baselineRequests: base.requests, slices, sliceMs, connections: 2 },
    });
    return [
      row('emulator-get', 'Emulator GET /v1/secrets (100 sets), 2 conns', emuGet, bareGet),
      row('emulator-put', 'Emulator PUT /v1/secrets/{name}, 2 conns', emuPut, barePut),
      row('emulator-put-rotate', 'Emulator PUT /v1/secrets/{name} changing the value, 2 conns', emuRotate, bareRotate),
      {
        ...row(
          'emulator-put-rotate-store-floor',
          'node:http with the emulator’s store, no fastify (the floor): PUT changing the value, 2 conns',
          floorRotate,
          bareRotate,
        ),
        target: '(information)',
        pass: undefined,
      },
      ...(await driverRows(getBody, slices, sliceMs, row)),
    ];
  } finally {
    await emulator.stop();
    await bare?.stop();
    await floor?.stop();
  }
}

/** Node 24's emulator on each SQLite driver against one bare server, all three in alternating slices. */
async function driverRows(getBody, slices, sliceMs, row) {
  const node24 = runtimes().find((runtime) => runtime.major >= 24);
  if (!node24) return [];
  const drivers = ['better-sqlite3', 'node'];
  const servers = [];
  try {
    for (const driver of drivers) {
      servers.push(
        await spawnServer('emulator', { seedSets: 100 }, { exec: node24.exec, env: { AGENTDECK_SQLITE: driver } }),
      );
    }
    servers.push(await spawnServer('bare', { getBody }, { exec: node24.exec }));
    const rows = [];
    const what = {
      get: 'GET /v1/secrets (100 sets)',
      put: 'PUT /v1/secrets/{name}',
      rotate: 'PUT /v1/secrets/{name} changing the value',
    };
    for (const kind of ['get', 'put', 'rotate']) {
      const measured = await measureAlternating(servers, kind, slices, sliceMs);
      const bare = measured.at(-1);
      drivers.forEach((driver, i) => {
        rows.push(
          row(
            `emulator-${kind === 'rotate' ? 'put-rotate' : kind}-node24-${driver}`,
            `Emulator ${node24.label}, SQLite ${driver}: ${what[kind]}, 2 conns`,
            measured[i],
            bare,
          ),
        );
      });
    }
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

if (isMain(import.meta.url)) printResult(await run({ quick: process.argv.includes('--quick') }));
