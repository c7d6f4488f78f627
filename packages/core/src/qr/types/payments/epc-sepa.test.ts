import { describe, expect, it } from "vitest";
import { decodePng } from "../../../testing/index.js";
import { describeQrType } from "../../../testing/qr-type-suite.js";
import { generateQr } from "../../generate-qr.js";

const epc = { name: "Jane Doe", iban: "AT611904300234573201" };

describeQrType("epc_sepa", {
  payloads: [
    [
      {
        name: "Franz Mustermänn",
        iban: "de71 1102 2033 0123 4567 89",
        amount: 12.3,
        purpose: "GDDS",
        reference: "RF18 5390 0754 7034",
      },
      "BCD\n002\n1\nSCT\n\nFranz Mustermänn\nDE71110220330123456789\nEUR12.3\nGDDS\nRF18539007547034",
    ],
    [{ name: "Jane Doe", iban: "AT611904300234573201" }, "BCD\n002\n1\nSCT\n\nJane Doe\nAT611904300234573201"],
  ],
  parses: [
    [
      "BCD\r\n001\r\n1\r\nSCT\r\nBPOTBEB1\r\nRed Cross of Belgium\r\nBE72000000001616\r\nEUR1.50\r\nCHAR",
      { name: "Red Cross of Belgium", iban: "BE72000000001616", bic: "BPOTBEB1", amount: "1.5", purpose: "CHAR" },
    ],
  ],
  broken: [
    ["BCD\n002\n1\nSCT\n\nJane Doe\nAT611904300234573202", /content\.iban/],
    ["BCD\n002\n1\nSCT", /content\.name/],
    ["BCD\n002\n1\nSCT\n\nJane Doe", /content\.iban/],
  ],
  refusals: [
    [{ ...epc, iban: "AT611904300234573202" }, "content.iban", "fails the mod-97 check"],
    [{ ...epc, iban: "AT61 1904 3002 3457 320" }, "content.iban", "must be 20 characters for AT; got 19"],
    [{ ...epc, bic: "BPOTXXB1" }, "content.bic", "has XX where an ISO 3166 country code belongs"],
    [{ ...epc, amount: "0.001" }, "content.amount", "must have at most 2 decimals"],
    [{ ...epc, amount: 1e9 }, "content.amount", "must be at most 999999999.99"],
    [{ ...epc, amount: "12,50" }, "content.amount", "must be a decimal amount"],
    [{ ...epc, reference: "RF19539007547034" }, "content.reference", "fails the ISO 11649 mod-97 check"],
    [
      { ...epc, reference: "RF18539007547034", remittance_text: "Invoice 1" },
      "content.remittance_text",
      "cannot be combined with content.reference",
    ],
    [{ ...epc, name: "Jane\nDoe" }, "content.name", "must be one line of text"],
    [
      { ...epc, name: "Иван Петров" },
      "content.name",
      "must use Latin characters (the SEPA character set) only; got 'И'",
    ],
    [{ ...epc, remittance_text: "発票 42" }, "content.remittance_text", "must use Latin characters"],
    [{ ...epc, name: "x".repeat(71) }, "content.name", "must be at most 70 characters"],
    [{ ...epc, name: "  " }, "content.name", "must not be blank"],
    [{ ...epc, purpose: "char" }, "content.purpose", "must be a 4-letter ISO 20022 purpose code"],
    [
      { name: "é".repeat(70), iban: epc.iban, remittance_text: "é".repeat(140) },
      "content",
      "encodes to 460 bytes; an EPC QR code holds at most 331",
    ],
  ],
});

describe("QR type epc_sepa: a UTF-8 payload", () => {
  it("a UTF-8 EPC code decodes back with its umlaut (zxing)", async () => {
    const qr = generateQr({ type: "epc_sepa", content: { name: "Franz Mustermänn", iban: "DE71110220330123456789" } });
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.text).toBe("BCD\n002\n1\nSCT\n\nFranz Mustermänn\nDE71110220330123456789");
  });
});
