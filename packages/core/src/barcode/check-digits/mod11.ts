import type { CheckDigitAlgorithm } from "../content/content-rules.js";

/**
 * The ISBN-10 / ISSN family of check characters: digits weighted from `top` down to 2, the check
 * character makes the sum a multiple of 11; 10 is written `X`.
 */
function mod11(digits: string, top: number): string {
  let sum = 0;
  [...digits].forEach((d, i) => {
    sum += Number(d) * (top - i);
  });
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

/**
 * ISBN-10 check character of 9 digits (ISO 2108: weights 10..2, mod 11, `X` for 10).
 *
 * @example
 * ```ts
 * isbn10CheckDigit("030640615"); // "2"
 * ```
 */
export const isbn10CheckDigit = (digits: string): string => mod11(digits, 10);

/**
 * ISSN check character of 7 digits (ISO 3297: weights 8..2, mod 11, `X` for 10).
 *
 * @example
 * ```ts
 * issnCheckDigit("0378595"); // "5"
 * ```
 */
export const issnCheckDigit = (digits: string): string => mod11(digits, 8);

/** This check digit as content rules compute it and their errors name it. */
export const ISBN10_MOD11: CheckDigitAlgorithm = { name: "ISBN-10 mod-11", compute: isbn10CheckDigit };

/** This check digit as content rules compute it and their errors name it. */
export const ISSN_MOD11: CheckDigitAlgorithm = { name: "ISSN mod-11", compute: issnCheckDigit };
