import type { CheckDigitAlgorithm } from "../content/content-rules.js";

/**
 * USPS POSTNET / PLANET check digit: the digit that brings the sum of all digits to a multiple of 10.
 *
 * @example
 * ```ts
 * postalCheckDigit("555551237"); // "2" (the sum 38 needs 2)
 * ```
 */
export function postalCheckDigit(digits: string): string {
  const sum = [...digits].reduce((s, d) => s + Number(d), 0);
  return String((10 - (sum % 10)) % 10);
}

/** This check digit as content rules compute it and their errors name it. */
export const USPS_DIGIT_SUM: CheckDigitAlgorithm = { name: "USPS digit-sum mod-10", compute: postalCheckDigit };
