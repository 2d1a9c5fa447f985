// When to look at a deployment again, so that an agent is seen ready soon after it is, within the request budget
// (≤ 15 per agent per minute: limiter.ts). Pure: the runner gives times and results, the schedule answers with the
// next look, as ms after the redeploy's answer.
//
// - Before any deployment of this rollout has been seen ready, the deploy time is unknown: looks grow geometrically
//   (150 ms × 1.8^k, at most 10 s apart: 13 looks in the first minute, which with the pre-flight read and the redeploy
//   is the budget). Each agent starts at its own point of that curve (`slot`, spread by the golden ratio), so the agents
//   of one wave together sample the time ~10× more densely than one would: the first of them seen ready is seen
//   within a few per cent of its deploy time, and tells the others.
// - Once some were seen ready, each brackets the deploy time: ready after its last look that was not (`lo`) and at
//   or before the look that was (`hi`). The next agents look at the bracket's upper end (`hi`, the time by which the
//   others were ready); while the bracket is wide, one look in its middle first narrows it for those after. A
//   deployment not ready by then is looked at again in small, growing steps (5 % of the deploy time, × 1.5), and
//   never more than 10 s apart (a failure is seen as before).
// Deploy times that vary from one agent to the next are taken by their median; a deployment that failed teaches
// nothing. Followed deployments this run did not request (resumed) never teach: their start is unknown.

export const FIRST_LOOK_MS = 150;
export const GROWTH = 1.8;
/** Longest gap between two looks at one deployment. */
export const MAX_GAP_MS = 10_000;
/** Samples the estimate is taken from (the newest). */
const RECENT = 9;
/** The golden ratio's fraction: slots k·φ mod 1 spread evenly for any number of agents. */
const PHI = 0.6180339887498949;

interface Sample {
  lo: number;
  hi: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A whole ms, always after the last look (a look at the same time again would learn nothing). */
const whole = (at: number, last: number) => Math.max(Math.ceil(at), Math.floor(last) + 1);

export class PollSchedule {
  private readonly samples: Sample[] = [];
  private slots = 0;

  constructor(
    private readonly firstMs = FIRST_LOOK_MS,
    private readonly growth = GROWTH,
    private readonly maxGapMs = MAX_GAP_MS,
  ) {}

  /** A new deployment's place on the unknown-time curve (0 ≤ slot < 1). */
  nextSlot(): number {
    return (this.slots++ * PHI) % 1;
  }

  /** A deployment was seen ready at `hi` (ms after its request's answer); its last look before, not ready, at `lo`. */
  learn(lo: number, hi: number): void {
    if (!(hi >= 0) || !(lo >= 0) || lo > hi) return;
    this.samples.push({ lo, hi });
    if (this.samples.length > RECENT) this.samples.shift();
  }

  /** The deploy time as learnt so far: ready after `lo`, by `hi` (undefined before any). */
  estimate(): Sample | undefined {
    if (this.samples.length === 0) return undefined;
    const lo = Math.max(...this.samples.map((s) => s.lo));
    const hi = Math.min(...this.samples.map((s) => s.hi));
    // One deploy time explains every sample: the bracket is their intersection. Otherwise they vary: medians.
    if (lo <= hi) return { lo, hi };
    return { lo: median(this.samples.map((s) => s.lo)), hi: median(this.samples.map((s) => s.hi)) };
  }

  /**
   * When to look next (ms after the request's answer), given the looks so far at which it was not ready (ascending)
   * and its slot. `learnt: false` for a deployment whose start is unknown (followed, not requested): the curve only.
   */
  next(looks: readonly number[], slot: number, learnt = true): number {
    const last = looks.at(-1) ?? 0;
    const est = learnt ? this.estimate() : undefined;
    if (!est) {
      // The curve's first point past `last` (each slot on its own points); its steps grow up to the longest gap.
      let at = this.firstMs * this.growth ** slot;
      for (let k = 0; at <= last && k < 10_000; k++) at = Math.min(at * this.growth, at + this.maxGapMs);
      return whole(Math.min(at, last + this.maxGapMs), last);
    }
    const step = Math.max(25, est.hi * 0.05);
    let at: number;
    if (last < est.hi) {
      // Narrow a wide bracket once, then the time by which the others were ready.
      const mid = (est.lo + est.hi) / 2;
      const wide = est.hi - est.lo > Math.max(20, est.hi * 0.03);
      at = wide && last < mid && looks.length === 0 ? mid : est.hi;
    } else {
      // Later than the others: growing steps after the estimate.
      const after = looks.filter((t) => t >= est.hi).length;
      at = est.hi + (step * (1.5 ** after - 1)) / 0.5;
      if (at <= last) at = last + step;
    }
    return whole(Math.min(at, last + this.maxGapMs), last);
  }
}
