/** One client's standing in its current fixed window, after a hit. */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  readonly count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  readonly ttlMs: number;
}

/**
 * Fixed-window hit counters, one per key: the first hit opens a window of `windowMs`, every hit in it
 * adds one, and when it ends the next hit opens a new one. Rate limits count requests per client with
 * it. A `shared` counter counts in one place for several processes (every instance over the same
 * Redis, or every worker of one machine), so together they allow one budget per client; an unshared
 * one counts in this process only.
 *
 * @example
 * ```ts
 * const counter: WindowCounter = new MemoryWindowCounter();
 * const { count, ttlMs } = await counter.hit("203.0.113.7", 3_600_000); // { count: 1, ttlMs: 3600000 }
 * ```
 */
export interface WindowCounter {
  /** Whether other processes count into the same windows (see above). */
  readonly shared: boolean;
  /** Counts one hit for `key` in its current window of `windowMs` and returns where it stands. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Releases connections; later hits fail. */
  close(): Promise<void>;
}
