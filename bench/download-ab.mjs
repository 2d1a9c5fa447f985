#!/usr/bin/env node
// An A/B of ways to write a recording's file, not part of `npm run bench`: where does api/files/download.ts's time go?
//   node bench/download-ab.mjs [--mb=64] [--rounds=10] [--variants=shipped,discard,…]
// The emulator (its own process) serves one N MB recording; each round runs every variant once, in turn, each in
// a fresh Node process that times only the transfer (and its CPU), plus `curl -s -o` of the same link (spawn to
// exit). Per variant: median MB/s, ratio to curl's median, median CPU ms. Figures: docs/performance.md.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DIST, removeDir, tempDir } from './lib/env.mjs';
import { timedRun } from './lib/proc.mjs';
import { spawnServer } from './lib/spawn-server.mjs';
import { median, round } from './lib/stats.mjs';

const SELF = fileURLToPath(import.meta.url);

// ---- the variants (run in the child) ------------------------------------------------------------------------
const variants = {
  /** What ships: dist/api/files/download.js (imported before the clock starts, as in bench/recordings.mjs). */
  async shipped(link, target, { shipped: { downloadToFile } }) {
    return (await downloadToFile(link, { target, force: true })).bytes;
  },
  /**
   * Another build of api/files/download.js, e.g. the previous commit's, to compare with what ships: --previous=FILE
   * (a .js next to copies of its imports; make one with `git show REV:src/api/files/download.ts` and esbuild).
   */
  async previous(link, target, { previous }) {
    return (await previous.downloadToFile(link, { target, force: true })).bytes;
  },
  /** What ships, with a progress callback (as the CLI's bar and the app pass one). */
  async shippedProgress(link, target, { shipped: { downloadToFile } }) {
    let calls = 0;
    const r = await downloadToFile(link, { target, force: true, onProgress: () => void calls++ });
    return r.bytes;
  },
  /** httpGet.ts's floor (what download.ts reads with): the body read into its one reused buffer and dropped. */
  async getDiscard(link, _target, { httpGet: { httpGet } }) {
    const response = await httpGet(new URL(link), { headers: {}, idleTimeoutMs: 30_000, headTimeoutMs: 30_000 });
    let n = 0;
    await response.body((bytes) => (n += bytes.length));
    return n;
  },
  /** node:http's floor: the body read and dropped (no file). */
  async discard(link) {
    const res = await get(link);
    let n = 0;
    res.on('data', (c) => (n += c.length));
    await new Promise((resolve, reject) => res.on('end', resolve).on('error', reject));
    return n;
  },
  /** pipeline into fs.createWriteStream with its default 16 KB highWaterMark. */
  async stream16k(link, target) {
    return pipeTo(link, target, {});
  },
  /** pipeline into fs.createWriteStream, 1 MB highWaterMark: api/files/download.ts's write path until 2026-11 (its checks left out). */
  async stream1m(link, target) {
    return pipeTo(link, target, { highWaterMark: 1 << 20 });
  },
  /** response.pipe(writeStream 1 MB) without stream/promises' pipeline. */
  async pipe1m(link, target) {
    const { createWriteStream } = await import('node:fs');
    const res = await get(link);
    const file = createWriteStream(target, { highWaterMark: 1 << 20 });
    let n = 0;
    res.on('data', (c) => (n += c.length));
    res.pipe(file);
    await new Promise((resolve, reject) => file.on('finish', resolve).on('error', reject));
    await new Promise((resolve) => file.close(resolve));
    return n;
  },
  /** fs.writeSync of each chunk as it arrives (no thread-pool hop; blocks the loop for a page-cache copy). */
  async writeSync(link, target) {
    const { openSync, writeSync, closeSync } = await import('node:fs');
    const fd = openSync(target, 'w', 0o600);
    const res = await get(link);
    let n = 0;
    res.on('data', (c) => {
      n += c.length;
      let off = 0;
      while (off < c.length) off += writeSync(fd, c, off);
    });
    await new Promise((resolve, reject) => res.on('end', resolve).on('error', reject));
    closeSync(fd);
    return n;
  },
  /** A FileHandle fed batches: chunks gathered to ≥ BATCH bytes, one writev in flight, the response paused past 4 batches. */
  /** As stream1m, the socket's (and so the response's) highWaterMark 1 MB too: fewer pause/resume turns. */
  async streamHwm(link, target) {
    return pipeTo(link, target, { highWaterMark: 1 << 20 }, { highWaterMark: 1 << 20 });
  },
  /** writeSync per chunk, the socket's highWaterMark 1 MB. */
  async writeSyncHwm(link, target) {
    const { openSync, writeSync, closeSync } = await import('node:fs');
    const fd = openSync(target, 'w', 0o600);
    const res = await get(link, { highWaterMark: 1 << 20 });
    let n = 0;
    res.on('data', (c) => {
      n += c.length;
      let off = 0;
      while (off < c.length) off += writeSync(fd, c, off);
    });
    await new Promise((resolve, reject) => res.on('end', resolve).on('error', reject));
    closeSync(fd);
    return n;
  },
  async handle1m(link, target) {
    return batched(link, target, 1 << 20);
  },
  async handle4m(link, target) {
    return batched(link, target, 4 << 20);
  },
  /** handle1m / handle4m with the socket's highWaterMark at 1 MB. */
  async handle1mHwm(link, target) {
    return batched(link, target, 1 << 20, { highWaterMark: 1 << 20 });
  },
  async handle4mHwm(link, target) {
    return batched(link, target, 4 << 20, { highWaterMark: 1 << 20 });
  },
};

