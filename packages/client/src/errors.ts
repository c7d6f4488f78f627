import type { ErrorCode, ErrorResponse, FieldIssue } from "@qrbar/contract";

/**
 * A failed response from the qrbar API: its HTTP status and the JSON error body.
 *
 * @example
 * ```ts
 * try { await client.qr.generate(req); } catch (e) { if (isApiError(e) && e.code === "RATE_LIMITED") ... }
 * ```
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status. */
  readonly status: number;
  /** Machine-readable code from the body (`INTERNAL_ERROR` when the body was not the error shape). */
  readonly code: ErrorCode;
  /** The server's sentence. */
  readonly error: string;
  /** Field-level problems, for validation failures. */
  readonly details: FieldIssue[] | undefined;
  /** The `X-Request-Id` of the failed request, to quote in a bug report. */
  readonly requestId: string | undefined;

  constructor(status: number, body: Partial<ErrorResponse>, requestId?: string) {
    const error = typeof body.error === "string" ? body.error : `HTTP ${status}`;
    super(`${status} ${body.code ?? "INTERNAL_ERROR"}: ${error}`);
    this.status = status;
    this.code = body.code ?? "INTERNAL_ERROR";
    this.error = error;
    this.details = body.details;
    this.requestId = requestId;
  }
}

/**
 * The request never got an HTTP answer (connection refused, DNS, reset).
 *
 * @example
 * ```ts
 * if (e instanceof NetworkError) console.log("server unreachable:", e.cause);
 * ```
 */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
}

/**
 * The request took longer than the client's `timeoutMs`.
 *
 * @example
 * ```ts
 * if (e instanceof TimeoutError) console.log(`gave up after ${e.timeoutMs} ms`);
 * ```
 */
export class TimeoutError extends Error {
  override readonly name = "TimeoutError";
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

/**
 * Whether `value` is an {@link ApiError}.
 *
 * @example
 * ```ts
 * catch (e) { if (isApiError(e)) console.log(e.status, e.code, e.details); }
 * ```
 */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
