import { createGeneratorPool } from "../workers/generator-pool.js";
import type { PoolSize } from "../workers/task-pool.js";
import { type GeneratedLabel, validateLabelRequest } from "./generate-label.js";

/** Options of {@link createLabelPool}: threads, and a queue of 8 per thread by default. */
export type LabelPoolOptions = PoolSize;

/** A bounded pool of label-generating threads. */
export interface LabelPool {
  /** Generates a label in a worker thread; every error `generateLabel` throws, and `OVERLOADED`. */
  generate(request: unknown): Promise<GeneratedLabel>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads that run `generateLabel`, so that a label (tens to hundreds of
 * milliseconds of layout, rasterising and PDF font subsetting) never blocks the caller's event loop.
 * Bounded like the scan pool: a full queue is `OVERLOADED` at once. Threads start on the first label.
 * Requests are validated on the caller's thread first, so bad input never queues.
 *
 * @example
 * ```ts
 * const pool = createLabelPool({ threads: 1 });
 * const label = await pool.generate(request);
 * await pool.close();
 * ```
 */
export function createLabelPool(options: LabelPoolOptions = {}): LabelPool {
  const pool = createGeneratorPool<unknown, GeneratedLabel>({
    name: "the label printer",
    tasks: "labels",
    worker: { from: import.meta.url, basename: "label-worker" },
    queuePerThread: 8,
    validate: validateLabelRequest,
    ...options,
  });
  return { generate: (request) => pool.run(request), close: () => pool.close() };
}
