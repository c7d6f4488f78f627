import { validate } from "../validation/validate.js";
import { assertWellFormedText } from "../validation/well-formed-text.js";
import { assertNoControlCharacters } from "./fields/control-characters.js";
import type { QrTypeDefinition } from "./qr-type.js";

/**
 * Checks `content` against a QR type and writes its payload: the schema, well-formed Unicode, no control characters
 * outside the type's multi-line fields (see {@link QrTypeDefinition.multiLine}), then the type's own `build`. Throws
 * a `QrbarError` naming the field for anything it refuses.
 *
 * @example
 * ```ts
 * buildPayload(getQrType("url"), { url: "example.com" }); // "https://example.com"
 * ```
 */
export function buildPayload(definition: QrTypeDefinition, content: unknown): string {
  const valid = validate(definition.schema, content, "content");
  assertWellFormedText(valid, "content");
  if (definition.multiLine !== "*") assertNoControlCharacters(valid, "content", definition.multiLine ?? []);
  return definition.build(valid);
}
