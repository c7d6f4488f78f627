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

/**
 * Reads an EMV merchant-presented payload: well-formed TLV starting with `000201`, ending with a CRC that matches,
 * with the mandatory objects 52, 53, 58, 59 and 60. Returns `undefined` for anything else. Objects it has no field
 * for (55..57 tips, 64 alternate language, 65..99) are skipped.
 *
 * @example
 * ```ts
 * parseMerchantPayload("00020126580014br.gov.bcb.pix...63041D3D")?.merchantName; // "Fulano de Tal"
 * ```
 */
export function parseMerchantPayload(text: string): ParsedMerchantPayload | undefined {
  if (!text.startsWith("000201") || !hasValidCrc(text)) return undefined;
  const fields = decodeTlv(text);
  if (!fields) return undefined;
  const byId = new Map(fields.map((f) => [f.id, f.value]));
  const required = ["52", "53", "58", "59", "60"].map((id) => byId.get(id));
  const [merchantCategoryCode, currency, countryCode, merchantName, merchantCity] = required;
  if (required.some((v) => v === undefined)) return undefined;
  const pointOfInitiation = byId.get("01");
  if (pointOfInitiation !== undefined && pointOfInitiation !== "11" && pointOfInitiation !== "12") return undefined;
  const merchantAccounts = fields
    .filter((f) => f.id >= "02" && f.id <= "51")
    .map((f) => ({ id: f.id, value: isTemplateId(f.id) ? decodeTlv(f.value) : f.value }));
  if (merchantAccounts.some((a) => a.value === undefined)) return undefined;
  const additional = byId.get("62");
  const additionalData = additional === undefined ? undefined : decodeTlv(additional);
  if (additional !== undefined && !additionalData) return undefined;
  return {
    ...(pointOfInitiation === undefined ? {} : { pointOfInitiation }),
    merchantAccounts: merchantAccounts as ParsedMerchantPayload["merchantAccounts"],
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
