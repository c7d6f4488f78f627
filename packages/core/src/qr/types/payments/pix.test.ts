import { describe, expect, it } from "vitest";
import { QR_EXAMPLE_PAYLOADS } from "../../../testing/qr-type-cases/index.js";
import { describeQrType } from "../../../testing/qr-type-suite.js";
import { getQrType } from "../../registry.js";

const pix = {
  key: "123e4567-e12b-12d1-a456-426655440000",
  merchant_name: "Fulano de Tal",
  merchant_city: "BRASILIA",
};

describeQrType("pix", {
  payloads: [
    [
      {
        key: "111.444.777-35",
        merchant_name: "João da Silva",
        merchant_city: "São Paulo",
        amount: "123.45",
        description: "Pedido 42",
        txid: "PEDIDO42",
      },
      "00020126460014br.gov.bcb.pix0111111444777350209Pedido 425204000053039865406123.455802BR5913Joao da Silva6009Sao Paulo62120508PEDIDO426304638F",
    ],
    [
      {
        key: "+55 61 98888-7777",
        merchant_name: "Padaria Pao Quente",
        merchant_city: "Brasilia",
        amount: 10,
        merchant_category_code: "5812",
      },
      "00020126360014br.gov.bcb.pix0114+5561988887777520458125303986540510.005802BR5918Padaria Pao Quente6008Brasilia62070503***63046ADE",
    ],
  ],
  parses: [
    [
      // BCB manual, dynamic BR Code (upper-case GUI, point of initiation 12, payload location in 26/25).
      "00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB",
      {
        url: "pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99",
        merchant_name: "EMPRESA",
        merchant_city: "SAO PAULO",
      },
    ],
    [
      // A Pix code with a txid and an amount, as a PSP issues it (Stark Infra documentation).
      "00020126360014br.gov.bcb.pix0114+554199999999952040000530398654041.005802BR5915Jamie Lannister6009Sao Paulo621005061234566304A63E",
      {
        key: "+5541999999999",
        merchant_name: "Jamie Lannister",
        merchant_city: "Sao Paulo",
        amount: "1.00",
        txid: "123456",
      },
    ],
  ],
  broken: [
    [
      QR_EXAMPLE_PAYLOADS.pix?.replace("63041D3D", "63041D3E") ?? "",
      /CRC \(object 63\) is 1D3E, but the data gives 1D3D/,
    ],
    [QR_EXAMPLE_PAYLOADS.pix?.slice(0, -8) ?? "", /does not end with its CRC/],
  ],
  refusals: [
    [
      { url: "pix.example.com/qr/v2/1", merchant_name: "A", merchant_city: "B", amount: "10" },
      "content.amount",
      "is only for a static Pix",
    ],
    [
      { url: "pix.example.com/qr/v2/1", merchant_name: "A", merchant_city: "B", txid: "ABC1" },
      "content.txid",
      "is only for a static Pix",
    ],
    [{ ...pix, key: "111.444.777-34" }, "content.key", "is not a valid CPF"],
    [{ ...pix, key: "+1 415 555 0123" }, "content.key", "must be a Brazilian phone number"],
    [{ ...pix, merchant_name: "x".repeat(26) }, "content.merchant_name", "must be at most 25 characters"],
    [{ ...pix, merchant_city: "x".repeat(16) }, "content.merchant_city", "must be at most 15 characters"],
    [{ ...pix, merchant_city: "東京" }, "content.merchant_city", "must use letters without special marks"],
    [{ ...pix, txid: "PEDIDO-42" }, "content.txid", "must be 1 to 25 letters or digits"],
    [
      { ...pix, description: "d".repeat(60) },
      "content.description",
      "makes EMV data object 26 122 characters long; the limit is 99",
    ],
    [{ ...pix, url: "pix.example.com/qr/1" }, "content.key", "or content.url must be given, not both"],
    [{ merchant_name: "A", merchant_city: "B" }, "content.key", "or content.url must be given, not both"],
    [{ ...pix, amount: "10000000000" }, "content.amount", "must be at most 9999999999.99"],
  ],
});

describe("QR type pix: not taken for the generic EMVCo type", () => {
  it("reports a Pix code as pix, not as a generic EMVCo code, and the reverse", () => {
    expect(getQrType("emvco_merchant").parse?.(QR_EXAMPLE_PAYLOADS.pix as string)).toBeUndefined();
    expect(getQrType("pix").parse?.(QR_EXAMPLE_PAYLOADS.emvco_merchant as string)).toBeUndefined();
  });
});
