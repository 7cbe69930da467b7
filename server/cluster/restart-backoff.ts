/** The delays before a dead worker's replacement starts (cluster primary). */
export interface BackoffTimes {
  /** After a worker that had been running a while. */
  firstMs: number;
  /** The longest wait, however often workers die. */
  maxMs: number;
  /** A worker that ran this long was healthy: its death starts the doubling over. */
  stableMs: number;
}

export const RESTART_BACKOFF: BackoffTimes = { firstMs: 100, maxMs: 30_000, stableMs: 30_000 };

/**
 * A worker that dies soon after it started (a bad deployment, a database it cannot reach) would die
 * again at once: each quick death doubles the wait before the next replacement, so a crash loop costs
 * a fork every half minute, not a core.
 */
export class RestartBackoff {
  #quickDeaths = 0;

  constructor(private readonly times: BackoffTimes = RESTART_BACKOFF) {}

  /** The wait before replacing a worker that died after running `ranMs`. */
  delayAfter(ranMs: number): number {
    if (ranMs >= this.times.stableMs) this.#quickDeaths = 0;
    const delay = Math.min(this.times.maxMs, this.times.firstMs * 2 ** this.#quickDeaths);
    this.#quickDeaths += 1;
    return delay;
  }
}
