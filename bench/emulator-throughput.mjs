// Bench 5 — emulator throughput: GET /v1/secrets (100 sets) and PUT /v1/secrets/{name}, requests/s over 2
// keep-alive connections, vs a bare node:http server answering the same JSON. Each server runs in its own
// process; the load generator runs here. Bounded by time and count.
import { spawnServer } from './lib/spawn-server.mjs';
import { load } from './lib/load.mjs';
import { isMain, printResult } from './lib/standalone.mjs';

const PUT_BODY = JSON.stringify({ secrets: [{ secretKey: 'BENCH_KEY', secretValue: 'bench-value' }] });

function requests(privateKey) {
  const headers = { authorization: `Bearer ${privateKey}` };
  return {
    get: () => ({ method: 'GET', path: '/v1/secrets', headers }),
    // 25 names per connection: every PUT is an upsert of an existing set after the first round.
    put: (i, connection) => ({
      method: 'PUT',
      path: `/v1/secrets/bench-put-${connection}-${i % 25}`,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(PUT_BODY) },
      body: PUT_BODY,
    }),
  };
}

async function measure(server, kind, durationMs) {
  const make = requests(server.privateKey)[kind];
  const expect = kind === 'get' ? 200 : 202;
  await load(server.url, make, { durationMs: 300, maxRequests: 300, expect }); // warm-up (JIT, sockets, SQLite pages)
  return load(server.url, make, { durationMs, maxRequests: 100_000, expect });
}

export async function run({ quick = false } = {}) {
  const durationMs = quick ? 1000 : 3000;
  const emulator = await spawnServer('emulator', { seedSets: 100 });
  let bare;
  try {
    const listRes = await fetch(`${emulator.url}/v1/secrets`, { headers: { authorization: `Bearer ${emulator.privateKey}` } });
    const getBody = await listRes.text();
    const count = JSON.parse(getBody).sets?.length;
    if (count !== 100) throw new Error(`emulator seeded ${count} sets, expected 100`);
    const emuGet = await measure(emulator, 'get', durationMs);
    const emuPut = await measure(emulator, 'put', durationMs);
    await emulator.stop();
    bare = await spawnServer('bare', { getBody });
    const bareGet = await measure(bare, 'get', durationMs);
    const barePut = await measure(bare, 'put', durationMs);
    const row = (id, label, emu, base) => ({
      id,
      figure: label,
      value: emu.perSecond,
      unit: 'req/s',
      baseline: { label: 'bare node:http, same JSON', median: base.perSecond },
      ratio: emu.perSecond / base.perSecond,
      target: 'ratio ≥ 0.5',
      pass: emu.perSecond / base.perSecond >= 0.5,
      detail: { emulatorRequests: emu.requests, baselineRequests: base.requests, durationMs, connections: 2 },
    });
    return [
      row('emulator-get', 'Emulator GET /v1/secrets (100 sets), 2 conns', emuGet, bareGet),
      row('emulator-put', 'Emulator PUT /v1/secrets/{name}, 2 conns', emuPut, barePut),
    ];
  } finally {
    await emulator.stop();
    await bare?.stop();
  }
}

if (isMain(import.meta.url)) printResult(await run({ quick: process.argv.includes('--quick') }));
