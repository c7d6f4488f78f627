import { type TObject, Type } from "@sinclair/typebox";
import { amountSchema, toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { checkLightningRequest } from "../../fields/lightning-request.js";
import { formatQuery, parseQuery } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

/** How one Bitcoin-style coin differs from the others. */
export interface Bip21Coin {
  readonly key: string;
  readonly label: string;
  /** URI scheme without the colon: `bitcoin`. */
  readonly scheme: string;
  /** Unit for descriptions: `BTC`. */
  readonly unit: string;
  /** Largest amount, as a decimal string (the coin's supply cap). */
  readonly maxAmount: string;
  /** Checks an address and returns its canonical form, or throws a `VALIDATION_ERROR` on `field`. */
  readonly checkAddress: (address: string, field: string) => string;
  readonly addressDescription: string;
  /** Whether the URI may carry a BOLT 11 invoice in `lightning=` (unified Bitcoin QR). */
  readonly lightning?: boolean;
  readonly example: {
    readonly address: string;
    readonly amount?: string;
    readonly label?: string;
    readonly message?: string;
  };
}

const properties = (coin: Bip21Coin) => ({
  address: Type.String({ minLength: 25, maxLength: 128, description: coin.addressDescription }),
  amount: Type.Optional(amountSchema(`Amount in ${coin.unit}, at most 8 decimals (never scientific notation).`)),
  label: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "Name of the recipient." })),
  message: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: "Note describing the payment." })),
  lightning: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 2000,
      description: "BOLT 11 invoice for the same payment (unified QR): Lightning wallets pay it, others pay on-chain.",
    }),
  ),
});

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
export function defineBip21Coin(coin: Bip21Coin) {
  const { lightning, ...base } = properties(coin);
  const schema = Type.Object(coin.lightning ? { ...base, lightning } : base, {
    additionalProperties: false,
  }) as TObject<ReturnType<typeof properties>>;
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
        lightning: (coin.lightning && query.get("lightning")) || undefined,
      });
    },
  });
}
