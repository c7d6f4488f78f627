import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { QrbarError } from "../errors/qrbar-error.js";
import { OVERLOADED_RETRY_AFTER_SECONDS } from "../scan/scan-pool.js";
import type { GeneratedLabel } from "./generate-label.js";
import type { LabelReply } from "./label-worker.js";

/** Options of {@link createLabelPool}. */
export interface LabelPoolOptions {
  /** Worker threads (default: one per core but one, at least 1). */
  readonly threads?: number;
  /** Labels that may wait for a free thread (default 8 per thread); beyond that `OVERLOADED`. */
  readonly maxQueue?: number;
}

/** A bounded pool of label-generating threads. */
export interface LabelPool {
  /** Generates a label in a worker thread; every error `generateLabel` throws, and `OVERLOADED`. */
  generate(request: unknown): Promise<GeneratedLabel>;
  /** Stops the threads. */
  close(): Promise<void>;
}

const here = import.meta.url;
const fromSource = here.endsWith(".ts");

const overloaded = (why: string) =>
  new QrbarError("OVERLOADED", `the label printer is busy (${why}); retry in ${OVERLOADED_RETRY_AFTER_SECONDS} s`);

/**
 * A pool of worker threads that run `generateLabel`, so that a label (tens to hundreds of
 * milliseconds of layout, rasterising and PDF font subsetting) never blocks the caller's event loop.
 * Bounded like the scan pool: a full queue is `OVERLOADED` at once. Threads start on the first label.
 *
 * @example
 * ```ts
 * const pool = createLabelPool({ threads: 1 });
 * const label = await pool.generate(request);
 * await pool.close();
 * ```
 */
export function createLabelPool(options: LabelPoolOptions = {}): LabelPool {
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism() - 1));
  const maxQueue = Math.max(0, Math.floor(options.maxQueue ?? threads * 8));
  let piscina: Piscina | undefined;
  let closed = false;
  let inFlight = 0;

  const start = (): Piscina => {
    if (piscina) return piscina;
    // Run from TypeScript sources (tests, tsx), the worker is TypeScript too and needs the loader.
    const filename = new URL(fromSource ? "./label-worker.ts" : "./label-worker.js", here).href;
    if (!existsSync(fileURLToPath(filename))) {
      throw new QrbarError("INTERNAL_ERROR", "the label generator is not installed correctly; please retry later", {
        cause: new Error(`label worker missing: ${filename}`),
      });
    }
    const execArgv = fromSource ? ["--import", "tsx", "--conditions=source"] : [];
    piscina = new Piscina({ filename, execArgv, minThreads: threads, maxThreads: threads, idleTimeout: 60_000 });
    return piscina;
  };

  return {
    async generate(request) {
      if (closed) throw overloaded("it is shutting down");
      if (inFlight >= threads + maxQueue) throw overloaded(`${inFlight - threads} labels are already waiting`);
      const pool = start();
      inFlight++;
      let reply: LabelReply;
      try {
        reply = await pool.run(request);
      } catch (error) {
        if (closed) throw overloaded("it is shutting down");
        throw new QrbarError("INTERNAL_ERROR", "the label generator failed; please retry", { cause: error });
      } finally {
        inFlight--;
      }
      if (reply.ok) {
        const { bytes } = reply.label;
        return { ...reply.label, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
      }
      if ("unexpected" in reply.error) {
        throw new QrbarError("INTERNAL_ERROR", "the label generator failed; please retry", {
          cause: reply.error.unexpected,
        });
      }
      throw new QrbarError(reply.error.code, reply.error.message, { details: reply.error.details });
    },
    async close() {
      closed = true;
      await piscina?.destroy();
    },
  };
}
