import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * Prepares text for an EMV merchant-presented QR data object, whose values use the EMV "ans" set (printable ASCII):
 * accents are dropped (`São Paulo` becomes `Sao Paulo`), anything else outside printable ASCII is a
 * `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * toEmvText("Brasília", "content.merchant_city"); // "Brasilia"
 * ```
 */
export function toEmvText(value: string, field: string): string {
  const ascii = value.normalize("NFD").replace(/\p{Mn}/gu, "");
  if (!/^[\x20-\x7e]*$/.test(ascii)) {
    throw QrbarError.field(field, "must use letters without special marks, digits, spaces and ASCII punctuation");
  }
  return ascii;
}
