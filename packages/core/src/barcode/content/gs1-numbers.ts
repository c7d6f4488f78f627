import { GS1_MOD10 } from "../check-digits/gs1-mod10.js";
import { checkDigitNumber } from "./check-digit-number.js";

/**
 * A number behind GS1 AI `ai`: `digits` and a GS1 check digit; `(ai)` may be written or left out.
 *
 * @example
 * ```ts
 * const sscc = aiNumber("00", 17); // the content kind of SSCC-18
 * ```
 */
export const aiNumber = (ai: string, digits: number, notes?: string, refine?: (digits: string, key: string) => void) =>
  checkDigitNumber({
    dataLengths: [digits],
    algorithm: GS1_MOD10,
    prefix: `(${ai})`,
    encode: (n) => ({ text: `(${ai})${n}`, payload: `${ai}${n}`, hri: `(${ai})${n}`, gs1: [{ ai, value: n }] }),
    ...(notes ? { notes } : {}),
    ...(refine ? { refine } : {}),
  });

/**
 * A GTIN behind AI (01): 13 digits and a check digit; `(01)` may be written or left out.
 *
 * @example
 * ```ts
 * const ean14 = gtin(); // the content kind of EAN-14
 * ```
 */
export const gtin = (notes?: string, refine?: (digits: string, key: string) => void) =>
  aiNumber("01", 13, notes, refine);
