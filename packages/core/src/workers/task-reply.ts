import type { ErrorCode, FieldIssue } from "@qrbar/contract";
import type { ErrorSentence } from "../errors/error-sentence.js";
import { isQrbarError } from "../errors/qrbar-error.js";

/**
 * What a worker thread sends back for one task: the value, or the error as data (structured
 * cloning would drop a `QrbarError`'s code, details and sentence, whose references the server words).
 */
export type TaskReply<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly error:
        | { code: ErrorCode; sentence: ErrorSentence; details: FieldIssue[] | undefined; cause?: string }
        | { unexpected: string };
    };

/**
 * Runs one task inside a worker thread and packs its outcome as a {@link TaskReply}.
 *
 * @example
 * ```ts
 * export default (request: unknown) => replyOf(() => generateLabel(request));
 * ```
 */
export async function replyOf<T>(work: () => Promise<T>): Promise<TaskReply<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (isQrbarError(error)) {
      // The cause's own words travel too, so the caller can keep them for its log only.
      const cause = error.cause instanceof Error ? { cause: error.cause.message } : {};
      return { ok: false, error: { code: error.code, sentence: error.sentence, details: error.details, ...cause } };
    }
    return {
      ok: false,
      error: { unexpected: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    };
  }
}
