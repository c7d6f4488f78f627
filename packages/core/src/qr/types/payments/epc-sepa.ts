import { EpcSepaContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { checkBic } from "../../fields/bic.js";
import { checkCreditorReference } from "../../fields/creditor-reference.js";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { checkIban } from "../../fields/iban.js";
import { checkCharacters, LATIN_TEXT } from "../../fields/latin-text.js";
import { nonBlank } from "../../fields/non-blank.js";
import { definePaymentType } from "./define-payment-type.js";

/** Names and remittance text in the SEPA Latin character set (line breaks are refused for every field already). */
const latin = (value: string, field: string) =>
  checkCharacters(value, field, LATIN_TEXT, "Latin characters (the SEPA character set)");

/** EPC069-12: the whole payload may take at most 331 bytes. */
const MAX_BYTES = 331;
const AMOUNT = { decimals: 2, min: "0.01", max: "999999999.99" } as const;

/**
 * A SEPA credit transfer as an EPC QR code ("GiroCode", EPC069-12 v3): `BCD`, version `002`, character set `1`
 * (UTF-8), `SCT`, then BIC, name, IBAN, `EUR` amount, purpose, structured (RF) or unstructured remittance and a note,
 * one per line (LF); empty trailing lines are left out.
 */
export const epcSepa = definePaymentType({
  key: "epc_sepa",
  label: "SEPA credit transfer (EPC QR / GiroCode)",
  schema: EpcSepaContentSchema,
  example: {
    name: "Red Cross of Belgium",
    iban: "BE72000000001616",
    bic: "BPOTBEB1",
    amount: "1",
    purpose: "CHAR",
    remittance_text: "Urgency fund",
    information: "Sample EPC QR code",
  },
  maxVersion: { version: 13, rule: "EPC069-12 v3: QR version at most 13, error correction M" },
  build: (content) => {
    if (content.reference !== undefined && content.remittance_text !== undefined) {
      throw QrbarError.field(
        "content.remittance_text",
        "cannot be combined with content.reference: EPC069-12 takes structured or unstructured remittance, not both",
      );
    }
    const lines = [
      "BCD",
      "002",
      "1",
      "SCT",
      content.bic === undefined ? "" : checkBic(content.bic, "content.bic"),
      latin(nonBlank(content.name, "content.name"), "content.name"),
      checkIban(content.iban, "content.iban"),
      content.amount === undefined ? "" : `EUR${toDecimalAmount(content.amount, "content.amount", AMOUNT)}`,
      content.purpose ?? "",
      content.reference === undefined ? "" : checkCreditorReference(content.reference, "content.reference"),
      latin(content.remittance_text ?? "", "content.remittance_text"),
      latin(content.information ?? "", "content.information"),
    ];
    while (lines.at(-1) === "") lines.pop();
    const payload = lines.join("\n");
    const bytes = new TextEncoder().encode(payload).length;
    if (bytes > MAX_BYTES) {
      throw QrbarError.field("content", `encodes to ${bytes} bytes; an EPC QR code holds at most ${MAX_BYTES}`);
    }
    return payload;
  },
  read: (payload) => {
    const lines = payload.split(/\r?\n/);
    const [tag, version, charset, identification] = lines;
    if (tag !== "BCD" || !/^00[12]$/.test(version ?? "") || !/^[1-8]$/.test(charset ?? "")) return undefined;
    if (identification !== "SCT" || lines.length > 12) return undefined;
    const [bic, name = "", iban = "", amount, purpose, reference, remittance, information] = lines.slice(4);
    const euros = /^EUR(\d+(?:\.\d+)?)$/.exec(amount ?? "");
    if (amount && !euros) return undefined;
    return definedFields({
      name,
      iban,
      bic: bic || undefined,
      amount: euros ? toDecimalAmount(euros[1] as string, "content.amount", AMOUNT) : undefined,
      purpose: purpose || undefined,
      reference: reference || undefined,
      remittance_text: remittance || undefined,
      information: information || undefined,
    });
  },
});
