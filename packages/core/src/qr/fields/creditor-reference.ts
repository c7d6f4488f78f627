import { QrbarError } from "../../errors/qrbar-error.js";
import { passesMod97 } from "./mod97.js";

/**
 * Normalises an ISO 11649 creditor reference (spaces removed, upper case) and checks it: `RF`, two check digits,
 * 1 to 21 letters or digits, MOD 97-10 over the reference with `RF` and the check digits moved to the end.
 * Throws a `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * checkCreditorReference("RF18 5390 0754 7034", "content.reference"); // "RF18539007547034"
 * ```
 */
export function checkCreditorReference(raw: string, field: string): string {
  const reference = raw.replace(/ /g, "").toUpperCase();
  if (!/^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(reference)) {
    throw QrbarError.field(
      field,
      "must be an ISO 11649 creditor reference: RF, two check digits and up to 21 letters or digits",
    );
  }
  if (!passesMod97(reference.slice(4) + reference.slice(0, 4))) {
    throw QrbarError.field(field, "fails the ISO 11649 mod-97 check");
  }
  return reference;
}
