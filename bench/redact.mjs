// Bench — redaction cost. `redact()` runs on every line the command line prints and on every toast and error of the
// app, so it must stay cheap with many values registered. Measures one call on a 4 KB text (a `--verbose`/`--json`
// page: 50 lines of table and JSON) with 50 values registered — 40 API keys, 5 URLs with a password, 4 JSON documents
// and a PEM key, as a `-f` of a real agent's .env holds — when the text holds no secret (the usual case) and when it
// quotes 12 fragments of them. Baseline, same run: exact matching of the same 50 values (`redactSecrets`, what any
// redaction costs at least); `--before=DIR` also times another build's api/redact/redact.js (e.g. a copy of the previous
// one) in the same process. Also: registering one 1 MiB value (time and the fragment index's memory).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ensureBuilt } from './lib/env.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { median, nowMs, p95 } from './lib/stats.mjs';

/** Deterministic pseudo-random text (xorshift), so every run times the same input. */
function generator(seed) {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return {
    next,
    chars: (n, alphabet = ALPHABET) =>
      Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  };
}

export function fixtures() {
  const g = generator(7);
  const values = [];
  for (let i = 0; i < 40; i++) values.push(`sk_live_${g.chars(20 + Math.floor(g.next() * 40))}`);
  for (let i = 0; i < 5; i++) values.push(`postgres://app:${g.chars(24)}@db-${i}.internal:5432/agent?sslmode=require`);
  for (let i = 0; i < 4; i++) {
    values.push(
      JSON.stringify({
        type: 'service_account',
        project_id: `agent-${i}`,
        private_key_id: g.chars(40),
        client_email: `bot-${i}@example.iam`,
        token: g.chars(300),
      }),
    );
  }
  values.push(
    `-----BEGIN PRIVATE KEY-----\n${Array.from({ length: 26 }, () => g.chars(64, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')).join('\n')}\n-----END PRIVATE KEY-----`,
  );
  const lines = [];
  for (let i = 0; lines.join('\n').length < 4096; i++) {
    lines.push(
      i % 2 === 0
        ? `agent-set-${String(i).padStart(3, '0')}  secret  us-west  ✔ ready  voice-bot-${i}, support-bot`
        : `{"name":"agent-set-${i}","type":"secret","region":"us-west","status":"ready","usedBy":["voice-bot-${i}"]}`,
    );
  }
  const clean = lines.join('\n').slice(0, 4096);
  const quoted = values
    .slice(0, 12)
    .map((v, i) =>
      i % 3 === 0
        ? `${v.slice(0, 24)}…${v.slice(-24)}`
        : i % 3 === 1
          ? v.slice(3, 15)
          : encodeURIComponent(v).slice(0, 20),
    );
  const dirty = `${quoted.join(' | ')}\n${clean}`.slice(0, 4096);
  return { values, clean, dirty };
}

/** Median and p95 of one call, in µs: samples of `batch` calls each. */
function time(fn, { samples = 40, batch = 200 } = {}) {
  for (let i = 0; i < batch * 5; i++) fn(); // warm up: the JIT
  const perCall = [];
  for (let s = 0; s < samples; s++) {
    const start = nowMs();
    for (let i = 0; i < batch; i++) fn();
    perCall.push(((nowMs() - start) / batch) * 1000);
  }
  return { median: median(perCall), p95: p95(perCall) };
}

export async function run({ quick = false, before } = {}) {
  ensureBuilt();
  const opts = quick ? { samples: 15, batch: 100 } : {};
  const { values, clean, dirty } = fixtures();
  const current = await import(pathToFileURL(join(DIST, 'api', 'redact', 'redact.js')).href);
  for (const v of values) current.registerSecret(v);
  const baseline = time(() => current.redactSecrets(clean, values), opts);
  const rows = [];
  const row = (figure, t, extra = {}) => ({
    id: 'redact',
    figure,
    value: t.median,
    p95: t.p95,
    unit: 'µs',
    baseline: { label: 'exact match of the 50 values', median: baseline.median },
    ratio: t.median / baseline.median,
    ...extra,
  });
  const clear = time(() => current.redact(clean), opts);
  rows.push(row('redact() 4 KB, 50 values, no secret in it', clear, { target: '≤ 250 µs', pass: clear.median <= 250 }));
  rows.push(
    row(
      'redact() 4 KB, 50 values, 12 fragments in it',
      time(() => current.redact(dirty), opts),
    ),
  );
  if (before) {
    const old = await import(pathToFileURL(join(before, 'redact.js')).href);
    for (const v of values) old.registerSecret(v);
    rows.push(
      row(
        'previous redact() (exact forms only), no secret',
        time(() => old.redact(clean), opts),
      ),
    );
    rows.push(
      row(
        'previous redact() (exact forms only), 12 fragments',
        time(() => old.redact(dirty), opts),
      ),
    );
  }
  // One 1 MiB value (the largest -f file): registration time and what the fragment index holds.
  current.clearRegisteredSecrets();
  const big = generator(11).chars(1024 * 1024);
  const buffersBefore = process.memoryUsage().arrayBuffers;
  const start = nowMs();
  current.registerSecret(big);
  const registerMs = nowMs() - start;
  rows.push({ id: 'redact', figure: 'registerSecret() of one 1 MiB value', value: registerMs, unit: 'ms' });
  rows.push({
    id: 'redact',
    figure: 'fragment index for it',
    value: (process.memoryUsage().arrayBuffers - buffersBefore) / 2 ** 20,
    unit: 'MB',
  });
  rows.push(
    row(
      'redact() 4 KB with that value registered',
      time(() => current.redact(clean), opts),
    ),
  );
  return rows;
}

if (isMain(import.meta.url)) {
  const before = process.argv.find((a) => a.startsWith('--before='))?.slice('--before='.length);
  printResult(await run({ quick: process.argv.includes('--quick'), before }));
}
