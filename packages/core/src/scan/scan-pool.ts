import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { QrbarError } from "../errors/qrbar-error.js";
import type { ScanImageOptions, ScanOutcome } from "./scan-image.js";
import type { ScanReply, ScanTask } from "./scan-worker.js";

/** Options of {@link createScanPool}. */
export interface ScanPoolOptions {
  /** Worker threads (default: one per core but one, at least 1, so the event loop keeps a core). */
  readonly threads?: number;
  /** Scans that may wait for a free thread (default 4 per thread); beyond that `OVERLOADED`. */
  readonly maxQueue?: number;
}

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
 * Seconds a client refused with `OVERLOADED` should wait, for `Retry-After`.
 *
 * @example
 * ```ts
 * reply.header("retry-after", String(OVERLOADED_RETRY_AFTER_SECONDS));
 * ```
 */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;

const here = import.meta.url;
/** Run from TypeScript sources (tests, `tsx`): the worker is TypeScript too and needs the loader. */
const fromSource = here.endsWith(".ts");

/**
 * The worker's script and flags. The parent's flags are not inherited (some, such as
 * `--input-type`, are refused in workers); from TypeScript sources the worker gets the tsx loader
 * and the `source` export condition, as the tests and `tsx` runs do.
 */
function workerOptions(): { filename: string; execArgv: string[] } {
  const filename = new URL(fromSource ? "./scan-worker.ts" : "./scan-worker.js", here).href;
  return { filename, execArgv: fromSource ? ["--import", "tsx", "--conditions=source"] : [] };
}

const overloaded = (why: string) =>
  new QrbarError("OVERLOADED", `the scanner is busy (${why}); retry in ${OVERLOADED_RETRY_AFTER_SECONDS} s`);

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
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism() - 1));
  const maxQueue = Math.max(0, Math.floor(options.maxQueue ?? threads * 4));
  let piscina: Piscina | undefined;
  let closed = false;
  let inFlight = 0;

  const start = (): Piscina => {
    if (piscina) return piscina;
    const worker = workerOptions();
    if (!existsSync(fileURLToPath(worker.filename))) {
      // A build that bundled the library without its worker entry (see tsup.config.ts).
      throw new QrbarError("INTERNAL_ERROR", "the scanner is not installed correctly; please retry later", {
        cause: new Error(`scan worker missing: ${worker.filename}`),
      });
    }
    piscina = new Piscina({
      ...worker,
      minThreads: threads,
      maxThreads: threads,
      // The bound is ours (in scan), so the refusal is immediate and typed; piscina's is a backstop.
      maxQueue: maxQueue + threads,
      idleTimeout: 60_000,
    });
    return piscina;
  };

  return {
    threads,
    maxQueue,
    get pending() {
      return inFlight;
    },
    async scan(bytes, scanOptions = {}) {
      if (closed) throw overloaded("it is shutting down");
      // Each thread runs one scan at a time, so everything in flight beyond the threads is queued.
      if (inFlight >= threads + maxQueue) throw overloaded(`${inFlight - threads} scans are already waiting`);
      const pool = start();
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const own = whole && bytes.buffer instanceof ArrayBuffer ? bytes : bytes.slice();
      const task: ScanTask = { bytes: own, options: scanOptions };
      inFlight++;
      let reply: ScanReply;
      try {
        reply = await pool.run(task, { transferList: [own.buffer as ArrayBuffer] });
      } catch (error) {
        if (closed) throw overloaded("it is shutting down");
        throw new QrbarError("INTERNAL_ERROR", "the scanner failed; please retry", { cause: error });
      } finally {
        inFlight--;
      }
      if (reply.ok) return reply.outcome;
      if ("unexpected" in reply.error) {
        throw new QrbarError("INTERNAL_ERROR", "the scanner failed; please retry", { cause: reply.error.unexpected });
      }
      throw new QrbarError(reply.error.code, reply.error.message, { details: reply.error.details });
    },
    async close() {
      closed = true;
      await piscina?.destroy();
    },
  };
}
