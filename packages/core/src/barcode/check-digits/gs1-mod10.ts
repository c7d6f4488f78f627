import type { CheckDigitAlgorithm } from "../content/content-rules.js";

/**
 * GS1 mod-10 check digit of a digit string (EAN/UPC, ITF-14, GTIN, SSCC, GLN, ISBN-13, ISSN's EAN):
 * weights 3 and 1 alternating from the rightmost digit, then the distance to the next multiple of 10.
 *
 * @example
 * ```ts
 * gs1CheckDigit("590123412345"); // "7"
 * ```
 */
export function gs1CheckDigit(digits: string): string {
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return String((10 - (sum % 10)) % 10);
}

/** This check digit as content rules compute it and their errors name it. */
export const GS1_MOD10: CheckDigitAlgorithm = { name: "GS1 mod-10", compute: gs1CheckDigit };
