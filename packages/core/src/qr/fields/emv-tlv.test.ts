import { describe, expect, it } from "vitest";
import { QrbarError } from "../../errors/qrbar-error.js";
import { appendCrc, decodeTlv, encodeTlv, hasValidCrc } from "./emv-tlv.js";

const BCB_STATIC =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

describe("EMV TLV", () => {
  it("encodes ID, two-digit length and value", () => {
    expect(
      encodeTlv([
        { id: "00", value: "01" },
        { id: "59", value: "Fulano de Tal" },
        { id: "62", value: "" },
      ]),
    ).toBe("0002015913Fulano de Tal6200");
  });

  it("refuses a value over 99 characters, naming the field mapped to its ID", () => {
    let error: unknown;
    try {
      encodeTlv([{ id: "26", value: "x".repeat(100) }], { "26": "content.description" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(QrbarError);
    expect((error as QrbarError).details).toEqual([
      { field: "content.description", message: "makes EMV data object 26 100 characters long; the limit is 99" },
    ]);
  });

  it("splits the BCB manual's static BR Code into its data objects", () => {
    expect(decodeTlv(BCB_STATIC)).toEqual([
      { id: "00", value: "01" },
      { id: "26", value: "0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000" },
      { id: "52", value: "0000" },
      { id: "53", value: "986" },
      { id: "58", value: "BR" },
      { id: "59", value: "Fulano de Tal" },
      { id: "60", value: "BRASILIA" },
      { id: "62", value: "0503***" },
      { id: "63", value: "1D3D" },
    ]);
  });

  it.each([
    ["0002015", "a truncated header"],
    ["000301", "a length past the end"],
    ["0A0201", "an ID that is not two digits"],
    ["00x201", "a length that is not two digits"],
  ])("refuses %s (%s)", (text) => {
    expect(decodeTlv(text)).toBeUndefined();
  });

  it("appends and checks the CRC the BCB manual shows", () => {
    expect(appendCrc(BCB_STATIC.slice(0, -8))).toBe(BCB_STATIC);
    expect(hasValidCrc(BCB_STATIC)).toBe(true);
    expect(hasValidCrc(BCB_STATIC.replace("63041D3D", "63041d3d"))).toBe(true);
    expect(hasValidCrc(BCB_STATIC.replace("Fulano", "Fulana"))).toBe(false);
    expect(hasValidCrc(BCB_STATIC.replace("63041D3D", "63041D3E"))).toBe(false);
    expect(hasValidCrc("1D3D")).toBe(false);
  });
});
