import { QrbarError } from "../../errors/qrbar-error.js";
import { crc16 } from "./crc16.js";
import { appendCrc, decodeTlv, encodeTlv, hasValidCrc, type TlvField } from "./emv-tlv.js";

/**
 * The root data objects of an EMV merchant-presented QR code (EMVCo QRCPS-MPM), values ready to write: text already
 * checked, amounts formatted, templates given as their sub-objects.
 */
export interface MerchantPayload {
  /** ID 01: `11` static (reusable), `12` dynamic (one payment); absent when not stated. */
  readonly pointOfInitiation?: "11" | "12";
  /** IDs 02..51: payment-network primitives (02..25) or templates (26..51) with their sub-objects. */
  readonly merchantAccounts: ReadonlyArray<{ readonly id: string; readonly value: string | readonly TlvField[] }>;
  /** ID 52: ISO 18245 merchant category code, four digits. */
  readonly merchantCategoryCode: string;
  /** ID 53: ISO 4217 numeric currency code. */
  readonly currency: string;
  /** ID 54: transaction amount. */
  readonly amount?: string;
  /** ID 58: ISO 3166-1 alpha-2 country code. */
  readonly countryCode: string;
  /** ID 59: merchant name. */
  readonly merchantName: string;
  /** ID 60: merchant city. */
  readonly merchantCity: string;
  /** ID 61: postal code. */
  readonly postalCode?: string;
  /** ID 62: additional data field template sub-objects (05 reference label, ...). */
  readonly additionalData?: readonly TlvField[];
}

/** ID of a root data object to the content field an over-long value is reported on. */
export type EmvFieldNames = Readonly<Record<string, string>>;

/** A primitive as it is, a template as its sub-objects' TLV (each sub-object at most 99 characters by schema). */
const encodeValue = (value: string | readonly TlvField[]): string =>
  typeof value === "string" ? value : encodeTlv(value);

/**
 * Writes an EMV merchant-presented payload in the standard's order (00, 01, 02..51, 52, 53, 54, 58, 59, 60, 61, 62)
 * and appends the CRC (63). A data object over 99 characters is a `VALIDATION_ERROR` on the field `names` maps its
 * ID to.
 *
 * @example
 * ```ts
 * buildMerchantPayload({ merchantAccounts: [...], merchantCategoryCode: "0000", currency: "986", countryCode: "BR",
 *   merchantName: "Fulano de Tal", merchantCity: "BRASILIA", additionalData: [{ id: "05", value: "***" }] }, {});
 * ```
 */
export function buildMerchantPayload(payload: MerchantPayload, names: EmvFieldNames): string {
  const optional = (id: string, value: string | readonly TlvField[] | undefined): TlvField[] =>
    value === undefined ? [] : [{ id, value: encodeValue(value) }];
  const fields: TlvField[] = [
    { id: "00", value: "01" },
    ...optional("01", payload.pointOfInitiation),
    ...payload.merchantAccounts.map(({ id, value }) => ({ id, value: encodeValue(value) })),
    { id: "52", value: payload.merchantCategoryCode },
    { id: "53", value: payload.currency },
    ...optional("54", payload.amount),
    { id: "58", value: payload.countryCode },
    { id: "59", value: payload.merchantName },
    { id: "60", value: payload.merchantCity },
    ...optional("61", payload.postalCode),
    ...optional("62", payload.additionalData),
  ];
  return appendCrc(encodeTlv(fields, names));
}

/** The root objects of a parsed payload, templates (26..51, 62) split into sub-objects. */
export interface ParsedMerchantPayload extends Omit<MerchantPayload, "merchantAccounts"> {
  readonly merchantAccounts: ReadonlyArray<{ readonly id: string; readonly value: string | TlvField[] }>;
}

const isTemplateId = (id: string): boolean => id >= "26" && id <= "51";

/** An account list a reader claims: Pix claims the codes with its GUI, the generic EMV type every other one. */
export type ClaimsAccounts = (accounts: ParsedMerchantPayload["merchantAccounts"]) => boolean;

/** A rule of EMV QRCPS-MPM a payload breaks, as the `QrbarError` a payment type's `read` throws. */
const breach = (message: string) => new QrbarError("INVALID_CONTENT", message);

/**
 * Reads an EMV merchant-presented payload: well-formed TLV starting with `000201` whose merchant accounts `claims`
 * takes, or `undefined` for anything else. A payload it takes must end with a CRC that matches (QRCPS-MPM 4.7.3) and
 * hold the mandatory objects 52, 53, 58, 59 and 60; one that does not throws an `INVALID_CONTENT` error saying what
 * is wrong. Objects it has no field for (55..57 tips, 64 alternate language, 65..99) are skipped.
 *
 * @example
 * ```ts
 * parseMerchantPayload("00020126580014br.gov.bcb.pix...63041D3D", () => true)?.merchantName; // "Fulano de Tal"
 * ```
 */
export function parseMerchantPayload(text: string, claims: ClaimsAccounts): ParsedMerchantPayload | undefined {
  if (!text.startsWith("000201")) return undefined;
  const fields = decodeTlv(text);
  if (!fields) return undefined;
  const merchantAccounts = fields
    .filter((f) => f.id >= "02" && f.id <= "51")
    .map((f) => ({ id: f.id, value: isTemplateId(f.id) ? decodeTlv(f.value) : f.value }));
  if (merchantAccounts.some((a) => a.value === undefined)) return undefined;
  const accounts = merchantAccounts as ParsedMerchantPayload["merchantAccounts"];
  if (!claims(accounts)) return undefined;
  if (!hasValidCrc(text)) {
    const expected = text.length >= 8 ? crc16(text.slice(0, -4)) : undefined;
    throw breach(
      expected && text.slice(-8, -4) === "6304"
        ? `its CRC (object 63) is ${text.slice(-4)}, but the data gives ${expected}`
        : "it does not end with its CRC (object 63, 6304 and 4 hex digits)",
    );
  }
  const byId = new Map(fields.map((f) => [f.id, f.value]));
  const required = ["52", "53", "58", "59", "60"].map((id) => byId.get(id));
  const missing = ["52", "53", "58", "59", "60"].filter((_, i) => required[i] === undefined);
  if (missing.length) throw breach(`it lacks the mandatory object(s) ${missing.join(", ")}`);
  const [merchantCategoryCode, currency, countryCode, merchantName, merchantCity] = required as string[];
  const pointOfInitiation = byId.get("01");
  if (pointOfInitiation !== undefined && pointOfInitiation !== "11" && pointOfInitiation !== "12") {
    throw breach(`its point of initiation (object 01) is ${pointOfInitiation}, not 11 or 12`);
  }
  const additional = byId.get("62");
  const additionalData = additional === undefined ? undefined : decodeTlv(additional);
  if (additional !== undefined && !additionalData) throw breach("its additional data (object 62) is not TLV");
  return {
    ...(pointOfInitiation === undefined ? {} : { pointOfInitiation }),
    merchantAccounts: accounts,
    merchantCategoryCode: merchantCategoryCode as string,
    currency: currency as string,
    ...(byId.has("54") ? { amount: byId.get("54") as string } : {}),
    countryCode: countryCode as string,
    merchantName: merchantName as string,
    merchantCity: merchantCity as string,
    ...(byId.has("61") ? { postalCode: byId.get("61") as string } : {}),
    ...(additionalData ? { additionalData } : {}),
  };
}
