// loadBundle (src/codeCache.ts): a CommonJS bundle run with a V8 code cache that is written once, used by later
// loads, refused and rewritten when it does not match, and never in the way when it cannot be read or written.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBundle } from '../src/codeCache.js';

interface Bundle {
  answer: number;
  file: string;
  dir: string;
  required: string;
  double(n: number): number;
}

// A bundle as esbuild writes one: CommonJS, requiring a built-in, reading its own file name.
function bundleSource(answer: number): string {
  return `"use strict";
const { basename } = require('node:path');
function double(n) { return n * 2; }
module.exports = { answer: ${answer}, file: basename(__filename), dir: __dirname, required: typeof require('node:os').tmpdir, double };
`;
}

function setUp(answer = 42): { file: URL; path: string; cacheDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'agentdeck-codecache-'));
  const path = join(dir, 'thing.cjs');
  writeFileSync(path, bundleSource(answer));
  return { file: pathToFileURL(path), path, cacheDir: join(dir, 'cache', 'code') };
}

const caches = (cacheDir: string) =>
  existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => name.endsWith('.v8')) : [];

describe('loadBundle', () => {
  it('runs the file as CommonJS: exports, require, __filename and __dirname as a required file has them', () => {
    const { file, path, cacheDir } = setUp();
    const loaded = loadBundle<Bundle>(file, { dir: cacheDir });
    expect(loaded.exports.answer).toBe(42);
    expect(loaded.exports.double(21)).toBe(42);
    expect(loaded.exports.file).toBe('thing.cjs');
    expect(loaded.exports.dir).toBe(join(path, '..'));
    expect(loaded.exports.required).toBe('function');
  });

  it('writes the cache once (0600 in a 0700 dir), and a later load runs from it', () => {
    const { file, cacheDir } = setUp();
    const first = loadBundle<Bundle>(file, { dir: cacheDir });
    expect(first.cacheUsed).toBe(false);
    expect(caches(cacheDir)).toEqual([]); // nothing until saveCache (main.ts calls it at exit)
    first.exports.double(2); // compiled lazily: the cache taken after it holds it
    first.saveCache();
    const [name] = caches(cacheDir);
    expect(name).toMatch(
      new RegExp(`^thing\\.cjs-${process.version.replace(/\./g, '\\.')}-${process.arch}-[0-9a-f]{16}\\.v8$`),
    );
    expect(statSync(join(cacheDir, name)).mode & 0o777).toBe(0o600);
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);

    const second = loadBundle<Bundle>(file, { dir: cacheDir });
    expect(second.cacheUsed).toBe(true);
    expect(second.exports.double(5)).toBe(10);
    const before = readFileSync(join(cacheDir, name));
    second.saveCache(); // a cache that was used is not written again
    expect(readFileSync(join(cacheDir, name)).equals(before)).toBe(true);
    expect(caches(cacheDir)).toEqual([name]);
  });

  it('a damaged cache is refused (never given to V8): the file runs compiled as usual and the cache is written anew', () => {
    const { file, cacheDir } = setUp();
    loadBundle<Bundle>(file, { dir: cacheDir }).saveCache();
    const [name] = caches(cacheDir);
    const damaged = readFileSync(join(cacheDir, name));
    damaged.fill(7, damaged.length - 64, damaged.length - 16); // in the code itself, past every header
    writeFileSync(join(cacheDir, name), damaged);

    const loaded = loadBundle<Bundle>(file, { dir: cacheDir });
    expect(loaded.cacheUsed).toBe(false);
    expect(loaded.exports.double(4)).toBe(8);
    loaded.saveCache();
    expect(readFileSync(join(cacheDir, name)).equals(damaged)).toBe(false);
    expect(loadBundle<Bundle>(file, { dir: cacheDir }).cacheUsed).toBe(true);
  });

  it('a new build of the bundle gets its own cache and the old one is removed', () => {
    const { file, path, cacheDir } = setUp(1);
    loadBundle<Bundle>(file, { dir: cacheDir }).saveCache();
    const [old] = caches(cacheDir);
    writeFileSync(path, bundleSource(2));
    const rebuilt = loadBundle<Bundle>(file, { dir: cacheDir });
    expect(rebuilt.cacheUsed).toBe(false);
    expect(rebuilt.exports.answer).toBe(2); // never the old build's code
    rebuilt.saveCache();
    const now = caches(cacheDir);
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(old);
  });

  it('each kind of run (variant) keeps its own cache; a new build replaces only its own kind’s', () => {
    const { file, path, cacheDir } = setUp(1);
    loadBundle<Bundle>(file, { dir: cacheDir, variant: 'secrets' }).saveCache();
    expect(loadBundle<Bundle>(file, { dir: cacheDir, variant: 'rooms' }).cacheUsed).toBe(false); // not the secrets one
    loadBundle<Bundle>(file, { dir: cacheDir, variant: 'rooms' }).saveCache();
    expect(
      caches(cacheDir)
        .map((name) => name.split('-')[1])
        .sort(),
    ).toEqual(['rooms', 'secrets']);
    expect(loadBundle<Bundle>(file, { dir: cacheDir, variant: 'secrets' }).cacheUsed).toBe(true);

    writeFileSync(path, bundleSource(2));
    loadBundle<Bundle>(file, { dir: cacheDir, variant: 'rooms' }).saveCache();
    const now = caches(cacheDir);
    expect(now.filter((name) => name.includes('-rooms-'))).toHaveLength(1); // the old rooms build's is gone
    expect(now.filter((name) => name.includes('-secrets-'))).toHaveLength(1); // the secrets one is left to its own runs
  });

  it('without a cache dir, or one that cannot be written, it loads and saveCache does nothing', () => {
    const { file, cacheDir } = setUp();
    const uncached = loadBundle<Bundle>(file, undefined);
    expect(uncached.exports.answer).toBe(42);
    expect(() => uncached.saveCache()).not.toThrow();

    writeFileSync(join(cacheDir, '..', '..', 'blocked'), ''); // a file where the dir would go
    const blockedDir = join(cacheDir, '..', '..', 'blocked', 'code');
    const blocked = loadBundle<Bundle>(file, { dir: blockedDir });
    expect(blocked.exports.answer).toBe(42);
    expect(() => blocked.saveCache()).not.toThrow();
    expect(caches(cacheDir)).toEqual([]);
  });

  it('a cache that cannot be read (here a directory where the file would be) is treated as none', () => {
    const { file, cacheDir } = setUp();
    loadBundle<Bundle>(file, { dir: cacheDir }).saveCache();
    const [name] = caches(cacheDir);
    rmSync(join(cacheDir, name));
    mkdirSync(join(cacheDir, name));
    const loaded = loadBundle<Bundle>(file, { dir: cacheDir });
    expect(loaded.cacheUsed).toBe(false);
    expect(loaded.exports.answer).toBe(42);
    expect(() => loaded.saveCache()).not.toThrow();
  });
});
