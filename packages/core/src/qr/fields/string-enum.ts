import { choiceOf } from "@qrbar/contract";
import type { TLiteral, TUnion } from "@sinclair/typebox";

/**
 * Schema of a string that is one of `values` (exact case), with an error that lists them.
 *
 * @example
 * ```ts
 * const algorithm = stringEnum(["SHA1", "SHA256", "SHA512"], "HMAC hash function.");
 * // a bad value: "content.algorithm must be one of SHA1, SHA256, SHA512"
 * ```
 */
export function stringEnum<const T extends readonly string[]>(
  values: T,
  description: string,
): TUnion<TLiteral<T[number]>[]> {
  return choiceOf(values, { description });
}
