import { SolanaContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { base58Decode } from "../../fields/base58.js";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { formatQuery, parseQuery, queryValues } from "../../fields/uri-query.js";
import { definePaymentType } from "./define-payment-type.js";

/** Up to 9 decimals (lamports for SOL); SPL tokens must not use more than their mint allows. */
const AMOUNT = { decimals: 9, max: "1000000000000" } as const;

/** A Solana public key: base58 text decoding to exactly 32 bytes. Throws a `VALIDATION_ERROR` on `field`. */
function checkPublicKey(value: string, field: string): string {
  if (base58Decode(value)?.length !== 32) throw QrbarError.field(field, "must decode to a 32-byte public key");
  return value;
}

/**
 * A Solana Pay transfer request: `solana:<recipient>?amount=&spl-token=&reference=...&label=&message=&memo=`, the
 * amount as a plain decimal (leading zero, never scientific notation), values percent-encoded.
 */
export const solana = definePaymentType({
  key: "solana",
  label: "Solana Pay transfer",
  schema: SolanaContentSchema,
  example: {
    recipient: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN",
    amount: "1",
    label: "Michael",
    message: "Thanks for all the fish",
    memo: "OrderId12345",
  },
  build: (content) =>
    `solana:${checkPublicKey(content.recipient, "content.recipient")}${formatQuery([
      ["amount", content.amount === undefined ? undefined : toDecimalAmount(content.amount, "content.amount", AMOUNT)],
      [
        "spl-token",
        content.spl_token === undefined ? undefined : checkPublicKey(content.spl_token, "content.spl_token"),
      ],
      ...(content.references ?? []).map(
        (reference, i) => ["reference", checkPublicKey(reference, `content.references.${i}`)] as const,
      ),
      ["label", content.label],
      ["message", content.message],
      ["memo", content.memo],
    ])}`,
  read: (payload) => {
    const match = /^solana:([1-9A-HJ-NP-Za-km-z]{32,44})(?:\?(.*))?$/i.exec(payload);
    const query = match && parseQuery(match[2] ?? "");
    const references = match && queryValues(match[2] ?? "", "reference");
    if (!query || !references) return undefined;
    return definedFields({
      recipient: match[1] as string,
      amount: query.get("amount") || undefined,
      spl_token: query.get("spl-token") || undefined,
      references: references.length ? references : undefined,
      label: query.get("label") || undefined,
      message: query.get("message") || undefined,
      memo: query.get("memo") || undefined,
    });
  },
});
