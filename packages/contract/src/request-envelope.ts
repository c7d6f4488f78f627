import type { TSchema } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";

/**
 * Schema of a generate request's `type` as the service reads it: a non-empty key of at most 64 characters,
 * matched case-insensitively against the catalog.
 *
 * @example
 * ```ts
 * typeKeySchema("QR type key from GET /api/qr/types (case-insensitive).", "url");
 * ```
 */
export const typeKeySchema = (description: string, example: string) =>
  Type.String({ minLength: 1, maxLength: 64, description, examples: [example] });

/**
 * Schema of a generate request: `type`, `content` and optional `customization`, nothing else.
 *
 * @example
 * ```ts
 * requestEnvelope({ type: typeKeySchema("Barcode type key.", "ean13"), content: Type.String(), customization });
 * ```
 */
export function requestEnvelope<T extends TSchema, C extends TSchema, S extends TSchema>(fields: {
  type: T;
  content: C;
  customization: S;
}) {
  return Type.Object(
    { type: fields.type, content: fields.content, customization: Type.Optional(fields.customization) },
    { additionalProperties: false },
  );
}