function get(link, options = {}) {
  return import('node:http').then(
    (http) =>
      new Promise((resolve, reject) => {
        http.get(link, { headers: { 'accept-encoding': 'identity' }, ...options }, resolve).on('error', reject);
      }),
  );
}

async function pipeTo(link, target, options, getOptions) {
  const { createWriteStream } = await import('node:fs');
  const { pipeline } = await import('node:stream/promises');
  const res = await get(link, getOptions);
  let n = 0;
  res.on('data', (c) => (n += c.length));
  await pipeline(res, createWriteStream(target, options));
  return n;
}

async function batched(link, target, batch, getOptions) {
  const { open } = await import('node:fs/promises');
  const handle = await open(target, 'w', 0o600);
  const res = await get(link, getOptions);
  let n = 0;
  let pending = [];
  let pendingBytes = 0;
  let writing = null;
  let failed = null;
  const flush = () => {
    if (writing || pendingBytes === 0) return;
    const chunks = pending;
    pending = [];
    pendingBytes = 0;
    writing = handle.writev(chunks).then(
      () => {
        writing = null;
        if (res.isPaused()) res.resume();
        if (pendingBytes >= batch) flush();
      },
      (error) => {
        failed = error;
        res.destroy(error);
      },
    );
  };
  res.on('data', (c) => {
    n += c.length;
    pending.push(c);
    pendingBytes += c.length;
    if (pendingBytes >= batch) flush();
    if (pendingBytes >= 4 * batch) res.pause();
  });
  await new Promise((resolve, reject) => res.on('end', resolve).on('error', reject));
  while (writing || pendingBytes > 0) {
    await writing;
    flush();
  }
  await handle.close();
  if (failed) throw failed;
  return n;
}

// ---- the child: one variant, timed -------------------------------------------------------------------------
if (process.argv[2] === '--child') {
  const [, , , name, link, target] = process.argv;
  const modules = {
    shipped: await import(pathToFileURL(join(DIST, 'api', 'files', 'download.js')).href),
    httpGet: await import(pathToFileURL(join(DIST, 'api', 'files', 'httpGet.js')).href),
    previous: process.env.AB_PREVIOUS ? await import(pathToFileURL(process.env.AB_PREVIOUS).href) : undefined,
  };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const bytes = await variants[name](link, target, modules);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(JSON.stringify({ ms, bytes, cpuMs: (cpu.user + cpu.system) / 1000 }));
  process.exit(0);
}

