import type { LabelGenerateRequest } from "@qrbar/contract";
import { QrbarError } from "../errors/qrbar-error.js";
import { numericCountryCode } from "./country-numeric.js";

const RS = "\x1e";
const GS = "\x1d";
const EOT = "\x04";

/** Which parts of the message a symbol takes. */
export interface CarrierMessageOptions {
  /** Keep only fields written in ISO 8859-1 (MaxiCode); others are left empty. */
  readonly latin1: boolean;
  /** Include the ship-to street, city and region (fields 12 to 14). */
  readonly address: boolean;
}

/** A structured carrier message and the MaxiCode mode its postal code calls for. */
export interface CarrierMessage {
  readonly text: string;
  /** 2: numeric postal code of up to 9 digits; 3: alphanumeric, up to 6 characters. */
  readonly mode: 2 | 3;
  /** The postal code as the message carries it. */
  readonly postalCode: string;
  /** ISO 3166-1 numeric country code of the recipient. */
  readonly country: string;
  /** 3-digit class of service (empty without `maxicode`). */
  readonly serviceClass: string;
  /**
   * The message without postal code, country and class (which a MaxiCode's primary message holds):
   * what ZPL's `^BD` takes after them.
   */
  readonly secondary: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range starts at U+0000.
const LATIN1 = /^[\x00-\xff]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: RS, GS and EOT would break the message's structure.
const SEPARATORS = /[\x1d\x1e\x04]/g;

/**
 * The postal code as a carrier message takes it (capitals and digits only) and the MaxiCode mode
 * for it: mode 2 for up to 9 digits, else mode 3 with the first 6 characters.
 *
 * @example
 * ```ts
 * messagePostalCode("100-0001"); // { postalCode: "1000001", mode: 2 }
 * messagePostalCode("SW1A 1AA"); // { postalCode: "SW1A1A", mode: 3 }
 * ```
 */
export function messagePostalCode(postal: string): { postalCode: string; mode: 2 | 3 } {
  const compact = postal.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return /^\d{1,9}$/.test(compact) ? { postalCode: compact, mode: 2 } : { postalCode: compact.slice(0, 6), mode: 3 };
}

/**
 * Builds the label's ANSI MH10.8.3 structured carrier message (ISO/IEC 15434 format 01, version
 * 96), the one MaxiCode and carriers' PDF417 codes carry:
 * `[)>` RS `01` GS `96` postal code GS country (ISO numeric) GS class of service GS tracking number
 * GS SCAC GS shipper id GS pickup day (empty) GS reference GS package n/x GS weight (whole kg,
 * rounded up) GS address validation (empty) GS street GS city GS region RS EOT.
 *
 * @example
 * ```ts
 * carrierMessage(request, { latin1: true, address: true }).text;
 * // "[)>\x1e01\x1d961000001\x1d392\x1d001\x1d1Z999AA10123456784\x1d..."
 * ```
 */
export function carrierMessage(request: LabelGenerateRequest, options: CarrierMessageOptions): CarrierMessage {
  const { recipient } = request;
  const country = numericCountryCode(recipient.country);
  if (!country) {
    throw QrbarError.field(
      "recipient.country",
      `${recipient.country} has no ISO 3166-1 numeric code, which a structured carrier message needs; leave out maxicode and two_d`,
      "INVALID_CONTENT",
    );
  }
  const { postalCode, mode } = messagePostalCode(recipient.postal_code);
  const field = (value: string | undefined) => {
    const clean = (value ?? "").replace(SEPARATORS, " ");
    return options.latin1 && !LATIN1.test(clean) ? "" : clean;
  };
  const address = (value: string | undefined) => (options.address ? field(value) : "");
  const serviceClass = request.maxicode?.service_class ?? "";
  const fields = [
    `96${postalCode}`,
    country,
    serviceClass,
    request.tracking_number,
    request.maxicode?.scac ?? "",
    request.maxicode?.shipper_id ?? "",
    "",
    field(request.reference),
    request.package ? `${request.package.index}/${request.package.count}` : "",
    request.weight_kg === undefined ? "" : String(Math.ceil(request.weight_kg)),
    "",
    address(recipient.lines[0]),
    address(recipient.city),
    address(recipient.region),
  ];
  const envelope = (data: readonly string[]) => `[)>${RS}01${GS}${data.join(GS)}${RS}${EOT}`;
  return {
    text: envelope(fields),
    mode,
    postalCode,
    country,
    serviceClass,
    secondary: envelope(["96", ...fields.slice(3)]).replace(`96${GS}`, "96"),
  };
}
