import { UpiContentSchema } from "@qrbar/contract";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { nonBlank } from "../../fields/non-blank.js";
import { formatQuery, parseQuery } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

const AMOUNT = { decimals: 2, min: "0.01", max: "999999999.99", fixed: true } as const;

/**
 * A UPI payment request (NPCI UPI Linking Specification 1.6): `upi://pay?pa=<vpa>&pn=<name>&mc=&tr=&tn=&am=&cu=INR`,
 * values percent-encoded (RFC 3986), the currency always INR.
 */
export const upi = definePaymentType({
  key: "upi",
  label: "UPI payment (India)",
  schema: UpiContentSchema,
  example: { vpa: "chai.stall@okaxis", name: "Chai Stall", amount: "25.00", note: "2 cups of chai" },
  build: (content) =>
    `upi://pay?pa=${content.vpa}${formatQuery([
      ["pn", nonBlank(content.name, "content.name")],
      ["mc", content.merchant_code],
      ["tr", content.reference],
      ["tn", content.note],
      ["am", content.amount === undefined ? undefined : toDecimalAmount(content.amount, "content.amount", AMOUNT)],
      ["cu", "INR"],
    ]).replace("?", "&")}`,
  read: (payload) => {
    const match = /^upi:\/\/pay\?(.*)$/is.exec(payload);
    const query = match && parseQuery(match[1] as string);
    if (!query || (query.has("cu") && query.get("cu") !== "INR")) return undefined;
    return definedFields({
      vpa: query.get("pa") ?? "",
      name: query.get("pn") ?? "",
      amount: query.get("am") || undefined,
      note: query.get("tn") || undefined,
      reference: query.get("tr") || undefined,
      merchant_code: query.get("mc") || undefined,
    });
  },
});
