// Any text in any field of any form never ends the app (issue 25: `9999999999999` in a time field threw "Invalid
// time value" from the live preview, and the form was lost). Two layers: every field spec's rule and preview are
// called with arbitrary text (pure, many cases), then every form of the app is drawn and arbitrary text is typed,
// pasted and written in one chunk into each of its text fields; the app must still draw the form, the same field
// focused, with the other fields' values kept, and ask nothing (typed text and pastes never reach the shell's keys).
// Each property run mounts its own app, so a counterexample is the whole story. fast-check picks the seed and prints
// it on failure: FC_SEED=<n> replays a run, FC_RUNS=<n> searches longer.
import fc from 'fast-check';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldSpec, FormValues } from '../../src/components/form/formModel.js';
import { inputSpecs, INPUT_VALUES } from '../../src/screens/keyEditor/model.js';
import { NEW_SET_VALUES, newSetSpecs } from '../../src/screens/newSet/model.js';
import { unitsDuration } from '../../src/api/words/timeText.js';
import { formatIso, formatRelative, formatTimestamp } from '../../src/screens/rooms/format.js';
import { roomFormDefaults, roomFormSpecs, roomFormValues } from '../../src/screens/rooms/roomForm.js';
import { tokenFormDefaults, tokenFormSpecs } from '../../src/screens/rooms/tokenForm.js';
import { createFakeSecretsApi } from '../helpers/fakeSecretsApi.js';
import { KEYS } from '../helpers/keys.js';
import { FIXED_NOW, renderApp, type RenderedApp } from '../helpers/renderApp.js';
import { flush, waitFor } from '../helpers/waitFor.js';
import { createFakeRoomsApi, fakeRoom } from './rooms.fixtures.js';

const now = () => FIXED_NOW;

/** The texts that broke or could break a field: huge and odd numbers, times in milliseconds, unicode, controls. */
const HOSTILE = [
  '9999999999999',
  '1767323045000',
  '99999999999',
  '1'.repeat(400),
  '8640000000001',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999d',
  '9999999999h9999999999d',
  '1.5',
  ' 3600 ',
  '{"canSend":',
  '{"a":'.repeat(200),
  '[]',
  'null',
  '😀👨‍👩‍👧‍👦',
  '\u202Eevil',
  'ｔｅｓｔ１２３',
  '\u0000\u0001\u0007\u001b[2J\u009b31m',
  'a\nb\r\nc',
  '\t',
  'x'.repeat(5000),
];

/** Arbitrary text: any unicode, and texts built from the hostile ones and digits (huge numbers are likely). */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.stringMatching(/^\d{1,30}[smhd]?$/),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().map(String),
  fc.constantFrom(...HOSTILE),
);

