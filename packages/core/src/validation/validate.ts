import type { FieldIssue } from "@qrbar/contract";
import { ERROR_LIMITS } from "@qrbar/contract/plain";
import type { Static, TSchema } from "@sinclair/typebox";
import { type ValueError, ValueErrorType } from "@sinclair/typebox/errors";
import { ValuePointer } from "@sinclair/typebox/value";
import { checkerFor } from "#schema-checker";
import { QrbarError } from "../errors/qrbar-error.js";
import { clipText } from "./clip-text.js";

/** `/customization/size` under root `""` becomes `customization.size`. */
function fieldName(root: string, pointer: string): string {
  const parts = pointer.split("/").filter(Boolean);
  return [root, ...parts].filter(Boolean).join(".") || root || "body";
}

/** A sentence fragment for one TypeBox error: the schema's own `errorMessage` first. */
function describe(error: ValueError): string {
  const schema = error.schema as Record<string, unknown>;
  // Presence comes first: a missing field's own `errorMessage` describes its value, not its absence.
  if (error.type === ValueErrorType.ObjectRequiredProperty) return "is required";
  if (typeof schema.errorMessage === "string") return schema.errorMessage;
  switch (error.type) {
    case ValueErrorType.Integer:
      return "must be a whole number";
    case ValueErrorType.Number:
      return "must be a number";
    case ValueErrorType.String:
      return "must be a string";
    case ValueErrorType.Boolean:
      return "must be true or false";
    case ValueErrorType.Object:
      return "must be an object";
    case ValueErrorType.Array:
      return "must be an array";
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return `must be at least ${schema.minimum}`;
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return `must be at most ${schema.maximum}`;
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1 ? "must not be empty" : `must be at least ${schema.minLength} characters`;
    case ValueErrorType.StringMaxLength:
      return `must be at most ${schema.maxLength} characters`;
    case ValueErrorType.ArrayMinItems:
      return `must have at least ${schema.minItems} item(s)`;
    case ValueErrorType.ArrayMaxItems:
      return `must have at most ${schema.maxItems} items`;
    case ValueErrorType.StringPattern:
      return `must match ${schema.pattern}`;
    default:
      return error.message.charAt(0).toLowerCase() + error.message.slice(1);
  }
}

/** TypeBox errors looked at before giving up on finding more fields at fault: bounds the work. */
const ERRORS_SCANNED = 1000;

/** Unknown names listed in the one issue about them (the count says how many there are). */
const UNKNOWN_NAMES_LISTED = 3;

/** Characters of one name quoted in a message. */
const NAME_LENGTH = 24;

/** The unknown fields of one object: where, its known ones, and how many it has. */
interface UnknownFields {
  readonly field: string;
  readonly names: string[];
  readonly known: string[];
}

/** Property names of `object` that `schema` (an object schema) does not declare. */
function unknownNames(object: unknown, schema: TSchema): string[] {
  if (typeof object !== "object" || object === null) return [];
  const declared = (schema.properties ?? {}) as Record<string, unknown>;
  return Object.keys(object).filter((name) => !Object.hasOwn(declared, name));
}

/** One issue for all unknown fields of one object: a single one by its name, more by their count. */
function unknownIssue({ field, names, known }: UnknownFields): FieldIssue {
  const listed = known.length === 0 ? "it takes no fields" : `known fields: ${known.join(", ")}`;
  const [only] = names;
  if (names.length === 1 && only !== undefined) {
    return {
      field: [field === "body" ? "" : field, only].filter(Boolean).join("."),
      message: `is not a known field; ${listed}`,
    };
  }
  const some = names.slice(0, UNKNOWN_NAMES_LISTED).map((name) => clipText(name, NAME_LENGTH));
  const more = names.length > some.length ? ", …" : "";
  return { field, message: `has ${names.length} unknown fields (${some.join(", ")}${more}); ${listed}` };
}

/**
 * Collects one issue per field, the first and most specific error for each path, at most
 * `ERROR_LIMITS.details` of them; all unknown fields of one object make one issue with their count.
 * Work is bounded too: at most {@link ERRORS_SCANNED} errors are looked at, and unknown fields are
 * counted from the object's keys, not error by error (90,000 unknown keys cost one pass over them).
 */
function issuesOf(schema: TSchema, value: unknown, root: string): FieldIssue[] {
  const seen = new Map<string, FieldIssue | UnknownFields>();
  let scanned = 0;
  for (const error of checkerFor(schema).Errors(value)) {
    if (++scanned > ERRORS_SCANNED || seen.size >= ERROR_LIMITS.details) break;
    if (error.type === ValueErrorType.ObjectAdditionalProperties) {
      const parent = error.path.slice(0, error.path.lastIndexOf("/"));
      const field = fieldName(root, parent);
      if (seen.has(`${field}/*`)) continue;
      const names = unknownNames(ValuePointer.Get(value, parent), error.schema);
      const known = Object.keys((error.schema.properties ?? {}) as object);
      seen.set(`${field}/*`, { field, names, known });
      continue;
    }
    // Unions report the union itself and then each branch; the union's message is the one to keep.
    const field = fieldName(root, error.path);
    if (!seen.has(field)) seen.set(field, { field, message: describe(error) });
  }
  return [...seen.values()].map((issue) => {
    const { field, message } = "names" in issue ? unknownIssue(issue) : issue;
    return { field: clipText(field, ERROR_LIMITS.field), message: clipText(message, ERROR_LIMITS.message) };
  });
}

/**
 * Checks `value` against a TypeBox schema and returns it typed, or throws a `VALIDATION_ERROR`
 * whose message and `details` name each bad field under `root` (at most `ERROR_LIMITS.details`).
 *
 * @example
 * ```ts
 * const custom = validate(QrCustomizationSchema, body.customization ?? {}, "customization");
 * ```
 */
export function validate<T extends TSchema>(schema: T, value: unknown, root: string): Static<T> {
  if (checkerFor(schema).Check(value)) return value as Static<T>;
  const details = issuesOf(schema, value, root);
  const message = clipText(details.map((d) => `${d.field} ${d.message}`).join("; "), ERROR_LIMITS.error);
  throw new QrbarError("VALIDATION_ERROR", message || `${root || "body"} is not valid`, { details });
}
