import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * `value` as given, unless it is empty or only white space: a mandatory field of a payment standard (the payee's
 * name of EPC QR, UPI, a Swiss QR-bill's name and town) that a bank app would show as nobody.
 *
 * @example
 * ```ts
 * nonBlank("Red Cross", "content.name"); // "Red Cross"
 * nonBlank(" ", "content.name"); // throws: content.name must not be blank (it is mandatory)
 * ```
 */
export function nonBlank(value: string, field: string): string {
  if (value.trim() === "") throw QrbarError.field(field, "must not be blank (it is mandatory)");
  return value;
}
