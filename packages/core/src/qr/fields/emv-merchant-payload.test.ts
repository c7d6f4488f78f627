import { describe, expect, it } from "vitest";
import { buildMerchantPayload, parseMerchantPayload } from "./emv-merchant-payload.js";
import { appendCrc } from "./emv-tlv.js";

// The dynamic BR Code of the BCB "Manual de Padrões para Iniciação do Pix" (section on dynamic QR codes).
const BCB_DYNAMIC =
  "00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB";

describe("EMV merchant-presented payload", () => {
  it("reads the BCB manual's dynamic BR Code and writes it back byte for byte", () => {
    const parsed = parseMerchantPayload(BCB_DYNAMIC, () => true);
    expect(parsed).toEqual({
      pointOfInitiation: "12",
      merchantAccounts: [
        {
          id: "26",
          value: [
            { id: "00", value: "BR.GOV.BCB.PIX" },
            { id: "25", value: "pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99" },
          ],
        },
      ],
      merchantCategoryCode: "0000",
      currency: "986",
      countryCode: "BR",
      merchantName: "EMPRESA",
      merchantCity: "SAO PAULO",
      additionalData: [{ id: "05", value: "***" }],
    });
    expect(parsed && buildMerchantPayload(parsed, {})).toBe(BCB_DYNAMIC);
  });

  it("writes objects in the standard's order with amount and postal code", () => {
    expect(
      buildMerchantPayload(
        {
          merchantAccounts: [{ id: "02", value: "4000123456789012" }],
          merchantCategoryCode: "5812",
          currency: "702",
          amount: "9.5",
          countryCode: "SG",
          merchantName: "Cafe",
          merchantCity: "Singapore",
          postalCode: "018956",
        },
        {},
      ).slice(0, -4),
    ).toBe("0002010216400012345678901252045812530370254039.55802SG5904Cafe6009Singapore61060189566304");
  });

  it.each([
    [BCB_DYNAMIC.slice(6), "does not start with 000201"],
    ["hello", "not EMV"],
  ])("leaves %s alone (%s)", (text) => {
    expect(parseMerchantPayload(text, () => true)).toBeUndefined();
  });

  it("leaves a payload whose accounts the reader does not claim alone, whatever else is wrong with it", () => {
    expect(parseMerchantPayload(BCB_DYNAMIC.replace("EMPRESA", "EMPRESO"), () => false)).toBeUndefined();
  });

  it.each([
    [BCB_DYNAMIC.replace("EMPRESA", "EMPRESO"), "its CRC (object 63) is EEAB, but the data gives"],
    [BCB_DYNAMIC.slice(0, -8), "it does not end with its CRC"],
    [appendCrc("0002015802BR5907EMPRESA"), "it lacks the mandatory object(s) 52, 53, 60"],
    [appendCrc("000201010213520400005303986"), "it lacks the mandatory object(s) 58, 59, 60"],
  ])("reports %s as breaking a rule: %s", (text, problem) => {
    expect(() => parseMerchantPayload(text, () => true)).toThrow(problem);
  });
});
