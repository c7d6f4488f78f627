import type { Static } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { ERROR_LIMITS } from "./error-limits.js";
import { literalUnion } from "./literal-union.js";
import { QR_CONTENT_SCHEMAS } from "./qr-content/index.js";

/** One row of {@link ERROR_TABLE}: the HTTP status an error code answers with, when, and an example. */
export interface ErrorCodeRow {
  /** HTTP status of the answer. */
  readonly status: number;
  /** When the service answers with it, as a sentence. */
  readonly when: string;
  /** A real answer's sentence and fields, for the reference docs (operations with their own words give theirs). */
  readonly example: { readonly error: string; readonly details?: readonly FieldIssueExample[] };
}

/** A field issue of an example answer. */
interface FieldIssueExample {
  readonly field: string;
  readonly message: string;
}

/**
 * The one table of error codes: each machine-readable code the service answers with, its HTTP status and
 * when it happens, with a real answer. The codes, the server's statuses and the reference docs' error table and
 * examples all derive from it.
 *
 * @example
 * ```ts
 * ERROR_TABLE.RATE_LIMITED.status; // 429
 * ```
 */
export const ERROR_TABLE = {
  MALFORMED_REQUEST: {
    status: 400,
    when: "The request is not valid HTTP/1.1 (a control character in a header, both Content-Length and Transfer-Encoding, a space in the path); the connection is closed.",
    example: { error: "a header name or value holds a character HTTP does not allow" },
  },
  INVALID_JSON: {
    status: 400,
    when: "The body is not valid JSON, or is empty.",
    example: { error: "the request body is not valid JSON" },
  },
  VALIDATION_ERROR: {
    status: 400,
    when: "A field is missing, of the wrong type or out of range; `details` names each one.",
    example: {
      error: "customization.size must be at most 4096",
      details: [{ field: "customization.size", message: "must be at most 4096" }],
    },
  },
  UNKNOWN_TYPE: {
    status: 400,
    when: "`type` is not in the catalog.",
    example: {
      error: `unknown QR type 'wifii'; see GET /api/qr/types for the ${Object.keys(QR_CONTENT_SCHEMAS).length} known types; did you mean 'wifi'?`,
      details: [{ field: "type", message: "'wifii' is not a QR type; did you mean 'wifi'?" }],
    },
  },
  INVALID_CONTENT: {
    status: 400,
    when: "The content breaks its type's rules (a check digit, a length) or does not fit the symbol.",
    example: {
      error:
        "the content is 3000 bytes encoded and does not fit a QR code at error correction M (at most 2331 bytes); shorten it or split it over several codes",
    },
  },
  INVALID_IMAGE: {
    status: 400,
    when: "The upload says it is an image, but does not decode.",
    example: {
      error: "image is not a readable PNG file",
      details: [{ field: "image", message: "is not a readable PNG file" }],
    },
  },
  BATCH_TOO_LARGE: {
    status: 400,
    when: "A batch has more than 50 items; nothing is generated.",
    example: {
      error: "items has 51 entries; a batch holds at most 50",
      details: [{ field: "items", message: "must have at most 50 items" }],
    },
  },
  NOT_FOUND: {
    status: 404,
    when: "No such route, or no stored code with that id (it may have expired).",
    example: { error: "no route GET /api/nope; see /api/docs" },
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    when: "The path exists but not with this method; `Allow` lists the methods it takes.",
    example: { error: "DELETE is not allowed on /api/qr/types; use GET, HEAD" },
  },
  REQUEST_TIMEOUT: {
    status: 408,
    when: "The headers (10 s by default) or the whole request (60 s) did not arrive in time; the connection is closed.",
    example: { error: "the request did not arrive in time; send its headers and body without pausing" },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    when: "A JSON body over 1 MB, an upload over 16 MiB or too costly to scan, a code over the 12 MB one stored code may have (in a batch, an item past the answer's 12 MB of images fails in place), or a code, label or scan stopped at its time limit (30 s by default).",
    example: { error: "the request body is larger than the 1 MB limit" },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    when: "The body is not JSON (generation) or not multipart/form-data with an image (scanning).",
    example: { error: "unsupported Content-Type; send application/json" },
  },
  RATE_LIMITED: {
    status: 429,
    when: "The client sent more than its requests per window (1000 an hour by default; a batch costs one per item), or a code would pass the bytes it may store per window (30 MB an hour by default); wait `Retry-After` seconds.",
    example: { error: "rate limit of 1000 requests per 1 hour exceeded; retry in 12 minutes" },
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    when: "The request's headers are over 16 KB; the connection is closed.",
    example: { error: "the request's headers are larger than the 16 KB limit" },
  },
  INTERNAL_ERROR: {
    status: 500,
    when: "Something failed on the server's side; the request id in `X-Request-Id` finds it in the logs.",
    example: { error: "something went wrong on our side; please retry" },
  },
  OVERLOADED: {
    status: 503,
    when: "The server sheds load (event loop or scanner queue full); retry after `Retry-After` seconds.",
    example: { error: "the server is overloaded (eventLoopDelay); please retry in 10 s" },
  },
  STORAGE_UNAVAILABLE: {
    status: 503,
    when: "The code store cannot be reached, so nothing can be saved or loaded; retry after `Retry-After` seconds.",
    example: { error: "storage is unavailable; please retry shortly" },
  },
} as const satisfies Record<string, ErrorCodeRow>;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = keyof typeof ERROR_TABLE;

