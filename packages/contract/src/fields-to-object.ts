import { coerceValue, type JsonSchema } from "./coerce-value.js";
import { PROTOTYPE_KEY_MESSAGE, prototypeKeyIn, prototypeKeyPath } from "./prototype-keys.js";

/** Builds the error for a field refused by its name or its count (`message` follows the field's name). */
export type FieldError = (field: string, message: string) => Error;

/**
 * The schema of the field at a dotted path (`address.city`), or `undefined` where the schema
 * does not say: only the schema's own properties count (`constructor` names no field).
 *
 * @example
 * ```ts
 * schemaAt(vcardSchema, "address.city")?.type; // "string"
 * ```
 */
export function schemaAt(schema: JsonSchema | undefined, path: string): JsonSchema | undefined {
  let field = schema;
  for (const key of path.split(".")) {
    const properties = field?.properties;
    field = properties && Object.hasOwn(properties, key) ? properties[key] : undefined;
  }
  return field;
}

/**
 * Builds an object from flat named text values (command-line options, URL query parameters),
 * reading each value as its field's schema says: `"8"` a number, `"true"` a boolean,
 * `address.city` a nested field, a repeated name an array, a value starting with `{` or `[` JSON.
 * A name given twice for a field that is not an array is refused with the error `fail` builds, and
 * so is, before anything is built, a name holding `__proto__`, `constructor` or `prototype` in any
 * segment ({@link prototypeKeyIn}) or a JSON value holding one as a key. The objects built have no
 * prototype, so no name could reach one.
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
  for (const [name] of fields) {
    if (prototypeKeyIn(name) !== undefined) throw fail(name, PROTOTYPE_KEY_MESSAGE);
  }
  const result: Record<string, unknown> = Object.create(null);
  for (const [name, values] of fields) {
    const path = name.split(".");
    let target = result;
    for (const key of path.slice(0, -1)) {
      const inner = target[key];
      const object =
        typeof inner === "object" && inner !== null ? (inner as Record<string, unknown>) : Object.create(null);
      target[key] = object;
      target = object;
    }
    const value = fieldValue(name, values, schemaAt(schema, name), fail);
    const inValue = prototypeKeyPath(value);
    if (inValue !== undefined) throw fail(`${name}.${inValue}`, PROTOTYPE_KEY_MESSAGE);
    target[path.at(-1) as string] = value;
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
