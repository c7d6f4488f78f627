/**
 * ISO 7064 MOD 97-10 remainder of an alphanumeric string, letters counting as two digits (A = 10 ... Z = 35),
 * as IBANs (ISO 13616) and creditor references (ISO 11649) use it. Works on any length without big numbers.
 *
 * @example
 * ```ts
 * mod97("3214282912345698765432161182"); // 1: the digits of "GB82 WEST 1234 5698 7654 32" rearranged
 * ```
 */
export function mod97(text: string): number {
  let remainder = 0;
  for (const char of text.toUpperCase()) {
    const value = Number.parseInt(char, 36);
    if (Number.isNaN(value)) return Number.NaN;
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/**
 * Whether `rearranged` (check characters moved to the end) satisfies MOD 97-10, i.e. leaves remainder 1.
 *
 * @example
 * ```ts
 * passesMod97("WEST12345698765432GB82"); // true
 * ```
 */
export const passesMod97 = (rearranged: string): boolean => mod97(rearranged) === 1;
