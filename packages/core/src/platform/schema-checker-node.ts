// The Node side of `#schema-checker` (package.json "imports"): schemas compiled to functions by TypeBox, which
// check a request many times faster than its interpreter. A process run with
// `--disallow-code-generation-from-strings` refuses to compile (an `EvalError`) and gets the interpreter.
import type { TSchema } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { interpretedChecker, type SchemaChecker } from "../validation/schema-checker.js";

const checkers = new WeakMap<TSchema, SchemaChecker>();

/**
 * The checker of `schema`, compiled once and kept while the schema lives.
 *
 * @example
 * ```ts
 * checkerFor(QrCustomizationSchema).Check({ size: 300 }); // true
 * ```
 */
export function checkerFor(schema: TSchema): SchemaChecker {
  let checker = checkers.get(schema);
  if (!checker) {
    try {
      checker = TypeCompiler.Compile(schema);
    } catch (error) {
      if (!(error instanceof EvalError)) throw error;
      checker = interpretedChecker(schema);
    }
    checkers.set(schema, checker);
  }
  return checker;
}
