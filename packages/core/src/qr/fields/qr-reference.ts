import { QrbarError } from "../../errors/qrbar-error.js";

/** Carry table of the recursive modulo-10 algorithm (Swiss payment slips, ESR/QRR). */
const CARRY = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

/**
 * The check digit of the recursive modulo-10 algorithm over a digit string.
 *
 * @example
 * ```ts
 * mod10RecursiveCheckDigit("21000000000313947143000901"); // 7
 * ```
 */
export function mod10RecursiveCheckDigit(digits: string): number {
  let carry = 0;
  for (const digit of digits) carry = CARRY[(carry + Number(digit)) % 10] as number;
  return (10 - carry) % 10;
}

/**
 * Normalises a Swiss QR reference (QRR) by removing spaces and checks it: 27 digits, the last one the recursive
 * modulo-10 check digit of the first 26. Throws a `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * checkQrReference("21 00000 00003 13947 14300 09017", "content.reference"); // "210000000003139471430009017"
 * ```
 */
export function checkQrReference(raw: string, field: string): string {
  const reference = raw.replace(/ /g, "");
  if (!/^[0-9]{27}$/.test(reference)) throw QrbarError.field(field, "must be a QR reference of 27 digits");
  if (/^0+$/.test(reference)) {
    throw QrbarError.field(field, "must not be all zeros (Swiss Implementation Guidelines QR-bill 2.3)");
  }
  const expected = mod10RecursiveCheckDigit(reference.slice(0, 26));
  if (Number(reference[26]) !== expected) {
    throw QrbarError.field(field, `fails the modulo-10 recursive check: the last digit should be ${expected}`);
  }
  return reference;
}
