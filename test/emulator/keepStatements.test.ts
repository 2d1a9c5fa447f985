// better-sqlite3 12 aborts the process on Node 24 when V8 collects a Database or Statement outside of JS
// (src/emulator/keepStatements.ts). Every database this repository opens, tests included, goes through
// keepStatements — a raw one crashed a vitest worker on Node 24 in one of two runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('every better-sqlite3 database is kept reachable', () => {
  it('each `new <Database>(` of a module importing or requiring better-sqlite3 is wrapped in keepStatements(…)', () => {
    const raw: string[] = [];
    for (const file of [...sources('src'), ...sources('test'), ...sources('bench')]) {
      const text = readFileSync(file, 'utf8');
      const names = [
        ...text.matchAll(
          /import (\w+) from 'better-sqlite3'|const (\w+) = \(await import\('better-sqlite3'\)\)\.default|(\w+) = createRequire\([^)]*\)\('better-sqlite3'\)/g,
        ),
      ].map((m) => m[1] ?? m[2] ?? m[3]);
      for (const name of names) {
        text.split('\n').forEach((line, i) => {
          if (line.includes(`new ${name}(`) && !line.includes('keepStatements('))
            raw.push(`${file.slice(ROOT.length + 1)}:${i + 1}`);
        });
      }
    }
    expect(raw).toEqual([]);
  });
});
