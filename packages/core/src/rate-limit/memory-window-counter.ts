import type { WindowCount, WindowCounter } from "./window-counter.js";

interface Window {
  count: number;
  readonly endsAt: number;
}

/** Options of {@link MemoryWindowCounter}. */
export interface MemoryWindowCounterOptions {
  /** Most windows kept at once (default 100,000, about 15 MB); past it the one closest to its end goes. */
  readonly maxKeys?: number;
  /** The clock, in milliseconds (tests pass a fake one). */
  readonly now?: () => number;
}

/**
 * A {@link WindowCounter} in this process's memory (not shared). A `Map` keeps windows in the order
 * they opened, which for one window length is the order they end, so every hit first drops the ended
 * windows at the front: memory follows the clients of the current window, with no timer. (Windows of
 * several lengths in one counter, as requests and stored bytes may have, end out of that order: a
 * shorter one behind a longer one is dropped when it reaches the front or is hit again.) Past
 * `maxKeys` windows the oldest is dropped early (its client starts afresh).
 *
 * @example
 * ```ts
 * const counter = new MemoryWindowCounter();
 * counter.hitNow("203.0.113.7", 60_000); // { count: 1, ttlMs: 60000, counted: true }
 * counter.hitNow("203.0.113.7", 60_000, 5); // { count: 6, ttlMs: 60000, counted: true } (a moment later: a little less)
 * counter.hitNow("203.0.113.7", 60_000, 5, 10); // { count: 6, ..., counted: false }: 11 would pass 10
 * ```
 */
export class MemoryWindowCounter implements WindowCounter {
  readonly shared = false;
  private readonly windows = new Map<string, Window>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: MemoryWindowCounterOptions = {}) {
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** How many windows are held now (ended ones are dropped on the next hit). */
  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowMs: number, amount = 1, limit = Number.POSITIVE_INFINITY): Promise<WindowCount> {
    return this.hitNow(key, windowMs, amount, limit);
  }

  /** {@link hit}, synchronously: one step of the event loop, so concurrent hits cannot interleave. */
  hitNow(key: string, windowMs: number, amount = 1, limit = Number.POSITIVE_INFINITY): WindowCount {
    const now = this.now();
    for (const [oldest, window] of this.windows) {
      if (window.endsAt > now) break;
      this.windows.delete(oldest);
    }
    let window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      window = undefined;
    }
    const count = window?.count ?? 0;
    if (count + amount > limit) {
      return { count, ttlMs: window ? window.endsAt - now : windowMs, counted: false };
    }
    if (!window) {
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += amount;
    return { count: window.count, ttlMs: window.endsAt - now, counted: true };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
