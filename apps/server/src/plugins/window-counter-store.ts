import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { MemoryWindowCounter, type WindowCounter } from "@qrbar/core";
import type { FastifyBaseLogger } from "fastify";

/** A counter that keeps failing is reported at most this often. */
const WARN_EVERY_MS = 60_000;

/** After a failure, requests skip the counter (no wait on a dead one) and one tries it again after this. */
const RETRY_AFTER_MS = 1000;

type IncrCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** What @fastify/rate-limit hands a store's `child`: a route's limit options and the route. */
interface RouteLimit {
  readonly groupId?: string;
  readonly routeInfo: { readonly method: string | string[]; readonly url: string };
}

/** Options of {@link windowCounterStore}. */
export interface WindowCounterStoreOptions {
  /** Where the counts live (Redis, a cluster's primary process, or this process). */
  readonly counter: WindowCounter;
  /** Where a failing counter is reported. */
  readonly log: FastifyBaseLogger;
  /** The clock of the retry, the warnings and the counts in this process (tests pass a fake one). */
  readonly now?: () => number;
}

/**
 * A `@fastify/rate-limit` store over a {@link WindowCounter}. When the counter fails (Redis down or
 * stalled past its deadline, the primary process gone), the request is not refused: it is counted in
 * this process instead (fail soft: the limit still holds per instance, N instances allow at most N
 * budgets), and a warning is logged at most once a minute. For the next second the requests go
 * straight to this process's counts; then one request tries the counter again while the others keep
 * counting here, so a stalled counter delays one request a second, not all; counting returns to the
 * counter as soon as it answers (logged once).
 *
 * @example
 * ```ts
 * await app.register(rateLimit, { store: windowCounterStore({ counter, log: app.log }), max: 1000 });
 * ```
 */
export function windowCounterStore({
  counter,
  log,
  now = Date.now,
}: WindowCounterStoreOptions): FastifyRateLimitStoreCtor {
  const fallback = new MemoryWindowCounter({ now });
  let failing = false;
  let retryAt = 0;
  let warnedAt = Number.NEGATIVE_INFINITY;

  const hit = async (key: string, windowMs: number) => {
    if (failing) {
      if (now() < retryAt) return fallback.hitNow(key, windowMs);
      // This request tries the counter again; the others meanwhile count here without waiting on it.
      retryAt = now() + RETRY_AFTER_MS;
    }
    try {
      const result = await counter.hit(key, windowMs);
      if (failing) log.info("rate-limit counters answer again; counting there");
      failing = false;
      return result;
    } catch (error) {
      failing = true;
      retryAt = now() + RETRY_AFTER_MS;
      if (now() - warnedAt >= WARN_EVERY_MS) {
        warnedAt = now();
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        log.warn({ cause }, "rate-limit counters do not answer; counting in this process until they do");
      }
      return fallback.hitNow(key, windowMs);
    }
  };

  // @fastify/rate-limit constructs the store with its options (`new Store(options)`), which this one
  // does not need; a child store's key prefix is set by `child`.
  class WindowCounterStore implements FastifyRateLimitStore {
    private prefix = "";

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hit(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /**
     * A route with its own limit counts apart, keyed by its method and URL as the stock Redis store
     * keys it; the routes of a group (`groupId`) count together.
     */
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // Typed as the route's options, but @fastify/rate-limit passes the route's merged limit options:
      // `groupId` when it has one, and the route itself as `routeInfo`.
      const limit = routeOptions as unknown as RouteLimit;
      const child = new WindowCounterStore();
      child.prefix = `${this.prefix}${limit.groupId ?? `${limit.routeInfo.method}${limit.routeInfo.url}`}-`;
      return child;
    }
  }
  return WindowCounterStore;
}
