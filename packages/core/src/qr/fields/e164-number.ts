import { toE164 } from "./phone.js";

/**
 * Reads a phone number found in a payload: the E.164 form once RFC 3966 visual separators
 * (`-` `.` `(` `)`) and spaces are removed, or `undefined` when it is not an international number.
 * The lenient twin of {@link toE164}, for parsers.
 *
 * @example
 * ```ts
 * readE164("+1-415-555-0123"); // "+14155550123"
 * readE164("555-0123"); // undefined
 * ```
 */
export function readE164(text: string): string | undefined {
  try {
    return toE164(text, "phone");
  } catch {
    return undefined;
  }
}
