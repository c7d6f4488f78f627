import { usageError } from "./cli-error.js";
import { coerceValue, type JsonSchema } from "./json-schema.js";
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
  const result: Record<string, unknown> = {};
  for (const [name, values] of options) {
    const path = name.split(".");
    let target = result;
    let fieldSchema: JsonSchema | undefined = schema;
    for (const [depth, key] of path.entries()) {
      fieldSchema = fieldSchema?.properties?.[key];
      if (depth === path.length - 1) target[key] = fieldValue(name, values, fieldSchema);
      else {
        const inner = target[key];
        const object = typeof inner === "object" && inner !== null ? (inner as Record<string, unknown>) : {};
        target[key] = object;
        target = object;
      }
    }
  }
  return result;
}

function fieldValue(name: string, values: ReadonlyArray<string | true>, schema: JsonSchema | undefined): unknown {
  const strings = values.map((value) => {
    if (value !== true) return value;
    if (schema?.type === "boolean") return "true";
    throw usageError(`${flagOf(name)} needs a value`);
  });
  if (schema?.type === "array") {
    if (strings.length === 1 && strings[0]?.trimStart().startsWith("[")) return coerceValue(strings[0], schema);
    return strings.map((value) => coerceValue(value, schema.items));
  }
  if (strings.length > 1) throw usageError(`${flagOf(name)} is given ${strings.length} times; give it once`);
  return coerceValue(strings[0] as string, schema);
}
