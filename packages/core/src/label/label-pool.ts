import { createGeneratorPool } from "../workers/generator-pool.js";
import type { PoolCall, PoolSize } from "../workers/task-pool.js";
import { type GeneratedLabel, validateLabelRequest } from "./generate-label.js";

/**
 * Options of {@link createLabelPool}: threads, a queue of 8 per thread, for one client half of threads
 * and queue together, and a deadline of 30 s a label by default.
 */
export type LabelPoolOptions = PoolSize;

/** A bounded pool of label-generating threads. */
export interface LabelPool {
  /**
   * Generates a label in a worker thread for `call`'s client; every error `generateLabel` throws,
   * `OVERLOADED`, `RATE_LIMITED` over the client's share, `PAYLOAD_TOO_LARGE` past the deadline.
   */
  generate(request: unknown, call?: PoolCall): Promise<GeneratedLabel>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads that run `generateLabel`, so that a label (tens to hundreds of
 * milliseconds of layout, rasterising and PDF font subsetting) never blocks the caller's event loop.
 * Bounded like every task pool: a full queue is `OVERLOADED` at once, one client holds at most its
 * share, a label runs at most its deadline. Threads start on the first label.
 * Requests are validated on the caller's thread first, so bad input never queues.
 *
 * @example
 * ```ts
 * const pool = createLabelPool({ threads: 1 });
 * const label = await pool.generate(request, { client: "203.0.113.7" });
 * await pool.close();
 * ```
 */
export function createLabelPool(options: LabelPoolOptions = {}): LabelPool {
  const pool = createGeneratorPool<unknown, GeneratedLabel>({
    name: "the label printer",
    tasks: "labels",
    task: "label",
    tooSlowAdvice: "shorten its addresses and texts, or leave out its 2D codes",
    worker: { from: import.meta.url, basename: "label-worker" },
    queuePerThread: 8,
    validate: validateLabelRequest,
    ...options,
  });
  return { generate: (request, call) => pool.run(request, call), close: () => pool.close() };
}
