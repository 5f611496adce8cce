// Counts events per key in a sliding window, as GoTrue's rate limits count requests: once a key has
// `limit` of them within `windowMs`, it is refused until the oldest leaves the window. Failed
// sign-ins, sign-ups and emails are counted this way; BackoffCounter gives failures a growing wait.

export type FailureLimit = { limit: number; windowMs: number };

export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly rule: FailureLimit,
    /** Keys remembered at most; the least recently failed are forgotten first. */
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** The times of the key's failures still in the window, oldest first. */
  times(key: string): readonly number[] {
    return this.recent(key);
  }

  /** Seconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const kept = this.recent(key);
    if (kept.length < this.rule.limit) return 0;
    const oldest = kept[kept.length - this.rule.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.rule.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    const kept = this.recent(key);
    kept.push(this.now());
    // Re-inserted so the map's order is least recently failed first.
    this.failures.delete(key);
    this.failures.set(key, kept);
    while (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export type Backoff = {
  /** Failures allowed before the first wait. */
  free: number;
  /** The first wait, doubled by each failure after it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
};

/**
 * Failures per key with a growing wait: after `free` failures the key waits `firstDelayMs` from its
 * last failure, then twice that after the next, and so on up to `maxDelayMs`. Keyed by account and
 * address, so guesses from one address slow down only that address's attempts at that account.
 */
export class BackoffCounter {
  private readonly counter: FailureCounter;

  constructor(
    private readonly rule: Backoff,
    maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    // Counts every failure in the window; the limit itself is never reached.
    this.counter = new FailureCounter(
      { limit: Number.MAX_SAFE_INTEGER, windowMs: rule.windowMs },
      maxKeys,
      now,
    );
  }

  /** Seconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const failures = this.counter.times(key);
    const over = failures.length - this.rule.free;
    if (over < 0) return 0;
    const delay = Math.min(this.rule.maxDelayMs, this.rule.firstDelayMs * 2 ** over);
    const last = failures[failures.length - 1] ?? this.now();
    const wait = last + delay - this.now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  record(key: string): void {
    this.counter.record(key);
  }

  clear(key: string): void {
    this.counter.clear(key);
  }
}
