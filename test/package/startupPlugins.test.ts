// The bundle's start-up plugins (scripts/startupPlugins.mjs) applied to the real dependencies: the deferred
// work still happens, correctly, on first use — and not before.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fastifyClockWithoutPerfHooks,
  findMyWayLazyCompile,
  gotLazyTls,
  gotRequestIdWithoutCrypto,
  inkWithoutDevtools,
  lazyAssertInRouter,
  lazyChildProcessInCommander,
  lazyHttp2InFastify,
  lazyHttpsAndDnsInFastify,
  lazyIntlListFormat,
  lazyRequire,
  lazySemverInFastify,
  stringWidthLazyEmoji,
  yogaSync,
  yogaWithoutFetch,
} from '../../scripts/startupPlugins.mjs';
import { loadOrCreateTls } from '../../src/emulator/tls.js';
import { ROOT } from '../cli/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'agentdeck-plugins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundle(
  name: string,
  source: string,
  plugins: Parameters<typeof build>[0]['plugins'],
  format: 'esm' | 'cjs' = 'esm',
  alias: Record<string, string> = {},
): Promise<string> {
  const entry = join(dir, `${name}.entry.mjs`);
  const outfile = join(dir, `${name}.${format === 'esm' ? 'mjs' : 'cjs'}`);
  writeFileSync(entry, source);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format,
    platform: 'node',
    target: 'node20',
    nodePaths: [join(ROOT, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    ...(format === 'esm'
      ? {
          banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
        }
      : {
          define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '__fileUrl' },
          banner: { js: "const __fileUrl = require('node:url').pathToFileURL(__filename).href;" },
        }),
    plugins,
    alias,
    logLevel: 'silent',
  });
  return pathToFileURL(outfile).href;
}

/** Runs `script` (an ES module) in a fresh Node with `env` added; its stdout parsed as JSON. */
function runFresh(script: string, env: Record<string, string> = {}): { stderr: string; result: unknown } {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { stderr: r.stderr, result: r.stdout ? JSON.parse(r.stdout) : undefined };
}

/**
 * What node:http loads by itself, before any bundle. On Node 20 that is none of the watched modules, so the plugins
 * are what keeps them out. From Node 24 node:http loads tls, crypto, http2 and perf_hooks itself (its proxy and
 * timing support); there the tests can only show that the bundles add nothing to it.
 */
function expectOnlyWhatHttpLoads(withHttp: string[], fromNode24: string[]): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) expect(withHttp).toEqual([]);
  else for (const name of withHttp) expect(fromNode24).toContain(name);
}

