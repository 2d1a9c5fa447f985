// .github/workflows: both files parse, CI runs .ci/run on pull requests, the release runs on a version tag and
// publishes every artifact with checksums and the changelog's notes, and every script a step names exists (a
// renamed script would otherwise be found on the day of a release).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../cli/helpers.js';

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  jobs: Record<
    string,
    { 'runs-on': string; steps: Step[]; needs?: string; if?: string; permissions?: Record<string, string> }
  >;
}

const DIR = join(ROOT, '.github', 'workflows');
const read = (file: string) =>
  parse(readFileSync(join(DIR, file), 'utf8'), { strict: true, uniqueKeys: true }) as Workflow;
const runs = (workflow: Workflow) =>
  Object.values(workflow.jobs)
    .flatMap((job) => job.steps.map((step) => step.run ?? ''))
    .join('\n');
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('.github/workflows', () => {
  const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));

  it('holds ci.yml and release.yml, each a workflow with jobs whose steps run or use something', () => {
    expect(files.sort()).toEqual(['ci.yml', 'release.yml']);
    for (const file of files) {
      const workflow = read(file);
      expect(workflow.name, file).toBeTruthy();
      expect(Object.keys(workflow.jobs).length, file).toBeGreaterThan(0);
      for (const [id, job] of Object.entries(workflow.jobs)) {
        expect(job['runs-on'], `${file} ${id}`).toMatch(/^ubuntu-/);
        for (const step of job.steps)
          expect(Boolean(step.run) !== Boolean(step.uses), `${file} ${id}: ${JSON.stringify(step)}`).toBe(true);
      }
    }
  });

  it('names only scripts that exist: node scripts/…, bash …, npm run …', () => {
    for (const file of files) {
      const text = runs(read(file));
      for (const [, path] of text.matchAll(/\bnode\s+(scripts\/[\w./-]+)/g))
        expect(existsSync(join(ROOT, path)), `${file}: ${path}`).toBe(true);
      for (const [, path] of text.matchAll(/\bbash\s+([\w./-]+)/g))
        expect(existsSync(join(ROOT, path)), `${file}: ${path}`).toBe(true);
      for (const [, name] of text.matchAll(/\bnpm run\s+([\w:-]+)/g))
        expect(scripts, `${file}: npm run ${name}`).toHaveProperty(name);
    }
  });

  it('ci.yml runs .ci/run on every pull request', () => {
    const ci = read('ci.yml');
    expect(ci.on).toHaveProperty('pull_request');
    expect(runs(ci).split('\n')).toContain('bash .ci/run');
  });

  it('release.yml, on a v* tag: checks the tag against package.json, builds with scripts/release.mjs, verifies, and releases every artifact with the changelog’s notes', () => {
    const release = read('release.yml');
    expect(release.on).toEqual({ push: { tags: ['v*'] } });
    const text = runs(release);
    expect(text).toContain("require('./package.json').version");
    expect(text).toContain('node scripts/changelog.mjs notes "$GITHUB_REF_NAME"');
    expect(text).toContain('node scripts/release.mjs');
    expect(text).toContain('sha256sum -c SHA256SUMS');
    const publish = release.jobs.build.steps.find((step) => step.run?.includes('gh release create'));
    for (const artifact of [
      'release/*.tgz',
      'release/*.tar.gz',
      'release/*.zip',
      'release/*.whl',
      'release/SHA256SUMS',
      '--notes-file',
    ]) {
      expect(publish?.run, artifact).toContain(artifact);
    }
    expect(release.jobs.build.permissions).toEqual({ contents: 'write' });
    // npm with provenance needs an OIDC token; publishing is opted into per repository.
    expect(release.jobs.npm.permissions).toMatchObject({ 'id-token': 'write' });
    expect(runs({ ...release, jobs: { npm: release.jobs.npm } })).toContain('--provenance');
    expect(release.jobs.npm.if).toBe("vars.NPM_PUBLISH == 'true'");
  });
});
