import { QrbarError } from "../errors/qrbar-error.js";

/**
 * Throws a `VALIDATION_ERROR` naming the first string under `value` that is not well-formed Unicode
 * (a lone UTF-16 surrogate, which JSON can carry as `"\ud800"` but no encoder can write).
 *
 * @example
 * ```ts
 * assertWellFormedText({ text: "\ud800" }, "content"); // throws: content.text must be valid Unicode text ...
 * ```
 */
export function assertWellFormedText(value: unknown, field: string): void {
  if (typeof value === "string") {
    if (!value.isWellFormed()) {
      throw QrbarError.field(
        field,
        "must be valid Unicode text; it holds a lone surrogate (an unpaired \\uD800-\\uDFFF escape)",
      );
    }
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) assertWellFormedText(item, `${field}.${i}`);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) assertWellFormedText(item, `${field}.${key}`);
  }
}
