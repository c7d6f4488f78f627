import type { Static } from "@sinclair/typebox";
import { APP_CONTENT_SCHEMAS } from "./apps.js";
import { COMMUNICATION_CONTENT_SCHEMAS } from "./communication.js";
import { GENERAL_CONTENT_SCHEMAS } from "./general.js";
import { PAYMENT_CONTENT_SCHEMAS } from "./payments.js";

/**
 * Every QR type's content schema, by type key, in catalog order: the one definition of what each type's
 * `content` holds, one group record after another. The core's type registry must have exactly these keys
 * (each of its group lists is checked against its group's record at compile time).
 *
 * @example
 * ```ts
 * Object.keys(QR_CONTENT_SCHEMAS.wifi.properties); // ["ssid", "encryption", "password", ...]
 * ```
 */
export const QR_CONTENT_SCHEMAS = {
  ...GENERAL_CONTENT_SCHEMAS,
  ...COMMUNICATION_CONTENT_SCHEMAS,
  ...APP_CONTENT_SCHEMAS,
  ...PAYMENT_CONTENT_SCHEMAS,
};

/** The content schemas' types, by key. */
export type QrContentSchemas = typeof QR_CONTENT_SCHEMAS;

/** A QR type key, e.g. `"wifi"`. */
export type QrType = keyof QrContentSchemas;

/** The `content` of a QR type, e.g. `QrContent<"url">` is `{ url: string }`. */
export type QrContent<K extends QrType = QrType> = Static<QrContentSchemas[K]>;
