import { QrbarError } from "../errors/qrbar-error.js";
import type { QrTypeDefinition } from "./qr-type.js";
import { email } from "./types/email.js";
import { text } from "./types/text.js";
import { url } from "./types/url.js";

/** Every QR type, in catalog order. Adding a type is adding its definition here. */
export const QR_TYPES: readonly QrTypeDefinition[] = [text, url, email] as unknown as QrTypeDefinition[];

const byKey = new Map(QR_TYPES.map((definition) => [definition.key, definition]));

/**
 * Finds a QR type by key, case-insensitively, or throws `UNKNOWN_TYPE` naming where to look.
 *
 * @example
 * ```ts
 * getQrType("URL").key; // "url"
 * ```
 */
export function getQrType(key: string): QrTypeDefinition {
  const definition = byKey.get(key.toLowerCase());
  if (!definition) {
    throw new QrbarError(
      "UNKNOWN_TYPE",
      `unknown QR type '${key}'; see GET /api/qr/types for the ${QR_TYPES.length} known types`,
      {
        details: [{ field: "type", message: `'${key}' is not a QR type` }],
      },
    );
  }
  return definition;
}
