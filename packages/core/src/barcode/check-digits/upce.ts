import type { CheckDigitAlgorithm } from "../content/content-rules.js";
import { gs1CheckDigit } from "./gs1-mod10.js";

/**
 * Expands a UPC-E number (number system digit and 6 data digits, no check digit) to the 11 digits
 * of the UPC-A number it abbreviates; the UPC-E check digit is that UPC-A number's check digit.
 *
 * @example
 * ```ts
 * expandUpce("0123456"); // "01234500006"
 * ```
 */
export function expandUpce(digits: string): string {
  const [ns, d1, d2, d3, d4, d5, d6] = [...digits] as [string, string, string, string, string, string, string];
  switch (d6) {
    case "0":
    case "1":
    case "2":
      return `${ns}${d1}${d2}${d6}0000${d3}${d4}${d5}`;
    case "3":
      return `${ns}${d1}${d2}${d3}00000${d4}${d5}`;
    case "4":
      return `${ns}${d1}${d2}${d3}${d4}00000${d5}`;
    default:
      return `${ns}${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  }
}

/** This check digit as content rules compute it and their errors name it. */
export const UPCE_MOD10: CheckDigitAlgorithm = {
  name: "UPC-E (GS1 mod-10 of the expanded UPC-A number)",
  compute: (d) => gs1CheckDigit(expandUpce(d)),
};
