import { fieldsToObject, type JsonSchema, schemaAt } from "@qrbar/contract";
import { usageError } from "./cli-error.js";
import { flagOf } from "./parse-args.js";

/**
 * Builds an object from options, reading each value as its field's schema says: `--hidden` is
 * `true`, `--digits 8` a number, `--address.city Oslo` a nested field, a repeated option an array,
 * a value starting with `{` or `[` JSON.
 *
 * @example
 * ```ts
 * fromOptions(wifiSchema, [["ssid", ["Home"]], ["hidden", [true]]]); // { ssid: "Home", hidden: true }
 * ```
 */
export function fromOptions(
  schema: JsonSchema,
  options: ReadonlyArray<readonly [string, ReadonlyArray<string | true>]>,
): Record<string, unknown> {
  const fields = options.map(([name, values]) => {
    const strings = values.map((value) => {
      if (value !== true) return value;
      if (schemaAt(schema, name)?.type === "boolean") return "true";
      throw usageError(`${flagOf(name)} needs a value`);
    });
    return [name, strings] as const;
  });
  return fieldsToObject(schema, fields, (name, message) => usageError(`${flagOf(name)} ${message}`));
}
