import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * Returns `value` when it has no line break, for formats whose fields are lines (EPC, Swiss QR bill); otherwise a
 * `VALIDATION_ERROR` on `field`.
 *
 * @example
 * ```ts
 * checkSingleLine("Invoice 42", "content.remittance_text"); // "Invoice 42"
 * ```
 */
export function checkSingleLine(value: string, field: string): string {
  if (/[\r\n]/.test(value)) throw QrbarError.field(field, "must be a single line (no line breaks)");
  return value;
}
