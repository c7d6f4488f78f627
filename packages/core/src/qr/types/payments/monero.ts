import { MoneroContentSchema } from "@qrbar/contract";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { checkMoneroAddress } from "../../fields/monero-address.js";
import { formatQuery, parseQuery } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

/** 1 XMR is 10^12 piconero; amounts are 64-bit piconero counts. */
const AMOUNT = { decimals: 12, max: "18446744.073709551615" } as const;

/**
 * A Monero payment request (Monero URI scheme): `monero:<address>?tx_amount=<XMR>&recipient_name=&tx_description=`.
 * The address is checked in full: Monero base58, length, network byte and Keccak-256 checksum.
 */
export const monero = definePaymentType({
  key: "monero",
  label: "Monero payment",
  schema: MoneroContentSchema,
  example: {
    address: "44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A",
    amount: "0.25",
    recipient_name: "Monero General Fund",
    description: "Donation",
  },
  build: (content) =>
    `monero:${checkMoneroAddress(content.address, "content.address")}${formatQuery([
      [
        "tx_amount",
        content.amount === undefined ? undefined : toDecimalAmount(content.amount, "content.amount", AMOUNT),
      ],
      ["recipient_name", content.recipient_name],
      ["tx_description", content.description],
    ])}`,
  read: (payload) => {
    const match = /^monero:(?:\/\/)?([1-9A-HJ-NP-Za-km-z]+)(?:\?(.*))?$/i.exec(payload);
    const query = match && parseQuery(match[2] ?? "");
    if (!query) return undefined;
    return definedFields({
      address: match[1] as string,
      amount: query.get("tx_amount") || undefined,
      recipient_name: query.get("recipient_name") || undefined,
      description: query.get("tx_description") || undefined,
    });
  },
});
