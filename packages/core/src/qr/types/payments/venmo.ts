import { Type } from "@sinclair/typebox";
import { amountSchema, toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { formatQuery, parseQuery } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

const AMOUNT = { decimals: 2, min: "0.01", max: "99999.99", fixed: true } as const;

/** A Venmo payment link: `https://venmo.com/<username>?txn=pay&amount=<amount>&note=<note>`. */
export const venmo = definePaymentType({
  key: "venmo",
  label: "Venmo payment",
  schema: Type.Object(
    {
      username: Type.String({
        pattern: "^@?[A-Za-z0-9_-]{5,30}$",
        errorMessage: "must be a Venmo username: 5 to 30 letters, digits, - or _ (a leading @ is dropped)",
        description: "Venmo username; a leading @ is dropped.",
      }),
      amount: Type.Optional(amountSchema("Amount in US dollars, at most 2 decimals.")),
      note: Type.Optional(Type.String({ minLength: 1, maxLength: 280, description: "What the payment is for." })),
    },
    { additionalProperties: false },
  ),
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
