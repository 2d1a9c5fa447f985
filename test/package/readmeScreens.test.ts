// The README's screen captures are the screen snapshots as they are now: `scripts/readme-screens.mjs --check`
// fails when a snapshot changed (or a captured test was renamed) and README.md was not regenerated.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../cli/helpers.js';

const SCRIPT = join('scripts', 'readme-screens.mjs');
const check = (root: string) => spawnSync(process.execPath, [join(root, SCRIPT), '--check'], { cwd: root, encoding: 'utf8' });

describe('README screens', () => {
  it('are current (run node scripts/readme-screens.mjs after a screen snapshot changed)', () => {
    const result = check(ROOT);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the check notices a stale capture', () => {
    // A copy of the script, README and snapshots, with one captured frame changed.
    const copy = tempDir('agentdeck-readme-');
    const snapshots = join('test', 'screens', '__snapshots__');
    mkdirSync(join(copy, 'scripts'));
    mkdirSync(join(copy, snapshots), { recursive: true });
    copyFileSync(join(ROOT, SCRIPT), join(copy, SCRIPT));
    copyFileSync(join(ROOT, 'README.md'), join(copy, 'README.md'));
    for (const file of ['setList', 'keyEditor', 'newSet', 'wizard', 'rooms', 'recordings']) {
      copyFileSync(join(ROOT, snapshots, `${file}.test.tsx.snap`), join(copy, snapshots, `${file}.test.tsx.snap`));
    }
    expect(check(copy).status).toBe(0);
    const roomsSnap = join(copy, snapshots, 'rooms.test.tsx.snap');
    writeFileSync(roomsSnap, readFileSync(roomsSnap, 'utf8').replace(/agentdeck {2}▲/g, 'agentdeck  △'));
    const stale = check(copy);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('README.md screen captures are out of date; run node scripts/readme-screens.mjs');
  });
});
