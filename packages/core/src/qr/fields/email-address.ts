import { Type } from "@sinclair/typebox";

/** A pragmatic addr-spec check: local part, one @, a dotted domain, no spaces or specials. */
export const EMAIL_PATTERN = '^[^\\s@<>(),;:"\\[\\]]+@[^\\s@<>(),;:"\\[\\]]+\\.[^\\s@<>(),;:"\\[\\]]+$';

/**
 * Schema of an e-mail address (the same addr-spec check as the `email` type).
 *
 * @example
 * ```ts
 * const schema = Type.Object({ emails: Type.Array(emailAddressSchema("An e-mail address.")) });
 * ```
 */
export const emailAddressSchema = (description: string) =>
  Type.String({
    maxLength: 254,
    pattern: EMAIL_PATTERN,
    errorMessage: "must be an e-mail address",
    description,
    examples: ["jane@example.com"],
  });

const emailPattern = new RegExp(EMAIL_PATTERN);

/**
 * Whether text is an e-mail address by the same check as {@link emailAddressSchema}.
 *
 * @example
 * ```ts
 * isEmailAddress("jane@example.com"); // true
 * ```
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && emailPattern.test(text);
}
