#!/usr/bin/env node
// Fills the generated blocks of docs/app.md: each screen's key table from the binding table (src/screens/keymap.ts,
// which the footer and the `?` overlay read too) and text captures of the screens from the screen snapshot tests
// (test/screens/__snapshots__: fixed clock, fixed data, no colour — the screens exactly as the tests see them).
//   node scripts/app-screens.mjs          rewrites docs/app.md
//   node scripts/app-screens.mjs --check  exits 1 when docs/app.md is out of date
// (--doc FILE and --snapshots DIR read another copy; the staleness test uses them.)
// The tab keys (scope `tabs`) come from src/screens/tabs.ts, which builds them from the screen registry.
// The page places the blocks: `<!-- keys SCOPE: generated … -->` … `<!-- /keys -->` and `<!-- screen ID: generated
// … -->` … `<!-- /screen -->`. Every scope of the binding table must have its block, so a new screen or view is
// not forgotten; a screen whose test was renamed is reported by name.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSource } from './loadSource.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const argValue = (flag) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const DOC = argValue('--doc') ?? join(ROOT, 'docs', 'app.md');
const SNAPSHOTS = argValue('--snapshots') ?? join(ROOT, 'test', 'screens', '__snapshots__');
const CHECK = process.argv.includes('--check');
const NAME = 'app-screens';

/** id → [title, snapshot file, a part of the snapshot's name]. */
const SCREENS = {
  home: ['Secret sets (home)', 'setList.test.tsx.snap', 'list with each status, header counts and update time'],
  'home-agents': [
    'Secret sets with the agents that use them',
    'usedBy.test.tsx.snap',
    'then shows used by N and flags problems > agents loaded',
  ],
  help: ['Help (`?`)', 'setList.test.tsx.snap', 'help overlay lists the screen keys'],
  'demo-offer': [
    'A first start on an empty built-in emulator: the demo data offer',
    'demoOffer.test.tsx.snap',
    'the question',
  ],
  organizations: ['Organization switcher (`o`)', 'orgSwitch.test.tsx.snap', 'switcher open'],
  'key-editor': [
    'Key editor: keys and status, never values',
    'keyEditor.test.tsx.snap',
    'shows keys and status, never values',
  ],
  'key-editor-agents': ['Key editor: the agents that use the set', 'usedBy.test.tsx.snap', 'key editor with agents'],
  'key-editor-load': ['Key editor: loading a .env file', 'keyEditor.test.tsx.snap', 'loads a .env file: preview'],
  'new-set': ['New set', 'newSet.test.tsx.snap', 'checks the name as you type'],
  'pull-secret-detail': [
    'Image pull secret detail',
    'appShell.test.tsx.snap',
    'shows a failed pull secret with its message',
  ],
  'wizard-host': ['Image pull secret wizard: registry presets', 'wizard.test.tsx.snap', '2 host (presets)'],
  'wizard-review': ['Image pull secret wizard: review', 'wizard.test.tsx.snap', '7 review'],
  rooms: ['Rooms', 'rooms.test.tsx.snap', 'room list'],
  'room-detail': ['Room detail, recording in progress', 'roomsRecording.test.tsx.snap', 'room detail while recording'],
  'room-form': ['Rooms: create form', 'rooms.test.tsx.snap', 'create form (defaults)'],
  'token-form': ['Rooms: meeting token form', 'rooms.test.tsx.snap', 'token form (user id too long)'],
  'token-view': ['Rooms: the meeting token, shown once', 'rooms.test.tsx.snap', 'token view 1'],
  recordings: ['Recordings', 'recordings.test.tsx.snap', 'recording list'],
  'recording-detail': ['Recording detail (raw-tracks)', 'recordings.test.tsx.snap', 'raw-tracks detail'],
  agents: ['Agents: each status, ⚠ on a binding that does not fit', 'agents.test.tsx.snap', 'agent list'],
  'agent-detail': [
    'Agent detail: a failed deployment, the previous revision still serving',
    'agents.test.tsx.snap',
    'detail of a failed agent',
  ],
  'agent-logs': ['Agent logs, following new lines', 'agents.test.tsx.snap', 'logs following'],
  'rollout-prompt': ['After a save in the key editor: the rollout prompt', 'rollout.test.tsx.snap', '> prompt'],
  'rollout-pending': ['Rollout view: waiting for the set to be ready', 'rollout.test.tsx.snap', '1 set pending'],
  'rollout-failed': [
    'Rollout view: a failure stops it, with its message and the summary',
    'rollout.test.tsx.snap',
    '5 failed with its message',
  ],
  'rollout-background': [
    'A rollout running in the background (the header)',
    'rollout.test.tsx.snap',
    '9 in the background',
  ],
  environments: [
    'Environments: each environment × region with its drift',
    'environments.test.tsx.snap',
    'two environments',
  ],
  'environment-plan': ['Environments: a plan in detail', 'environments.test.tsx.snap', 'staging plan'],
  'environment-apply': ['Environments: an apply, its steps above the plan', 'environments.test.tsx.snap', '> applied'],
  'environment-prune': [
    'Environments: P then a on a protected environment — the question names the keys removed',
    'environmentsPrune.test.tsx.snap',
    'protected prune question',
  ],
  'environment-skipped': [
    'Environments: a set another process is rolling out, skipped',
    'environmentsPrune.test.tsx.snap',
    'a set skipped',
  ],
};

