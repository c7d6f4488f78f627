import type { TSchema } from "@sinclair/typebox";
import { Errors, type ValueError } from "@sinclair/typebox/errors";
import { Check } from "@sinclair/typebox/value";

/** What validation asks of a schema's checker: TypeBox's compiled one, or its interpreter. */
export interface SchemaChecker {
  Check(value: unknown): boolean;
  Errors(value: unknown): Iterable<ValueError>;
}

/**
 * TypeBox's interpreter for `schema`: the same answers as its compiled checker, without generating code.
 *
 * @example
 * ```ts
 * interpretedChecker(QrCustomizationSchema).Check({ size: 300 }); // true
 * ```
 */
export function interpretedChecker(schema: TSchema): SchemaChecker {
  return { Check: (value) => Check(schema, value), Errors: (value) => Errors(schema, value) };
}
