// Bench 7 — recordings, against the built emulator in its own process:
//   1. The download helper the CLI and the app use (api/files/download.ts: stream to .part, byte count checked,
//      rename), timed inside a child process so Node's start-up is left out, vs `curl -s -o FILE` of the same
//      access link (64 MB): MB/s, the ratio is the figure. Also the whole `agentdeck recordings download`
//      command (start-up, a fresh link, the transfer), which on a small file is mostly start-up.
//   2. `agentdeck recordings list --all --json` over 1,000 recordings (10 pages of 100) vs the same command
//      reading one page (`--limit 100`): the cost of following the pages.
// Runs are interleaved so machine noise hits both sides alike.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, MAIN, removeDir, targetEnv, tempDir } from './lib/env.mjs';
import { timedRun } from './lib/proc.mjs';
import { spawnServer } from './lib/spawn-server.mjs';
import { median, p95 } from './lib/stats.mjs';
import { isMain, printResult } from './lib/standalone.mjs';
import { TARGETS } from './targets.mjs';

/** Times downloadToFile in a fresh Node process; prints the transfer's milliseconds. */
const HELPER_SCRIPT = `
const { downloadToFile } = await import(process.argv[1]);
const t = performance.now();
const r = await downloadToFile(process.argv[2], { target: process.argv[3], force: true });
process.stdout.write(JSON.stringify({ ms: performance.now() - t, bytes: r.bytes }));
`;

/** A throughput row (MB/s, higher is better) against curl's rate of the same link. */
function rateRow(id, figure, rate, curlRate, target) {
  return {
    id,
    figure,
    value: rate,
    unit: 'MB/s',
    baseline: { median: curlRate, unit: 'MB/s', label: '`curl -o` of the same link' },
    ratio: rate / curlRate,
    target: `ratio ≥ ${target}`,
    pass: rate / curlRate >= target,
  };
}

