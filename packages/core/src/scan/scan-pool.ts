import { createTaskPool, type PoolSize } from "../workers/task-pool.js";
import type { ScanImageOptions, ScanOutcome } from "./scan-image.js";
import type { ScanTask } from "./scan-worker.js";

/** Options of {@link createScanPool}: threads, and a queue of 4 per thread by default. */
export type ScanPoolOptions = PoolSize;

/** A bounded pool of scanning threads. */
export interface ScanPool {
  readonly threads: number;
  readonly maxQueue: number;
  /**
   * Scans in a worker thread. `bytes` is transferred, not copied, when it spans its whole buffer
   * (it is then detached here). Throws `OVERLOADED` when the queue is full, and every error
   * `scanImage` throws.
   */
  scan(bytes: Uint8Array, options?: ScanImageOptions): Promise<ScanOutcome>;
  /** Scans running plus waiting. */
  readonly pending: number;
  /** Stops the threads; running scans are abandoned. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads that run `scanImage`, so that scanning (seconds of WebAssembly on a large
 * photo) never blocks the caller's event loop. The queue is bounded: when `maxQueue` scans already
 * wait, `scan()` fails at once with `OVERLOADED` instead of growing a backlog. Threads start on the
 * first scan.
 *
 * @example
 * ```ts
 * const pool = createScanPool({ threads: 2, maxQueue: 8 });
 * const { results } = await pool.scan(await readFile("photo.jpg"));
 * await pool.close();
 * ```
 */
export function createScanPool(options: ScanPoolOptions = {}): ScanPool {
  const pool = createTaskPool<ScanTask, ScanOutcome>({
    name: "the scanner",
    tasks: "scans",
    worker: { from: import.meta.url, basename: "scan-worker" },
    queuePerThread: 4,
    ...options,
  });
  return {
    threads: pool.threads,
    maxQueue: pool.maxQueue,
    get pending() {
      return pool.pending;
    },
    scan(bytes, scanOptions = {}) {
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const own = whole && bytes.buffer instanceof ArrayBuffer ? bytes : bytes.slice();
      return pool.run({ bytes: own, options: scanOptions }, [own.buffer as ArrayBuffer]);
    },
    close: () => pool.close(),
  };
}
