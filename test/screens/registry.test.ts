// The recipe "To add a screen" (docs/architecture.md) holds: every route has a registry entry with a title, key rows
// and a folder; every scope of the key table belongs to one screen or to the shell; the tabs come from the registry in
// one order; and no screen's folder imports another screen's folder (only the shared pieces at screens/ top level).
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertHandled, missingHandlers } from '../../src/screens/actionHandlers.js';
import { BINDINGS } from '../../src/screens/keymap.js';
import { SCREENS } from '../../src/screens/registry.js';
import { TABS, tabBindings } from '../../src/screens/tabs.js';
import { ROOT, tempDir } from '../cli/helpers.js';
import { importGraph } from '../helpers/importGraph.js';

/** The scopes no screen owns: the shell's keys, its dialogs and the pieces every screen shares. */
const SHELL_SCOPES = [
  'global',
  'help',
  'confirm',
  'typeToConfirm',
  'organizations',
  'rolloutPrompt',
  'usedByPicker',
  'demoOffer',
];

/** The route names state/routes.ts declares (`| { name: 'sets' }` …). */
function declaredRoutes(): string[] {
  const text = readFileSync(join(ROOT, 'src', 'state', 'routes.ts'), 'utf8');
  const union = text.slice(text.indexOf('export type Route ='), text.indexOf('export type RouteName'));
  return [...union.matchAll(/\{ name: '(\w+)'/g)].map((m) => m[1]!).sort();
}

/** Imports from one screen's folder into another's: "folder/file.ts → other/file.ts". */
function crossScreenImports(screensDir: string, folders: readonly string[]): string[] {
  const folderOf = (file: string) => {
    const top = file.split('/')[0]!;
    return file.includes('/') && folders.includes(top) ? top : null;
  };
  const out: string[] = [];
  for (const [file, deps] of importGraph(screensDir)) {
    const from = folderOf(file);
    if (from === null) continue;
    for (const dep of deps) {
      const to = folderOf(dep);
      if (to !== null && to !== from) out.push(`${file} → ${dep}`);
    }
  }
  return out.sort();
}

describe('the screen registry', () => {
  const entries = Object.entries(SCREENS);

  it('has one entry per route of state/routes.ts, each with a title, key rows and a folder that exists', () => {
    expect(entries.map(([route]) => route).sort()).toEqual(declaredRoutes());
    for (const [route, entry] of entries) {
      expect(entry.title.trim(), route).not.toBe('');
      expect(entry.keys.length, `${route}: key rows`).toBeGreaterThan(0);
      for (const row of entry.keys)
        expect(BINDINGS, `${route}: ${row.scope} ${row.action} is in keymap.ts's BINDINGS`).toContain(row);
      expect(
        statSync(join(ROOT, 'src', 'screens', entry.folder)).isDirectory(),
        `${route}: src/screens/${entry.folder}/`,
      ).toBe(true);
    }
  });

  it('every scope of the key table belongs to exactly one screen, or to the shell', () => {
    const owners = new Map<string, string[]>();
    for (const [route, entry] of entries) {
      for (const scope of new Set(entry.keys.map((row) => row.scope)))
        owners.set(scope, [...(owners.get(scope) ?? []), route]);
    }
    for (const scope of new Set(BINDINGS.map((row) => row.scope))) {
      if (SHELL_SCOPES.includes(scope)) expect(owners.get(scope), scope).toBeUndefined();
      else expect(owners.get(scope), `scope '${scope}' has one screen`).toHaveLength(1);
    }
  });

  it('the tabs are the registry’s, numbered 1…n in one order, and help lists them in that order', () => {
    expect(TABS.map((t) => t.position)).toEqual(TABS.map((_, i) => i + 1));
    expect(TABS.map((t) => t.route)).toEqual(['sets', 'rooms', 'recordings', 'agents', 'environments']);
    expect(tabBindings.map((row) => row.keys.join('/'))).toEqual(['1', '2', '3', '4', '5', 'tab', 'shift+tab']);
    expect(tabBindings.find((row) => row.action === 'next')?.description).toBe(
      'the next screen: secrets → rooms → recordings → agents → environments → secrets',
    );
    // No tab binds a tab key of its own on its main view (the shell's group answers them there).
    for (const [route, entry] of entries.filter(([, e]) => e.tab)) {
      const main = entry.keys[0]!.scope;
      const keys = entry.keys.filter((row) => row.scope === main).flatMap((row) => row.keys);
      for (const tabKey of ['1', '2', '3', '4', '5', 'tab', 'shift+tab'])
        expect(keys, `${route}'s ${main}`).not.toContain(tabKey);
    }
  });

  it('no screen’s folder imports another screen’s folder', () => {
    const folders = entries.map(([, entry]) => entry.folder);
    expect(crossScreenImports(join(ROOT, 'src', 'screens'), folders)).toEqual([]);
  });

  it('the folder check sees a planted import from one screen into another (and lets shared pieces be)', () => {
    const dir = tempDir('agentdeck-screens-');
    for (const folder of ['one', 'two', 'shared']) mkdirSync(join(dir, folder));
    writeFileSync(
      join(dir, 'one', 'view.ts'),
      "import { two } from '../two/model.js';\nimport { piece } from '../shared/piece.js';\nimport { top } from '../top.js';\nexport const one = [two, piece, top];\n",
    );
    writeFileSync(join(dir, 'two', 'model.ts'), 'export const two = 2;\n');
    writeFileSync(
      join(dir, 'shared', 'piece.ts'),
      "import { two } from '../two/model.js';\nexport const piece = two;\n",
    );
    writeFileSync(join(dir, 'top.ts'), 'export const top = 0;\n');
    expect(crossScreenImports(dir, ['one', 'two'])).toEqual(['one/view.ts → two/model.ts']);
  });
});

describe('a key binding has a handler', () => {
  it('a handler map that leaves an action out is named (and throws under the tests)', () => {
    const complete = {
      down: 1,
      up: 1,
      first: 1,
      last: 1,
      pageDown: 1,
      pageUp: 1,
      open: 1,
      new: 1,
      delete: 1,
      filter: 1,
      refresh: 1,
      togglePull: 1,
      region: 1,
      problems: 1,
      pullSecretWizard: 1,
    };
    expect(missingHandlers('sets', complete)).toEqual([]);
    const { region: _region, problems: _problems, ...partial } = complete;
    expect(missingHandlers('sets', partial)).toEqual(['region', 'problems']);
    expect(() => assertHandled('sets', partial)).toThrow("scope 'sets': no handler for 'region', 'problems'");
    expect(missingHandlers('sets', partial, ['region', 'problems'])).toEqual([]);
  });
});
