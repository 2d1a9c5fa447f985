#!/usr/bin/env node
// Everything a release publishes, built on one Linux machine into release/ (gitignored); offline once the Node
// runtimes are in .runtimes/ (scripts/runtimes.mjs fetches them the first time):
//   node scripts/release.mjs [--out DIR] [--platform linux-x64,…]
//   1. the npm package: `npm pack` (its prepack script builds dist/), agentdeck-cli-VERSION.tgz
//   2. the single executables from that dist/ (scripts/sea.mjs): bin/PLATFORM/agentdeck[.exe]
//   3. one archive per platform: agentdeck-VERSION-PLATFORM.tar.gz (Linux) or .zip (Windows), holding a folder of
//      the same name with the executable, README.txt and THIRD_PARTY_NOTICES.txt (Node's licence and those of
//      the libraries bundled in agentdeck)
//   4. one Python wheel per platform (scripts/wheel.mjs): agentdeck_cli-VERSION-py3-none-TAG.whl
//   5. SHA256SUMS over the tarball, the archives and the wheels, in `sha256sum -c`'s format
// SOURCE_DATE_EPOCH, when set (the release workflow sets the tagged commit's time), is every archived file's time.
// The release's notes come from CHANGELOG.md (scripts/changelog.mjs), in the workflow.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, createReadStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NODE_VERSION, PLATFORMS, ROOT, runtimeDir } from './runtimes.mjs';
import { BUNDLES, buildSea } from './sea.mjs';
import { buildWheel } from './wheel.mjs';
import { writeZip } from './zip.mjs';

const log = (message) => process.stderr.write(`release: ${message}\n`);

/** The executable's neighbours in an archive: what it is, and whose code is inside under which licence. */
function companions(pkg, platform) {
  const repo = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
  const exe = PLATFORMS[platform].exe;
  const readme = [
    `agentdeck ${pkg.version} for ${platform}: ${pkg.description}.`,
    '',
    `One file with Node.js ${NODE_VERSION} inside: nothing else to install.${platform.startsWith('linux') ? ' Needs glibc 2.28 or later.' : ''}`,
    platform.startsWith('win')
      ? `Put ${exe} in a folder on your PATH, then run: agentdeck --help`
      : `Put ${exe} in a folder on your PATH (e.g. install -m 755 agentdeck ~/.local/bin/), then run: agentdeck --help`,
    '',
    `Verify the download against SHA256SUMS, install, update: ${repo}/blob/main/docs/install.md`,
    `Everything else: ${repo}#readme`,
    '',
  ].join(platform.startsWith('win') ? '\r\n' : '\n');
  const notices = [
    `agentdeck ${pkg.version} (${pkg.license}) contains Node.js ${NODE_VERSION} and the libraries below.`,
    '',
    '==== Node.js, and what it contains ====',
    '',
    readFileSync(join(runtimeDir('linux-x64'), 'LICENSE'), 'utf8'),
    ...BUNDLES.map(
      (name) =>
        `\n==== Libraries bundled in agentdeck's ${name} code ====\n\n${readFileSync(join(ROOT, 'dist', `${name}.cjs.LEGAL.txt`), 'utf8')}`,
    ),
  ].join('\n');
  return [
    { name: 'README.txt', data: Buffer.from(readme) },
    { name: 'THIRD_PARTY_NOTICES.txt', data: Buffer.from(notices) },
  ];
}

/** agentdeck-VERSION-PLATFORM.tar.gz (GNU tar, owner root, one time for every file) or .zip; returns its path. */
export function writeArchive({ pkg, platform, binary, outDir, mtime }) {
  const { exe, archive } = PLATFORMS[platform];
  const folder = `agentdeck-${pkg.version}-${platform}`;
  const files = [{ name: exe, data: readFileSync(binary), mode: 0o755 }, ...companions(pkg, platform)];
  const path = join(outDir, `${folder}.${archive}`);
  if (archive === 'zip') {
    writeZip(
      path,
      files.map((f) => ({ ...f, name: `${folder}/${f.name}` })),
      { mtime },
    );
    return path;
  }
  const staging = join(outDir, '.staging', folder);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const file of files) {
    writeFileSync(join(staging, file.name), file.data);
    chmodSync(join(staging, file.name), file.mode ?? 0o644);
  }
  const tar = spawnSync(
    'tar',
    [
      '--sort=name',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      `--mtime=@${mtime}`,
      '--use-compress-program=gzip -n',
      '-cf',
      path,
      '-C',
      join(outDir, '.staging'),
      folder,
    ],
    { stdio: 'inherit' },
  );
  rmSync(join(outDir, '.staging'), { recursive: true, force: true });
  if (tar.status !== 0) throw new Error(`tar failed for ${path}`);
  return path;
}

export function sha256File(path) {
  return new Promise((resolvePromise, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolvePromise(hash.digest('hex')));
  });
}

/** SHA256SUMS beside `files` (all in one folder), as `sha256sum` writes it: `HEX  NAME`, sorted by name. */
export async function writeChecksums(dir, files) {
  const lines = [];
  for (const file of [...files].sort((a, b) => basename(a).localeCompare(basename(b))))
    lines.push(`${await sha256File(file)}  ${basename(file)}`);
  const path = join(dir, 'SHA256SUMS');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

function npmPack(outDir) {
  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', outDir], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (packed.status !== 0) throw new Error(`npm pack failed (exit ${packed.status})`);
  return join(outDir, JSON.parse(packed.stdout.slice(packed.stdout.indexOf('[')))[0].filename);
}

export async function release({
  outDir = join(ROOT, 'release'),
  platforms = Object.keys(PLATFORMS),
  mtime = Number(process.env.SOURCE_DATE_EPOCH ?? 0),
} = {}) {
  mkdirSync(outDir, { recursive: true });
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const published = [];
  let started = Date.now();
  published.push(npmPack(outDir));
  log(`npm package (with its build) in ${Date.now() - started} ms`);
  const binaries = await buildSea({ platforms, outDir });
  for (const platform of platforms) {
    started = Date.now();
    published.push(writeArchive({ pkg, platform, binary: binaries[platform], outDir, mtime }));
    published.push(buildWheel({ platform, binary: binaries[platform], outDir, pkg, mtime }));
    log(`${platform}: archive and wheel in ${Date.now() - started} ms`);
  }
  const sums = await writeChecksums(outDir, published);
  return { published, sums };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, platform: { type: 'string' } } });
  try {
    const { published, sums } = await release({
      outDir: values.out ? resolve(values.out) : undefined,
      platforms: values.platform?.split(','),
    });
    for (const file of [...published, sums]) process.stdout.write(`${file}\n`);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
