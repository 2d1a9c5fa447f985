// docs/app.md's key tables are the binding table as it is now and its screen captures the screen snapshots as they
// are now: `scripts/app-screens.mjs --check` fails when either changed (or a captured test was renamed, or a scope
// of the binding table has no table on the page) and docs/app.md was not regenerated.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../cli/helpers.js';

const SCRIPT = join(ROOT, 'scripts', 'app-screens.mjs');
const SNAPSHOTS = join(ROOT, 'test', 'screens', '__snapshots__');
const check = (...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, '--check', ...args], { cwd: ROOT, encoding: 'utf8' });

/** A copy of docs/app.md and the snapshots, checked in place of the real ones. */
function copy(): { doc: string; snapshots: string; checkCopy(): ReturnType<typeof check> } {
  const dir = tempDir('agentdeck-app-doc-');
  const doc = join(dir, 'app.md');
  const snapshots = join(dir, 'snapshots');
  cpSync(join(ROOT, 'docs', 'app.md'), doc);
  cpSync(SNAPSHOTS, snapshots, { recursive: true });
  return { doc, snapshots, checkCopy: () => check('--doc', doc, '--snapshots', snapshots) };
}

const edit = (path: string, change: (text: string) => string) => {
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
};

describe('docs/app.md', () => {
  it('is current (run node scripts/app-screens.mjs after a key or a screen snapshot changed)', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the check notices a stale capture', () => {
    const c = copy();
    expect(c.checkCopy().status).toBe(0);
    edit(join(c.snapshots, 'rooms.test.tsx.snap'), (text) => text.replace(/agentdeck {2}▲/g, 'agentdeck  △'));
    const stale = c.checkCopy();
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('is out of date (key tables or screen captures); run node scripts/app-screens.mjs');
  });

  it('the check notices a stale key table', () => {
    const c = copy();
    edit(c.doc, (text) => text.replace('| `q` | quit agentdeck (over unsaved work it asks first) |', '| `q` | quit |'));
    const stale = c.checkCopy();
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('is out of date');
  });

  it('every scope of the binding table has its table on the page', () => {
    const c = copy();
    edit(c.doc, (text) => text.replace(/<!-- keys help: generated[^>]*-->\n[\s\S]*?<!-- \/keys -->\n/, ''));
    const result = c.checkCopy();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("the keys of scope 'help' (src/screens/keymap.ts) have no block");
  });

  it('the tables hold what the `?` overlay shows (the binding table, hidden rows left out)', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'app.md'), 'utf8');
    const sets = /<!-- keys sets: [^>]*-->\n([\s\S]*?)<!-- \/keys -->/.exec(doc)?.[1] ?? '';
    expect(sets).toContain('| `enter` | open the set: key editor (image pull secrets: details) |');
    expect(sets).toContain('| `i` | new image pull secret (wizard) |');
    // The tab keys: one table, built from the screen registry's order.
    const tabs = /<!-- keys tabs: [^>]*-->\n([\s\S]*?)<!-- \/keys -->/.exec(doc)?.[1] ?? '';
    expect(tabs).toContain('| `2` | switch to rooms |');
    expect(tabs).toContain(
      '| `tab` | the next screen: secrets → rooms → recordings → agents → environments → secrets |',
    );
    const wizardHost = /<!-- keys wizardHost: [^>]*-->\n([\s\S]*?)<!-- \/keys -->/.exec(doc)?.[1] ?? '';
    // ↑ and ↓ are matched by hidden rows and shown as one.
    expect(wizardHost.match(/\| `↑` \/ `↓` \|/g)).toHaveLength(1);
  });
});
