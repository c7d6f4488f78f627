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
