import { SwissQrBillContentSchema } from "@qrbar/contract";
import type { Static } from "@sinclair/typebox";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { isCountryCode } from "../../fields/country-code.js";
import { checkCreditorReference } from "../../fields/creditor-reference.js";
import { toDecimalAmount } from "../../fields/decimal-amount.js";
import { definedFields } from "../../fields/defined-fields.js";
import { checkIban } from "../../fields/iban.js";
import { checkCharacters } from "../../fields/latin-text.js";
import { nonBlank } from "../../fields/non-blank.js";
import { checkQrReference } from "../../fields/qr-reference.js";
import { definePaymentType } from "./define-payment-type.js";

const AMOUNT = { decimals: 2, min: "0.01", max: "999999999.99", fixed: true } as const;

/**
 * The extended Latin character set of the Swiss Payment Standards (IG QR-bill 2.3): Basic Latin, Latin-1
 * Supplement, Latin Extended-A, Ș ș Ț ț and the euro sign.
 */
const SWISS_CHARACTERS = /^[\u0020-\u007e\u00a0-\u017f\u0218-\u021b\u20ac]*$/;

const checkText = (value: string, field: string): string =>
  checkCharacters(value, field, SWISS_CHARACTERS, "Latin characters (Swiss Payment Standards character set)");

type Address = Static<typeof SwissQrBillContentSchema>["creditor"];

/** The seven lines of a structured (type S) address, or seven empty lines. */
function addressLines(address: Address | undefined, field: string): string[] {
  if (!address) return ["", "", "", "", "", "", ""];
  const country = address.country.toUpperCase();
  if (!isCountryCode(country))
    throw QrbarError.field(`${field}.country`, `has ${country}, which is not an ISO 3166 code`);
  const line = (key: Exclude<keyof Address, "country">) => checkText(address[key] ?? "", `${field}.${key}`);
  for (const key of ["name", "postal_code", "town"] as const) nonBlank(address[key], `${field}.${key}`);
  return ["S", line("name"), line("street"), line("building_number"), line("postal_code"), line("town"), country];
}

/** Reads seven address lines back; `undefined` for empty lines, `null` for a form this type cannot hold. */
function readAddress(lines: readonly string[]): Address | undefined | null {
  const [kind, name = "", street, building, postalCode = "", town = "", country = ""] = lines;
  if (lines.every((line) => line === "")) return undefined;
  if (kind !== "S") return null;
  return definedFields({
    name,
    street: street || undefined,
    building_number: building || undefined,
    postal_code: postalCode,
    town,
    country,
  });
}

/** A QR-IBAN carries an institution identification (positions 5 to 9) from 30000 to 31999. */
const isQrIban = (iban: string): boolean => {
  const iid = Number(iban.slice(4, 9));
  return iid >= 30000 && iid <= 31999;
};

/** The reference type and reference lines: QRR with a QR-IBAN, SCOR (RF) or NON with a normal IBAN. */
function referenceLines(iban: string, reference: string | undefined): [string, string] {
  const compact = reference?.replace(/ /g, "");
  if (isQrIban(iban)) {
    if (compact === undefined) {
      throw QrbarError.field("content.reference", "is required with a QR-IBAN: a 27-digit QR reference (QRR)");
    }
    return ["QRR", checkQrReference(compact, "content.reference")];
  }
  if (compact === undefined) return ["NON", ""];
  if (/^\d+$/.test(compact)) {
    throw QrbarError.field(
      "content.reference",
      "is a QR reference, which needs a QR-IBAN (institution id 30000-31999); with this IBAN use an RF creditor reference",
    );
  }
  return ["SCOR", checkCreditorReference(compact, "content.reference")];
}

/**
 * A Swiss QR-bill payment part (Swiss Payment Code, IG QR-bill 2.3): `SPC`, `0200`, coding `1`, the CH/LI IBAN,
 * the creditor's structured address, amount and currency, the debtor, the reference (QRR with a QR-IBAN, SCOR or
 * NON), the message, the trailer `EPD`, then bill information and alternative schemes, one per line (LF). The
 * field limits keep the payload under the 997 characters the guidelines allow (870 at most).
 */