// ---- the parent ---------------------------------------------------------------------------------------------
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const sizeMB = Number(arg('mb', '64'));
const rounds = Number(arg('rounds', '10'));
const previous = arg('previous', undefined);
if (previous) process.env.AB_PREVIOUS = previous;
const chosen = arg(
  'variants',
  Object.keys(variants)
    .filter((v) => v !== 'previous' || previous)
    .join(','),
).split(',');
if (chosen.includes('previous') && !previous) throw new Error('the previous variant needs --previous=FILE');
const bytes = sizeMB * 1024 * 1024;
const server = await spawnServer('emulator', { videoMB: sizeMB });
const out = tempDir('dl-ab');
try {
  const api = async (method, path) => {
    const res = await fetch(`${server.roomApiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${server.roomKey}`, 'content-type': 'application/json' },
      body:
        method === 'GET'
          ? undefined
          : JSON.stringify(
              path === '/rooms' ? { name: 'ab', properties: { enable_recording: 'cloud' } } : { type: 'cloud' },
            ),
    });
    return res.json();
  };
  await api('POST', '/rooms');
  await api('POST', '/rooms/ab/recordings/start');
  await api('POST', '/rooms/ab/recordings/stop');
  const { data } = await api('GET', '/recordings?room_name=ab&limit=1');
  const { download_link: link } = await api('GET', `/recordings/${data[0].id}/access-link?valid_for_secs=3600`);
  const target = join(out, 'file.bin');
  const runVariant = async (name) => {
    rmSync(target, { force: true });
    rmSync(`${target}.part`, { force: true });
    const r = await timedRun(process.execPath, [SELF, '--child', name, link, target], { timeoutMs: 120_000 });
    if (r.code !== 0) throw new Error(`${name} exited ${r.code}: ${r.stderr.slice(0, 400)}`);
    const got = JSON.parse(r.stdout);
    if (got.bytes !== bytes) throw new Error(`${name}: ${got.bytes} bytes, expected ${bytes}`);
    if (!/discard/i.test(name) && statSync(target).size !== bytes)
      throw new Error(`${name}: file has ${statSync(target).size} bytes`);
    return got;
  };
  // curl is timed spawn → exit (as bench/recordings.mjs does); its CPU comes from a second run under bash, whose
  // `times` prints its children's user and system CPU on its second line.
  const runCurl = async () => {
    rmSync(target, { force: true });
    const r = await timedRun('curl', ['-s', '-f', '-o', target, link], { timeoutMs: 120_000 });
    if (r.code !== 0) throw new Error(`curl exited ${r.code}`);
    rmSync(target, { force: true });
    const c = await timedRun('bash', ['-c', 'curl -s -f -o "$0" "$1" && times', target, link], { timeoutMs: 120_000 });
    if (c.code !== 0) throw new Error(`curl exited ${c.code}`);
    const [user, sys] = [
      ...c.stdout
        .trim()
        .split('\n')[1]
        .matchAll(/(\d+)m([\d.]+)s/g),
    ].map((m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000);
    return { ms: r.ms, cpuMs: user + sys };
  };
  const results = Object.fromEntries([...chosen, 'curl'].map((n) => [n, []]));
  for (const name of chosen) await runVariant(name); // warm-up
  await runCurl();
  for (let i = 0; i < rounds; i++) {
    results.curl.push(await runCurl());
    for (const name of chosen) results[name].push(await runVariant(name));
    process.stderr.write(`round ${i + 1}/${rounds}\n`);
  }
  const rate = (list) => sizeMB / (median(list.map((r) => r.ms)) / 1000);
  const curlRate = rate(results.curl);
  // CPU: median and least (contention only ever adds to a process's CPU time, so the least is the steadier figure).
  const cpu = (list) =>
    `${round(median(list.map((r) => r.cpuMs)), 0)} ms (least ${round(Math.min(...list.map((r) => r.cpuMs)), 0)})`;
  const lines = [
    `${sizeMB} MB × ${rounds} rounds, interleaved; curl (spawn → exit): ${round(curlRate, 0)} MB/s, CPU ${cpu(results.curl)}`,
  ];
  for (const name of chosen) {
    const list = results[name];
    const ratios = list.map((r, i) => results.curl[i].ms / r.ms);
    lines.push(
      `${name.padEnd(16)} ${String(round(rate(list), 0)).padStart(5)} MB/s  ratio to curl ${round(rate(list) / curlRate, 2)}× (per round ${round(Math.min(...ratios), 2)}–${round(Math.max(...ratios), 2)})  CPU ${cpu(list)}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await server.stop();
  removeDir(out);
}
