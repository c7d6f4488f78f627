import { describe, expect, it } from "vitest";
import { crc16 } from "./crc16.js";

describe("crc16 (CRC-16/CCITT-FALSE)", () => {
  it.each([
    ["123456789", "29B1"], // the catalogue's check value for CRC-16/CCITT-FALSE
    ["", "FFFF"], // the initial value, nothing processed
    // BR Codes from the BCB "Manual de Padrões para Iniciação do Pix", up to and including "6304".
    [
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304",
      "1D3D",
    ],
    [
      "00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304",
      "EEAB",
    ],
  ])("crc16(%j) is %s", (text, crc) => {
    expect(crc16(text)).toBe(crc);
  });

  it("covers the UTF-8 bytes of the text (é is C3 A9, not the Latin-1 byte E9)", () => {
    expect(crc16("é")).toBe("7ACB");
    expect(crc16("São Paulo")).toBe("E390");
  });
});