async function roomApi(server, method, path, body) {
  const res = await fetch(`${server.roomApiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.roomKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** `count` finished cloud recordings of one room, made through the API (start, stop). */
async function seedRecordings(server, room, count) {
  await roomApi(server, 'POST', '/rooms', { name: room, properties: { enable_recording: 'cloud' } });
  for (let i = 0; i < count; i++) {
    await roomApi(server, 'POST', `/rooms/${room}/recordings/start`, { type: 'cloud' });
    await roomApi(server, 'POST', `/rooms/${room}/recordings/stop`, {});
  }
  const list = await roomApi(server, 'GET', `/recordings?room_name=${room}&limit=1`);
  if (list.total_count !== count) throw new Error(`seeded ${list.total_count} recordings, expected ${count}`);
  return list.data[0].id;
}

export async function run({ quick = false } = {}) {
  const runs = quick ? 4 : 8;
  const sizeMB = 64;
  const server = await spawnServer('emulator', { videoMB: sizeMB });
  const home = tempDir('rec-home');
  const out = tempDir('rec-out');
  const env = targetEnv(
    {
      url: server.url,
      keys: { privateKey: server.privateKey, roomKey: server.roomKey },
      roomApiUrl: server.roomApiUrl,
    },
    home,
  );
  try {
    // ---- 1. download throughput
    const id = await seedRecordings(server, 'bench-big', 1);
    const { download_link: link } = await roomApi(server, 'GET', `/recordings/${id}/access-link?valid_for_secs=3600`);
    const ours = join(out, 'ours.mp4');
    const theirs = join(out, 'curl.mp4');
    const bytes = sizeMB * 1024 * 1024;
    // Each side's file is removed before its run, outside the timing: replacing a 64 MB file frees its blocks,
    // which would otherwise be timed for one side only.
    const download = async () => {
      rmSync(ours, { force: true });
      const r = await timedRun(process.execPath, [MAIN, 'recordings', 'download', id, '-o', ours, '--force'], {
        env,
        timeoutMs: 120_000,
      });
      if (r.code !== 0) throw new Error(`recordings download exited ${r.code}: ${r.stderr.slice(0, 300)}`);
      if (statSync(ours).size !== bytes) throw new Error(`downloaded ${statSync(ours).size} bytes, expected ${bytes}`);
      return r.ms;
    };
    const curl = async () => {
      rmSync(theirs, { force: true });
      const r = await timedRun('curl', ['-s', '-f', '-o', theirs, link], { timeoutMs: 120_000 });
      if (r.code !== 0) throw new Error(`curl exited ${r.code}: ${r.stderr.slice(0, 300)}`);
      if (statSync(theirs).size !== bytes)
        throw new Error(`curl got ${statSync(theirs).size} bytes, expected ${bytes}`);
      return r.ms;
    };
    const helperModule = pathToFileURL(join(DIST, 'api', 'files', 'download.js')).href;
    const helper = async () => {
      rmSync(ours, { force: true });
      const r = await timedRun(
        process.execPath,
        ['--input-type=module', '-e', HELPER_SCRIPT, helperModule, link, ours],
        { timeoutMs: 120_000 },
      );
      if (r.code !== 0) throw new Error(`download helper exited ${r.code}: ${r.stderr.slice(0, 300)}`);
      const { ms, bytes: got } = JSON.parse(r.stdout);
      if (got !== bytes) throw new Error(`helper downloaded ${got} bytes, expected ${bytes}`);
      return ms;
    };
    await download();
    await helper();
    await curl(); // warm-up
    const oursMs = [];
    const helperMs = [];
    const curlMs = [];
    for (let i = 0; i < runs; i++) {
      curlMs.push(await curl());
      helperMs.push(await helper());
      oursMs.push(await download());
    }
    const mbps = (ms) => sizeMB / (ms / 1000);
    const ourRate = mbps(median(oursMs));
    const helperRate = mbps(median(helperMs));
    const curlRate = mbps(median(curlMs));

    // ---- 2. list --all over 1,000 recordings
    await seedRecordings(server, 'bench-many', 999); // + the big one = 1,000
    const list = async (args) => {
      const r = await timedRun(process.execPath, [MAIN, 'recordings', 'list', ...args, '--json'], {
        env,
        timeoutMs: 60_000,
      });
      if (r.code !== 0) throw new Error(`recordings list exited ${r.code}: ${r.stderr.slice(0, 300)}`);
      return { ms: r.ms, count: JSON.parse(r.stdout).data.length };
    };
    const all = [];
    const one = [];
    await list(['--all']);
    await list(['--limit', '100']); // warm-up
    for (let i = 0; i < runs; i++) {
      const page = await list(['--limit', '100']);
      if (page.count !== 100) throw new Error(`one page listed ${page.count}, expected 100`);
      one.push(page.ms);
      const every = await list(['--all']);
      if (every.count !== 1000) throw new Error(`--all listed ${every.count}, expected 1000`);
      all.push(every.ms);
    }
    const listRatio = median(all) / median(one);
    return [
      rateRow(
        'recordings-download',
        `Recording download (api/files/download.ts), ${sizeMB} MB file (${runs} runs)`,
        helperRate,
        curlRate,
        TARGETS.download,
      ),
      rateRow(
        'recordings-download-command',
        `\`recordings download\` command, ${sizeMB} MB (start-up and link included, ${runs} runs)`,
        ourRate,
        curlRate,
        TARGETS.downloadCommand,
      ),
      {
        id: 'recordings-list-all',
        figure: `\`recordings list --all --json\`, 1,000 recordings = 10 pages (${runs} runs)`,
        value: median(all),
        p95: p95(all),
        unit: 'ms',
        baseline: { median: median(one), label: 'same command, one page of 100' },
        ratio: listRatio,
        target: `ratio ≤ ${TARGETS.listAll}`,
        pass: listRatio <= TARGETS.listAll,
      },
    ];
  } finally {
    await server.stop();
    removeDir(home);
    removeDir(out);
  }
}

if (isMain(import.meta.url)) printResult(await run({ quick: process.argv.includes('--quick') }));
