import type { CheckDigitAlgorithm } from "../content/content-rules.js";

/**
 * Check digit of a Deutsche Post Identcode or Leitcode: weights 4 and 9 alternating from the left,
 * then the distance to the next multiple of 10.
 *
 * @example
 * ```ts
 * deutschePostCheckDigit("56310243031"); // "3"
 * ```
 */
export function deutschePostCheckDigit(digits: string): string {
  let sum = 0;
  [...digits].forEach((d, i) => {
    sum += Number(d) * (i % 2 ? 9 : 4);
  });
  return String((10 - (sum % 10)) % 10);
}

/** This check digit as content rules compute it and their errors name it. */
export const DEUTSCHE_POST_MOD10: CheckDigitAlgorithm = {
  name: "Deutsche Post 4-9 mod-10",
  compute: deutschePostCheckDigit,
};