const BLOCK = /<!-- (keys|screen) ([\w-]+): generated[^>]*-->\n[\s\S]*?<!-- \/\1 -->/g;
const startMarker = (kind, id) =>
  `<!-- ${kind} ${id}: generated by scripts/app-screens.mjs from ${kind === 'keys' ? (id === 'tabs' ? 'src/screens/tabs.ts' : 'src/screens/keymap.ts') : 'the screen snapshots'}; do not edit -->`;

/** vitest's .snap files: exports[`name`] = `"…"`; with ` and \ escaped inside the template literal. */
function readSnapshots(file) {
  const text = readFileSync(join(SNAPSHOTS, file), 'utf8');
  const entries = new Map();
  const pattern = /^exports\[`((?:[^`\\]|\\.)*)`\] = `\n?((?:[^`\\]|\\.)*)`;$/gms;
  for (const match of text.matchAll(pattern)) {
    const unescape = (s) => s.replace(/\\([`\\$])/g, '$1');
    let value = unescape(match[2]).replace(/\n$/, '');
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    entries.set(unescape(match[1]), value);
  }
  return entries;
}

function capture(id) {
  const [title, file, part] = SCREENS[id];
  const entries = readSnapshots(file);
  const names = [...entries.keys()].filter((name) => name.includes(part)).sort();
  if (names.length === 0)
    throw new Error(`screen ${id}: no snapshot in ${file} has "${part}" in its name (renamed test? update SCREENS)`);
  const frame = entries
    .get(names[0])
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd();
  return `**${title}**\n\n\`\`\`text\n${frame}\n\`\`\``;
}

const cell = (text) => text.replace(/\|/g, '\\|');

/** The scope's rows as the `?` overlay lists them, as a Markdown table. */
function keyTable(keymap, scope) {
  // The tab keys are built from the screen registry (src/screens/tabs.ts), beside the table.
  const rows = scope === 'tabs' ? tabs.tabBindings : keymap.bindingsFor(scope);
  const lines = ['| Key | What it does |', '|---|---|'];
  for (const row of rows)
    lines.push(`| ${row.keys.map((k) => `\`${cell(k)}\``).join(' / ')} | ${cell(row.description)} |`);
  return lines.join('\n');
}

function fail(message) {
  process.stderr.write(`${NAME}: ${message}\n`);
  process.exit(1);
}

let keymap;
let tabs;
try {
  ({ keymap, tabs } = await loadSource(ROOT, { keymap: 'src/screens/keymap.ts', tabs: 'src/screens/tabs.ts' }));
} catch (error) {
  fail(`cannot load src/screens/keymap.ts or src/screens/tabs.ts: ${error.message}`);
}
const scopes = [...new Set(keymap.BINDINGS.filter((b) => !b.hidden).map((b) => b.scope)), 'tabs'];

const files = new Set(readdirSync(SNAPSHOTS));
const missing = [...new Set(Object.values(SCREENS).map(([, file]) => file))].filter((file) => !files.has(file));
if (missing.length > 0) fail(`snapshot files missing: ${missing.join(', ')}`);

const doc = readFileSync(DOC, 'utf8');
const seen = { keys: new Map(), screen: new Map() };
const problems = [];
let next;
try {
  next = doc.replace(BLOCK, (_block, kind, id) => {
    seen[kind].set(id, (seen[kind].get(id) ?? 0) + 1);
    if (kind === 'keys' && !scopes.includes(id)) {
      problems.push(`keys ${id}: no such scope in src/screens/keymap.ts`);
      return _block;
    }
    if (kind === 'screen' && !Object.hasOwn(SCREENS, id)) {
      problems.push(`screen ${id}: not in SCREENS (scripts/app-screens.mjs)`);
      return _block;
    }
    const body = kind === 'keys' ? keyTable(keymap, id) : capture(id);
    return `${startMarker(kind, id)}\n\n${body}\n\n<!-- /${kind} -->`;
  });
} catch (error) {
  fail(error.message);
}
for (const scope of scopes) {
  if (!seen.keys.has(scope))
    problems.push(
      `the keys of scope '${scope}' (src/screens/keymap.ts) have no block in ${relative(ROOT, DOC)}: add <!-- keys ${scope}: generated … --> … <!-- /keys -->`,
    );
}
for (const id of Object.keys(SCREENS))
  if (!seen.screen.has(id)) problems.push(`screen ${id} has no block in ${relative(ROOT, DOC)}`);
for (const kind of ['keys', 'screen']) {
  for (const [id, count] of seen[kind]) if (count > 1) problems.push(`${kind} ${id} appears ${count} times`);
}
if (problems.length > 0) fail(problems.join('\n'));

if (CHECK) {
  if (next !== doc)
    fail(`${relative(ROOT, DOC)} is out of date (key tables or screen captures); run node scripts/app-screens.mjs`);
  process.stdout.write(`${NAME}: ${relative(ROOT, DOC)} is current\n`);
} else {
  writeFileSync(DOC, next);
  process.stdout.write(
    `${NAME}: wrote ${seen.keys.size} key tables and ${seen.screen.size} screens into ${relative(ROOT, DOC)}\n`,
  );
}
