/** One client's standing in its current fixed window, after a hit. */
export interface WindowCount {
  /** What the current window holds, this hit's amount included when it was counted. */
  readonly count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  readonly ttlMs: number;
  /** Whether this hit's amount was counted: always, unless it would have taken the count past its `limit`. */
  readonly counted: boolean;
}

/**
 * Fixed-window counters, one per key: the first hit opens a window of `windowMs`, every hit in it
 * adds its amount (one request, or the bytes of a stored code), and when it ends the next hit opens
 * a new one. A hit with a `limit` is counted only if the count stays within it, in the same atomic
 * step, so a cost that does not fit leaves the window as it was and concurrent hits never both take
 * the last of a budget. Rate limits count requests per client with it, and bytes stored per client
 * under keys of their own. A `shared` counter counts in one place for several processes (every
 * instance over the same Redis, or every worker of one machine), so together they allow one budget
 * per key; an unshared one counts in this process only.
 *
 * @example
 * ```ts
 * const counter: WindowCounter = new MemoryWindowCounter();
 * await counter.hit("203.0.113.7", 3_600_000); // { count: 1, ttlMs: 3600000, counted: true }
 * await counter.hit("bytes:203.0.113.7", 3_600_000, 5_000, 4_096); // { count: 0, ..., counted: false }
 * ```
 */
export interface WindowCounter {
  /** Whether other processes count into the same windows (see above). */
  readonly shared: boolean;
  /**
   * Adds `amount` (a whole number, default 1) to `key`'s current window of `windowMs` and returns
   * where it stands. With a `limit`, the amount is added only if the count stays at or under it;
   * otherwise nothing changes (no window is opened) and `counted` is false.
   */
  hit(key: string, windowMs: number, amount?: number, limit?: number): Promise<WindowCount>;
  /** Releases connections; later hits fail. */
  close(): Promise<void>;
}