describe('every field rule and preview, with any text (pure)', () => {
  const original = roomFormValues(
    fakeRoom('r', 1, { exp: Math.floor(FIXED_NOW / 1000) + 60, sip: { display_name: 'x' } }),
  );
  const forms: Array<{ name: string; specs: FieldSpec[]; values: FormValues }> = [
    {
      name: 'room create',
      specs: roomFormSpecs(now),
      values: { ...roomFormDefaults(), sip: true, recordings_bucket: true, transcription_bucket: true },
    },
    { name: 'room edit', specs: roomFormSpecs(now, original), values: original },
    { name: 'token', specs: tokenFormSpecs(now), values: tokenFormDefaults() },
    {
      name: 'new set',
      specs: newSetSpecs({
        regions: [{ code: 'us-west', display_name: 'US West' }],
        defaultRegion: 'us-west',
        regionsError: null,
        taken: new Set(['taken']),
        pairs: [],
      }),
      values: NEW_SET_VALUES,
    },
    { name: 'key editor add', specs: inputSpecs(null, new Set(['A'])), values: INPUT_VALUES },
    { name: 'key editor replace', specs: inputSpecs('A', new Set(['A'])), values: INPUT_VALUES },
  ];
  for (const form of forms) {
    it(`${form.name}: validate, describe and hint return text or nothing, never throw`, () => {
      const texts = form.specs.filter((s) => s.kind === 'text');
      expect(texts.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(fc.constantFrom(...texts), anyText, anyText, (spec, text, other) => {
          if (spec.kind !== 'text') return;
          // The other text fields hold arbitrary text too: rules that read another field (nbf reads the expiry).
          const values: FormValues = { ...form.values };
          for (const s of texts) values[s.id] = other;
          values[spec.id] = text;
          const problem = spec.validate?.(text, values) ?? null;
          const described = spec.describe?.(text, values) ?? null;
          const hint =
            typeof spec.hint === 'function' ? spec.hint({ value: text, focused: true, revealed: false }) : spec.hint;
          expect(problem === null || typeof problem === 'string').toBe(true);
          expect(described === null || typeof described === 'string').toBe(true);
          expect(hint === undefined || typeof hint === 'string').toBe(true);
          // A preview is shown only for a value the rule accepts, and never says "Invalid".
          if (described !== null) expect(described).not.toMatch(/invalid|NaN|Infinity/i);
        }),
        { numRuns: 400, examples: HOSTILE.map((h) => [texts[0]!, h, h] as [FieldSpec, string, string]) },
      );
    });
  }

  it('time formatters are total: any number gives a text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer(), fc.constantFrom(8.64e12, 8.64e12 + 1, -8.64e12 - 1, 1e300)),
        (n) => {
          for (const text of [
            formatTimestamp(n),
            formatRelative(n, FIXED_NOW),
            formatRelative(0, n),
            unitsDuration(n),
            formatIso(String(n)),
          ]) {
            expect(typeof text).toBe('string');
          }
        },
      ),
    );
    expect(formatTimestamp(9999999999999 + Math.floor(FIXED_NOW / 1000))).toBe('invalid time');
    expect(formatTimestamp(Number.NaN)).toBe('invalid time');
  });

  it('a time in milliseconds is refused with the command line’s words; a duration too long says so', () => {
    const token = tokenFormSpecs(now);
    const room = roomFormSpecs(now);
    const rule = (specs: FieldSpec[], id: string, text: string, values: FormValues) => {
      const spec = specs.find((s) => s.id === id)!;
      return spec.kind === 'text' ? spec.validate!(text, { ...values, [id]: text }) : null;
    };
    expect(rule(token, 'expiry_time', '9999999999999', tokenFormDefaults())).toMatch(
      /^expiry: must be a Unix timestamp in seconds, not milliseconds/,
    );
    expect(rule(token, 'nbf', '9999999999999', tokenFormDefaults())).toMatch(
      /^nbf: must be a Unix timestamp in seconds, not milliseconds/,
    );
    expect(rule(room, 'expiry', '1767323045000', roomFormDefaults())).toMatch(
      /^expiry: must be a Unix timestamp in seconds, not milliseconds/,
    );
    expect(rule(room, 'expiry', '99999999999999d', roomFormDefaults())).toMatch(/^expiry: too far ahead/);
    expect(rule(room, 'expiry', '1'.repeat(400), roomFormDefaults())).toMatch(
      /^expiry: must be a Unix timestamp in seconds/,
    );
    // A token that becomes valid after it expires can never be used: refused.
    expect(rule(token, 'nbf', '2h', tokenFormDefaults())).toMatch(/^nbf: must be before the token's expiry/);
    expect(rule(token, 'nbf', '10m', tokenFormDefaults())).toBeNull();
  });
});

// ------------------------------------------------------------------------------------------------------------
// The forms on screen.

const PASTE = (text: string) => `\u001b[200~${text}\u001b[201~`;

/** How a text reaches a field: typed in one chunk (fast typing), as a bracketed paste, or key by key. */
type Write = 'chunk' | 'paste' | 'keys';

/** Typed text cannot hold what the keys mean (Esc leaves, Enter submits, Ctrl+C quits, Tab moves): a paste can. */
function typeable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, '');
}

async function write(app: RenderedApp, text: string, how: Write): Promise<void> {
  if (how === 'paste') return app.type(PASTE(text.replaceAll('\u001b[201~', '')));
  const typed = typeable(text);
  if (typed === '') return;
  if (how === 'chunk') return app.type(typed);
  await app.press(...[...typed].slice(0, 6));
}

