import { ERROR_CODES, ERROR_TABLE, type ErrorCode, type ErrorResponse } from "@qrbar/contract";

/** How the reference docs describe one error code. */
export interface ErrorDoc {
  /** When the service answers with it, as a sentence. */
  readonly when: string;
  /** A real answer carrying it. */
  readonly example: ErrorResponse;
}

/**
 * A real answer per code. Operations that fail in their own words (a field, a type) give their own
 * examples; these stand for the rest. Adding a code to the contract fails the build until it has one here.
 */
const EXAMPLES = {
  MALFORMED_REQUEST: {
    example: {
      success: false,
      error: "a header name or value holds a character HTTP does not allow",
      code: "MALFORMED_REQUEST",
    },
  },
  INVALID_JSON: {
    example: { success: false, error: "the request body is not valid JSON", code: "INVALID_JSON" },
  },
  VALIDATION_ERROR: {
    example: {
      success: false,
      error: "customization.size must be at most 4096",
      code: "VALIDATION_ERROR",
      details: [{ field: "customization.size", message: "must be at most 4096" }],
    },
  },
  UNKNOWN_TYPE: {
    example: {
      success: false,
      error: "unknown QR type 'wifii'; see GET /api/qr/types for the 64 known types; did you mean 'wifi'?",
      code: "UNKNOWN_TYPE",
      details: [{ field: "type", message: "'wifii' is not a QR type; did you mean 'wifi'?" }],
    },
  },
  INVALID_CONTENT: {
    example: {
      success: false,
      error:
        "the content is 3000 bytes encoded and does not fit a QR code at error correction M (at most 2331 bytes); shorten it or split it over several codes",
      code: "INVALID_CONTENT",
    },
  },
  INVALID_IMAGE: {
    example: {
      success: false,
      error: "image is not a readable PNG file",
      code: "INVALID_IMAGE",
      details: [{ field: "image", message: "is not a readable PNG file" }],
    },
  },
  BATCH_TOO_LARGE: {
    example: {
      success: false,
      error: "items has 51 entries; a batch holds at most 50",
      code: "BATCH_TOO_LARGE",
      details: [{ field: "items", message: "must have at most 50 items" }],
    },
  },
  NOT_FOUND: {
    example: { success: false, error: "no route GET /api/nope; see /api/docs", code: "NOT_FOUND" },
  },
  METHOD_NOT_ALLOWED: {
    example: {
      success: false,
      error: "DELETE is not allowed on /api/qr/types; use GET, HEAD",
      code: "METHOD_NOT_ALLOWED",
    },
  },
  REQUEST_TIMEOUT: {
    example: {
      success: false,
      error: "the request did not arrive in time; send its headers and body without pausing",
      code: "REQUEST_TIMEOUT",
    },
  },
  PAYLOAD_TOO_LARGE: {
    example: { success: false, error: "the request body is larger than the 1 MB limit", code: "PAYLOAD_TOO_LARGE" },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    example: {
      success: false,
      error: "unsupported Content-Type; send application/json",
      code: "UNSUPPORTED_MEDIA_TYPE",
    },
  },
  RATE_LIMITED: {
    example: {
      success: false,
      error: "rate limit of 1000 requests per 1 hour exceeded; retry in 12 minutes",
      code: "RATE_LIMITED",
    },
  },
  HEADERS_TOO_LARGE: {
    example: {
      success: false,
      error: "the request's headers are larger than the 16 KB limit",
      code: "HEADERS_TOO_LARGE",
    },
  },
  INTERNAL_ERROR: {
    example: { success: false, error: "something went wrong on our side; please retry", code: "INTERNAL_ERROR" },
  },
  OVERLOADED: {
    example: {
      success: false,
      error: "the server is overloaded (eventLoopDelay); please retry in 10 s",
      code: "OVERLOADED",
    },
  },
  STORAGE_UNAVAILABLE: {
    example: {
      success: false,
      error: "storage is unavailable; please retry shortly",
      code: "STORAGE_UNAVAILABLE",
    },
  },
} as const satisfies Record<ErrorCode, Pick<ErrorDoc, "example">>;

/**
 * The error catalogue of the reference docs: every code of the contract, when it happens (the contract's
 * {@link ERROR_TABLE}) and a real answer.
 *
 * @example
 * ```ts
 * ERROR_DOCS.RATE_LIMITED.example.error; // "rate limit of 1000 requests per 1 hour exceeded; retry in 12 minutes"
 * ```
 */
export const ERROR_DOCS = Object.fromEntries(
  ERROR_CODES.map((code) => [code, { when: ERROR_TABLE[code].when, example: EXAMPLES[code].example }]),
) as Record<ErrorCode, ErrorDoc>;
