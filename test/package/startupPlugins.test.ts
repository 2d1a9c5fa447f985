// The bundle's start-up plugins (scripts/startupPlugins.mjs) applied to the real dependencies: the deferred
// work still happens, correctly, on first use — and not before.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyChildProcessInCommander, lazyIntlListFormat, lazyRequire, yogaWithoutFetch } from '../../scripts/startupPlugins.mjs';
import { ROOT } from '../cli/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'agentdeck-plugins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundle(name: string, source: string, plugins: Parameters<typeof build>[0]['plugins']): Promise<string> {
  const entry = join(dir, `${name}.entry.mjs`);
  const outfile = join(dir, `${name}.mjs`);
  writeFileSync(entry, source);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    nodePaths: [join(ROOT, 'node_modules')],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins,
    logLevel: 'silent',
  });
  return pathToFileURL(outfile).href;
}

describe('start-up plugins', () => {
  it("@sindresorhus/is builds no Intl.ListFormat on load; its messages still list the expected types on first use", async () => {
    const url = await bundle('is', "export { assert } from '@sindresorhus/is';", [lazyIntlListFormat]);
    const Real = Intl.ListFormat;
    const intl = Intl as { ListFormat: typeof Real };
    let built = 0;
    intl.ListFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built++;
      }
    } as typeof Real;
    try {
      const { assert } = (await import(url)) as { assert: { any(predicates: unknown[], value: unknown): void } };
      expect(built).toBe(0);
      const isString = (v: unknown) => typeof v === 'string';
      const isNumber = (v: unknown) => typeof v === 'number';
      Object.defineProperty(isString, 'name', { value: 'string' });
      expect(() => assert.any([isString, isNumber], null)).toThrow(/Expected values which are `.+` or `.+`\. Received values of type `null`\./);
      expect(built).toBeGreaterThan(0);
    } finally {
      intl.ListFormat = Real;
    }
  });

  it('lazyRequire: the module is required on first use, and is the real one', async () => {
    const entry = join(dir, 'lazy-entry.cjs');
    writeFileSync(entry, "const cp = require('node:child_process');\nmodule.exports = { spawn: () => cp.spawn };\n");
    const plugin = lazyRequire('lazy-test', { module: 'node:child_process', importer: /lazy-entry\.cjs$/ });
    const url = await bundle('lazy', "export { default as lazy } from './lazy-entry.cjs';", [plugin]);
    // A fresh Node (this test process has loaded child_process already).
    const script = `
      const loaded = () => process.moduleLoadList.includes('NativeModule child_process');
      const { lazy } = await import(${JSON.stringify(url)});
      const before = loaded();
      const spawn = lazy.spawn();
      process.stdout.write(JSON.stringify({ before, after: loaded(), real: spawn === (await import('node:child_process')).spawn }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ before: false, after: true, real: true });
  });

  it('commander loads without node:child_process', async () => {
    const url = await bundle(
      'commander',
      "import { Command } from 'commander';\nexport const loaded = process.moduleLoadList.includes('NativeModule child_process');\nexport { Command };",
      [lazyChildProcessInCommander],
    );
    const script = `const m = await import(${JSON.stringify(url)}); process.stdout.write(JSON.stringify({ loaded: m.loaded, name: new m.Command('x').name() }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ loaded: false, name: 'x' });
  });

  it('yoga-layout decodes its WebAssembly without fetch, and lays out as before', async () => {
    const url = await bundle('yoga', "export { default as Yoga } from 'yoga-layout';", [yogaWithoutFetch]);
    // A fresh Node whose fetch counts its calls (yoga would otherwise fetch its own data: URL).
    const script = `
      let fetches = 0;
      globalThis.fetch = async () => { fetches++; throw new Error('no fetch'); };
      const { Yoga } = await import(${JSON.stringify(url)});
      const root = Yoga.Node.create();
      root.setWidth(100);
      root.setFlexDirection(Yoga.FLEX_DIRECTION_ROW);
      const child = Yoga.Node.create();
      child.setFlexGrow(1);
      root.insertChild(child, 0);
      root.calculateLayout(undefined, undefined, Yoga.DIRECTION_LTR);
      process.stdout.write(JSON.stringify({ fetches, width: child.getComputedWidth() }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ fetches: 0, width: 100 });
  });
});
