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
