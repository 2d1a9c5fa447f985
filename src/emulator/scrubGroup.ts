// When the scrub runs (scrub.ts does it). A commit that removed a value after a quiet spell is scrubbed at once,
// before its answer leaves: one `secrets set`, unset or delete. Under a stream of such commits (the next within
// GROUP_MS of the last scrub), they share one scrub at most GROUP_MS after the last: a scrub is a checkpoint and
// about fifteen system calls, most of a rotation's cost, and a stream of thousands per second would pay it each
// time. So in a stream an old value stays in the files for at most GROUP_MS after its successor is answered.
// A scrub that another process kept from finishing (busy) stays due: the next commit asks again.

/** The longest a stream's replaced values wait for their shared scrub. */
export const GROUP_MS = 5;

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

export class ScrubGroup {
  /** A removed value may still be in the files. */
  private due = false;
  private timer: NodeJS.Timeout | undefined;
  private lastRunAt = -Infinity;

  /** `scrub` returns false when it could not finish (busy). */
  constructor(
    private readonly scrub: () => boolean,
    private readonly now: () => number = nowMs,
  ) {}

  /** A write removed or replaced a value (it may not be committed yet). */
  erased(): void {
    this.due = true;
  }

  /** After every commit: scrubs now, or joins the stream's next scrub. */
  afterCommit(): void {
    if (!this.due || this.timer) return;
    const since = this.now() - this.lastRunAt;
    if (since >= GROUP_MS) return this.flush();
    this.timer = setTimeout(() => this.runLater(), GROUP_MS - since);
  }

  /** Scrubs what is due now (before the connection closes, or from the timer), and stops the timer. */
  flush(): void {
    this.stopTimer();
    if (!this.due) return;
    this.lastRunAt = this.now();
    this.due = !this.scrub();
  }

  close(): void {
    this.stopTimer();
  }

  private stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** From the timer: an error is no request's to answer. A scrub that threw stays due for the next commit or close. */
  private runLater(): void {
    try {
      this.flush();
    } catch {
      // due is still set: the scrub threw before flush() could clear it
    }
  }
}
