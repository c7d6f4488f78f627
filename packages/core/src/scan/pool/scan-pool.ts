import { createTaskPool, type PoolCall, type PoolSize } from "../../workers/task-pool.js";
import type { ScanImageOptions, ScanOutcome } from "../scan-image.js";
import type { ScanTask } from "./scan-worker.js";

/**
 * Options of {@link createScanPool}: threads, a queue of 4 per thread, for one client half of the
 * threads and queue together (at least 1), and a deadline of 30 s a scan by default.
 */
export type ScanPoolOptions = PoolSize;

/** Whose scan it is, what it costs for the pool's fair share (see `FairQueue`), and how it may be stopped. */
export interface ScanShare extends PoolCall {
  /** What it costs, in decoded bytes (`measureScanCost`; default 1). */
  readonly cost?: number;
}

/** A bounded pool of scanning threads. */
export interface ScanPool {
  readonly threads: number;
  readonly maxQueue: number;
  /** Scans one client may have running or waiting at once. */
  readonly maxPerClient: number;
  /**
   * Scans in a worker thread. `bytes` is transferred, not copied, when it spans its whole buffer
   * (it is then detached here). Waiting scans start in fair order by `share` (client and cost).
   * Throws `OVERLOADED` when the queue is full, `RATE_LIMITED` when the client already has
   * `maxPerClient` scans, `PAYLOAD_TOO_LARGE` past the deadline, the signal's reason when abandoned,
   * and every error `scanImage` throws.
   */
  scan(bytes: Uint8Array, options?: ScanImageOptions, share?: ScanShare): Promise<ScanOutcome>;
  /** Scans running plus waiting. */
  readonly pending: number;
  /** Stops the threads; running scans are abandoned. */
  close(): Promise<void>;
}

const SCAN_POOL = {
  name: "the scanner",
  tasks: "scans",
  worker: { from: import.meta.url, basename: "scan-worker" },
  task: "scan",
  tooSlowAdvice: "send a smaller image (fewer pixels, 8 bits per channel) or crop it to the code",
  queuePerThread: 4,
} as const;

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
  const pool = createTaskPool<ScanTask, ScanOutcome>({ ...SCAN_POOL, ...options });
  return {
    threads: pool.threads,
    maxQueue: pool.maxQueue,
    maxPerClient: pool.maxPerClient,
    get pending() {
      return pool.pending;
    },
    scan(bytes, scanOptions = {}, share) {
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const own = whole && bytes.buffer instanceof ArrayBuffer ? bytes : bytes.slice();
      return pool.run({ bytes: own, options: scanOptions }, { transferList: [own.buffer as ArrayBuffer], ...share });
    },
    close: () => pool.close(),
  };
}
