import { describe, expect, it } from "vitest";
import { thrownQrbarError } from "../../testing/index.js";
import { generateBarcode } from "../generate-barcode.js";
import { barcodePng } from "./barcode-png.js";
import { checkBarcodeInput } from "./check-barcode-input.js";

describe("checkBarcodeInput", () => {
  it("finds the symbology, in any case as generateBarcode does", () => {
    expect(checkBarcodeInput("ean13", "590123412345").key).toBe("ean13");
    expect(checkBarcodeInput("EAN13", "590123412345").key).toBe("ean13");
  });

  it.each([
    ["ean13", 4006381333931, "VALIDATION_ERROR", "content"],
    ["ean13", "", "VALIDATION_ERROR", "content"],
    ["ean13", "1".repeat(4097), "VALIDATION_ERROR", "content"],
    ["qrcode", "\ud800", "VALIDATION_ERROR", "content"],
    ["eab13", "590123412345", "UNKNOWN_TYPE", "type"],
    [13, "590123412345", "VALIDATION_ERROR", "type"],
    ["ean13", "5901234123458", "INVALID_CONTENT", "content"],
    ["ean13", "59012341234", "INVALID_CONTENT", "content"],
    ["code39", "lower case", "INVALID_CONTENT", "content"],
    ["upce", "21234565", "INVALID_CONTENT", "content"],
  ])("%j %j: %s on %s, word for word generateBarcode's", (type, content, code, field) => {
    const error = thrownQrbarError(() => barcodePng(type as never, content as never), "barcodePng");
    expect(error.code).toBe(code);
    expect(error.details?.[0]?.field).toBe(field);
    const generated = thrownQrbarError(() => generateBarcode({ type, content }), "generateBarcode");
    expect({ code: error.code, message: error.message, details: error.details }).toEqual({
      code: generated.code,
      message: generated.message,
      details: generated.details,
    });
  });

  it("names the expected check digit", () => {
    expect(thrownQrbarError(() => barcodePng("ean13", "5901234123458"), "barcodePng").message).toMatch(
      /is 7 \(ean13\)$/,
    );
  });
});
