import { MemoryWindowCounter, type WindowCounter } from "@qrbar/core/service";
import type { FastifyBaseLogger } from "fastify";

/** A counter that keeps failing is reported at most this often. */
const WARN_EVERY_MS = 60_000;

/** After a failure, hits skip the counter (no wait on a dead one) and one tries it again after this. */
const RETRY_AFTER_MS = 1000;

/** Options of {@link failSoftCounter}. */
export interface FailSoftCounterOptions {
  /** Where the counts live (Redis, PostgreSQL, a cluster's primary process, or this process). */
  readonly counter: WindowCounter;
  /** Where a failing counter is reported. */
  readonly log: FastifyBaseLogger;
  /** The clock of the retry, the warnings and the counts in this process (tests pass a fake one). */
  readonly now?: () => number;
}

/**
 * A {@link WindowCounter} that never fails a request for its counter's sake. When `counter` fails
 * (Redis down or stalled past its deadline, the primary process gone), the hit is counted in this
 * process instead (fail soft: every budget still holds per instance, N instances allow at most N
 * budgets), and a warning is logged at most once a minute. For the next second hits go straight to
 * this process's counts; then one hit tries the counter again while the others keep counting here,
 * so a stalled counter delays one request a second, not all; counting returns to the counter as soon
 * as it answers (logged once).
 *
 * @example
 * ```ts
 * const counter = failSoftCounter({ counter: await createWindowCounter(storageUrl), log: app.log });
 * ```
 */
export function failSoftCounter({ counter, log, now = Date.now }: FailSoftCounterOptions): WindowCounter {
  const fallback = new MemoryWindowCounter({ now });
  let failing = false;
  let retryAt = 0;
  let warnedAt = Number.NEGATIVE_INFINITY;

  const hit = async (key: string, windowMs: number, amount = 1, limit?: number) => {
    if (failing) {
      if (now() < retryAt) return fallback.hitNow(key, windowMs, amount, limit);
      // This hit tries the counter again; the others meanwhile count here without waiting on it.
      retryAt = now() + RETRY_AFTER_MS;
    }
    try {
      const result = await counter.hit(key, windowMs, amount, limit);
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
      return fallback.hitNow(key, windowMs, amount, limit);
    }
  };

  return {
    shared: counter.shared,
    hit,
    close: async () => {
      await fallback.close();
      await counter.close();
    },
  };
}
