import { PaypalContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { definePaymentType } from "./define-payment-type.js";

const ZERO_DECIMALS = new Set(["HUF", "JPY", "TWD"]);

/** A PayPal.Me link: `https://www.paypal.me/<name>[/<amount>[<currency>]]`. */
export const paypal = definePaymentType({
  key: "paypal",
  label: "PayPal.Me payment",
  schema: PaypalContentSchema,
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
