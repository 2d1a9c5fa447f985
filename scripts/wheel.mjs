#!/usr/bin/env node
// Python wheels that install the single executable (scripts/sea.mjs) as the `agentdeck` command, the way ruff's
// and uv's wheels ship their binaries: the file sits in the wheel's data under scripts/, which pip, uv and pipx
// install into the environment's bin/ (Scripts\ on Windows) with its executable bit. No Python code, no network.
//   node scripts/wheel.mjs [--platform linux-x64,…] [--bin DIR] [--out DIR]
// reads DIR/bin/PLATFORM/agentdeck[.exe] (default release/) and writes agentdeck_cli-VERSION-py3-none-TAG.whl there.
// The wheel format (PEP 427, 491): a zip holding NAME-VERSION.dist-info/{METADATA,WHEEL,RECORD}, RECORD listing
// every file with its urlsafe-base64 SHA-256 (pip refuses a wheel whose files do not match it).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PLATFORMS, ROOT } from './runtimes.mjs';
import { writeZip } from './zip.mjs';

/** npm's version in PEP 440's words: 1.2.3, 1.2.3-rc.1 → 1.2.3rc1 (alpha → a, beta → b); anything else is refused. */
export function pythonVersion(npmVersion) {
  const match = /^(\d+\.\d+\.\d+)(?:-(alpha|beta|rc)\.(\d+))?$/.exec(npmVersion);
  if (!match) throw new Error(`version ${npmVersion} has no PEP 440 form here: use X.Y.Z or X.Y.Z-alpha|beta|rc.N`);
  const [, release, kind, n] = match;
  return kind ? `${release}${{ alpha: 'a', beta: 'b', rc: 'rc' }[kind]}${n}` : release;
}

/** The distribution's name in a wheel's file names (PEP 491: runs of -_. become _). */
export const distName = (name) => name.replace(/[-_.]+/g, '_');

const recordHash = (data) => `sha256=${createHash('sha256').update(data).digest('base64url')}`;

/** The project's metadata as pip shows it (`pip show agentdeck-cli`), from package.json. */
function metadata(pkg, version) {
  const repo = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
  return [
    'Metadata-Version: 2.1',
    `Name: ${pkg.name}`,
    `Version: ${version}`,
    `Summary: ${pkg.description}`,
    `Home-page: ${pkg.homepage}`,
    `License: ${pkg.license}`,
    `Keywords: ${pkg.keywords.join(',')}`,
    `Project-URL: Source, ${repo}`,
    `Project-URL: Issues, ${pkg.bugs.url}`,
    `Project-URL: Documentation, ${repo}/blob/main/docs/install.md`,
    'Classifier: Environment :: Console',
    'Classifier: Programming Language :: JavaScript',
    'Description-Content-Type: text/markdown',
    '',
    `# ${pkg.name}`,
    '',
    `${pkg.description}. This wheel installs the \`agentdeck\` command: one executable with its own Node.js`,
    `runtime inside, the same file as the release's single-file download. Every way to install: ${repo}/blob/main/docs/install.md`,
    '',
  ].join('\n');
}

/** Writes the wheel of `platform` holding `binary` into `outDir`; returns its path. */
export function buildWheel({
  platform,
  binary,
  outDir,
  pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')),
  level,
  mtime,
}) {
  const { exe, wheelTag } = PLATFORMS[platform];
  const version = pythonVersion(pkg.version);
  const name = distName(pkg.name);
  const info = `${name}-${version}.dist-info`;
  const files = [
    { name: `${name}-${version}.data/scripts/${exe}`, data: readFileSync(binary), mode: 0o755 },
    { name: `${info}/METADATA`, data: Buffer.from(metadata(pkg, version)) },
    {
      name: `${info}/WHEEL`,
      data: Buffer.from(
        `Wheel-Version: 1.0\nGenerator: agentdeck scripts/wheel.mjs\nRoot-Is-Purelib: false\nTag: py3-none-${wheelTag}\n`,
      ),
    },
  ];
  const record = `${[...files.map((f) => `${f.name},${recordHash(f.data)},${f.data.length}`), `${info}/RECORD,,`].join('\n')}\n`;
  files.push({ name: `${info}/RECORD`, data: Buffer.from(record) });
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, `${name}-${version}-py3-none-${wheelTag}.whl`);
  writeZip(path, files, { level, mtime });
  return path;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { platform: { type: 'string' }, bin: { type: 'string' }, out: { type: 'string' } },
  });
  const release = join(ROOT, 'release');
  const binDir = values.bin ? resolve(values.bin) : join(release, 'bin');
  const outDir = values.out ? resolve(values.out) : release;
  const mtime = Number(process.env.SOURCE_DATE_EPOCH ?? 0);
  try {
    for (const platform of values.platform?.split(',') ?? Object.keys(PLATFORMS)) {
      if (!PLATFORMS[platform])
        throw new Error(`unknown platform ${platform}: one of ${Object.keys(PLATFORMS).join(', ')}`);
      const wheel = buildWheel({ platform, binary: join(binDir, platform, PLATFORMS[platform].exe), outDir, mtime });
      process.stdout.write(`${wheel}\n`);
    }
  } catch (error) {
    process.stderr.write(`wheel: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
