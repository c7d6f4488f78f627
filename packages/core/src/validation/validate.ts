import type { FieldIssue } from "@qrbar/contract";
import type { Static, TSchema } from "@sinclair/typebox";
import { type TypeCheck, TypeCompiler } from "@sinclair/typebox/compiler";
import { type ValueError, ValueErrorType } from "@sinclair/typebox/value";
import { QrbarError } from "../errors/qrbar-error.js";

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

function checkerFor<T extends TSchema>(schema: T): TypeCheck<T> {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  return check as TypeCheck<T>;
}

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
  if (error.type === ValueErrorType.ObjectAdditionalProperties) return "is not a known field";
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

/** Collects one issue per field: the first, most specific error for each path. */
function issuesOf(schema: TSchema, value: unknown, root: string): FieldIssue[] {
  const seen = new Map<string, FieldIssue>();
  for (const error of checkerFor(schema).Errors(value)) {
    // Unions report the union itself and then each branch; the union's message is the one to keep.
    const field = fieldName(root, error.path);
    if (!seen.has(field)) seen.set(field, { field, message: describe(error) });
  }
  return [...seen.values()];
}

/**
 * Checks `value` against a TypeBox schema and returns it typed, or throws a `VALIDATION_ERROR`
 * whose message and `details` name each bad field under `root`.
 *
 * @example
 * ```ts
 * const custom = validate(QrCustomizationSchema, body.customization ?? {}, "customization");
 * ```
 */
export function validate<T extends TSchema>(schema: T, value: unknown, root: string): Static<T> {
  if (checkerFor(schema).Check(value)) return value as Static<T>;
  const details = issuesOf(schema, value, root);
  const message = details.map((d) => `${d.field} ${d.message}`).join("; ");
  throw new QrbarError("VALIDATION_ERROR", message || `${root || "body"} is not valid`, { details });
}
