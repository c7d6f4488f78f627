import { PROTOTYPE_KEY_MESSAGE, prototypeKeyIn, prototypeKeyPath } from "@qrbar/contract";
import { QrbarError } from "../errors/qrbar-error.js";

/**
 * Throws a `VALIDATION_ERROR` naming `name` when it holds `__proto__`, `constructor` or `prototype`
 * as a whole or as a dotted or bracketed segment: for the names a caller chooses one at a time
 * (a form field of an upload).
 *
 * @example
 * ```ts
 * assertParameterName("image"); // passes
 * assertParameterName("a[__proto__]"); // throws: a[__proto__] is not a parameter name: ...
 * ```
 */
export function assertParameterName(name: string): void {
  if (prototypeKeyIn(name) !== undefined) throw QrbarError.field(name, PROTOTYPE_KEY_MESSAGE);
}

/**
 * Throws a `VALIDATION_ERROR` naming (under `root`) a key at any depth of `value` that
 * {@link assertParameterName} would refuse: for what a caller sends as a whole (a parsed JSON body,
 * MCP tool arguments, a parsed query string), before anything reads it.
 *
 * @example
 * ```ts
 * assertNoPrototypeKeys(JSON.parse('{"content":{"__proto__":{"x":1}}}'), "");
 * // throws: content.__proto__ is not a parameter name: ...
 * ```
 */
export function assertNoPrototypeKeys(value: unknown, root: string): void {
  const path = prototypeKeyPath(value);
  if (path !== undefined) throw QrbarError.field(root ? `${root}.${path}` : path, PROTOTYPE_KEY_MESSAGE);
}
