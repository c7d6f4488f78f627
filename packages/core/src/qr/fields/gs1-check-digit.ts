/**
 * The GS1 mod-10 check digit of a digit string without its check digit (GS1 General
 * Specifications §7.9.1): weights 3 and 1 alternate from the rightmost digit leftwards.
 * Serves every GS1 key: GTIN-8/12/13/14, SSCC, GLN.
 *
 * @example
 * ```ts
 * gs1CheckDigit("0950600013435"); // 2 (GTIN-14 09506000134352)
 * ```
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether a digit string ends with its correct GS1 mod-10 check digit.
 *
 * @example
 * ```ts
 * hasValidGs1CheckDigit("4006381333931"); // true
 * hasValidGs1CheckDigit("4006381333932"); // false
 * ```
 */
export function hasValidGs1CheckDigit(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && gs1CheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}
