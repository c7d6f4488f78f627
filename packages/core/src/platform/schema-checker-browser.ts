// The browser side of `#schema-checker` (package.json "imports", condition "browser"): TypeBox's interpreter
// only. Its compiler makes functions from strings, which a page whose Content-Security-Policy has no
// 'unsafe-eval' refuses, reporting a violation each time, and it is 4.2 KB min+gzip of every bundle that validates.
import type { TSchema } from "@sinclair/typebox";
import { interpretedChecker, type SchemaChecker } from "../validation/schema-checker.js";

/**
 * The checker of `schema`: TypeBox's interpreter.
 *
 * @example
 * ```ts
 * checkerFor(QrCustomizationSchema).Check({ size: 300 }); // true
 * ```
 */
export function checkerFor(schema: TSchema): SchemaChecker {
  return interpretedChecker(schema);
}
