import type { ErrorCode, ErrorResponse } from "@qrbar/contract";

/** How the reference docs describe one error code. */
export interface ErrorDoc {
  /** When the service answers with it, as a sentence. */
  readonly when: string;
  /** A real answer carrying it. */
  readonly example: ErrorResponse;
}

/**
 * The error catalogue of the reference docs: every code of the contract, when it happens and a real
 * answer. Operations that fail in their own words (a field, a type) give their own examples; these
 * stand for the rest. Adding a code to the contract fails the build until it is described here.
 *
 * @example
 * ```ts
 * ERROR_DOCS.RATE_LIMITED.example.error; // "rate limit of 1000 requests per 1 hour exceeded; retry in 12 minutes"
 * ```
 */
export const ERROR_DOCS = {
  INVALID_JSON: {
    when: "The body is not valid JSON, or is empty.",
    example: { success: false, error: "the request body is not valid JSON", code: "INVALID_JSON" },
  },
  VALIDATION_ERROR: {
    when: "A field is missing, of the wrong type or out of range; `details` names each one.",
    example: {
      success: false,
      error: "customization.size must be at most 4096",
      code: "VALIDATION_ERROR",
      details: [{ field: "customization.size", message: "must be at most 4096" }],
    },
  },
  UNKNOWN_TYPE: {
    when: "`type` is not in the catalog.",
    example: {
      success: false,
      error: "unknown QR type 'wifii'; see GET /api/qr/types for the 64 known types; did you mean 'wifi'?",
      code: "UNKNOWN_TYPE",
      details: [{ field: "type", message: "'wifii' is not a QR type; did you mean 'wifi'?" }],
    },
  },
  INVALID_CONTENT: {
    when: "The content breaks its type's rules (a check digit, a length) or does not fit the symbol.",
    example: {
      success: false,
      error:
        "the content is 3000 bytes encoded and does not fit a QR code at error correction M (at most 2331 bytes); shorten it or split it over several codes",
      code: "INVALID_CONTENT",
    },
  },
  INVALID_IMAGE: {
    when: "The upload says it is an image, but does not decode.",
    example: {
      success: false,
      error: "image is not a readable PNG file",
      code: "INVALID_IMAGE",
      details: [{ field: "image", message: "is not a readable PNG file" }],
    },
  },
  BATCH_TOO_LARGE: {
    when: "A batch has more than 50 items; nothing is generated.",
    example: {
      success: false,
      error: "items has 51 entries; a batch holds at most 50",
      code: "BATCH_TOO_LARGE",
      details: [{ field: "items", message: "must have at most 50 items" }],
    },
  },
  NOT_FOUND: {
    when: "No such route, or no stored code with that id (it may have expired).",
    example: { success: false, error: "no route GET /api/nope; see /api/docs", code: "NOT_FOUND" },
  },
  METHOD_NOT_ALLOWED: {
    when: "The path exists but not with this method; `Allow` lists the methods it takes.",
    example: {
      success: false,
      error: "DELETE is not allowed on /api/qr/types; use GET, HEAD",
      code: "METHOD_NOT_ALLOWED",
    },
  },
  PAYLOAD_TOO_LARGE: {
    when: "A JSON body over 1 MB, or an upload over 16 MiB.",
    example: { success: false, error: "the request body is larger than the 1 MB limit", code: "PAYLOAD_TOO_LARGE" },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    when: "The body is not JSON (generation) or not multipart/form-data with an image (scanning).",
    example: {
      success: false,
      error: "unsupported Content-Type; send application/json",
      code: "UNSUPPORTED_MEDIA_TYPE",
    },
  },
  RATE_LIMITED: {
    when: "The client sent more than its requests per window (1000 an hour by default); wait `Retry-After` seconds.",
    example: {
      success: false,
      error: "rate limit of 1000 requests per 1 hour exceeded; retry in 12 minutes",
      code: "RATE_LIMITED",
    },
  },
  INTERNAL_ERROR: {
    when: "Something failed on the server's side; the request id in `X-Request-Id` finds it in the logs.",
    example: { success: false, error: "something went wrong on our side; please retry", code: "INTERNAL_ERROR" },
  },
  OVERLOADED: {
    when: "The server sheds load (event loop or scanner queue full); retry after `Retry-After` seconds.",
    example: {
      success: false,
      error: "the server is overloaded (eventLoopDelay); please retry in 10 s",
      code: "OVERLOADED",
    },
  },
  STORAGE_UNAVAILABLE: {
    when: "The code store cannot be reached, so nothing can be saved or loaded; retry after `Retry-After` seconds.",
    example: {
      success: false,
      error: "storage is unavailable; please retry shortly",
      code: "STORAGE_UNAVAILABLE",
    },
  },
} as const satisfies Record<ErrorCode, ErrorDoc>;
