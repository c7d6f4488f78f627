import { type GeneratedBarcode, validateBarcodeRequest } from "../barcode/generate-barcode.js";
import { validateQrRequest } from "../qr/generate-qr.js";
import type { GeneratedImage } from "../render/generated-image.js";
import type { GenerationKind } from "./generation-cost.js";
import type { GenerationTask } from "./generation-worker.js";
import { createTaskPool, type PoolSize } from "./task-pool.js";

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
  const pool = createTaskPool<GenerationTask, GeneratedImage>({
    name: "the code generator",
    tasks: "codes",
    worker: { from: import.meta.url, basename: "generation-worker" },
    queuePerThread: 16,
    ...options,
  });
  return {
    async generate(kind: GenerationKind, request: unknown) {
      // Bad input is refused on the caller's thread, before a worker (or its queue) sees it.
      if (kind === "qr") validateQrRequest(request);
      else validateBarcodeRequest(request);
      const image = await pool.run({ kind, request });
      // Structured cloning turns the Buffer into a plain Uint8Array.
      const { bytes } = image;
      return { ...image, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) } as GeneratedBarcode;
    },
    close: () => pool.close(),
  };
}
