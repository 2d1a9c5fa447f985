// The fragment index behind redaction (redact.ts): every run of GRAM (8) characters of the registered secret forms,
// kept as a 64-bit hash (two polynomial hashes mod 2^32) in one flat open-addressing table of typed arrays. A text
// is then scanned once with a rolling hash — one table probe per character, no string made — and every position
// whose next 8 characters are a run of some secret is covered. So a value quoted shortened, as a prefix or cut
// anywhere is found by any 8 characters of it, at a cost that does not grow with the number of values registered.
// A hash collision can only cover 8 innocent characters (over-redaction, never a leak); at 64 bits it does not
// happen in practice. Memory: 8 bytes per slot, at most half the slots used (a 1 MiB value ≈ 32 MB, typical ones KB).

/** Length of the runs indexed: the shortest fragment of a value that is redacted wherever it appears. */
export const GRAM = 8;

const B1 = 0x01000193;
const B2 = 0x5bd1e995;

/** base^(GRAM-1) mod 2^32: the weight of the character leaving the rolling window. */
function topWeight(base: number): number {
  let weight = 1;
  for (let i = 1; i < GRAM; i++) weight = Math.imul(weight, base);
  return weight;
}
const P1 = topWeight(B1);
const P2 = topWeight(B2);

function isLetterOrDigit(code: number): boolean {
  if (code < 0x80) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  if (code >= 0xd800 && code <= 0xdfff) return true; // half of an astral character (emoji, rare scripts)
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
}

/**
 * A run worth indexing: at least one letter or digit, and not one character repeated. Runs of spaces, `=`, `-` or
 * box-drawing lines in a value would otherwise cover every table and ruler printed.
 */
function informative(text: string, at: number): boolean {
  let letterOrDigit = false;
  let varied = false;
  const first = text.charCodeAt(at);
  for (let i = at; i < at + GRAM; i++) {
    const code = text.charCodeAt(i);
    if (code !== first) varied = true;
    if (!letterOrDigit && isLetterOrDigit(code)) letterOrDigit = true;
  }
  return letterOrDigit && varied;
}

/** The two hashes of the run of GRAM characters of `text` at `at`. */
function hashAt(text: string, at: number): [number, number] {
  let h1 = 0;
  let h2 = 0;
  for (let i = at; i < at + GRAM; i++) {
    const code = text.charCodeAt(i);
    h1 = (Math.imul(h1, B1) + code) | 0;
    h2 = (Math.imul(h2, B2) + code) | 0;
  }
  return [h1, h2 | 1];
}

export class GramIndex {
  /** Slot i holds [hash1, hash2 | 1] at 2i, 2i + 1 (one cache line per probe); hash2 0 marks an empty slot. */
  private keys = new Int32Array(2 << 10);
  private shift = 32 - 10;
  private count = 0;
  /** Runs never indexed (hash pairs, flat): public text a value may start with, which agentdeck prints itself. */
  private readonly ignored: number[];

  constructor(publicRuns: readonly string[] = []) {
    this.ignored = publicRuns.flatMap((run) =>
      Array.from({ length: Math.max(0, run.length - GRAM + 1) }, (_, at) => hashAt(run, at)).flat(),
    );
  }

  private isIgnored(h1: number, h2: number): boolean {
    for (let i = 0; i < this.ignored.length; i += 2)
      if (this.ignored[i] === h1 && this.ignored[i + 1] === h2) return true;
    return false;
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.keys = new Int32Array(2 << 10);
    this.shift = 32 - 10;
    this.count = 0;
  }

  private get slots(): number {
    return this.keys.length >> 1;
  }

  private slot(h1: number, h2: number): number {
    return Math.imul(h1 ^ Math.imul(h2, 0x27d4eb2d), 0x9e3779b1) >>> this.shift;
  }

  private has(h1: number, h2: number): boolean {
    const keys = this.keys;
    const mask = (keys.length >> 1) - 1;
    for (let i = this.slot(h1, h2); ; i = (i + 1) & mask) {
      const k2 = keys[2 * i + 1];
      if (k2 === 0) return false;
      if (k2 === h2 && keys[2 * i] === h1) return true;
    }
  }

