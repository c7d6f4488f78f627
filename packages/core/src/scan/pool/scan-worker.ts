// The worker-thread side of `createScanPool`: one scan per task, errors sent back as data (replyOf).
import { setPriority } from "node:os";
import { replyOf, type TaskReply } from "../../workers/task-reply.js";
import { type ScanImageOptions, type ScanOutcome, scanImage } from "../scan-image.js";

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

/**
 * Scans one image inside a worker thread.
 *
 * @example
 * ```ts
 * const reply = await piscina.run({ bytes, options: {} }); // { ok: true, value: outcome }
 * ```
 */
export default function scanTask({ bytes, options }: ScanTask): Promise<TaskReply<ScanOutcome>> {
  return replyOf(() => scanImage(bytes, options));
}
