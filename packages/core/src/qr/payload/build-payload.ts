import { validate } from "../../validation/validate.js";
import { assertWellFormedText } from "../../validation/well-formed-text.js";
import { assertNoControlCharacters } from "../fields/control-characters.js";
import type { QrTypeDefinition } from "../qr-type.js";

/**
 * Checks `content` against a QR type without building anything: the schema, well-formed Unicode, no control
 * characters outside the type's multi-line fields (see {@link QrTypeDefinition.multiLine}). Returns the valid
 * content; throws a `QrbarError` naming the field for anything it refuses.
 *
 * @example
 * ```ts
 * checkContent(getQrType("url"), { url: "https://example.com/\r\nTEL:1" }); // throws: content.url
 * ```
 */
export function checkContent(definition: QrTypeDefinition, content: unknown) {
  const valid = validate(definition.schema, content, "content");
  assertWellFormedText(valid, "content");
  if (definition.multiLine !== "*") assertNoControlCharacters(valid, "content", definition.multiLine ?? []);
  return valid;
}

/**
 * Checks `content` against a QR type ({@link checkContent}) and writes its payload with the type's own `build`.
 *
 * @example
 * ```ts
 * buildPayload(getQrType("url"), { url: "example.com" }); // "https://example.com"
 * ```
 */
export function buildPayload(definition: QrTypeDefinition, content: unknown): string {
  return definition.build(checkContent(definition, content));
}
