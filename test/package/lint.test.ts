// The linter keeps the house rules: this plants one break of each in a small tree of its own, lints it with the
// project's eslint.config.js, and expects each to be reported (npm test lints the real tree before the suite).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../cli/helpers.js';

const PLANTED: Record<string, string> = {
  'src/state/store.ts': 'export const store = 1;\n',
  'src/screens/App.tsx': 'export const App = 1;\n',
  'src/api/layer.ts': "import { store } from '../state/store.js';\nexport const y = store;\n",
  'src/cli/layer.ts': "import { App } from '../screens/App.js';\nexport const z = App;\n",
  'src/api/promise.ts':
    'async function write(): Promise<void> {}\nexport function save(): void {\n  write();\n}\nexport function ok(): void {\n  void write();\n}\n',
  'src/api/long.ts': Array.from({ length: 301 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n',
  'src/api/longWithNote.ts':
    '// Why this file is long: a planted table.\n' +
    Array.from({ length: 301 }, (_, i) => `export const w${i} = ${i};`).join('\n') +
    '\n',
  'src/api/clean.ts': "import { store } from '../api/other.js';\nexport const c = store;\n",
  'src/api/other.ts': 'export const store = 2;\n',
};

let results: Map<string, string[]>;

beforeAll(async () => {
  const dir = tempDir('agentdeck-lint-');
  for (const [file, text] of Object.entries(PLANTED)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, types: [] },
      include: ['src'],
    }),
  );
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: join(ROOT, 'eslint.config.js') });
  const linted = await eslint.lintFiles(Object.keys(PLANTED));
  results = new Map(linted.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => `${m.ruleId}`)]));
}, 120_000);

describe('eslint.config.js', () => {
  it('reports an import against the layers: api → state, cli → screens', () => {
    expect(results.get('src/api/layer.ts')).toEqual(['no-restricted-imports']);
    expect(results.get('src/cli/layer.ts')).toEqual(['no-restricted-imports']);
  });

  it('reports a promise neither awaited nor marked void', () => {
    expect(results.get('src/api/promise.ts')).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('reports a source file over 300 lines that does not say why', () => {
    expect(results.get('src/api/long.ts')).toEqual(['house/long-file-note']);
    expect(results.get('src/api/longWithNote.ts')).toEqual([]);
  });

  it('passes a file that keeps the rules', () => {
    expect(results.get('src/api/clean.ts')).toEqual([]);
  });
});