function stillDrawn(app: RenderedApp, title: RegExp, kept: string[]): void {
  const frame = app.frame();
  // Ink's own error screen (what ended the app before) starts with ERROR and the stack.
  expect(frame).not.toMatch(/^\s*ERROR\b/m);
  expect(frame).not.toContain('could not be drawn');
  expect(frame).not.toContain('stopped with an error');
  expect(frame).toMatch(title);
  for (const k of kept) expect(frame).toContain(k);
}

/** The row of the focused field: it starts with `› label`. */
const focusedRow = (label: string) => new RegExp(`^\\s*› +${label}(?: |$)`, 'm');

/** Moves the focus to the field whose row starts with `› label` (↓ goes to the next field). */
async function focus(app: RenderedApp, label: string, next: string = KEYS.down) {
  const at = focusedRow(label);
  for (let i = 0; i < 60 && !at.test(app.frame()); i++) await app.press(next);
  expect(app.frame()).toMatch(at);
}

interface FormCase {
  name: string;
  open(): Promise<RenderedApp>;
  title: RegExp;
  /** Text fields by label, in form order; `kept`: values typed beforehand that every frame must still show. */
  fields: string[];
  kept: string[];
  /** The fields whose value may span lines (a paste keeps its line breaks; no final Enter). */
  lines?: string[];
  /** Moves to a field (default: ↓ until it is focused). */
  focus?: (app: RenderedApp, label: string) => Promise<void>;
}

const rooms = () => createFakeRoomsApi([fakeRoom('keep-room', 1, { exp: Math.floor(FIXED_NOW / 1000) + 3600 })]);

async function openRooms(key: 'n' | 'e' | 't'): Promise<RenderedApp> {
  const api = rooms();
  const app = await renderApp({ getRooms: async () => api, columns: 120, rows: 60 });
  await app.press('2');
  await waitFor(() => expect(app.frame()).toContain('keep-room'));
  await app.press(key);
  await waitFor(() => expect(app.frame()).toMatch(/New room|Edit room|token/i));
  return app;
}

const FORMS: FormCase[] = [
  {
    name: 'room create form (SIP and both buckets on)',
    title: /New room/,
    kept: ['kept-name'],
    fields: [
      'expiry \\(exp\\)',
      'max participants',
      'geo',
      'display_name',
      'sip_mode',
      'num_endpoints',
      'codecs',
      'bucket_name',
      'bucket_region',
      'assume_role_arn',
    ],
    async open() {
      const app = await openRooms('n');
      await app.type('kept-name');
      for (const toggle of ['SIP \\(dial-in\\)', 'recordings bucket', 'transcript bucket']) {
        await focus(app, toggle);
        await app.press(' ');
      }
      return app;
    },
  },
  {
    name: 'room edit form',
    title: /Edit room/,
    kept: ['keep-room', 'kept-geo'],
    fields: ['expiry \\(exp\\)', 'max participants'],
    async open() {
      const app = await openRooms('e');
      await focus(app, 'geo');
      await app.type('kept-geo');
      return app;
    },
  },
  {
    name: 'token form',
    title: /Meeting token for keep-room/,
    kept: ['kept-user'],
    fields: ['expiry \\(seconds\\)', 'user id', 'not before \\(nbf\\)', 'eject after \\(seconds\\)', 'permissions'],
    lines: ['permissions'],
    async open() {
      const app = await openRooms('t');
      await focus(app, 'user name');
      await app.type('kept-user');
      return app;
    },
  },
  {
    name: 'new set form',
    title: /New secret set/,
    kept: ['kept-set'],
    fields: ['key', 'value'],
    lines: ['value'],
    async open() {
      const app = await renderApp({
        secrets: createFakeSecretsApi(),
        routes: [{ name: 'sets' }, { name: 'newSet' }],
        columns: 100,
        rows: 40,
      });
      await waitFor(() => expect(app.frame()).toMatch(/› +name/));
      await app.type('kept-set');
      return app;
    },
  },
  {
    name: 'key editor add form',
    title: /keep-set/,
    kept: ['KEPT_KEY'],
    fields: ['value'],
    lines: ['value'],
    async open() {
      const secrets = createFakeSecretsApi([{ name: 'keep-set', status: 'ready', values: { A: 'v' } }]);
      const app = await renderApp({
        secrets,
        routes: [{ name: 'sets' }, { name: 'keys', set: 'keep-set' }],
        columns: 100,
        rows: 40,
      });
      await waitFor(() => expect(app.frame()).toContain('1 key'));
      await app.press('a');
      await app.type('KEPT_KEY');
      return app;
    },
  },
];

