import { type Static, Type } from "@sinclair/typebox";

/**
 * Every machine-readable error code the service answers with, closed.
 *
 * @example
 * ```ts
 * if (body.code === "RATE_LIMITED") await sleep(retryAfter);
 * ```
 */
export const ERROR_CODES = [
  "MALFORMED_REQUEST",
  "INVALID_JSON",
  "VALIDATION_ERROR",
  "UNKNOWN_TYPE",
  "INVALID_CONTENT",
  "INVALID_IMAGE",
  "BATCH_TOO_LARGE",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "REQUEST_TIMEOUT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "HEADERS_TOO_LARGE",
  "INTERNAL_ERROR",
  "OVERLOADED",
  "STORAGE_UNAVAILABLE",
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Schema of {@link ErrorCode}. */
export const ErrorCodeSchema = Type.Union(
  ERROR_CODES.map((code) => Type.Literal(code)),
  { description: "Machine-readable error code." },
);

/**
 * Bounds of every error answer, whatever the input: at most `details` field issues, and sentences
 * and field names of at most so many characters (longer ones end in `…`). An answer to a body of
 * 90,000 unknown keys is one issue, not 90,000.
 *
 * @example
 * ```ts
 * ERROR_LIMITS.details; // 10
 * ```
 */
export const ERROR_LIMITS = {
  /** Field issues in `details`. */
  details: 10,
  /** Characters of `error`. */
  error: 500,
  /** Characters of a `details[].field`. */
  field: 64,
  /** Characters of a `details[].message`. */
  message: 160,
} as const;

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

/** Schema of `success: true`, the flag every successful response carries (spec section 4). */
export const SuccessSchema = Type.Literal(true, {
  description: "true: the request succeeded (read `error` only when false).",
});
