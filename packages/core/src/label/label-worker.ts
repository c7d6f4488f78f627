// The worker-thread side of `createLabelPool`: one label per task. Errors cross the thread boundary
// as data, since structured cloning would drop a QrbarError's code and details.
import type { ErrorCode, FieldIssue } from "@qrbar/contract";
import { isQrbarError } from "../errors/qrbar-error.js";
import { type GeneratedLabel, generateLabel } from "./generate-label.js";

/** What a worker sends back: the label, or the error as data. */
export type LabelReply =
  | { readonly ok: true; readonly label: GeneratedLabel }
  | {
      readonly ok: false;
      readonly error: { code: ErrorCode; message: string; details: FieldIssue[] | undefined } | { unexpected: string };
    };

/**
 * Generates one label inside a worker thread.
 *
 * @example
 * ```ts
 * const reply = await piscina.run(request); // { ok: true, label }
 * ```
 */
export default async function labelTask(request: unknown): Promise<LabelReply> {
  try {
    return { ok: true, label: await generateLabel(request) };
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
