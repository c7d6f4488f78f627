import type { BarcodeGenerateRequest, QrGenerateRequest } from "@qrbar/contract";
import { type GeneratedBarcode, validateBarcodeRequest } from "../barcode/generate-barcode.js";
import { validateQrRequest } from "../qr/generate-qr.js";
import type { GeneratedImage } from "../render/generated-image.js";
import { generationCost } from "./generation-cost.js";
import type { GenerationTask } from "./generation-worker.js";
import { createGeneratorPool } from "./generator-pool.js";
import type { PoolCall, PoolSize } from "./task-pool.js";

/**
 * Options of {@link createGenerationPool}: threads, a queue of 16 per thread, for one client half of
 * threads and queue together, and a deadline of 30 s a code by default.
 */
export type GenerationPoolOptions = PoolSize;

/** A bounded pool of threads that generate QR codes and barcodes. */
export interface GenerationPool {
  /**
   * `generateStyledQr` (plain or styled) in a worker thread, for `call`'s client at the request's
   * `generationCost`: every error it throws, `OVERLOADED`, `RATE_LIMITED` over the client's share,
   * `PAYLOAD_TOO_LARGE` past the deadline. A caller holding `unknown` passes `validateQrRequest(value).request`.
   */
  generate(kind: "qr", request: QrGenerateRequest, call?: PoolCall): Promise<GeneratedImage>;
  /** `generateBarcode` in a worker thread, as for a QR code. */
  generate(kind: "barcode", request: BarcodeGenerateRequest, call?: PoolCall): Promise<GeneratedBarcode>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads for the heavy generation requests (`isHeavyGeneration`: large images,
 * long barcode content), so that a 4096 px image or a 2,000-letter Aztec code (seconds of BWIPP)
 * never blocks the caller's event loop. Bounded like every task pool: a queue, a share per client (its
 * codes weighed by {@link generationCost}) and a deadline per code. Threads start on the first task.
 * Requests are validated on the caller's thread first (microseconds), so bad input never queues.
 *
 * @example
 * ```ts
 * const pool = createGenerationPool();
 * const big = await pool.generate("barcode", { type: "aztec", content: longText }, { client: "203.0.113.7" });
 * await pool.close();
 * ```
 */
export function createGenerationPool(options: GenerationPoolOptions = {}): GenerationPool {
  const pool = createGeneratorPool<GenerationTask, GeneratedImage>({
    name: "the code generator",
    tasks: "codes",
    task: "code",
    tooSlowAdvice: "make it smaller (customization.size, or width and height) or simpler (shorter content, no styling)",
    worker: { from: import.meta.url, basename: "generation-worker" },
    queuePerThread: 16,
    validate: (task) => (task.kind === "qr" ? validateQrRequest(task.request) : validateBarcodeRequest(task.request)),
    ...options,
  });
  return {
    // One implementation of both overloads: the kind tells the worker which request it holds.
    generate: ((kind: GenerationTask["kind"], request: GenerationTask["request"], call?: PoolCall) =>
      pool.run({ kind, request } as GenerationTask, {
        ...call,
        cost: generationCost(kind, request),
      })) as GenerationPool["generate"],
    close: () => pool.close(),
  };
}
