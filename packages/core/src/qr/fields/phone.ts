import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * Schema of a phone number as callers type it: digits with an optional leading `+` and the usual
 * separators (spaces, dashes, dots, parentheses). {@link toE164} turns it into E.164.
 *
 * @example
 * ```ts
 * const schema = Type.Object({ phone: phoneSchema("Number to call.") });
 * ```
 */
export const phoneSchema = (description: string) =>
  Type.String({
    minLength: 2,
    maxLength: 32,
    pattern: "^\\+?[0-9 ().\\-]+$",
    errorMessage: "must be a phone number in international form such as +14155550123",
    description: `${description} International (E.164) form: + country code and number; spaces, dashes, dots and parentheses are removed.`,
    examples: ["+14155550123"],
  });

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
