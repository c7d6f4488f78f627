import { VenmoContentSchema } from "@qrbar/contract";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { formatQuery, parseQuery } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

const AMOUNT = { decimals: 2, min: "0.01", max: "99999.99", fixed: true } as const;

/** A Venmo payment link: `https://venmo.com/<username>?txn=pay&amount=<amount>&note=<note>`. */
export const venmo = definePaymentType({
  key: "venmo",
  label: "Venmo payment",
  schema: VenmoContentSchema,
  example: { username: "Coffee-Club", amount: "4.50", note: "Flat white" },
  build: (content) =>
    `https://venmo.com/${content.username.replace(/^@/, "")}${formatQuery([
      ["txn", "pay"],
      ["amount", content.amount === undefined ? undefined : toDecimalAmount(content.amount, "content.amount", AMOUNT)],
      ["note", content.note],
    ])}`,
  read: (payload) => {
    const match = /^https:\/\/(?:www\.)?venmo\.com\/(?:u\/)?([A-Za-z0-9_-]{5,30})\?(.*)$/i.exec(payload);
    const query = match && parseQuery(match[2] as string);
    if (!match || query?.get("txn") !== "pay") return undefined;
    return definedFields({
      username: match[1] as string,
      amount: query.get("amount") || undefined,
      note: query.get("note") || undefined,
    });
  },
});
