import type { GENERAL_CONTENT_SCHEMAS } from "@qrbar/contract";
import { errorSentence } from "../errors/error-sentence.js";
import { QrbarError } from "../errors/qrbar-error.js";
import { didYouMean } from "../validation/closest-key.js";
import { everyKey } from "../validation/every-key.js";
import type { QrTypeDefinition } from "./qr-type.js";
import { APP_TYPES } from "./types/apps/index.js";
import { COMMUNICATION_TYPES } from "./types/communication/index.js";
import { email } from "./types/email.js";
import { PAYMENT_TYPES } from "./types/payments/index.js";
import { text } from "./types/text.js";
import { url } from "./types/url.js";

/**
 * Every QR type, in catalog order. Adding a type is adding its content schema to the contract's
 * `QR_CONTENT_SCHEMAS` and its definition to its group's list; each list is checked against its group's
 * schemas, so a key missing or extra versus the contract is a compile error.
 * The generic types (`text`, `url`) come first in the catalog but last when parsing a payload.
 */
export const QR_TYPES: readonly QrTypeDefinition[] = [
  ...everyKey<keyof typeof GENERAL_CONTENT_SCHEMAS>()([text, url, email]),
  ...COMMUNICATION_TYPES,
  ...APP_TYPES,
  ...PAYMENT_TYPES,
];

const byKey = new Map<string, QrTypeDefinition>(QR_TYPES.map((definition) => [definition.key, definition]));

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
    const hint = didYouMean(key, byKey.keys());
    throw new QrbarError(
      "UNKNOWN_TYPE",
      errorSentence`unknown QR type '${key}'; see ${{ catalog: "qr" }} for the ${QR_TYPES.length} known types${hint}`,
      {
        details: [{ field: "type", message: `'${key}' is not a QR type${hint}` }],
      },
    );
  }
  return definition;
}
