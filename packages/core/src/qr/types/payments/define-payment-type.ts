import type { Static, TObject } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { defineQrType, type QrTypeDefinition } from "../../qr-type.js";

/** A payment type whose `parse` reads a payload's fields; the result is kept only if it is valid content. */
export interface PaymentTypeDefinition<S extends TObject> extends Omit<QrTypeDefinition<S>, "parse"> {
  /** Reads the fields of a payload of this type, or `undefined`; may throw on malformed input. */
  readonly read: (payload: string) => Static<S> | undefined;
}

/**
 * Declares a payment QR type whose parser is strict: a payload is claimed only if the fields read from it satisfy
 * the schema and build again (checksums, references, lengths), so every scanned payment code reported with this
 * key is one a wallet or banking app would accept, and `parse` never throws.
 *
 * @example
 * ```ts
 * export const upi = definePaymentType({ key: "upi", label: "UPI payment", schema, example, build, read });
 * ```
 */
export function definePaymentType<S extends TObject>(definition: PaymentTypeDefinition<S>): QrTypeDefinition<S> {
  const { read, ...rest } = definition;
  return defineQrType({
    ...rest,
    parse: (payload) => {
      try {
        const content = read(payload);
        if (content === undefined || !Value.Check(definition.schema, content)) return undefined;
        definition.build(content);
        return content;
      } catch {
        return undefined;
      }
    },
  });
}