/**
 * Every machine-readable error code the service answers with, closed: the keys of {@link ERROR_TABLE}.
 *
 * @example
 * ```ts
 * if (body.code === "RATE_LIMITED") await sleep(retryAfter);
 * ```
 */
export const ERROR_CODES = Object.keys(ERROR_TABLE) as readonly ErrorCode[];

/**
 * Whether `value` is one of {@link ERROR_CODES}: a check for codes read from the wire.
 *
 * @example
 * ```ts
 * isErrorCode("RATE_LIMITED"); // true
 * isErrorCode("TEAPOT"); // false
 * ```
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_TABLE, value);
}

/** Schema of {@link ErrorCode}. */
export const ErrorCodeSchema = literalUnion(ERROR_CODES, { description: "Machine-readable error code." });

/** Schema of one field-level problem in a validation failure. */
export const FieldIssueSchema = Type.Object({
  field: Type.String({
    maxLength: ERROR_LIMITS.field,
    description: "Dotted path of the field, e.g. customization.size (`body` for the body itself).",
  }),
  message: Type.String({ maxLength: ERROR_LIMITS.message, description: "What is wrong with it, as a sentence." }),
});

/** A field-level problem: which field, and what is wrong with it. */
export type FieldIssue = Static<typeof FieldIssueSchema>;

/**
 * Schema of every failed response: `{success: false, error, code, details?}`.
 *
 * @example
 * ```json
 * {"success": false, "error": "customization.size must be at most 4096", "code": "VALIDATION_ERROR",
 *  "details": [{"field": "customization.size", "message": "must be at most 4096"}]}
 * ```
 */
export const ErrorResponseSchema = Type.Object({
  success: Type.Literal(false),
  error: Type.String({ maxLength: ERROR_LIMITS.error, description: "A sentence a person can act on." }),
  code: ErrorCodeSchema,
  details: Type.Optional(
    Type.Array(FieldIssueSchema, {
      maxItems: ERROR_LIMITS.details,
      description:
        "The fields at fault, first ones first; unknown fields of one object are one entry with their count.",
    }),
  ),
});

/** Body of every failed response. */
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/** Schema of `success: true`, the flag every successful response carries. */
export const SuccessSchema = Type.Literal(true, {
  description: "true: the request succeeded (read `error` only when false).",
});

/**
 * The error table's example answer of a code, as the service sends it.
 *
 * @example
 * ```ts
 * exampleAnswer("INVALID_JSON"); // { success: false, error: "the request body is not valid JSON", code: "INVALID_JSON" }
 * ```
 */
export function exampleAnswer(code: ErrorCode): ErrorResponse {
  const { error, details } = ERROR_TABLE[code].example as ErrorCodeRow["example"];
  return { success: false, error, code, ...(details ? { details: [...details] } : {}) };
}