  private insert(h1: number, h2: number): void {
    if ((this.count + 1) * 2 > this.slots) this.grow();
    const keys = this.keys;
    const mask = (keys.length >> 1) - 1;
    for (let i = this.slot(h1, h2); ; i = (i + 1) & mask) {
      const k2 = keys[2 * i + 1];
      if (k2 === 0) {
        keys[2 * i] = h1;
        keys[2 * i + 1] = h2;
        this.count++;
        return;
      }
      if (k2 === h2 && keys[2 * i] === h1) return;
    }
  }

  /** Doubles the table (or more, to hold `atLeast` runs at half load): one allocation for a long text, not twenty. */
  private grow(atLeast = this.count + 1): void {
    const old = this.keys;
    let bits = 32 - this.shift + 1;
    while (2 ** bits < atLeast * 2) bits++;
    this.keys = new Int32Array(2 ** (bits + 1));
    this.shift = 32 - bits;
    this.count = 0;
    for (let i = 1; i < old.length; i += 2) if (old[i] !== 0) this.insert(old[i - 1], old[i]);
  }

  /**
   * Indexes the runs of `text` that start at `from`, `from + step`, … and end by `to` (with `onlyWith`, only the runs
   * holding one of its characters; never one inside a `publicSpans` [start, end) pair). Returns false when a run was
   * left out as carrying no information (see `informative`) or as public: the caller then also matches the whole text
   * exactly.
   */
  add(
    text: string,
    opts: { from?: number; to?: number; step?: number; onlyWith?: string; publicSpans?: readonly number[] } = {},
  ): boolean {
    const { from = 0, to = text.length, step = 1, onlyWith, publicSpans = [] } = opts;
    const most = this.count + Math.max(0, Math.floor((to - from - GRAM) / step) + 1);
    if (most * 2 > this.slots) this.grow(most);
    let complete = true;
    for (let at = from; at + GRAM <= to; at += step) {
      if (onlyWith !== undefined && !holdsOneOf(text, at, onlyWith)) continue;
      if (!informative(text, at) || within(publicSpans, at)) {
        complete = false;
        continue;
      }
      const [h1, h2] = hashAt(text, at);
      if (this.ignored.length === 0 || !this.isIgnored(h1, h2)) this.insert(h1, h2);
    }
    return complete;
  }

  /** The parts of `text` made of indexed runs, as merged [start, end) pairs, in order; empty when there is none. */
  cover(text: string): number[] {
    const ranges: number[] = [];
    this.forEachMatch(text, (at) => {
      const end = at + GRAM;
      if (ranges.length > 0 && at <= ranges[ranges.length - 1]) ranges[ranges.length - 1] = end;
      else ranges.push(at, end);
    });
    return ranges;
  }

  /** Calls `visit` with the start of every run of `text` that is indexed, in order. */
  forEachMatch(text: string, visit: (at: number) => void): void {
    if (this.count === 0 || text.length < GRAM) return;
    let h1 = 0;
    let h2 = 0;
    for (let i = 0; i < GRAM; i++) {
      const code = text.charCodeAt(i);
      h1 = (Math.imul(h1, B1) + code) | 0;
      h2 = (Math.imul(h2, B2) + code) | 0;
    }
    for (let at = 0; ; at++) {
      if (this.has(h1, h2 | 1)) visit(at);
      if (at + GRAM >= text.length) break;
      const out = text.charCodeAt(at);
      const next = text.charCodeAt(at + GRAM);
      h1 = (Math.imul((h1 - Math.imul(out, P1)) | 0, B1) + next) | 0;
      h2 = (Math.imul((h2 - Math.imul(out, P2)) | 0, B2) + next) | 0;
    }
  }
}

function within(spans: readonly number[], at: number): boolean {
  for (let i = 0; i < spans.length; i += 2) if (at >= spans[i] && at + GRAM <= spans[i + 1]) return true;
  return false;
}

function holdsOneOf(text: string, at: number, chars: string): boolean {
  for (let i = at; i < at + GRAM; i++) if (chars.includes(text[i])) return true;
  return false;
}
