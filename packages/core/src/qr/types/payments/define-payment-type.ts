import type { QrContentSchemas, QrType } from "@qrbar/contract";
import type { Static, TObject } from "@sinclair/typebox";
import { isQrbarError } from "../../../errors/qrbar-error.js";
import { buildPayload } from "../../payload/build-payload.js";
import { InvalidPayloadError } from "../../payload/invalid-payload.js";
import { defineQrType, type QrTypeDefinition } from "../../qr-type.js";

/** A payment type whose `parse` reads a payload's fields; the result is kept only if it is valid content. */
export interface PaymentTypeDefinition<S extends TObject, K extends string>
  extends Omit<QrTypeDefinition<S, K>, "parse"> {
  /**
   * Reads the fields of a payload of this type, or `undefined` for text of another type. Throws a `QrbarError` for
   * text that is of this type but malformed (a bad amount, a wrong CRC).
   */
  readonly read: (payload: string) => Static<S> | undefined;
}

/**
 * Declares a payment QR type whose parser is strict: the fields read from a payload must satisfy the schema and
 * build again (checksums, references, lengths), so every scanned payment code reported with this key is one a
 * wallet or banking app would accept. Text that `read` recognises as this type but that breaks one of those rules
 * throws an {@link InvalidPayloadError} saying which, for `parsePayload` to report as `valid: false`.
 *
 * @example
 * ```ts
 * export const upi = definePaymentType({ key: "upi", label: "UPI payment", schema, example, build, read });
 * ```
 */
export function definePaymentType<const K extends QrType, S extends QrContentSchemas[K]>(
  definition: PaymentTypeDefinition<S, K>,
): QrTypeDefinition<S, K> {
  const { read, ...rest } = definition;
  return defineQrType({
    ...rest,
    parse: (payload) => {
      let content: Static<S> | undefined;
      try {
        content = read(payload);
        if (content !== undefined) buildPayload(definition as unknown as QrTypeDefinition, content);
      } catch (error) {
        if (isQrbarError(error)) throw new InvalidPayloadError(error.message);
        return undefined;
      }
      return content;
    },
  });
}
