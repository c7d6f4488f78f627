import { QrbarError } from "../../errors/qrbar-error.js";
import { isCountryCode } from "./country-code.js";

/**
 * Normalises a BIC (spaces removed, upper case) and checks its ISO 9362 form: 4-letter institution code, ISO 3166
 * country code, 2-character location code, optional 3-character branch code. Throws a `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * checkBic("cobadeffxxx", "content.bic"); // "COBADEFFXXX"
 * ```
 */
export function checkBic(raw: string, field: string): string {
  const bic = raw.replace(/ /g, "").toUpperCase();
  if (!/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic)) {
    throw QrbarError.field(
      field,
      "must be a BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (location), optionally 3 more (branch)",
    );
  }
  const country = bic.slice(4, 6);
  if (!isCountryCode(country)) throw QrbarError.field(field, `has ${country} where an ISO 3166 country code belongs`);
  return bic;
}
