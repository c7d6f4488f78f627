import type { ErrorCode, ErrorResponse, FieldIssue } from "@qrbar/contract";

/**
 * The codes of the contract, as a set the client can check at run time. Written out here because the
 * browser entry loads no package at run time (not even `@qrbar/contract`); `satisfies` makes the compiler
 * reject a code the contract lacks and a contract code missing here, so the two cannot drift.
 */
const KNOWN_CODES = {
  MALFORMED_REQUEST: true,
  INVALID_JSON: true,
  VALIDATION_ERROR: true,
  UNKNOWN_TYPE: true,
  INVALID_CONTENT: true,
  INVALID_IMAGE: true,
  BATCH_TOO_LARGE: true,
  NOT_FOUND: true,
  METHOD_NOT_ALLOWED: true,
  REQUEST_TIMEOUT: true,
  PAYLOAD_TOO_LARGE: true,
  UNSUPPORTED_MEDIA_TYPE: true,
  RATE_LIMITED: true,
  HEADERS_TOO_LARGE: true,
  INTERNAL_ERROR: true,
  OVERLOADED: true,
  STORAGE_UNAVAILABLE: true,
} as const satisfies Record<ErrorCode, true>;

/**
 * What {@link ApiError.code} holds when the server sent a code this client does not know (a newer server):
 * the code as sent stays in {@link ApiError.rawCode}.
 */
export const UNKNOWN_ERROR = "UNKNOWN_ERROR";

/** An {@link ApiError}'s code: one of the contract, or {@link UNKNOWN_ERROR}. */
export type ApiErrorCode = ErrorCode | typeof UNKNOWN_ERROR;

/**
 * The base class of every error the client throws: {@link ApiError} (the server answered with an error),
 * {@link NetworkError} (no complete answer) and {@link TimeoutError} (no answer in time).
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof QrbarClientError) console.log(e.name, e.message); else throw e; }
 * ```
 */
export class QrbarClientError extends Error {
  override readonly name: string = "QrbarClientError";
}

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
export class ApiError extends QrbarClientError {
  override readonly name = "ApiError";
  /** HTTP status. */
  readonly status: number;
  /**
   * Machine-readable code from the body: `INTERNAL_ERROR` when the body was not the error shape,
   * {@link UNKNOWN_ERROR} when it holds a code the contract does not know.
   */
  readonly code: ApiErrorCode;
  /** The code exactly as the body had it (`undefined` when it had none), known or not. */
  readonly rawCode: string | undefined;
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
    const rawCode: unknown = body.code;
    const code = rawCode === undefined ? "INTERNAL_ERROR" : knownCode(rawCode);
    super(`${status} ${code === UNKNOWN_ERROR ? String(rawCode) : code}: ${error}`);
    this.status = status;
    this.code = code;
    this.rawCode = typeof rawCode === "string" ? rawCode : undefined;
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
export class NetworkError extends QrbarClientError {
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
export class TimeoutError extends QrbarClientError {
  override readonly name = "TimeoutError";
  /** The limit that was exceeded, in milliseconds. */
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** `code` when the contract knows it, else {@link UNKNOWN_ERROR}. */
function knownCode(code: unknown): ApiErrorCode {
  return typeof code === "string" && Object.hasOwn(KNOWN_CODES, code) ? (code as ErrorCode) : UNKNOWN_ERROR;
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
