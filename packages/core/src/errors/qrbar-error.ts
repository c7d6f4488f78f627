import type { ErrorCode, FieldIssue } from "@qrbar/contract";
import { type ErrorSentence, LIBRARY_WORDING, wordSentence } from "./error-sentence.js";

export type { ErrorCode, FieldIssue } from "@qrbar/contract";

/** Options of a {@link QrbarError}. */
export interface QrbarErrorOptions {
  /** Field-level problems, for `VALIDATION_ERROR`. */
  details?: FieldIssue[];
  /** The underlying error, kept for logs; never shown to callers. */
  cause?: unknown;
  /** Whole seconds after which a retry may succeed (`OVERLOADED`, `RATE_LIMITED`, ...). */
  retryAfterSeconds?: number;
}

/**
 * The one error class of qrbar: a closed {@link ErrorCode}, a sentence a person can act on, and
 * optional field details. The server maps `code` to an HTTP status in one table. A sentence that
 * points at a catalog, a setting or another way to make a code is given as an {@link ErrorSentence}:
 * `message` words it for a library user, and a server words {@link QrbarError.sentence} its own way.
 *
 * @example
 * ```ts
 * throw new QrbarError("INVALID_CONTENT", "ean13 takes 12 or 13 digits; got 11");
 * throw new QrbarError("UNKNOWN_TYPE", errorSentence`unknown QR type 'x'; see ${{ catalog: "qr" }}`);
 * ```
 */
export class QrbarError extends Error {
  override readonly name = "QrbarError";
  /** Machine-readable code. */
  readonly code: ErrorCode;
  /** Field-level problems, when the error is about specific fields. */
  readonly details: FieldIssue[] | undefined;
  /** Whole seconds after which a retry may succeed, when the failure is temporary. */
  readonly retryAfterSeconds: number | undefined;
  /** The message as text and references, for a reader who names them otherwise (see `wordSentence`). */
  readonly sentence: ErrorSentence;

  constructor(code: ErrorCode, message: string | ErrorSentence, options: QrbarErrorOptions = {}) {
    const sentence = typeof message === "string" ? [message] : message;
    super(wordSentence(sentence, LIBRARY_WORDING), options.cause === undefined ? undefined : { cause: options.cause });
    this.sentence = sentence;
    this.code = code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /**
   * A `VALIDATION_ERROR` about one field.
   *
   * @example
   * ```ts
   * throw QrbarError.field("customization.size", "must be at least 120 for this content");
   * ```
   */
  static field(field: string, message: string, code: ErrorCode = "VALIDATION_ERROR"): QrbarError {
    return new QrbarError(code, `${field} ${message}`, { details: [{ field, message }] });
  }
}

/**
 * Whether `value` is a {@link QrbarError}.
 *
 * @example
 * ```ts
 * try { await generateQr(req); } catch (e) { if (isQrbarError(e)) console.log(e.code); }
 * ```
 */
export function isQrbarError(value: unknown): value is QrbarError {
  return value instanceof QrbarError;
}
