import type { BarcodeGenerateRequest, BarcodeType } from "@qrbar/contract";
import { describe, expectTypeOf, it } from "vitest";
import { type GeneratedBarcode, generateBarcode, validateBarcodeRequest } from "./generate-barcode.js";

const content = "590123412345";

// The seven mistakes as they apply to a barcode (its content is a string, so "a content key" is a
// numeric EAN here), each a compile error. Each sits on one line, where tsc reports it.
describe("mistakes do not compile", () => {
  it("on generateBarcode", () => {
    // @ts-expect-error a type that does not exist
    generateBarcode({ type: "eam13", content });
    // @ts-expect-error a numeric EAN: content is a string (leading zeros matter)
    generateBarcode({ type: "ean13", content: 590123412345 });
    // @ts-expect-error a misspelt option
    generateBarcode({ type: "ean13", content, customization: { fromat: "SVG" } });
    // @ts-expect-error a format the generators do not write
    generateBarcode({ type: "ean13", content, customization: { format: "TIFF" } });
    // @ts-expect-error a width that is not a number
    generateBarcode({ type: "ean13", content, customization: { width: "big" } });
    // @ts-expect-error a misspelt top-level key
    generateBarcode({ type: "ean13", content, custmization: { width: 512 } });
    // @ts-expect-error a lower-case format: the wire takes any case, the type is the contract's
    generateBarcode({ type: "ean13", content, customization: { format: "svg" } });
    // @ts-expect-error content as an object, as a QR type's
    generateBarcode({ type: "ean13", content: { ean: content } });
  });
});

describe("requests that compile", () => {
  it("every symbology key with string content", () => {
    type Accepted = {
      [K in BarcodeType]: { type: K; content: string } extends BarcodeGenerateRequest ? K : never;
    }[BarcodeType];
    expectTypeOf<Accepted>().toEqualTypeOf<BarcodeType>();
  });

  it("styling, also held in a variable", () => {
    const customization = { width: 600, height: 150, bar_color: "#1A237E", show_text: false, format: "SVG" } as const;
    expectTypeOf(
      generateBarcode({ type: "code128", content: "ABC-123", customization }),
    ).toEqualTypeOf<GeneratedBarcode>();
  });

  it("a request held as unknown, once validated", () => {
    const body: unknown = JSON.parse('{"type":"EAN13","content":"590123412345"}');
    const { request } = validateBarcodeRequest(body);
    expectTypeOf(request).toEqualTypeOf<BarcodeGenerateRequest>();
    expectTypeOf(generateBarcode(request)).toEqualTypeOf<GeneratedBarcode>();
  });
});

describe("return types are exact", () => {
  it("generateBarcode is synchronous", () => {
    expectTypeOf(generateBarcode).returns.toEqualTypeOf<GeneratedBarcode>();
    expectTypeOf(generateBarcode({ type: "ean13", content }).bytes).toEqualTypeOf<Uint8Array>();
  });
});