/** Fields that hold a time get every hostile text; the others the ones most likely to break a rule or a view. */
const TIME_FIELD = /expiry|nbf|eject after/;
const SOME_HOSTILE = [
  '9999999999999',
  '1'.repeat(400),
  '😀👨‍👩‍👧‍👦',
  '\u202Eevil',
  '\u0000\u0001\u0007\u001b[2J\u009b31m',
  'a\nb\r\nc',
  'x'.repeat(5000),
];

/** The characters the shell and the screens bind (q, the tab digits, ?, !, /, …) and the keys that leave or move. */
const BOUND = ['q', '1', '2', '3', '4', '5', '?', '!', '/', 'w', 'o', 'r', 'n', 'y', 'd', 'a', ' '];
const LEAVING = ['\r', '\n', '\t', '\u001b', '\u0003', '\u007f', '\u001b[201~', '\u001b[200~'];
const keyText = fc.string({ unit: fc.constantFrom(...BOUND, ...LEAVING), maxLength: 12 });

/** A paste that presses Enter after its text: one line ending in a line break, into a one-line field. */
function pasteEnters(text: string, field: string, lines: readonly string[]): boolean {
  const pasted = text.replaceAll('\u001b[201~', '').replace(/\r(?!\n)/g, '\n');
  return !lines.includes(field) && /^[^\r\n\t\u0000-\u001f\u007f-\u009f]*\r?\n$/.test(pasted);
}

/**
 * What typing or pasting into a text field must leave: the same form, the same field focused, the other fields' values
 * kept, and no question — typed text goes to the field, never to the shell's keys (q quits, 1–5 switch tabs, Esc goes
 * back), and a paste is text or refused, never keys.
 */
function stillInField(app: RenderedApp, form: FormCase, label: string): void {
  stillDrawn(app, form.title, form.kept);
  const frame = app.frame();
  expect(frame).not.toMatch(/and discard your|Discard /);
  expect(frame).toMatch(focusedRow(label));
}

/** Runs of the property per form (each mounts its own app); FC_RUNS=<n> for a longer search. */
const RUNS = Number(process.env.FC_RUNS ?? 4);
/** fast-check picks a seed and prints it on failure; FC_SEED=<n> replays that run. */
const SEED = process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {};

describe('every form on screen, any text in every field: the app runs on and keeps the other fields', () => {
  for (const form of FORMS) {
    it(form.name, { timeout: 240_000 }, async () => {
      const app = await form.open();
      stillDrawn(app, form.title, form.kept);
      const moveTo = form.focus ?? focus;
      for (const label of form.fields) {
        await moveTo(app, label);
        for (const [i, text] of (TIME_FIELD.test(label) ? HOSTILE : SOME_HOSTILE).entries()) {
          await app.press(KEYS.ctrlU);
          await write(app, text, i % 2 === 0 ? 'chunk' : 'paste');
          stillInField(app, form, label);
        }
        await app.press(KEYS.ctrlU);
      }
      await app.close();
      // Then arbitrary texts: each run mounts the form afresh and writes one text into every field, in form order,
      // each its own way, so a failing run (and fast-check's shrunk one) is the whole story.
      const entry = fc.tuple(fc.oneof(anyText, keyText), fc.constantFrom<Write>('chunk', 'paste', 'keys'));
      await fc.assert(
        fc.asyncProperty(
          fc.array(entry, { minLength: form.fields.length, maxLength: form.fields.length }),
          async (entries) => {
            const run = await form.open();
            try {
              for (const [i, [text, how]] of entries.entries()) {
                const label = form.fields[i]!;
                await moveTo(run, label);
                await run.press(KEYS.ctrlU);
                await write(run, text, how);
                if (how === 'paste' && pasteEnters(text, label, form.lines ?? [])) {
                  // Its final line break is Enter: the form moves on or submits. Nothing is asked, nothing ends.
                  stillDrawn(run, /./, []);
                  expect(run.frame()).not.toMatch(/and discard your|Discard /);
                  return;
                }
                stillInField(run, form, label);
              }
            } finally {
              await run.close();
            }
          },
        ),
        { numRuns: RUNS, ...SEED },
      );
    });
  }
});

