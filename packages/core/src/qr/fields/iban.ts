import { QrbarError } from "../../errors/qrbar-error.js";
import { passesMod97 } from "./mod97.js";

/**
 * IBAN length by country code, from the SWIFT IBAN registry (ISO 13616), including the territories the
 * registry lists under France (`GF GP MQ RE PF TF YT NC BL MF PM WF`) and Finland (`AX`).
 */
const LENGTHS =
  "AD24 AE23 AL28 AT20 AX18 AZ28 BA20 BE16 BG22 BH22 BI27 BL27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 " +
  "EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GF27 GI23 GL18 GP27 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 " +
  "JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MF27 MK19 MN20 MQ27 MR27 MT31 MU30 NC27 NI28 " +
  "NL18 NO15 OM23 PF27 PK24 PL28 PM27 PS29 PT25 QA29 RE27 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 " +
  "ST25 SV28 TF27 TL23 TN24 TR26 UA29 VA22 VG24 WF27 XK20 YT27";

/**
 * Country code to IBAN length.
 *
 * @example
 * ```ts
 * IBAN_LENGTHS.get("DE"); // 22
 * ```
 */
export const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  LENGTHS.split(" ").map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

/**
 * Normalises an IBAN to its electronic form (no spaces, upper case) and checks it against ISO 13616: a known
 * country, that country's length, and the MOD 97-10 check digits. Throws a `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * checkIban("de89 3704 0044 0532 0130 00", "content.iban"); // "DE89370400440532013000"
 * ```
 */
export function checkIban(raw: string, field: string): string {
  const iban = raw.replace(/ /g, "").toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) {
    throw QrbarError.field(field, "must be an IBAN: a country code, two check digits and the account number");
  }
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS.get(country);
  if (length === undefined) throw QrbarError.field(field, `has country code ${country}, which has no IBAN format`);
  if (iban.length !== length) {
    throw QrbarError.field(field, `must be ${length} characters for ${country}; got ${iban.length}`);
  }
  if (!passesMod97(iban.slice(4) + iban.slice(0, 4))) throw QrbarError.field(field, "fails the mod-97 check");
  return iban;
}
