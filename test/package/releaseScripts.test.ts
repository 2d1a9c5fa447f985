// The release's building blocks, each read back by a tool that is not ours: zips by Python's zipfile (what pip
// uses on a wheel), archives by tar, SHA256SUMS by `sha256sum -c`; the changelog's notes and the version and
// signature rules on small inputs. The single executable itself: singleFile.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateOf, sectionOf } from '../../scripts/changelog.mjs';
import { writeArchive, writeChecksums } from '../../scripts/release.mjs';
import { runtimeDir } from '../../scripts/runtimes.mjs';
import { withoutSignature } from '../../scripts/sea.mjs';
import { buildWheel, distName, pythonVersion } from '../../scripts/wheel.mjs';
import { writeZip } from '../../scripts/zip.mjs';
import { ROOT, tempDir } from '../cli/helpers.js';

const hasPython = spawnSync('python3', ['-c', '0']).status === 0;
const python = (code: string, ...args: string[]) => spawnSync('python3', ['-c', code, ...args], { encoding: 'utf8' });
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
  license: string;
  repository: { url: string };
};

/** name → [mode, size, text or undefined] as Python's zipfile reads the archive (testzip checks every CRC). */
function readZip(path: string): Record<string, [number, number, string]> {
  const result = python(
    `import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
print(json.dumps({i.filename: [i.external_attr >> 16, i.file_size, z.read(i).decode('utf-8', 'replace')[:2000]] for i in z.infolist()}))`,
    path,
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Record<string, [number, number, string]>;
}

describe('writeZip', () => {
  it.skipIf(!hasPython)(
    'writes a zip Python reads: names, sizes, Unix modes, contents, CRCs; empty and UTF-8 names too',
    () => {
      const path = join(tempDir('agentdeck-zip-'), 'a.zip');
      const big = Buffer.alloc(300_000, 'abc');
      writeZip(path, [
        { name: 'dir/run', data: Buffer.from('#!/bin/sh\necho hi\n'), mode: 0o755 },
        { name: 'dir/empty.txt', data: Buffer.alloc(0) },
        { name: 'dir/ünï.txt', data: Buffer.from('ünï') },
        { name: 'big.bin', data: big },
      ]);
      const entries = readZip(path);
      expect(Object.keys(entries)).toEqual(['dir/run', 'dir/empty.txt', 'dir/ünï.txt', 'big.bin']);
      expect(entries['dir/run']).toEqual([0o100755, 18, '#!/bin/sh\necho hi\n']);
      expect(entries['dir/empty.txt']).toEqual([0o100644, 0, '']);
      expect(entries['dir/ünï.txt'][2]).toBe('ünï');
      expect(entries['big.bin'][1]).toBe(big.length);
      expect(statSync(path).size).toBeLessThan(10_000); // deflated
    },
    30_000,
  );

  it('gives the same bytes for the same inputs and time (a release anyone can repeat)', () => {
    const dir = tempDir('agentdeck-zip-');
    const entries = [{ name: 'x', data: Buffer.from('same') }];
    writeZip(join(dir, '1.zip'), entries, { mtime: 1_800_000_000 });
    writeZip(join(dir, '2.zip'), entries, { mtime: 1_800_000_000 });
    writeZip(join(dir, '3.zip'), entries, { mtime: 1_800_000_002 });
    expect(readFileSync(join(dir, '1.zip')).equals(readFileSync(join(dir, '2.zip')))).toBe(true);
    expect(readFileSync(join(dir, '1.zip')).equals(readFileSync(join(dir, '3.zip')))).toBe(false);
  });
});

describe('wheels', () => {
  it('turns npm versions into PEP 440 ones and refuses what has none', () => {
    expect(pythonVersion('1.2.3')).toBe('1.2.3');
    expect(pythonVersion('1.2.3-rc.2')).toBe('1.2.3rc2');
    expect(pythonVersion('0.4.0-beta.1')).toBe('0.4.0b1');
    expect(pythonVersion('0.4.0-alpha.7')).toBe('0.4.0a7');
    expect(() => pythonVersion('1.2.3-next.1')).toThrow(/PEP 440/);
    expect(() => pythonVersion('1.2')).toThrow(/PEP 440/);
    expect(distName('agentdeck-cli')).toBe('agentdeck_cli');
  });

  it.skipIf(!hasPython)(
    'a wheel per platform: its tag, the executable under .data/scripts, METADATA, WHEEL, and a RECORD whose digests match',
    () => {
      const dir = tempDir('agentdeck-wheelshape-');
      const binary = join(dir, 'fake-agentdeck');
      writeFileSync(binary, '#!/bin/sh\necho agentdeck\n');
      const version = pythonVersion(pkg.version);
      for (const [platform, tag, exe] of [
        ['linux-x64', 'manylinux_2_28_x86_64', 'agentdeck'],
        ['linux-arm64', 'manylinux_2_28_aarch64', 'agentdeck'],
        ['win-x64', 'win_amd64', 'agentdeck.exe'],
      ] as const) {
        const wheel = buildWheel({ platform, binary, outDir: dir });
        expect(wheel).toBe(join(dir, `agentdeck_cli-${version}-py3-none-${tag}.whl`));
        const entries = readZip(wheel);
        const info = `agentdeck_cli-${version}.dist-info`;
        expect(Object.keys(entries).sort()).toEqual(
          [
            `agentdeck_cli-${version}.data/scripts/${exe}`,
            `${info}/METADATA`,
            `${info}/RECORD`,
            `${info}/WHEEL`,
          ].sort(),
        );
        expect(entries[`agentdeck_cli-${version}.data/scripts/${exe}`][0]).toBe(0o100755);
        expect(entries[`${info}/WHEEL`][2]).toContain(`Tag: py3-none-${tag}\n`);
        expect(entries[`${info}/WHEEL`][2]).toContain('Root-Is-Purelib: false');
        expect(entries[`${info}/METADATA`][2]).toMatch(
          new RegExp(`^Metadata-Version: 2\\.1\\nName: agentdeck-cli\\nVersion: ${version.replace(/\./g, '\\.')}\\n`),
        );
        // RECORD: every other file with the urlsafe base64 of its SHA-256 (no padding) and its size, itself last.
        const check = python(
          `import base64, csv, hashlib, io, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
rows = list(csv.reader(io.StringIO(z.read(sys.argv[2]).decode())))
assert [r[0] for r in rows][-1] == sys.argv[2] and rows[-1][1:] == ['', '']
for name, digest, size in rows[:-1]:
    data = z.read(name)
    assert digest == 'sha256=' + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode(), name
    assert int(size) == len(data), name
assert sorted(r[0] for r in rows) == sorted(z.namelist())
print('ok')`,
          wheel,
          `${info}/RECORD`,
        );
        expect(check.stdout.trim(), check.stderr).toBe('ok');
      }
    },
    60_000,
  );
});

describe('archives and checksums', () => {
  const hasLicence = existsSync(join(runtimeDir('linux-x64'), 'LICENSE'));

  it.skipIf(!hasLicence)(
    'a .tar.gz for Linux (a folder with the executable, README.txt and the notices) and a .zip for Windows',
    () => {
      const dir = tempDir('agentdeck-archive-');
      const binary = join(dir, 'fake-agentdeck');
      writeFileSync(binary, 'binary');
      const tarball = writeArchive({ pkg, platform: 'linux-x64', binary, outDir: dir, mtime: 1_800_000_000 });
      expect(tarball).toBe(join(dir, `agentdeck-${pkg.version}-linux-x64.tar.gz`));
      const listing = spawnSync('tar', ['-tvzf', tarball], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
      expect(listing.status, listing.stderr).toBe(0);
      const folder = `agentdeck-${pkg.version}-linux-x64`;
      expect(listing.stdout).toMatch(new RegExp(`^-rwxr-xr-x 0/0 +6 2027-01-15 08:00 ${folder}/agentdeck$`, 'm'));
      expect(listing.stdout).toContain(`${folder}/README.txt`);
      expect(listing.stdout).toContain(`${folder}/THIRD_PARTY_NOTICES.txt`);
      const out = join(dir, 'out');
      mkdirSync(out);
      expect(spawnSync('tar', ['-xzf', tarball, '-C', out]).status).toBe(0);
      const notices = readFileSync(join(out, folder, 'THIRD_PARTY_NOTICES.txt'), 'utf8');
      expect(notices).toContain('Node.js is licensed for use as follows');
      expect(notices).toContain('smol-toml'); // a library bundled in the command line
      expect(readFileSync(join(out, folder, 'README.txt'), 'utf8')).toContain('glibc 2.28');

      const zip = writeArchive({ pkg, platform: 'win-x64', binary, outDir: dir, mtime: 1_800_000_000 });
      expect(zip).toBe(join(dir, `agentdeck-${pkg.version}-win-x64.zip`));
      if (hasPython) {
        const entries = readZip(zip);
        expect(Object.keys(entries).sort()).toEqual([
          `agentdeck-${pkg.version}-win-x64/README.txt`,
          `agentdeck-${pkg.version}-win-x64/THIRD_PARTY_NOTICES.txt`,
          `agentdeck-${pkg.version}-win-x64/agentdeck.exe`,
        ]);
        expect(entries[`agentdeck-${pkg.version}-win-x64/README.txt`][2]).toContain('\r\n');
      }
    },
    30_000,
  );

  it('SHA256SUMS in sha256sum’s format: `sha256sum -c` verifies it, and catches a changed file', async () => {
    const dir = tempDir('agentdeck-sums-');
    const files = ['b.whl', 'a.tar.gz'].map((name) => {
      writeFileSync(join(dir, name), `content of ${name}`);
      return join(dir, name);
    });
    const sums = await writeChecksums(dir, files);
    expect(readFileSync(sums, 'utf8')).toMatch(/^[0-9a-f]{64} {2}a\.tar\.gz\n[0-9a-f]{64} {2}b\.whl\n$/);
    expect(spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' }).stdout).toBe(
      'a.tar.gz: OK\nb.whl: OK\n',
    );
    writeFileSync(join(dir, 'b.whl'), 'tampered');
    const tampered = spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' });
    expect(tampered.status).not.toBe(0);
    expect(tampered.stdout).toContain('b.whl: FAILED');
  });
});

describe('the Windows runtime’s signature', () => {
  /** A minimal PE32+ header: MZ, e_lfanew, PE\0\0, a COFF header, the optional header's magic and directories. */
  function fakePe(certificate: Buffer): Buffer {
    const body = Buffer.alloc(0x200);
    body.write('MZ', 0, 'latin1');
    body.writeUInt32LE(0x80, 0x3c);
    body.write('PE\0\0', 0x80, 'latin1');
    body.writeUInt16LE(0x20b, 0x80 + 24);
    const directory = 0x80 + 24 + 112 + 4 * 8;
    body.writeUInt32LE(certificate.length === 0 ? 0 : body.length, directory);
    body.writeUInt32LE(certificate.length, directory + 4);
    return Buffer.concat([body, certificate]);
  }

  it('is taken off before the injection (as `signtool remove /s` does), so no broken signature is shipped', () => {
    const signed = fakePe(Buffer.alloc(64, 7));
    const stripped = withoutSignature(signed);
    expect(stripped.length).toBe(0x200);
    const directory = 0x80 + 24 + 112 + 4 * 8;
    expect([stripped.readUInt32LE(directory), stripped.readUInt32LE(directory + 4)]).toEqual([0, 0]);
    expect(withoutSignature(fakePe(Buffer.alloc(0))).length).toBe(0x200); // unsigned: as it is
    const elf = Buffer.from('\x7fELF rest', 'latin1');
    expect(withoutSignature(elf)).toBe(elf);
  });

  it('refuses a PE with data after its certificate table rather than cutting it off', () => {
    const signed = fakePe(Buffer.alloc(64, 7));
    expect(() => withoutSignature(Buffer.concat([signed, Buffer.from('trailer')]))).toThrow(
      /after its certificate table/,
    );
  });
});

describe('release notes from CHANGELOG.md', () => {
  const changelog = `# Changelog

## [Unreleased]

- next thing

## [1.2.0] - 2026-12-01

### Added

- rooms prune

## [1.1.0] - 2026-11-01

- older

[1.2.0]: https://example.invalid/compare/v1.1.0...v1.2.0
`;

  it('takes the tag’s section, without its heading, up to the next version or the link references', () => {
    expect(sectionOf(changelog, 'v1.2.0')).toBe('### Added\n\n- rooms prune');
    expect(sectionOf(changelog, '1.1.0')).toBe('- older');
    expect(dateOf(changelog, 'v1.2.0')).toBe('2026-12-01');
    expect(sectionOf(changelog, 'v9.9.9')).toBeUndefined();
  });

  it('the script exits 1, saying what to add, for a version CHANGELOG.md does not have', () => {
    const dir = tempDir('agentdeck-changelog-');
    writeFileSync(join(dir, 'CHANGELOG.md'), changelog);
    const script = join(ROOT, 'scripts', 'changelog.mjs');
    const found = spawnSync(process.execPath, [script, 'notes', 'v1.2.0', join(dir, 'CHANGELOG.md')], {
      encoding: 'utf8',
    });
    expect([found.status, found.stdout]).toEqual([0, '### Added\n\n- rooms prune\n']);
    const missing = spawnSync(process.execPath, [script, 'notes', 'v2.0.0', join(dir, 'CHANGELOG.md')], {
      encoding: 'utf8',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('## [2.0.0] - YYYY-MM-DD');
  });

  it('the project’s CHANGELOG.md keeps the format: an Unreleased section, and every version heading dated', () => {
    const text = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
    expect(sectionOf(text, 'Unreleased')).toBeTruthy();
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    for (const heading of headings)
      expect(heading).toMatch(/^## \[Unreleased\]$|^## \[\d+\.\d+\.\d+(-[\w.]+)?\] - \d{4}-\d{2}-\d{2}$/);
  });
});
