// The worker-thread side of `createScanPool`: one scan per task. Errors cross the thread boundary as
// data, since structured cloning would drop a QrbarError's code and details.
import { setPriority } from "node:os";
import type { ErrorCode, FieldIssue } from "@qrbar/contract";
import { isQrbarError } from "../errors/qrbar-error.js";
import { type ScanImageOptions, type ScanOutcome, scanImage } from "./scan-image.js";

/** Nice value of scanning threads: below the event loop, so that a busy CPU serves requests first. */
const SCAN_THREAD_NICE = 10;

// On Linux a nice value belongs to one thread (setpriority(2), NPTL), so this lowers this worker and
// the decoder threads it starts, never the event loop. Elsewhere it would renice the whole process.
if (process.platform === "linux") {
  try {
    setPriority(0, SCAN_THREAD_NICE);
  } catch {
    // Not permitted (some containers): scanning simply keeps the normal priority.
  }
}

/** What the pool sends a worker. */
export interface ScanTask {
  readonly bytes: Uint8Array;
  readonly options: ScanImageOptions;
}

/** What a worker sends back: the outcome, or the error as data. */
export type ScanReply =
  | { readonly ok: true; readonly outcome: ScanOutcome }
  | {
      readonly ok: false;
      readonly error: { code: ErrorCode; message: string; details: FieldIssue[] | undefined } | { unexpected: string };
    };

/**
 * Scans one image inside a worker thread.
 *
 * @example
 * ```ts
 * const reply = await piscina.run({ bytes, options: {} }); // { ok: true, outcome }
 * ```
 */
export default async function scanTask({ bytes, options }: ScanTask): Promise<ScanReply> {
  try {
    return { ok: true, outcome: await scanImage(bytes, options) };
  } catch (error) {
    if (isQrbarError(error)) {
      return { ok: false, error: { code: error.code, message: error.message, details: error.details } };
    }
    return {
      ok: false,
      error: { unexpected: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    };
  }
}
