// Counts failures per key in a sliding window, as GoTrue's rate limits count requests: once a key
// has `limit` failures within `windowMs`, it is refused until the oldest of them leaves the window.

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
