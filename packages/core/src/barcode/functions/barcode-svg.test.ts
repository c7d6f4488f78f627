import type { BarcodeType } from "@qrbar/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodePng } from "../../testing/index.js";
import { generateBarcode } from "../generate-barcode.js";
import { ocrB } from "../render/ocr-b-outline-font.js";
import { barcodePng } from "./barcode-png.js";
import { barcodeSvg } from "./barcode-svg.js";

/** The SVG without its text, whether written as `<text>` or as a path of outlines after the bars. */
const withoutText = (svg: string): string =>
  svg.replace(/<\/g>(<g fill=.*<\/g>|<path fill=.*\/>)<\/svg>$/, "</g></svg>");

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

  it.each(CASES)("%s %j: with font ocrB, the SVG generateBarcode makes, as a string", (type, content) => {
    const generated = Buffer.from(generateBarcode({ type, content, customization: { format: "SVG" } }).bytes).toString(
      "utf8",
    );
    expect(barcodeSvg(type, content, { font: ocrB })).toBe(generated);
  });

  it.each(CASES)("%s %j: without a font, the same bars and the text as <text>", (type, content) => {
    const outlined = barcodeSvg(type, content, { font: ocrB });
    const svg = barcodeSvg(type, content);
    expect(withoutText(svg)).toBe(withoutText(outlined));
    expect(svg.includes("<text")).toBe(svg !== outlined); // 2D symbols have no text
  });

  it("writes the text at the outlines' place, in an OCR-B font stack fitted to their width", () => {
    const svg = barcodeSvg("code128", "ABC-123");
    expect(svg).toContain(
      `<g fill="#000000" font-family="OCR-B, 'OCR B', OCRB, monospace" xml:space="preserve"><text x="`,
    );
    const [, x, y, size, length, text] =
      /<text x="(\d+)" y="(\d+)" font-size="([\d.]+)" textLength="([\d.]+)" lengthAdjust="spacingAndGlyphs">([^<]*)<\/text>/.exec(
        svg,
      ) ?? [];
    expect(text).toBe("ABC-123");
    // The outlines' first move is the first glyph's left edge, a little right of the pen; on the same baseline.
    const [, firstX, firstY] =
      /<path fill="#000000" d="M([\d.]+) ([\d.]+)/.exec(barcodeSvg("code128", "ABC-123", { font: ocrB })) ?? [];
    expect(Number(firstX) - Number(x)).toBeGreaterThanOrEqual(0);
    expect(Number(firstX) - Number(x)).toBeLessThan(Number(size) / 2);
    expect(Math.abs(Number(firstY) - Number(y))).toBeLessThan(Number(size));
    // Seven OCR-B advances of 0.636 size each (703 of 1106 font units), at 0.868 size per em.
    expect(Number(length)).toBeCloseTo((7 * 0.636 * Number(size)) / 0.868, -1);
  });

  it("escapes markup in the text", () => {
    expect(barcodeSvg("code128", "A<&>B")).toContain(">A&lt;&amp;&gt;B</text>");
  });

  it("takes an outline font for the SVG only", () => {
    expect(() => barcodeSvg("ean13", "590123412345", { font: "OCR-B" as never })).toThrow(
      "font must be an outline font such as ocrB from @qrbar/core/barcode/ocr-b",
    );
    expect(() => barcodePng("ean13", "590123412345", { font: ocrB } as never)).toThrow(
      /font is not an option of barcodePng/,
    );
  });

  it("prints the human-readable text unless showText is false", () => {
    const withText = barcodeSvg("ean13", "590123412345", { font: ocrB });
    const without = barcodeSvg("ean13", "590123412345", { showText: false });
    expect(without.length).toBeLessThan(withText.length);
    const generated = generateBarcode({
      type: "ean13",
      content: "590123412345",
      customization: { format: "SVG", show_text: false },
    });
    expect(without).toBe(Buffer.from(generated.bytes).toString("utf8"));
  });
});
