import type { BarcodeType } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import { CLI_DECODERS, decodePng, readPngPixels, zxingReaderText } from "../../testing/index.js";
import { generateBarcode } from "../generate-barcode.js";
import { barcodePng } from "./barcode-png.js";

/** Symbologies drawn by our own encoders, then ones only bwip-js encodes: content and what a scanner reads. */
const CASES: ReadonlyArray<readonly [BarcodeType, string, string]> = [
  ["ean13", "590123412345", "5901234123457"],
  ["code128", "ABC-123", "ABC-123"],
  ["code39", "CODE-39", "CODE-39"],
  ["ean8", "9638507", "96385074"],
  ["interleaved2of5", "2401234567", "2401234567"],
  ["code39ext", "Code39 Ext!", "Code39 Ext!"],
  ["databar_omni", "(01)09521234543213", "0109521234543213"],
  ["qrcode", "https://example.com/products/4711", "https://example.com/products/4711"],
  ["datamatrix", "Hello, barcode", "Hello, barcode"],
  ["pdf417", "PDF417 from barcodePng", "PDF417 from barcodePng"],
];

describe("barcodePng", () => {
  it.each(CASES)("%s %j: a PNG an independent decoder reads as %j", async (type, content, expected) => {
    const png = barcodePng(type, content);
    const [symbol] = await decodePng(png);
    expect(symbol?.text).toBe(expected);
    expect(readPngPixels(png)).toMatchObject({ width: 400, height: 200 });
  });

  it.each(CASES)("%s %j: the same bytes as generateBarcode", (type, content) => {
    expect(Buffer.from(barcodePng(type, content))).toEqual(generateBarcode({ type, content }).bytes);
  });

  it.skipIf(!CLI_DECODERS.zxingReader)(
    "takes the options camelCase, as generateBarcode takes the request's customization",
    () => {
      const options = { width: 600, height: 150, barColor: "#1A237E", backgroundColor: "#FFF", showText: false };
      const customization = {
        width: 600,
        height: 150,
        bar_color: "#1A237E",
        background_color: "#FFF",
        show_text: false,
      };
      const png = barcodePng("code128", "ABC-123", options);
      expect(Buffer.from(png)).toEqual(generateBarcode({ type: "code128", content: "ABC-123", customization }).bytes);
      expect(readPngPixels(png)).toMatchObject({ width: 600, height: 150 });
      expect(zxingReaderText(png)?.text).toBe("ABC-123");
    },
  );
});
