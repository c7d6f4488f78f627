import type { CheckDigitAlgorithm } from "../content/content-rules.js";

/**
 * Check digit of a PZN8 (Pharmazentralnummer) of 7 digits: weights 1..7, sum mod 11. A remainder
 * of 10 has no check digit: such numbers are never issued, so `undefined`.
 *
 * @example
 * ```ts
 * pznCheckDigit("2758089"); // "9"
 * ```
 */
export function pznCheckDigit(digits: string): string | undefined {
  let sum = 0;
  [...digits].forEach((d, i) => {
    sum += Number(d) * (i + 1);
  });
  const check = sum % 11;
  return check === 10 ? undefined : String(check);
}

/** This check digit as content rules compute it and their errors name it. */
export const PZN_MOD11: CheckDigitAlgorithm = { name: "PZN mod-11", compute: pznCheckDigit };
