import { BATCH_MAX_ITEMS } from "@qrbar/contract";
import { isQrbarError, QrbarError } from "../errors/qrbar-error.js";
import type { GeneratedImage } from "../render/generated-image.js";
import { generateQr } from "./generate-qr.js";

/** One item of a batch, generated or failed, at its request position. */
export type BatchItemOutcome =
  | { readonly index: number; readonly success: true; readonly image: GeneratedImage }
  | { readonly index: number; readonly success: false; readonly type: string | null; readonly error: QrbarError };

/** Options of {@link generateBatch}. */
export interface GenerateBatchOptions {
  /** Called after each item with how many are done and how many there are. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Most items allowed (default 50, the service's limit). */
  readonly maxItems?: number;
  /**
   * Makes one item's image (default {@link generateQr}, on this thread). A server passes one that sends
   * heavy items to its generation pool (`isHeavyGeneration`), as it does for single requests.
   */
  readonly generate?: (request: unknown) => GeneratedImage | Promise<GeneratedImage>;
  /**
   * Gives up on the batch (its caller has gone): no item starts once it is aborted, and the batch
   * fails with the signal's `reason`. Pass the same signal to `generate`'s pool to stop the item running.
   */
  readonly signal?: AbortSignal;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks the batch as a whole: an array of 1..`maxItems` entries, else the whole request fails
 * (`BATCH_TOO_LARGE` over the limit, `VALIDATION_ERROR` otherwise) and nothing is generated.
 */
function checkItems(items: unknown, maxItems: number): unknown[] {
  if (!Array.isArray(items)) throw QrbarError.field("items", "must be an array of 1 to 50 QR requests");
  if (items.length === 0) throw QrbarError.field("items", "must have at least 1 item");
  if (items.length > maxItems) {
    throw new QrbarError("BATCH_TOO_LARGE", `items has ${items.length} entries; a batch holds at most ${maxItems}`, {
      details: [{ field: "items", message: `must have at most ${maxItems} items` }],
    });
  }
  return items;
}

/**
 * Generates many QR codes. Each item is a `generateQr` request; a bad item fails alone, in place,
 * with its error. Items are generated one after another with a yield to the event loop between
 * them, so a server stays responsive: the longest stall is one item, not the batch (none, for the
 * items `options.generate` hands to worker threads). An aborted `options.signal` stops it between items.
 *
 * @example
 * ```ts
 * const outcomes = await generateBatch(
 *   [{ type: "text", content: { text: "a" } }, { type: "nope", content: {} }],
 *   { onProgress: (done, total) => console.log(`${done}/${total}`) },
 * );
 * outcomes[1]?.success; // false: UNKNOWN_TYPE
 * ```
 */
export async function generateBatch(items: unknown, options: GenerateBatchOptions = {}): Promise<BatchItemOutcome[]> {
  const list = checkItems(items, options.maxItems ?? BATCH_MAX_ITEMS);
  const generate = options.generate ?? generateQr;
  const outcomes: BatchItemOutcome[] = [];
  for (const [index, item] of list.entries()) {
    if (index > 0) await yieldToEventLoop();
    options.signal?.throwIfAborted();
    try {
      outcomes.push({ index, success: true, image: await generate(item) });
    } catch (error) {
      options.signal?.throwIfAborted();
      if (!isQrbarError(error)) throw error;
      const type = (item as { type?: unknown } | null)?.type;
      outcomes.push({ index, success: false, type: typeof type === "string" ? type : null, error });
    }
    options.onProgress?.(index + 1, list.length);
  }
  return outcomes;
}

/**
 * The spec's batch id for a moment: `batch_YYYYMMDD_HHMMSS` in UTC.
 *
 * @example
 * ```ts
 * batchId(new Date("2026-11-22T10:15:00Z")); // "batch_20261122_101500"
 * ```
 */
export function batchId(at: Date): string {
  const iso = at.toISOString();
  return `batch_${iso.slice(0, 10).replaceAll("-", "")}_${iso.slice(11, 19).replaceAll(":", "")}`;
}
