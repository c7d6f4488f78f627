import { coerceValue, type JsonSchema } from "./coerce-value.js";

/** Builds the error for a field given a wrong number of times (`message` follows the field's name). */
export type FieldError = (field: string, message: string) => Error;

/**
 * The schema of the field at a dotted path (`address.city`), or `undefined` where the schema
 * does not say.
 *
 * @example
 * ```ts
 * schemaAt(vcardSchema, "address.city")?.type; // "string"
 * ```
 */
export function schemaAt(schema: JsonSchema | undefined, path: string): JsonSchema | undefined {
  let field = schema;
  for (const key of path.split(".")) field = field?.properties?.[key];
  return field;
}

/**
 * Builds an object from flat named text values (command-line options, URL query parameters),
 * reading each value as its field's schema says: `"8"` a number, `"true"` a boolean,
 * `address.city` a nested field, a repeated name an array, a value starting with `{` or `[` JSON.
 * A name given twice for a field that is not an array is refused with the error `fail` builds.
 *
 * @example
 * ```ts
 * fieldsToObject(wifiSchema, [["ssid", ["Home"]], ["hidden", ["true"]]], QrbarError.field); // { ssid: "Home", hidden: true }
 * ```
 */
export function fieldsToObject(
  schema: JsonSchema,
  fields: ReadonlyArray<readonly [string, readonly string[]]>,
  fail: FieldError,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, values] of fields) {
    const path = name.split(".");
    let target = result;
    for (const key of path.slice(0, -1)) {
      const inner = target[key];
      const object = typeof inner === "object" && inner !== null ? (inner as Record<string, unknown>) : {};
      target[key] = object;
      target = object;
    }
    target[path.at(-1) as string] = fieldValue(name, values, schemaAt(schema, name), fail);
  }
  return result;
}

function fieldValue(name: string, values: readonly string[], schema: JsonSchema | undefined, fail: FieldError) {
  if (schema?.type === "array") {
    if (values.length === 1 && values[0]?.trimStart().startsWith("[")) return coerceValue(values[0], schema);
    return values.map((value) => coerceValue(value, schema.items));
  }
  if (values.length > 1) throw fail(name, `is given ${values.length} times; give it once`);
  return coerceValue(values[0] as string, schema);
}
