/**
 * Thrown by a QR type's `parse` for text that is recognisably of its type (an EPC code's `BCD` header, a Pix code's
 * GUI) but breaks a rule its standard makes a MUST: `parsePayload` reports it as `valid: false` with this message
 * rather than guessing the fields or calling it plain text.
 *
 * @example
 * ```ts
 * throw new InvalidPayloadError("the CRC (tag 63) is 1D3E; the payload's is 1D3D");
 * ```
 */
export class InvalidPayloadError extends Error {
  override readonly name = "InvalidPayloadError";
}
