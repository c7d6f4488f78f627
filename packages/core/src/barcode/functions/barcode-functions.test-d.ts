import { describe, expectTypeOf, it } from "vitest";
import { barcodeEps, barcodePdf, barcodePng, barcodeSvg, type OutlineFont } from "../../barcode.js";
import { ocrB } from "../../barcode-ocr-b.js";
import type { BarcodeEpsOptions, BarcodePdfOptions, BarcodePngOptions, BarcodeSvgOptions } from "./barcode-options.js";

describe("barcodeSvg and barcodePng types", () => {
  it("return exactly a string and a Uint8Array, never a promise", () => {
    expectTypeOf(barcodeSvg("ean13", "590123412345")).toEqualTypeOf<string>();
    expectTypeOf(barcodePng("code128", "ABC-123")).toEqualTypeOf<Uint8Array>();
    expectTypeOf(barcodeSvg("qrcode", "hi", { width: 300, height: 300 })).toEqualTypeOf<string>();
    expectTypeOf(barcodePng("datamatrix", "hi", { showText: false })).toEqualTypeOf<Uint8Array>();
    expectTypeOf(barcodePdf("ean13", "590123412345")).toEqualTypeOf<Uint8Array>();
    expectTypeOf(barcodeEps("code128", "ABC-123", { height: 80 })).toEqualTypeOf<Uint8Array>();
  });

  it("take every option camelCase", () => {
    const options = { width: 600, height: 150, barColor: "#1A237E", backgroundColor: "#FFF", showText: false } as const;
    expectTypeOf(barcodeSvg("code39", "CODE-39", options)).toEqualTypeOf<string>();
    expectTypeOf(barcodePng("upca", "03600029145", options)).toEqualTypeOf<Uint8Array>();
    expectTypeOf<Omit<BarcodeSvgOptions, "font">>().toEqualTypeOf<BarcodePngOptions>();
    expectTypeOf(barcodePdf("itf14", "1540014128876", options)).toEqualTypeOf<Uint8Array>();
    expectTypeOf<BarcodePdfOptions>().toEqualTypeOf<BarcodePngOptions>();
    expectTypeOf<BarcodeEpsOptions>().toEqualTypeOf<BarcodePngOptions>();
    expectTypeOf<keyof BarcodePngOptions>().toEqualTypeOf<
      "width" | "height" | "barColor" | "backgroundColor" | "showText" | "colorSpace"
    >();
  });

  it("take an outline font for the SVG's text, the PNG none", () => {
    expectTypeOf(barcodeSvg("ean13", "590123412345", { font: ocrB })).toEqualTypeOf<string>();
    expectTypeOf<BarcodeSvgOptions["font"]>().toEqualTypeOf<OutlineFont | undefined>();
    // @ts-expect-error a PNG rasterises its text
    barcodePng("ean13", "590123412345", { font: ocrB });
    // @ts-expect-error the vector formats always outline their text in OCR-B
    barcodePdf("ean13", "590123412345", { font: ocrB });
    // @ts-expect-error a font is an outline font, not a family name
    barcodeSvg("ean13", "590123412345", { font: "OCR-B" });
  });

  it("take the type as the literal union of barcode keys", () => {
    expectTypeOf(barcodeSvg).parameter(0).toEqualTypeOf<import("@qrbar/contract").BarcodeType>();
    expectTypeOf(barcodeSvg).parameter(1).toEqualTypeOf<string>();
    expectTypeOf(barcodePdf).parameter(0).toEqualTypeOf<import("@qrbar/contract").BarcodeType>();
    expectTypeOf(barcodeEps).parameter(0).toEqualTypeOf<import("@qrbar/contract").BarcodeType>();
  });

  it("refuse the mistakes that used to compile", () => {
    // @ts-expect-error a numeric EAN: content is a string
    barcodeSvg("ean13", 4006381333931);
    // @ts-expect-error an upper-case type key
    barcodeSvg("EAN13", "590123412345");
    // @ts-expect-error an unknown type key
    barcodePng("ean-13", "590123412345");
    // @ts-expect-error a misspelt option
    barcodeSvg("ean13", "590123412345", { fromat: "SVG" });
    // @ts-expect-error a misspelt option
    barcodePng("ean13", "590123412345", { heigth: 100 });
    // @ts-expect-error a size that is not a number
    barcodeSvg("ean13", "590123412345", { height: "big" });
    // @ts-expect-error snake_case is the HTTP request's shape, not the function's
    barcodePng("ean13", "590123412345", { show_text: false });
    // @ts-expect-error the format is the function's choice
    barcodeSvg("ean13", "590123412345", { format: "PNG" });
    // @ts-expect-error the format is the function's choice
    barcodePdf("ean13", "590123412345", { format: "PDF" });
    // @ts-expect-error an upper-case type key
    barcodeEps("EAN13", "590123412345");
    // @ts-expect-error a numeric EAN: content is a string
    barcodePdf("ean13", 4006381333931);
    // @ts-expect-error snake_case is the HTTP request's shape, not the function's
    barcodeEps("ean13", "590123412345", { show_text: false });
    // @ts-expect-error the result is not a promise
    barcodeSvg("ean13", "590123412345").then;
    // @ts-expect-error the result is a Uint8Array, not a Node Buffer with its own methods
    barcodePng("ean13", "590123412345").toString("base64");
  });
});
