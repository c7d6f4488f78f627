import { QR_CONTENT_SCHEMAS } from "@qrbar/contract";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { checkLightningRequest } from "../../fields/lightning-request.js";
import { formatQuery, parseQuery } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

/** How one Bitcoin-style coin differs from the others (its content schema is the contract's, by key). */
export interface Bip21Coin<K extends Bip21Key> {
  readonly key: K;
  readonly label: string;
  /** URI scheme without the colon: `bitcoin`. */
  readonly scheme: string;
  /** Largest amount, as a decimal string (the coin's supply cap). */
  readonly maxAmount: string;
  /** Checks an address and returns its canonical form, or throws a `VALIDATION_ERROR` on `field`. */
  readonly checkAddress: (address: string, field: string) => string;
  readonly example: {
    readonly address: string;
    readonly amount?: string;
    readonly label?: string;
    readonly message?: string;
  };
}

/** The coins written as BIP 21 URIs. */
type Bip21Key = "bitcoin" | "litecoin" | "dogecoin" | "bitcoincash";

/**
 * Declares a BIP 21-style payment URI type: `<scheme>:<address>?amount=<decimal>&label=&message=`, values
 * percent-encoded; a URI with an unknown `req-` parameter is not claimed, as BIP 21 requires. Bitcoin (with
 * `lightning=`), Litecoin, Dogecoin and Bitcoin Cash are rows of this.
 *
 * @example
 * ```ts
 * export const litecoin = defineBip21Coin({ key: "litecoin", scheme: "litecoin", unit: "LTC", ... });
 * ```
 */
export function defineBip21Coin<const K extends Bip21Key>(coin: Bip21Coin<K>) {
  const schema = QR_CONTENT_SCHEMAS[coin.key];
  /** Whether the URI may carry a BOLT 11 invoice in `lightning=` (unified Bitcoin QR): its schema says. */
  const lightning = "lightning" in schema.properties;
  const amountRule = { decimals: 8, max: coin.maxAmount } as const;
  return definePaymentType({
    key: coin.key,
    label: coin.label,
    schema,
    example: coin.example,
    build: (content) =>
      `${coin.scheme}:${coin.checkAddress(content.address, "content.address")}${formatQuery([
        [
          "amount",
          content.amount === undefined ? undefined : toDecimalAmount(content.amount, "content.amount", amountRule),
        ],
        ["label", content.label],
        ["message", content.message],
        [
          "lightning",
          content.lightning === undefined
            ? undefined
            : checkLightningRequest(content.lightning, "content.lightning", "invoice"),
        ],
      ])}`,
    read: (payload) => {
      const match = new RegExp(`^${coin.scheme}:(?://)?([^?]+)(?:\\?(.*))?$`, "is").exec(payload);
      const query = match && parseQuery(match[2] ?? "");
      if (!query || [...query.keys()].some((name) => name.startsWith("req-"))) return undefined;
      return definedFields({
        address: match[1] as string,
        amount: query.get("amount") || undefined,
        label: query.get("label") || undefined,
        message: query.get("message") || undefined,
        lightning: (lightning && query.get("lightning")) || undefined,
      });
    },
  });
}
