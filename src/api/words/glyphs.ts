// THE glyph table: the characters beyond ASCII that agentdeck draws (status ● ◌ ✖, ⚠, the selection ›, ⟳, box
// lines, arrows, dashes…) and the ASCII character each becomes where the terminal cannot show them — a C/POSIX
// locale or any locale that is not UTF-8 (chosen once at start: glyphModeFor). Both the app (its Ink output,
// screens/terminalScreen.ts) and the command line (its text output, cli/runtime.ts) pass what they write through
// asciiText in that mode. It lives in api/ because it is the one layer both may import, and it is pure.
//
// Every glyph becomes exactly one ASCII character, and any other character as many `?` as the columns it takes:
// text is replaced after the app's layout, so a row keeps its width and every column stays where it was.

import type { SecretSetStatus } from '../models.js';
import type { AgentPhase } from '../rollout/model.js';

export type GlyphMode = 'unicode' | 'ascii';

// The glyphs that mean something, one table each, shared by the app and the command line.

/** The spinner's frames: the command line's progress line and live rollout rows, the app's Spinner. */
export const SPINNER_FRAMES: readonly string[] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** Something under way that has no spinner: a pending set, a rollout row in flight. */
export const IN_FLIGHT_GLYPH = '◌';

/** A set's status, always shown with its word (`● ready`), so it never depends on colour. */
export const SET_STATUS_GLYPHS: Readonly<Record<SecretSetStatus, string>> = {
  ready: '●',
  pending: IN_FLIGHT_GLYPH,
  failed: '✖',
};

/** A rollout row's phase. In flight: IN_FLIGHT_GLYPH, where the command line's live lines spin instead. */
export const ROLLOUT_PHASE_GLYPHS: Readonly<Record<AgentPhase, string>> = {
  queued: '·',
  refused: '⊘',
  requesting: IN_FLIGHT_GLYPH,
  waiting: IN_FLIGHT_GLYPH,
  rolling: IN_FLIGHT_GLYPH,
  ready: '✓',
  draining: IN_FLIGHT_GLYPH,
  stillDraining: IN_FLIGHT_GLYPH,
  failed: '✗',
  timedOut: '✗',
  unknown: '?',
  notStarted: '–',
};

/** How a step, a check or a message ended: toasts, the recordings screen's line, `doctor`'s marks. */
export const OUTCOME_GLYPHS = { success: '✔', warning: '⚠', error: '✖', info: 'ℹ' } as const;

/** Unicode glyph → its one-character ASCII stand-in. */
export const ASCII_GLYPHS: Readonly<Record<string, string>> = {
  // status and markers
  '●': '*',
  '◌': 'o',
  '○': 'o',
  '✖': 'x',
  '✗': 'x',
  '×': 'x',
  '✔': '+',
  '✓': '+',
  '⚠': '!',
  '⊘': '-',
  ℹ: 'i',
  '▲': '^',
  '⟳': '~',
  '↻': '~',
  '•': '*',
  '▌': '_',
  '░': '.',
  '█': '#',
  // the selection and choices
  '›': '>',
  '‹': '<',
  '↳': '>',
  // arrows and keys
  '→': '>',
  '←': '<',
  '↑': '^',
  '↓': 'v',
  '↔': '-',
  '⇄': '-',
  '⏎': '<',
  '↵': '/',
  '␍': '<',
  '⇥': '>',
  // punctuation
  '—': '-',
  '–': '-',
  '…': '.',
  '·': '-',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '≥': '>',
  '≤': '<',
  '≈': '~',
  '≠': '#',
  '±': '+',
  '\u00a0': ' ',
  // box lines (Ink's round and single borders, the rules)
  '─': '-',
  '│': '|',
  '╭': '+',
  '╮': '+',
  '╰': '+',
  '╯': '+',
  '┌': '+',
  '┐': '+',
  '└': '+',
  '┘': '+',
  '├': '+',
  '┤': '+',
  '┬': '+',
  '┴': '+',
  '┼': '+',
  '═': '=',
  '║': '|',
  // the spinner's frames
  '⠋': '|',
  '⠙': '/',
  '⠹': '-',
  '⠸': '\\',
  '⠼': '|',
  '⠴': '/',
  '⠦': '-',
  '⠧': '\\',
  '⠇': '|',
  '⠏': '/',
};

const UTF8 = /utf-?8/i;

/**
 * The glyphs a terminal can show, from the environment: AGENTDECK_ASCII=1 forces ASCII and =0 Unicode; else the
 * locale's character set decides — the first of LC_ALL, LC_CTYPE and LANG that is set (POSIX's order): UTF-8 →
 * Unicode; C, POSIX or another character set (ISO-8859-1, …) → ASCII. With none of them set, Unicode: that is a
 * minimal server or container reached from a UTF-8 terminal (SSH does not always pass the locale on), far more often
 * than a terminal that cannot show UTF-8 — which says so with LANG=C or its character set.
 */
export function glyphModeFor(env: NodeJS.ProcessEnv): GlyphMode {
  const forced = env.AGENTDECK_ASCII?.trim().toLowerCase();
  if (forced === '1' || forced === 'true' || forced === 'yes') return 'ascii';
  if (forced === '0' || forced === 'false' || forced === 'no') return 'unicode';
  const locale = [env.LC_ALL, env.LC_CTYPE, env.LANG].find((v) => v !== undefined && v !== '');
  return locale === undefined || UTF8.test(locale) ? 'unicode' : 'ascii';
}

const NOT_ASCII = /[^\x00-\x7f]/;
const NOT_ASCII_RUN = /[^\x00-\x7f]+/g;
/** Columns a character beyond the table takes: wide (CJK, emoji) 2, marks and joiners 0, others 1. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f000}-\u{1faff}\u{20000}-\u{3fffd}]|\p{Emoji_Presentation}|\ufe0f/u;
// eslint-disable-next-line no-misleading-character-class -- each mark or selector is matched alone, on purpose
const ZERO_WIDTH = /^[\p{M}\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufe00-\ufe0f]+$/u;
let segmenter: Intl.Segmenter | undefined;

function graphemeToAscii(grapheme: string): string {
  const known = ASCII_GLYPHS[grapheme];
  if (known !== undefined) return known;
  // A glyph with a variation selector or a mark after it (⚠️, two columns as an emoji): its stand-in, padded.
  const first = String.fromCodePoint(grapheme.codePointAt(0)!);
  if (ASCII_GLYPHS[first] !== undefined) return WIDE.test(grapheme) ? `${ASCII_GLYPHS[first]} ` : ASCII_GLYPHS[first];
  if (ZERO_WIDTH.test(grapheme)) return '';
  return WIDE.test(grapheme) ? '??' : '?';
}

/** `text` in ASCII: each glyph its stand-in, any other character `?` per column it takes. ASCII text is returned as is. */
export function asciiText(text: string): string {
  if (!NOT_ASCII.test(text)) return text;
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const seg = segmenter;
  return text.replace(NOT_ASCII_RUN, (run) => {
    let out = '';
    for (const { segment } of seg.segment(run)) out += graphemeToAscii(segment);
    return out;
  });
}

/** JSON text with every character beyond ASCII as a \u escape: the same JSON, readable by any terminal. */
export function asciiJson(json: string): string {
  return json.replace(NOT_ASCII_RUN, (run) => [...run].map((c) => escapeCodeUnits(c)).join(''));
}

function escapeCodeUnits(char: string): string {
  let out = '';
  for (let i = 0; i < char.length; i++) out += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}
