// agentdeck's own fixed text: the string literals of its source — every message, hint, flag, heading and help line it
// prints — which the bundles carry as one constant (scripts/ownText.mjs finds them, scripts/bundle.mjs compiles them
// in). Redaction (redact.ts) keeps a run of a value where the output shows it inside one of these pieces, whole: with a
// value ending in "-rollout", the hint "add --rollout" stays as it is, while the same run in a server's echo (not
// inside such a piece) is still replaced. What stays is text agentdeck itself ships, never more of a value.
// Loaded on the first run that needs it (a value's run found in some output), not at start.
import { GRAM } from './gramIndex.js';

declare const AGENTDECK_OWN_TEXT: string | undefined;

let source: (() => readonly string[]) | undefined =
  typeof AGENTDECK_OWN_TEXT === 'string' ? () => (AGENTDECK_OWN_TEXT as string).split('\u0000') : undefined;
let index: OwnTextIndex | null | undefined;

/** Where the pieces come from when the code runs from src/ (the tests: the pieces of the bundle built beside it). */
export function setOwnTextSource(load: () => readonly string[]): void {
  source = load;
  index = undefined;
}

/** Whether `text[start, end)` lies inside one of agentdeck's own pieces, shown whole in `text`. */
export function insideOwnText(text: string, start: number, end: number): boolean {
  if (index === undefined) {
    const pieces = source?.();
    index = pieces && pieces.length > 0 ? new OwnTextIndex(pieces) : null;
  }
  return index !== null && index.holds(text, start, end);
}

class OwnTextIndex {
  private readonly pieces: readonly string[];
  /** Every run of GRAM characters of the pieces → [piece, offset, piece, offset, …]. */
  private readonly byRun = new Map<string, number[]>();

  constructor(pieces: readonly string[]) {
    this.pieces = pieces;
    pieces.forEach((piece, p) => {
      for (let at = 0; at + GRAM <= piece.length; at++) {
        const run = piece.slice(at, at + GRAM);
        const places = this.byRun.get(run);
        if (places) places.push(p, at);
        else this.byRun.set(run, [p, at]);
      }
    });
  }

  holds(text: string, start: number, end: number): boolean {
    // Longer than what it excuses: a value that is exactly one piece ("agentdeck") is still replaced on its own.
    const within = (piece: string, offset: number) => {
      const from = start - offset;
      return piece.length > end - start && from >= 0 && from + piece.length >= end && text.startsWith(piece, from);
    };
    if (end - start >= GRAM) {
      const places = this.byRun.get(text.slice(start, start + GRAM)) ?? [];
      for (let i = 0; i < places.length; i += 2) if (within(this.pieces[places[i]], places[i + 1])) return true;
      return false;
    }
    // Shorter than a run (a whole short value): the pieces that hold it.
    const needle = text.slice(start, end);
    for (const piece of this.pieces) {
      for (let offset = piece.indexOf(needle); offset >= 0; offset = piece.indexOf(needle, offset + 1)) {
        if (within(piece, offset)) return true;
      }
    }
    return false;
  }
}
