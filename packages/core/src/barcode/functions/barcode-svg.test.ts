import type { BarcodeType } from "@qrbar/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodePng } from "../../testing/index.js";
import { generateBarcode } from "../generate-barcode.js";
import { barcodeSvg } from "./barcode-svg.js";

const CASES: ReadonlyArray<readonly [BarcodeType, string, string]> = [
  ["ean13", "590123412345", "5901234123457"],
  ["code128", "ABC-123", "ABC-123"],
  ["codabar", "A40156B", "A40156B"],
  ["code93", "CODE-93", "CODE-93"],
  ["code93ext", "Code93 ext!", "Code93 ext!"],
  ["qrcode", "https://example.com/products/4711", "https://example.com/products/4711"],
  ["aztec", "Aztec from barcodeSvg", "Aztec from barcodeSvg"],
];

describe("barcodeSvg", () => {
  it.each(CASES)(
    "%s %j: an SVG that, rasterised, an independent decoder reads as %j",
    async (type, content, expected) => {
      const svg = barcodeSvg(type, content);
      expect(svg).toMatch(/^<svg [^>]*width="400" height="200"/);
      const [symbol] = await decodePng(await sharp(Buffer.from(svg)).png().toBuffer());
      expect(symbol?.text).toBe(expected);
    },
  );

  it.each(CASES)("%s %j: the SVG generateBarcode makes, as a string", (type, content) => {
    const generated = generateBarcode({ type, content, customization: { format: "SVG" } }).bytes.toString("utf8");
    expect(barcodeSvg(type, content)).toBe(generated);
  });

  it("prints the human-readable text unless showText is false", () => {
    const withText = barcodeSvg("ean13", "590123412345");
    const without = barcodeSvg("ean13", "590123412345", { showText: false });
    expect(without.length).toBeLessThan(withText.length);
    expect(without).toBe(
      generateBarcode({
        type: "ean13",
        content: "590123412345",
        customization: { format: "SVG", show_text: false },
      }).bytes.toString("utf8"),
    );
  });
});
