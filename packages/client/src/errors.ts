import type { ErrorCode, ErrorResponse, FieldIssue } from "@qrbar/contract";

/** What an {@link ApiError} is built from: the answer's status, its JSON body and two headers. */
export interface ApiErrorInit {
  /** HTTP status of the answer. */
  readonly status: number;
  /** The parsed body; anything that is not the error shape counts as `{}`. */
  readonly body: Partial<ErrorResponse>;
  /** `X-Request-Id` of the answer. */
  readonly requestId?: string | undefined;
  /** `Retry-After` of the answer, in milliseconds. */
  readonly retryAfterMs?: number | undefined;
}

/**
 * A failed response from the qrbar API: its HTTP status and the JSON error body
 * `{success: false, error, code, details?}`.
 *
 * @example
 * ```ts
 * try {
 *   await client.qr.generate({ type: "url", content: { url: "" } });
 * } catch (e) {
 *   if (isApiError(e)) console.log(e.status, e.code, e.error, e.details); // 400 VALIDATION_ERROR ...
 * }
 * ```
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status. */
  readonly status: number;
  /** Machine-readable code from the body (`INTERNAL_ERROR` when the body was not the error shape). */
  readonly code: ErrorCode;
  /** The server's sentence, naming the field and the rule. */
  readonly error: string;
  /** Field-level problems, for validation failures. */
  readonly details: FieldIssue[] | undefined;
  /** The `X-Request-Id` of the failed request, to quote in a bug report. */
  readonly requestId: string | undefined;
  /** How long the server asked to wait before a retry (`Retry-After`), in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor({ status, body, requestId, retryAfterMs }: ApiErrorInit) {
    const error = typeof body.error === "string" ? body.error : `HTTP ${status}`;
    const code = body.code ?? "INTERNAL_ERROR";
    super(`${status} ${code}: ${error}`);
    this.status = status;
    this.code = code;
    this.error = error;
    this.details = Array.isArray(body.details) ? body.details : undefined;
    this.requestId = requestId;
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * The request never got a complete HTTP answer: connection refused, DNS failure, connection reset.
 * The underlying error is its `cause`.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof NetworkError) console.log("server unreachable:", e.message); }
 * ```
 */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
}

/**
 * One attempt took longer than the client's `timeoutMs` (sending, waiting and reading the body).
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof TimeoutError) console.log(`gave up after ${e.timeoutMs} ms`); }
 * ```
 */
export class TimeoutError extends Error {
  override readonly name = "TimeoutError";
  /** The limit that was exceeded, in milliseconds. */
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Whether `value` is an {@link ApiError}: the server answered, with an error.
 *
 * @example
 * ```ts
 * catch (e) { if (isApiError(e) && e.code === "RATE_LIMITED") await sleep(e.retryAfterMs ?? 1000); }
 * ```
 */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
