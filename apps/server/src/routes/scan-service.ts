import { SCAN_LIMITS } from "@qrbar/contract";
import { QrbarError, type ScanImageOptions, type ScanOutcome } from "@qrbar/core";
import { checkScanCost, DEFAULT_MAX_SCAN_COST_BYTES, measureScanCost, type ScanShare } from "@qrbar/core/service";
import type { Caller } from "./caller.js";

/** An image to scan as a door received it. */
export interface ScanUpload {
  readonly bytes: Uint8Array;
  /** The type the client declared it as (a multipart part's, a data URI's), see `ScanImageOptions`. */
  readonly declaredType?: string;
  /** The field that carried it, named when it is too large: `image` on `/api/scan`, MCP's `image_base64`. */
  readonly field: string;
}

/** Where scans run: a pool of worker threads, or (`SCAN_THREADS=0`, measurements only) the event loop. */
export interface Scanner {
  /** Scans for `share`'s client at its cost, stopped when `share.signal` aborts. */
  scan(bytes: Uint8Array, options: ScanImageOptions, share: ScanShare): Promise<ScanOutcome>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/** Scanning as every door admits it: one pool, one size limit, one cost limit, one share per client. */
export interface ScanService {
  /**
   * Scans `upload` for `caller`: `413 PAYLOAD_TOO_LARGE` over `SCAN_LIMITS.maxBytes` (naming the
   * upload's field) or over the decoded-cost limit (`measureScanCost`, read from the header before any
   * pixel is decoded); then in the pool, `429 RATE_LIMITED` when the client already has its share of
   * it and `503 OVERLOADED` when its queue is full (both with `retryAfterSeconds`); then every error
   * `scanImage` throws.
   */
  scan(caller: Caller, upload: ScanUpload): Promise<ScanOutcome>;
  /** Stops the scanning threads. */
  close(): Promise<void>;
}

/**
 * The refusal of an image file over `SCAN_LIMITS.maxBytes`, naming the field that carried it.
 *
 * @example
 * ```ts
 * throw scanTooLarge("image"); // image is larger than the 16 MiB (16777216 bytes) limit
 * ```
 */
export const scanTooLarge = (field: string): QrbarError =>
  QrbarError.field(
    field,
    `is larger than the ${SCAN_LIMITS.maxBytes / 1_048_576} MiB (${SCAN_LIMITS.maxBytes} bytes) limit`,
    "PAYLOAD_TOO_LARGE",
  );

/**
 * The one way the server scans, for `POST /api/scan` and MCP's `scan_image` alike, so that no door
 * admits an image another refuses: the same size and cost limits (`maxCostBytes`, default
 * `DEFAULT_MAX_SCAN_COST_BYTES`), the same `scanner` and the same share of it per client.
 *
 * @example
 * ```ts
 * const scans = createScanService(createScanPool({ threads: 1 }), 512 * 1_048_576);
 * const { results } = await scans.scan({ client: request.client }, { bytes, field: "image" });
 * ```
 */
export function createScanService(scanner: Scanner, maxCostBytes: number = DEFAULT_MAX_SCAN_COST_BYTES): ScanService {
  return {
    async scan(caller, { bytes, declaredType, field }) {
      if (bytes.length > SCAN_LIMITS.maxBytes) throw scanTooLarge(field);
      const cost = await measureScanCost(bytes);
      try {
        checkScanCost(cost, maxCostBytes);
      } catch (error) {
        caller.onRefused?.("scan_cost");
        throw error;
      }
      // Clients are told apart as the rate limit tells them, and weighed by what their scans cost; the
      // pool tells the caller of its own refusals (client_share, queue_full).
      return scanner.scan(bytes, { declaredType }, { ...caller, cost: cost?.decodedBytes ?? 1 });
    },
    close: () => scanner.close(),
  };
}