describe('start-up plugins', () => {
  it('@sindresorhus/is builds no Intl.ListFormat on load; its messages still list the expected types on first use', async () => {
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
      expect(() => assert.any([isString, isNumber], null)).toThrow(
        /Expected values which are `.+` or `.+`\. Received values of type `null`\./,
      );
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

  it('got loads without node:tls, node:https or node:crypto; http works without them, https loads them and checks names', async () => {
    // got's cache, DNS-cache and http2 dependencies are stubs in the bin's bundles, as here (scripts/bundle.mjs).
    const stubs = Object.fromEntries(
      ['http2-wrapper', 'cacheable-request', 'cacheable-lookup'].map((name) => [
        name,
        join(ROOT, 'scripts', 'stubs', `${name}.mjs`),
      ]),
    );
    const url = await bundle(
      'got',
      "export { default as got } from 'got';",
      [gotLazyTls, gotRequestIdWithoutCrypto],
      'esm',
      stubs,
    );
    const tls = loadOrCreateTls(join(dir, 'got-tls'), { host: '127.0.0.1' });
    const script = `
      const loaded = () => ['tls', 'https', 'crypto'].filter((m) => process.moduleLoadList.includes('NativeModule ' + m));
      await import('node:http');
      const withHttp = loaded();
      const { got } = await import(${JSON.stringify(url)});
      const atLoad = loaded();
      const http = await import('node:http');
      const plain = http.createServer((_req, res) => res.end('plain'));
      await new Promise((resolve) => plain.listen(0, '127.0.0.1', resolve));
      const ids = [];
      const dc = await import('node:diagnostics_channel');
      dc.subscribe('got:request:create', (message) => ids.push(message.requestId));
      const bodies = [];
      for (let i = 0; i < 2; i++) bodies.push(await got('http://127.0.0.1:' + plain.address().port + '/').text());
      const afterHttp = loaded();
      plain.close();
      const { readFileSync } = await import('node:fs');
      const https = await import('node:https');
      const secure = https.createServer({ key: process.env.KEY, cert: process.env.CERT }, (_req, res) => res.end('secure'));
      await new Promise((resolve) => secure.listen(0, '0.0.0.0', resolve));
      const port = secure.address().port;
      const ca = readFileSync(process.env.CA_FILE, 'utf8');
      bodies.push(await got('https://127.0.0.1:' + port + '/', { https: { certificateAuthority: ca }, retry: { limit: 0 } }).text());
      // 127.0.0.2 reaches the same server, but the certificate does not name it: tls.checkServerIdentity refuses.
      const wrongName = await got('https://127.0.0.2:' + port + '/', { https: { certificateAuthority: ca }, retry: { limit: 0 } })
        .text().then(() => 'accepted', (error) => error.code);
      secure.close();
      process.stdout.write(JSON.stringify({ withHttp, atLoad, afterHttp, bodies, ids, wrongName }));`;
    const { stderr, result } = runFresh(script, { KEY: tls.key, CERT: tls.cert, CA_FILE: tls.caFile });
    expect(stderr).toBe('');
    const r = result as {
      withHttp: string[];
      atLoad: string[];
      afterHttp: string[];
      bodies: string[];
      ids: string[];
      wrongName: string;
    };
    expectOnlyWhatHttpLoads(r.withHttp, ['tls', 'crypto']);
    expect(r.atLoad).toEqual(r.withHttp);
    expect(r.afterHttp).toEqual(r.withHttp);
    expect(r.bodies).toEqual(['plain', 'plain', 'secure']);
    expect(r.ids).toHaveLength(4); // the refused request got one too
    expect(new Set(r.ids).size).toBe(4); // still one id per request
    expect(r.wrongName).toBe('ERR_TLS_CERT_ALTNAME_INVALID');
  });

  it('fastify loads without node:https, node:dns or node:perf_hooks; it serves and times replies without them', async () => {
    const url = await bundle('fastify', "export { default as fastify } from 'fastify';", [
      lazyHttp2InFastify,
      ...lazyHttpsAndDnsInFastify,
      fastifyClockWithoutPerfHooks,
    ]);
    const script = `
      const loaded = () => ['https', 'dns', 'perf_hooks', 'http2'].filter((m) => process.moduleLoadList.includes('NativeModule ' + m));
      await import('node:http');
      const withHttp = loaded();
      const { fastify } = await import(${JSON.stringify(url)});
      const atLoad = loaded();
      const app = fastify();
      const elapsed = [];
      app.addHook('onResponse', async (_request, reply) => { elapsed.push(reply.elapsedTime); });
      app.get('/slow', async () => { await new Promise((resolve) => setTimeout(resolve, 30)); return { ok: true }; });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const http = await import('node:http');
      const body = await new Promise((resolve, reject) => http.get('http://127.0.0.1:' + app.server.address().port + '/slow', (res) => {
        let text = ''; res.on('data', (d) => (text += d)); res.on('end', () => resolve(text));
      }).on('error', reject));
      await app.close();
      process.stdout.write(JSON.stringify({ withHttp, atLoad, afterServing: loaded(), body, elapsed }));`;
    const { stderr, result } = runFresh(script);
    expect(stderr).toBe('');
    const r = result as {
      withHttp: string[];
      atLoad: string[];
      afterServing: string[];
      body: string;
      elapsed: number[];
    };
    expectOnlyWhatHttpLoads(r.withHttp, ['perf_hooks', 'http2']);
    expect(r.atLoad).toEqual(r.withHttp);
    // net's listen looks its host up through node:dns itself (an address answers at once); https and perf_hooks never.
    expect([...r.afterServing].sort()).toEqual([...new Set([...r.withHttp, 'dns'])].sort());
    expect(JSON.parse(r.body)).toEqual({ ok: true });
    expect(r.elapsed).toHaveLength(1);
    expect(r.elapsed[0]).toBeGreaterThanOrEqual(25); // milliseconds, as performance.now() gave them
    expect(r.elapsed[0]).toBeLessThan(5000);
  });

  it('fastify and its router load and serve without node:assert; it and semver (deferred) still check on first use', async () => {
    const url = await bundle(
      'fastify-assert',
      "export { default as fastify } from 'fastify'; export { default as router } from 'find-my-way';",
      // With the emulator's other fastify plugins: fastify's own lookup of a listen host (node:dns) loads node:assert.
      [lazyAssertInRouter, lazySemverInFastify, lazyHttp2InFastify, ...lazyHttpsAndDnsInFastify],
    );
    const script = `
      const loaded = () => process.moduleLoadList.includes('NativeModule assert');
      await import('node:http');
      const withHttp = loaded();
      const { fastify, router } = await import(${JSON.stringify(url)});
      const app = fastify();
      app.get('/items/:id', async (request) => ({ id: request.params.id }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const http = await import('node:http');
      const body = await new Promise((resolve, reject) => http.get('http://127.0.0.1:' + app.server.address().port + '/items/7', (res) => {
        let text = ''; res.on('data', (d) => (text += d)); res.on('end', () => resolve(text));
      }).on('error', reject));
      await app.close();
      const afterServing = loaded();
      let routerError;
      try { router().on('GET', 42, () => {}); } catch (error) { routerError = { name: error.name, message: error.message }; }
      // A plugin that declares the fastify versions it works with is still checked (semver, required now).
      const plugin = async () => {};
      plugin[Symbol.for('plugin-meta')] = { name: 'from-the-future', fastify: '>=99.0.0' };
      const strict = fastify();
      strict.register(plugin);
      const mismatch = await strict.ready().then(() => 'ready', (error) => error.code);
      process.stdout.write(JSON.stringify({ withHttp, afterServing, body, routerError, mismatch }));`;
    const { stderr, result } = runFresh(script);
    expect(stderr).toBe('');
    // From Node 24 node:http loads node:assert itself: there the test can only show that fastify adds nothing to it.
    const { withHttp } = result as { withHttp: boolean };
    expectOnlyWhatHttpLoads(withHttp ? ['assert'] : [], ['assert']);
    expect(result).toEqual({
      withHttp,
      afterServing: withHttp,
      body: JSON.stringify({ id: '7' }),
      routerError: { name: 'AssertionError', message: 'Path should be a string' },
      mismatch: 'FST_ERR_PLUGIN_VERSION_MISMATCH',
    });
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

  it('find-my-way registers routes without new Function; each generated function is built on its first call', async () => {
    const url = await bundle('fmw', "export { default as Router } from 'find-my-way';", findMyWayLazyCompile);
    const script = `
      const { Router } = await import(${JSON.stringify(url)});
      let generated = 0;
      const Real = globalThis.Function;
      globalThis.Function = new Proxy(Real, { construct: (t, a) => (generated++, Reflect.construct(t, a)) });
      const router = Router();
      const seen = [];
      router.on('GET', '/v1/secrets', () => seen.push('list'));
      router.on('GET', '/v1/secrets/:name', (_req, _res, params) => seen.push('set ' + params.name));
      router.on('PUT', '/v1/organizations/:org/secrets/:name', (_req, _res, params) => seen.push(params.org + '/' + params.name));
      router.on('GET', '/v1/agents/:name/sessions/:id', (_req, _res, params) => seen.push(params.name + ' ' + params.id));
      const registered = generated;
      const find = (method, path) => router.lookup({ method, url: path, headers: {} }, {});
      find('GET', '/v1/secrets'); find('GET', '/v1/secrets/openai'); find('PUT', '/v1/organizations/acme/secrets/x');
      find('GET', '/v1/agents/bot/sessions/s1'); find('GET', '/v1/secrets/other');
      const missing = router.find('GET', '/v1/secretz');
      process.stdout.write(JSON.stringify({ registered, seen, missing, used: generated > 0 }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      registered: 0,
      seen: ['list', 'set openai', 'acme/x', 'bot s1', 'set other'],
      missing: null,
      used: true,
    });
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

  // dist/app.cjs is CommonJS, which has no top-level await: yoga-layout's and Ink's go at build time.
  const yogaLayout = `
      const root = Yoga.Node.create();
      root.setWidth(100);
      root.setFlexDirection(Yoga.FLEX_DIRECTION_ROW);
      const child = Yoga.Node.create();
      child.setFlexGrow(1);
      root.insertChild(child, 0);
      root.calculateLayout(undefined, undefined, Yoga.DIRECTION_LTR);`;

  it('yoga-layout bundles as CommonJS: its WebAssembly is compiled and instantiated before require returns', async () => {
    const url = await bundle(
      'yoga-cjs',
      "export { default as Yoga } from 'yoga-layout';",
      [yogaWithoutFetch, yogaSync],
      'cjs',
    );
    const script = `
      import { createRequire } from 'node:module';
      const { Yoga } = createRequire(import.meta.url)(${JSON.stringify(new URL(url).pathname)});
      ${yogaLayout}
      process.stdout.write(JSON.stringify({ width: child.getComputedWidth() }));`;
    const { stderr, result } = runFresh(script);
    expect(stderr).toBe('');
    expect(result).toEqual({ width: 100 });
  });

  it('without yogaSync, CommonJS refuses yoga-layout (the plugin is what makes dist/app.cjs possible)', async () => {
    await expect(
      bundle('yoga-cjs-plain', "export { default as Yoga } from 'yoga-layout';", [yogaWithoutFetch], 'cjs'),
    ).rejects.toThrow(/[Tt]op-level await/);
  });

  it('Ink bundles as CommonJS and draws; with DEV=true it neither looks for React DevTools nor fails', async () => {
    const source = `
      import React from 'react';
      import { render, Text } from 'ink';
      import { Writable } from 'node:stream';
      export function draw() {
        let out = '';
        const stdout = new Writable({ write(chunk, _encoding, done) { out += chunk; done(); } });
        stdout.columns = 40;
        const app = render(React.createElement(Text, null, 'hello from ink'), { stdout, debug: true, patchConsole: false });
        app.unmount();
        return out;
      }`;
    const url = await bundle('ink-cjs', source, [yogaWithoutFetch, yogaSync, inkWithoutDevtools], 'cjs');
    const script = `
      import { createRequire } from 'node:module';
      const { draw } = createRequire(import.meta.url)(${JSON.stringify(new URL(url).pathname)});
      process.stdout.write(JSON.stringify({ drawn: draw().includes('hello from ink') }));`;
    for (const env of [{}, { DEV: 'true' }] as Array<Record<string, string>>) {
      const { stderr, result } = runFresh(script, env);
      expect(stderr, JSON.stringify(env)).toBe('');
      expect(result).toEqual({ drawn: true });
    }
  });

  describe('string-width builds its RGI_Emoji expression only for a cluster with an emoji code point', () => {
    const source = "export { default as stringWidth } from 'string-width';";
    // A fresh Node whose RegExp counts the expressions built with RGI_Emoji in them.
    const counting = (url: string, texts: string[][]) => `
      let built = 0;
      globalThis.RegExp = new Proxy(RegExp, {
        construct(target, args) { if (String(args[0]).includes('RGI_Emoji')) built++; return Reflect.construct(target, args); },
      });
      const { stringWidth } = await import(${JSON.stringify(url)});
      const steps = [{ step: 'loaded', built }];
      for (const group of ${JSON.stringify(texts)}) {
        const widths = group.map((text) => stringWidth(text));
        steps.push({ widths, built });
      }
      process.stdout.write(JSON.stringify(steps));`;

    it('none on load or for text that cannot hold one (the app’s marks: · … › ● ⠋ – ✔ ✖ ⚠ ℹ); built once an emoji is measured', async () => {
      const url = await bundle('string-width-lazy', source, [stringWidthLazyEmoji]);
      const { stderr, result } = runFresh(
        counting(url, [
          ['plain', 'a · b … › ● ⠋ – é 漢', '✔ saved ✖ ⚠ ℹ'],
          ['👍', '🇫🇷 and 👨‍👩‍👧', '✔️'],
        ]),
      );
      expect(stderr).toBe('');
      expect(result).toEqual([
        { step: 'loaded', built: 0 },
        { widths: [5, 20, 13], built: 0 },
        { widths: [2, 9, 2], built: 1 },
      ]);
    });

    // Every code point three ways: ≈ 8 s on a quiet machine, over 20 s when two suites share its 2 cores.
    it(
      'measures every code point (alone, with VS16, with a skin tone), flags, keycaps, tag and ZWJ sequences as string-width itself does',
      { timeout: 60_000 },
      async () => {
        const lazy = (await import(await bundle('string-width-lazy2', source, [stringWidthLazyEmoji]))) as {
          stringWidth(text: string): number;
        };
        const plain = (await import(await bundle('string-width-plain', source, []))) as {
          stringWidth(text: string): number;
        };
        const texts = [
          '#️⃣',
          '1️⃣',
          '#⃣',
          '🇫🇷',
          '🇫',
          '👍🏽',
          '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
          '👨‍👩‍👧‍👦',
          '🧑🏽‍💻',
          '❤️‍🔥',
          '☺',
          '☺️',
          '©',
          '©️',
          '↔️',
          '▶',
          '▶️',
          'e\u0301',
          'ᄀ\u1161\u11a8',
          '\u001B[31m👍 red\u001B[39m',
          '漢字',
          'ｶﾞ',
          '\u200B',
          '\u00AD',
          'a\u200Db',
        ];
        // Every emoji code point is below U+20000 (the CJK planes beyond are all plain wide characters).
        for (let cp = 0xa0; cp <= 0x1ffff; cp++) {
          if (cp >= 0xd800 && cp <= 0xdfff) continue;
          const c = String.fromCodePoint(cp);
          texts.push(c, `${c}\uFE0F`, `${c}\u{1F3FD}`);
        }
        for (let cp = 0xe0000; cp <= 0xe007f; cp++) texts.push(`🏴${String.fromCodePoint(cp)}\u{E007F}`);
        const differing = texts.filter((text) => lazy.stringWidth(text) !== plain.stringWidth(text));
        expect(differing).toEqual([]);
      },
    );
  });
});
