import type { SchemaOptions, TLiteral, TUnion } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";

/**
 * Schema of a value that is one of `values`, typed as their union (TypeBox types a union built from a
 * mapped array as a union of any literal; the one cast that fixes it lives here).
 *
 * @example
 * ```ts
 * literalUnion(["PNG", "JPEG"], { description: "Format." }); // TUnion<[TLiteral<"PNG">, TLiteral<"JPEG">]>
 * ```
 */
export function literalUnion<const T extends readonly (string | number)[]>(
  values: T,
  options: SchemaOptions = {},
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<TLiteral<T[number]>[]>;
}

/**
 * A {@link literalUnion} for input: a value that is none of them fails with `must be one of <values>`.
 *
 * @example
 * ```ts
 * choiceOf(["SHA1", "SHA256"], { description: "HMAC hash function." });
 * // a bad value: "content.algorithm must be one of SHA1, SHA256"
 * ```
 */
export function choiceOf<const T extends readonly (string | number)[]>(
  values: T,
  options: SchemaOptions = {},
): TUnion<TLiteral<T[number]>[]> {
  return literalUnion(values, { ...options, errorMessage: `must be one of ${values.join(", ")}` });
}
