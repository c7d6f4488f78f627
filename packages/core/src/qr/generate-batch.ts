import { BATCH_MAX_IMAGE_BYTES, BATCH_MAX_ITEMS } from "@qrbar/contract";
import { describeBytes } from "../errors/describe-bytes.js";
import { errorSentence } from "../errors/error-sentence.js";
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
   * Most image bytes the batch returns in all (default 12 MB, the service's bound). The item whose image would pass it
   * fails in place with `PAYLOAD_TOO_LARGE`, and so does every later one, without being generated:
   * what a batch holds in memory (and a server sends back) is bounded whatever its items ask for.
   */
  readonly maxBytes?: number;
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
 * with its error, and so do the items past `maxBytes` (see {@link GenerateBatchOptions.maxBytes}).
 * Items are generated one after another with a yield to the event loop between them, so a server
 * stays responsive: the longest stall is one item, not the batch (none, for the items
 * `options.generate` hands to worker threads). An aborted `options.signal` stops it between items.
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
  const maxBytes = options.maxBytes ?? BATCH_MAX_IMAGE_BYTES;
  const outcomes: BatchItemOutcome[] = [];
  const fail = (index: number, error: QrbarError) => {
    const type = (list[index] as { type?: unknown } | null)?.type;
    outcomes.push({ index, success: false, type: typeof type === "string" ? type : null, error });
  };
  let bytes = 0;
  let fullAt: number | undefined;
  for (const [index, item] of list.entries()) {
    if (fullAt !== undefined) {
      fail(index, batchFull(fullAt, list.length, maxBytes));
    } else {
      if (index > 0) await yieldToEventLoop();
      options.signal?.throwIfAborted();
      try {
        const image = await generate(item);
        if (bytes + image.bytes.length > maxBytes) {
          fullAt = index;
          fail(index, batchFull(index, list.length, maxBytes, image.bytes.length));
        } else {
          bytes += image.bytes.length;
          outcomes.push({ index, success: true, image });
        }
      } catch (error) {
        options.signal?.throwIfAborted();
        if (!isQrbarError(error)) throw error;
        fail(index, error);
      }
    }
    options.onProgress?.(index + 1, list.length);
  }
  return outcomes;
}

/**
 * Why an item past the batch's `maxBytes` fails: the item at `fullAt` did not fit (`bytes`: its
 * image's size, for that item itself), and what to do instead.
 */
function batchFull(fullAt: number, total: number, maxBytes: number, bytes?: number): QrbarError {
  const rest = fullAt === total - 1 ? `item ${fullAt}` : `items ${fullAt} to ${total - 1}`;
  const why =
    bytes === undefined
      ? `not generated: the batch's images reached their bound of ${describeBytes(maxBytes)} at item ${fullAt}`
      : `this image (${describeBytes(bytes)}) would take the batch's images past their bound of ${describeBytes(maxBytes)}`;
  return new QrbarError(
    "PAYLOAD_TOO_LARGE",
    errorSentence`${why}; send ${rest} in another batch, or make large codes ${{ oneAtATime: "qr" }} or as ${{ unstored: ["qr"], count: "several" }}`,
  );
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