// What the property found (seed 304196754 of the shared-app version; 11 of this one): `[["", "chunk"], ["\x03",
// "paste"]]` in the new set form — a bracketed paste holding only Ctrl+C's byte asked "Quit and discard your new set
// …?". Ink reports a byte between two escape sequences (here the paste's markers) as an event of its own, and the
// input queue took a lone Ctrl+C inside a paste for the key pressed after a lost end marker. Now it is the key only when
// nothing of the paste follows within BURST_MS; followed by the rest, it is pasted text and the paste is refused.
describe('keys and pastes that reached the shell from a form', () => {
  const REFUSED = 'paste refused: it holds control characters — nothing changed';
  /** Pastes whose Ctrl+C byte Ink reports alone: the whole paste, between two escape sequences, after ESC x. */
  const CTRL_C_PASTES = ['\u0003', '\u001b[2J\u0003\u001b[2J', 'a\u001bx\u0003'];
  const newSet = FORMS.find((f) => f.name === 'new set form')!;
  const keyEditor = FORMS.find((f) => f.name === 'key editor add form')!;
  const at = (form: FormCase, label: string) => ({ form, label });
  /** The new set form's focused key field holding exactly `text` (then its cursor). */
  const keyRow = (text: string) => new RegExp(`^› +key +${text.replace(/[?/\\^$.*+()[\]{}|]/g, '\\$&')}▌`, 'm');

  /** Each part in its own write, the clock still (so "within BURST_MS" holds however loaded the machine is). */
  async function writeApart(app: RenderedApp, parts: string[]) {
    const still = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(still);
    try {
      for (const part of parts) await app.type(part);
    } finally {
      clock.mockRestore();
    }
  }

  for (const { form, label } of [at(newSet, 'key'), at(newSet, 'value'), at(keyEditor, 'value')]) {
    it(`${form.name}, ${label}: Ctrl+C pasted is refused as a paste, never the quit question`, async () => {
      const app = await form.open();
      await focus(app, label);
      for (const text of CTRL_C_PASTES) {
        for (const apart of [false, true]) {
          await app.press(KEYS.ctrlU);
          await app.type('kept');
          await act(async () => app.store.setState({ toast: null }));
          if (apart) await writeApart(app, ['\u001b[200~', text, '\u001b[201~']);
          else await app.type(PASTE(text));
          await waitFor(() => expect(app.frame()).toContain(REFUSED));
          stillInField(app, form, label);
          // Nothing was asked, nothing lost: the field goes on taking text after the refused paste.
          await app.type('!');
          stillInField(app, form, label);
          if (label === 'key') expect(app.frame()).toMatch(keyRow('kept!'));
        }
      }
    });
  }

  it('new set form: the shell’s keys typed into the key field, one by one and in one write, are text', async () => {
    const app = await newSet.open();
    await focus(app, 'key');
    const bound = 'q12345?!/worndya';
    await app.press(...bound);
    stillInField(app, newSet, 'key');
    expect(app.frame()).toMatch(keyRow(bound));
    await app.press(KEYS.ctrlU);
    await app.type(bound);
    stillInField(app, newSet, 'key');
    expect(app.frame()).toMatch(keyRow(bound));
  });

  it('new set form, any text of the shell’s keys and then a way out (Ctrl+C, Esc): that way’s question, and n keeps it all', async () => {
    const leaves = [
      { key: KEYS.ctrlC, asks: "Quit and discard your new set 'kept-set' (not created)?" },
      { key: KEYS.esc, asks: 'Discard the new set?' },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.constantFrom(...BOUND.filter((c) => c !== ' ')), minLength: 1, maxLength: 10 }),
        fc.constantFrom(...leaves),
        fc.boolean(),
        async (text, leave, batched) => {
          const app = await newSet.open();
          try {
            await focus(app, 'key');
            if (batched) await app.type(text + leave.key);
            else await app.press(...text, leave.key);
            await flush(); // an Esc at the end of a write comes after Ink's pending-escape flush
            await waitFor(() => expect(app.frame()).toContain(leave.asks));
            await app.press('n');
            await waitFor(() => stillInField(app, newSet, 'key'));
            expect(app.frame()).toMatch(keyRow(text));
          } finally {
            await app.close();
          }
        },
      ),
      { numRuns: RUNS * 2, ...SEED },
    );
  });

  it('a paste whose end marker never came: Ctrl+C alone after it is the key, and asks before the draft goes', async () => {
    const app = await newSet.open();
    await focus(app, 'key');
    await app.type('KEEP');
    await app.type('\u001b[200~half a paste');
    await app.type('\u0003');
    await waitFor(() => expect(app.frame()).toContain("Quit and discard your new set 'kept-set' (not created)?"));
    await app.press('n');
    await waitFor(() => stillInField(app, newSet, 'key'));
    // The broken paste was dropped; typing works again.
    await app.type('_X');
    expect(app.frame()).toMatch(keyRow('KEEP_X'));
  });
});

