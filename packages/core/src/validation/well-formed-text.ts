import { QrbarError } from "../errors/qrbar-error.js";

/**
 * Whether a string holds no lone UTF-16 surrogate, unit by unit: the answer of
 * `String.prototype.isWellFormed`, for engines without it (Chrome before 111, Firefox before 119,
 * Safari before 16.4, which the playground's bundle still targets).
 *
 * @example
 * ```ts
 * hasNoLoneSurrogate("a\ud83d\ude00"); // true: a pair
 * hasNoLoneSurrogate("a\ud83d"); // false: a high surrogate with no low one after it
 * ```
 */
export function hasNoLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    // A high surrogate followed by a low one is a pair; anything else in the range is alone.
    const next = text.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/**
 * Whether a string is well-formed Unicode: the engine's `String.prototype.isWellFormed` where it has
 * one (Node 20), else {@link hasNoLoneSurrogate}.
 *
 * @example
 * ```ts
 * isWellFormedText("\udc00"); // false
 * ```
 */
export const isWellFormedText: (text: string) => boolean =
  typeof String.prototype.isWellFormed === "function" ? (text) => text.isWellFormed() : hasNoLoneSurrogate;

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
    if (!isWellFormedText(value)) {
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
