// package.json as the registry will publish it: the links and words npm shows, provenance, no script that npm runs
// or flags at a user's install, and `npm publish --dry-run` with nothing to warn about.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';

interface Manifest {
  name: string;
  repository?: { type: string; url: string };
  homepage?: string;
  bugs?: { url: string };
  keywords?: string[];
  publishConfig?: Record<string, unknown>;
  scripts: Record<string, string>;
  engines: { node: string };
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;

describe('the published manifest', () => {
  it('links the repository, its home page and its issues, and has keywords', () => {
    expect(manifest.repository).toEqual({ type: 'git', url: 'git+https://github.com/agentdeck/agentdeck.git' });
    const repo = 'https://github.com/agentdeck/agentdeck';
    expect(manifest.homepage).toBe(`${repo}#readme`);
    expect(manifest.bugs).toEqual({ url: `${repo}/issues` });
    expect(manifest.keywords).toEqual(expect.arrayContaining(['pipecat', 'daily', 'cli']));
  });

  it('is published public with provenance (the release workflow has the id-token it needs)', () => {
    expect(manifest.publishConfig).toEqual({ access: 'public', provenance: true });
  });

  it('carries no script npm runs or flags at a user’s install: no prepare, preinstall, install or postinstall', () => {
    for (const name of ['prepare', 'preinstall', 'install', 'postinstall'])
      expect(manifest.scripts, name).not.toHaveProperty(name);
    // What builds instead: npm pack / publish, and a checkout's npm start.
    expect(manifest.scripts.prepack).toBe('npm run build');
    expect(manifest.scripts.prestart).toBe('node scripts/ensure-built.mjs');
  });

  it('`npm publish --dry-run` is clean: exit 0, no warning', async () => {
    // A token only so that npm does not warn about being logged out; --dry-run sends nothing. dist/ is fresh
    // (test/globalSetup.ts): prepack would only build it again.
    const result = await new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
      const child = spawn('npm', ['publish', '--dry-run', '--ignore-scripts', '--json'], {
        cwd: ROOT,
        env: {
          ...process.env,
          'npm_config_//registry.npmjs.org/:_authToken': 'dry-run-only',
          npm_config_update_notifier: 'false',
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.split('\n').filter((line) => /^npm (warn|WARN|error|ERR)/.test(line))).toEqual([]);
    expect(JSON.parse(result.stdout)).toHaveProperty(
      [manifest.name, 'id'],
      `${manifest.name}@${(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version}`,
    );
  }, 60_000);
});
