import { Type } from "@sinclair/typebox";
import { amountSchema, toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { formatQuery, parseQuery } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

/** A UPI ID (virtual payment address): a handle, `@`, and the payment service provider's name. */
const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
const AMOUNT = { decimals: 2, min: "0.01", max: "999999999.99", fixed: true } as const;

/**
 * A UPI payment request (NPCI UPI Linking Specification 1.6): `upi://pay?pa=<vpa>&pn=<name>&mc=&tr=&tn=&am=&cu=INR`,
 * values percent-encoded (RFC 3986), the currency always INR.
 */
export const upi = definePaymentType({
  key: "upi",
  label: "UPI payment (India)",
  schema: Type.Object(
    {
      vpa: Type.String({
        maxLength: 321,
        pattern: VPA.source,
        errorMessage: "must be a UPI ID such as shop@okaxis (letters, digits, . _ -, then @ and the provider)",
        description: "Payee UPI ID (virtual payment address), `pa`.",
      }),
      name: Type.String({ minLength: 1, maxLength: 99, description: "Payee name, `pn`." }),
      amount: Type.Optional(
        amountSchema("Amount in rupees, at most 2 decimals, `am`; leave out to let the payer enter it."),
      ),
      note: Type.Optional(
        Type.String({ minLength: 1, maxLength: 50, description: "Transaction note, `tn`, at most 50 characters." }),
      ),
      reference: Type.Optional(
        Type.String({
          pattern: "^[A-Za-z0-9-]{1,35}$",
          errorMessage: "must be 1 to 35 letters, digits or dashes",
          description: "Transaction reference (order or bill number), `tr`.",
        }),
      ),
      merchant_code: Type.Optional(
        Type.String({
          pattern: "^[0-9]{4}$",
          errorMessage: "must be a 4-digit merchant category code (ISO 18245)",
          description: "Merchant category code, `mc`, for merchant payments.",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  example: { vpa: "chai.stall@okaxis", name: "Chai Stall", amount: "25.00", note: "2 cups of chai" },
  build: (content) =>
    `upi://pay?pa=${content.vpa}${formatQuery([
      ["pn", content.name],
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
