import { CashappContentSchema } from "@qrbar/contract";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { definePaymentType } from "./define-payment-type.js";

const AMOUNT = { decimals: 2, min: "0.01", max: "99999.99", fixed: true } as const;

/** A Cash App payment link: `https://cash.app/$<cashtag>[/<amount>]`. */
export const cashapp = definePaymentType({
  key: "cashapp",
  label: "Cash App payment",
  schema: CashappContentSchema,
  example: { cashtag: "QrbarCafe", amount: "15.00" },
  build: (content) => {
    const amount = content.amount === undefined ? "" : `/${toDecimalAmount(content.amount, "content.amount", AMOUNT)}`;
    return `https://cash.app/$${content.cashtag.replace(/^\$/, "")}${amount}`;
  },
  read: (payload) => {
    const match = /^https:\/\/cash\.app\/\$([A-Za-z0-9_]{1,20})(?:\/(\d+(?:\.\d+)?))?\/?$/i.exec(payload);
    if (!match) return undefined;
    return definedFields({ cashtag: match[1] as string, amount: match[2] });
  },
});
