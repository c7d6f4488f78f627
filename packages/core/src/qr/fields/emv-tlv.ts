import { QrbarError } from "../../errors/qrbar-error.js";
import { crc16 } from "./crc16.js";

/** One EMV data object: a two-digit ID and its value. */
export interface TlvField {
  readonly id: string;
  readonly value: string;
}

/** The CRC data object's ID and length, which the checksum covers: `6304`. */
const CRC_HEADER = "6304";

/**
 * Encodes data objects as EMV QRCPS TLV: two-digit ID, two-digit length, value. A value over 99 characters cannot be
 * encoded: that is a `VALIDATION_ERROR` on `field` (or `content` when no field is given for that object).
 *
 * @example
 * ```ts
 * encodeTlv([{ id: "00", value: "01" }, { id: "58", value: "BR" }]); // "0002015802BR"
 * ```
 */
export function encodeTlv(fields: readonly TlvField[], fieldNames: Readonly<Record<string, string>> = {}): string {
  return fields
    .map(({ id, value }) => {
      const length = [...value].length;
      if (length > 99) {
        throw QrbarError.field(
          fieldNames[id] ?? "content",
          `makes EMV data object ${id} ${length} characters long; the limit is 99`,
        );
      }
      return `${id}${String(length).padStart(2, "0")}${value}`;
    })
    .join("");
}

/**
 * Splits EMV TLV text into data objects, or `undefined` when it is not well-formed (a bad ID or length, or a
 * length running past the end).
 *
 * @example
 * ```ts
 * decodeTlv("0002015802BR"); // [{ id: "00", value: "01" }, { id: "58", value: "BR" }]
 * ```
 */
export function decodeTlv(text: string): TlvField[] | undefined {
  const chars = [...text];
  const fields: TlvField[] = [];
  for (let at = 0; at < chars.length; ) {
    const id = chars.slice(at, at + 2).join("");
    const length = chars.slice(at + 2, at + 4).join("");
    if (!/^\d\d$/.test(id) || !/^\d\d$/.test(length) || at + 4 + Number(length) > chars.length) return undefined;
    fields.push({ id, value: chars.slice(at + 4, at + 4 + Number(length)).join("") });
    at += 4 + Number(length);
  }
  return fields;
}

/**
 * Appends the CRC data object (tag 63) to an EMV payload: `6304` and the CRC-16/CCITT-FALSE of everything before
 * it, `6304` included.
 *
 * @example
 * ```ts
 * appendCrc("...62070503***"); // "...62070503***6304" + 4 hex digits
 * ```
 */
export const appendCrc = (payload: string): string => `${payload}${CRC_HEADER}${crc16(payload + CRC_HEADER)}`;

/**
 * Whether an EMV payload ends with a CRC data object whose value matches the rest (hex digits in either case).
 *
 * @example
 * ```ts
 * hasValidCrc(appendCrc("000201")); // true
 * ```
 */
export function hasValidCrc(payload: string): boolean {
  const at = payload.length - 8;
  return (
    at >= 0 &&
    payload.slice(at, at + 4) === CRC_HEADER &&
    payload.slice(at + 4).toUpperCase() === crc16(payload.slice(0, at + 4))
  );
}
