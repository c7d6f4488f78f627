import { type GeneratedBarcode, validateBarcodeRequest } from "../barcode/generate-barcode.js";
import { validateQrRequest } from "../qr/generate-qr.js";
import type { GeneratedImage } from "../render/generated-image.js";
import type { GenerationKind } from "./generation-cost.js";
import type { GenerationTask } from "./generation-worker.js";
import { createGeneratorPool } from "./generator-pool.js";
import type { PoolSize } from "./task-pool.js";

/** Options of {@link createGenerationPool}: threads, and a queue of 16 per thread by default. */
export type GenerationPoolOptions = PoolSize;

/** A bounded pool of threads that generate QR codes and barcodes. */
export interface GenerationPool {
  /** `generateQr` in a worker thread: every error it throws, and `OVERLOADED`. */
  generate(kind: "qr", request: unknown): Promise<GeneratedImage>;
  /** `generateBarcode` in a worker thread: every error it throws, and `OVERLOADED`. */
  generate(kind: "barcode", request: unknown): Promise<GeneratedBarcode>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads for the heavy generation requests (`isHeavyGeneration`: large images,
 * long barcode content), so that a 4096 px image or a 2,000-letter Aztec code (seconds of BWIPP)
 * never blocks the caller's event loop. Bounded like the scan pool. Threads start on the first task.
 * Requests are validated on the caller's thread first (microseconds), so bad input never queues.
 *
 * @example
 * ```ts
 * const pool = createGenerationPool();
 * const big = await pool.generate("barcode", { type: "aztec", content: longText });
 * await pool.close();
 * ```
 */
export function createGenerationPool(options: GenerationPoolOptions = {}): GenerationPool {
  const pool = createGeneratorPool<GenerationTask, GeneratedImage>({
    name: "the code generator",
    tasks: "codes",
    worker: { from: import.meta.url, basename: "generation-worker" },
    queuePerThread: 16,
    validate: ({ kind, request }) => (kind === "qr" ? validateQrRequest(request) : validateBarcodeRequest(request)),
    ...options,
  });
  return {
    generate: (kind: GenerationKind, request: unknown) => pool.run({ kind, request }) as Promise<GeneratedBarcode>,
    close: () => pool.close(),
  };
}