export const swissQrBill = definePaymentType({
  key: "swiss_qr_bill",
  label: "Swiss QR-bill",
  schema: SwissQrBillContentSchema,
  example: {
    iban: "CH4431999123000889012",
    creditor: {
      name: "Robert Schneider AG",
      street: "Rue du Lac",
      building_number: "1268",
      postal_code: "2501",
      town: "Biel",
      country: "CH",
    },
    amount: "1949.75",
    currency: "CHF",
    debtor: {
      name: "Pia-Maria Rutschmann-Schnyder",
      street: "Grosse Marktgasse",
      building_number: "28",
      postal_code: "9400",
      town: "Rorschach",
      country: "CH",
    },
    reference: "210000000003139471430009017",
    message: "Order dated 18.06.2020",
  },
  maxVersion: {
    version: 25,
    rule: "Swiss Implementation Guidelines QR-bill 2.3: version at most 25, error correction M",
  },
  build: (content) => {
    const iban = checkIban(content.iban, "content.iban");
    if (!iban.startsWith("CH") && !iban.startsWith("LI")) {
      throw QrbarError.field("content.iban", "must be a Swiss or Liechtenstein IBAN (CH... or LI...)");
    }
    const message = checkText(content.message ?? "", "content.message");
    const billInformation = checkText(content.bill_information ?? "", "content.bill_information");
    if (message.length + billInformation.length > 140) {
      throw QrbarError.field(
        "content.message",
        `and content.bill_information take ${message.length + billInformation.length} characters; together they may take at most 140`,
      );
    }
    const schemes = (content.alternative_schemes ?? []).map((s, i) => checkText(s, `content.alternative_schemes.${i}`));
    const lines = [
      "SPC",
      "0200",
      "1",
      iban,
      ...addressLines(content.creditor, "content.creditor"),
      ...addressLines(undefined, "content.ultimate_creditor"),
      content.amount === undefined ? "" : toDecimalAmount(content.amount, "content.amount", AMOUNT),
      content.currency,
      ...addressLines(content.debtor, "content.debtor"),
      ...referenceLines(iban, content.reference),
      message,
      "EPD",
      ...(billInformation || schemes.length ? [billInformation, ...schemes] : []),
    ];
    return lines.join("\n");
  },
  read: (payload) => {
    const lines = payload.split(/\r?\n/);
    if (lines[0] !== "SPC" || !/^02\d\d$/.test(lines[1] ?? "")) return undefined;
    // From here it is a Swiss QR-bill: what breaks IG QR-bill 2.3 is reported, not guessed around.
    const breach = (message: string) => new QrbarError("INVALID_CONTENT", message);
    if (lines.length < 31 || lines.length > 34) {
      throw breach(`it has ${lines.length} lines; a QR-bill has 31 to 34 (IG QR-bill 2.3, 4.2.2)`);
    }
    if (lines[2] !== "1") throw breach(`its coding type is ${lines[2]}; it must be 1 (UTF-8, Latin subset)`);
    if (lines[30] !== "EPD") throw breach("line 31 is not the trailer EPD");
    if (lines.slice(11, 18).some(Boolean)) throw breach("its ultimate creditor lines, reserved, are not empty");
    const creditor = readAddress(lines.slice(4, 11));
    const debtor = readAddress(lines.slice(20, 27));
    const [amount = "", currency = ""] = lines.slice(18, 20);
    const [referenceType, reference = "", message = ""] = lines.slice(27, 30);
    const impliedType = reference === "" ? "NON" : /^\d+$/.test(reference) ? "QRR" : "SCOR";
    if (referenceType !== impliedType) {
      throw breach(`its reference type ${referenceType} does not fit the reference, which is of type ${impliedType}`);
    }
    if (!creditor || debtor === null) return undefined; // a combined (K) address: not a form this type holds
    const [billInformation, ...schemes] = lines.slice(31);
    return definedFields({
      iban: lines[3] ?? "",
      creditor,
      amount: amount || undefined,
      currency: currency as "CHF",
      debtor,
      reference: reference || undefined,
      message: message || undefined,
      bill_information: billInformation || undefined,
      alternative_schemes: schemes.length ? schemes : undefined,
    });
  },
});
