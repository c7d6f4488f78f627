import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * Normalises a phone number to E.164 (`+` then 2..15 digits, no leading zero), or throws a
 * `VALIDATION_ERROR` naming `field`.
 *
 * @example
 * ```ts
 * toE164("+49 (170) 123-4567", "content.phone"); // "+491701234567"
 * ```
 */
export function toE164(value: string, field: string): string {
  const compact = value.replace(/[ ().-]/g, "");
  if (!/^\+[1-9]\d{1,14}$/.test(compact)) {
    throw QrbarError.field(
      field,
      "must be a phone number in international form such as +14155550123 (E.164: + country code, at most 15 digits)",
    );
  }
  return compact;
}
