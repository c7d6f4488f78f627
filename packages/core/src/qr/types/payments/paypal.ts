import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { amountSchema, toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { stringEnum } from "../../fields/string-enum.js";
import { definePaymentType } from "./define-payment-type.js";

/** Currencies PayPal accepts; HUF, JPY and TWD take no decimals. */
const CURRENCIES =
  "AUD BRL CAD CHF CNY CZK DKK EUR GBP HKD HUF ILS JPY MXN MYR NOK NZD PHP PLN SEK SGD THB TWD USD".split(" ");
const ZERO_DECIMALS = new Set(["HUF", "JPY", "TWD"]);

/** A PayPal.Me link: `https://www.paypal.me/<name>[/<amount>[<currency>]]`. */
export const paypal = definePaymentType({
  key: "paypal",
  label: "PayPal.Me payment",
  schema: Type.Object(
    {
      username: Type.String({
        pattern: "^[A-Za-z0-9]{1,20}$",
        errorMessage: "must be a PayPal.Me name: 1 to 20 letters or digits",
        description: "PayPal.Me name (what follows paypal.me/).",
      }),
      amount: Type.Optional(amountSchema("Amount to request; 2 decimals at most (none for HUF, JPY, TWD).")),
      currency: Type.Optional(stringEnum(CURRENCIES, "ISO 4217 code of a currency PayPal accepts; needs amount.")),
    },
    { additionalProperties: false },
  ),
  example: { username: "qrbarDemo", amount: "12.50", currency: "EUR" },
  build: (content) => {
    if (content.currency !== undefined && content.amount === undefined) {
      throw QrbarError.field(
        "content.currency",
        "needs content.amount: PayPal.Me links carry a currency only after an amount",
      );
    }
    const decimals = content.currency !== undefined && ZERO_DECIMALS.has(content.currency) ? 0 : 2;
    const amount =
      content.amount === undefined
        ? ""
        : `/${toDecimalAmount(content.amount, "content.amount", { decimals, fixed: true })}${content.currency ?? ""}`;
    return `https://www.paypal.me/${content.username}${amount}`;
  },
  read: (payload) => {
    const match = /^https:\/\/(?:www\.)?paypal\.me\/([A-Za-z0-9]{1,20})(?:\/(\d+(?:\.\d+)?)([A-Z]{3})?)?\/?$/i.exec(
      payload,
    );
    if (!match) return undefined;
    const [, username = "", amount, currency] = match;
    return definedFields({ username, amount, currency: currency?.toUpperCase() });
  },
});
