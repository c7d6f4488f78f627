import type { CheckDigitAlgorithm } from "../content/content-rules.js";

/**
 * Check digit of an Italian Pharmacode (Code 32, "codice AIC") of 8 digits: digits in odd positions
 * as they are, digits in even positions doubled and their digits summed; the total mod 10.
 *
 * @example
 * ```ts
 * code32CheckDigit("01234567"); // "6"
 * ```
 */
export function code32CheckDigit(digits: string): string {
  let sum = 0;
  [...digits].forEach((d, i) => {
    const v = Number(d) * (i % 2 ? 2 : 1);
    sum += Math.floor(v / 10) + (v % 10);
  });
  return String(sum % 10);
}

/** This check digit as content rules compute it and their errors name it. */
export const CODE32_MOD10: CheckDigitAlgorithm = { name: "Code 32 mod-10", compute: code32CheckDigit };