/** Arbitrary texts into the focused field, each its own way; the frame checked after each. */
async function fuzzFocused(
  app: RenderedApp,
  title: RegExp,
  kept: string[],
  runs: number,
  texts: readonly string[] = SOME_HOSTILE,
) {
  // The field must be on screen before anything is typed: typed elsewhere (a list), a '5' or a Tab changes screens.
  await waitFor(() => expect(app.frame()).toMatch(title));
  for (const [i, text] of texts.entries()) {
    await app.press(KEYS.ctrlU);
    await write(app, text, i % 2 === 0 ? 'chunk' : 'paste');
    stillDrawn(app, title, kept);
  }
  await fc.assert(
    fc.asyncProperty(anyText, fc.constantFrom<Write>('chunk', 'paste', 'keys'), async (text, how) => {
      await app.press(KEYS.ctrlU);
      await write(app, text, how);
      stillDrawn(app, title, kept);
    }),
    { numRuns: runs, ...SEED },
  );
  await app.press(KEYS.ctrlU);
}

describe('the wizard’s steps and the prompts, any text: the app runs on', () => {
  it(
    'image pull secret wizard: name, host, username and password; the review still holds every answer',
    { timeout: 240_000 },
    async () => {
      const app = await renderApp({
        secrets: createFakeSecretsApi(),
        routes: [{ name: 'sets' }, { name: 'pullSecretWizard' }],
        columns: 100,
        rows: 30,
      });
      await waitFor(() => expect(app.frame()).toContain('Step 1/7'));
      await waitFor(() => expect(app.store.getState().sets).not.toBeNull());
      for (const [step, valid] of [
        ['1/7', 'kept-pull'],
        ['2/7', 'ghcr.io'],
        ['3/7', 'octocat'],
        ['4/7', 'pw-kept'],
      ] as const) {
        await fuzzFocused(app, new RegExp(`Step ${step}`), [], 10);
        await app.type(valid);
        await app.press(KEYS.enter);
      }
      await waitFor(() => expect(app.frame()).toContain('Step 5/7'));
      await waitFor(() => expect(app.frame()).toContain('us-west'));
      await app.press(KEYS.enter, KEYS.enter);
      await waitFor(() => expect(app.frame()).toContain('Step 7/7'));
      for (const answer of ['kept-pull', 'ghcr.io', 'octocat']) expect(app.frame()).toContain(answer);
    },
  );

  it('set list: the filter prompt and the type-to-confirm delete', { timeout: 240_000 }, async () => {
    const secrets = createFakeSecretsApi([{ name: 'keep-set', status: 'ready', values: { A: 'v' } }]);
    const app = await renderApp({ secrets, columns: 100, rows: 30 });
    await waitFor(() => expect(app.frame()).toContain('keep-set'));
    await app.press('/');
    await fuzzFocused(app, /^\/ /m, [], 10);
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).toContain('keep-set'));
    await app.press('d');
    await waitFor(() => expect(app.frame()).toContain('Delete secret set keep-set?'));
    await fuzzFocused(app, /Delete secret set keep-set\?/, [], 10);
    await app.press(KEYS.esc);
    await waitFor(() => expect(app.frame()).not.toContain('Delete secret set'));
    expect(secrets.calls.deleteSecretSet).toBe(0);
    expect(app.frame()).toContain('keep-set');
  });
});
