import { EMAIL_PATTERN } from "@qrbar/contract";

const emailPattern = new RegExp(EMAIL_PATTERN);

/**
 * Whether text is an e-mail address by the same check as the contract's `emailAddressSchema`.
 *
 * @example
 * ```ts
 * isEmailAddress("jane@example.com"); // true
 * ```
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && emailPattern.test(text);
}
