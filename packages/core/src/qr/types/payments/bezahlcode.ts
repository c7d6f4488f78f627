import { BezahlcodeContentSchema } from "@qrbar/contract";
import { checkBic } from "../../fields/bic.js";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { checkIban } from "../../fields/iban.js";
import { formatQuery, parseQuery } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

const AMOUNT = { decimals: 2, min: "0.01", max: "999999999.99", fixed: true } as const;

/**
 * A SEPA transfer as a BezahlCode (BezahlCode technical documentation, authority `singlepaymentsepa`):
 * `bank://singlepaymentsepa?name=&iban=&bic=&amount=&reason=`, values percent-encoded, the amount with a decimal
 * comma (`12,50`) as the specification writes it.
 */
export const bezahlcode = definePaymentType({
  key: "bezahlcode",
  label: "BezahlCode SEPA transfer",
  schema: BezahlcodeContentSchema,
  example: {
    name: "Wikimedia Fördergesellschaft",
    iban: "DE33100205000001194700",
    bic: "BFSWDE33BER",
    amount: "10.00",
    reason: "Spende",
  },
  build: (content) =>
    `bank://singlepaymentsepa${formatQuery([
      ["name", content.name],
      ["iban", checkIban(content.iban, "content.iban")],
      ["bic", content.bic === undefined ? undefined : checkBic(content.bic, "content.bic")],
      [
        "amount",
        content.amount === undefined
          ? undefined
          : toDecimalAmount(content.amount, "content.amount", AMOUNT).replace(".", ","),
      ],
      ["reason", content.reason],
    ])}`,
  read: (payload) => {
    const match = /^bank:\/\/singlepaymentsepa\?(.*)$/is.exec(payload);
    const query = match && parseQuery(match[1] as string);
    if (!query) return undefined;
    return definedFields({
      name: query.get("name") ?? "",
      iban: query.get("iban") ?? "",
      bic: query.get("bic") || undefined,
      amount: query.get("amount")?.replace(",", ".") || undefined,
      reason: query.get("reason") || undefined,
    });
  },
});
