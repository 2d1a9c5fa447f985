// Modules import one way: no two files of src/ import each other, directly or round a longer circle — with one
// exception, the store's slices, which name the whole state's type (AppState, defined by store.ts from every
// slice) in their StateCreator: zustand's slices pattern, type-only, erased at run time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../cli/helpers.js';
import { importCircles, importGraph } from '../helpers/importGraph.js';

const SLICES_CIRCLE = [
  'state/coreSlice.ts',
  'state/pullSecretSlice.ts',
  'state/recordingsSlice.ts',
  'state/roomsSlice.ts',
  'state/setsSlice.ts',
  'state/store.ts',
  'state/bindingsSlice.ts',
];

const isSlicesCircle = (circle: string[]) =>
  circle.every((file) => file === 'state/store.ts' || /^state\/\w+Slice\.ts$/.test(file)) &&
  SLICES_CIRCLE.every((f) => circle.includes(f));

describe('import circles in src/', () => {
  it('there are none but the store slices’ type-only one', () => {
    const circles = importCircles(importGraph(join(ROOT, 'src')));
    expect(circles.filter((circle) => !isSlicesCircle(circle))).toEqual([]);
  });

  it('the check sees a two-file circle, a type-only one and a longer one', () => {
    const dir = tempDir('agentdeck-circles-');
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'a', 'one.ts'), "import { two } from './two.js';\nexport const one = two;\n");
    writeFileSync(join(dir, 'a', 'two.ts'), "import type { Three } from '../three.js';\nexport const two = 2;\n");
    writeFileSync(join(dir, 'three.ts'), "import { one } from './a/one.js';\nexport type Three = typeof one;\n");
    writeFileSync(join(dir, 'four.ts'), "export type { Five } from './five.js';\n");
    writeFileSync(
      join(dir, 'five.tsx'),
      "import type { Four } from './four.js';\nexport type Five = Four;\nexport type Four2 = 1;\n",
    );
    writeFileSync(join(dir, 'alone.ts'), "import { one } from './a/one.js';\nexport const alone = one;\n");
    expect(importCircles(importGraph(dir))).toEqual([
      ['a/one.ts', 'a/two.ts', 'three.ts'],
      ['five.tsx', 'four.ts'],
    ]);
  });
});
