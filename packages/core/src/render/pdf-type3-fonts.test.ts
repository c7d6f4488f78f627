import type { BarcodeType } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import { barcodeVector } from "../barcode/functions/barcode-vector.js";
import { vectorPainter } from "../barcode/render/paint-vector.js";
import { pdfContent, pdfText, rasterisePdf, readPngPixels, VECTOR_TOOLS } from "../testing/index.js";
import { glyphName } from "./glyph-names.js";
import { PDF_FORMAT } from "./vector-pdf.js";
import { drawVector, type RunGlyph } from "./vector-writer.js";

const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/** The PDF as barcodePdf writes it (text in a Type 3 font), and the same with the text as filled outlines. */
const withFonts = vectorPainter(PDF_FORMAT);
const withOutlines = vectorPainter({ ...PDF_FORMAT, fonts: undefined });

/** Type, content, width, the text printed under the bars. */
const CASES: ReadonlyArray<readonly [BarcodeType, string, number, string]> = [
  ["ean13", "590123412345", 400, "5 901234 123457"],
  ["upca", "03600029145", 400, "0 36000 29145 2"],
  ["code128", "Print (100%) ok", 900, "Print (100%) ok"],
  ["code39", "CODE-39 $/+%", 900, "*CODE-39 $/+%*"],
];

describe("barcode text in PDF as a Type 3 font subset", () => {
  it.skipIf(!VECTOR_TOOLS.pdftotext).each(CASES)(
    "%s %j: pdftotext extracts the printed text exactly (needs poppler-utils)",
    (type, content, width, printed) => {
      expect(pdfText(barcodeVector(withFonts, type, content, { width }, "barcodePdf"))).toBe(printed);
      // Outlines are no text: the test could fail.
      expect(pdfText(barcodeVector(withOutlines, type, content, { width }, "barcodePdf"))).toBe("");
    },
  );

  it.skipIf(!VECTOR_TOOLS.pdftoppm).each(CASES)(
    "%s %j: rasterised at 300 and 600 dpi, pixel for pixel what the outlines give (needs poppler-utils)",
    (type, content, width) => {
      const fonts = barcodeVector(withFonts, type, content, { width }, "barcodePdf");
      const outlines = barcodeVector(withOutlines, type, content, { width }, "barcodePdf");
      for (const dpi of [300, 600]) {
        const a = readPngPixels(rasterisePdf(fonts, dpi));
        const b = readPngPixels(rasterisePdf(outlines, dpi));
        expect([a.width, a.height]).toEqual([b.width, b.height]);
        let differing = 0;
        for (let i = 0; i < a.rgba.length; i++) if (a.rgba[i] !== b.rgba[i]) differing++;
        expect(differing).toBe(0);
      }
    },
  );

  it("holds only the glyphs shown, named by the standard names, each once, with a ToUnicode CMap", () => {
    const bytes = barcodeVector(withFonts, "code128", "ABBA 11", { width: 600 }, "barcodePdf");
    const pdf = latin1(bytes);
    expect(pdf.match(/\/Subtype\/Type3/g)).toHaveLength(1);
    expect(pdf).toContain("/Encoding<</Type/Encoding/Differences[1/A/B/space/one]>>/FirstChar 1/LastChar 4");
    expect(pdf).toMatch(/\/CharProcs<<\/A \d+ 0 R\/B \d+ 0 R\/space \d+ 0 R\/one \d+ 0 R>>/);
    expect(pdf).toContain("4 beginbfchar\n<01> <0041>\n<02> <0042>\n<03> <0020>\n<04> <0031>\nendbfchar\n");
    expect(pdfContent(bytes)).toMatch(/BT\n[\d.]+ Tc\n1 0 0 -1 [\d.]+ [\d.]+ Tm\n\/F1 1 Tf\n<01020201030404> Tj\nET\n/);
  });

  it("shows text in the fill colour: CMYK text is k, and a glyph procedure sets no colour", () => {
    const pdf = barcodeVector(withFonts, "code128", "CMYK", { colorSpace: "cmyk" }, "barcodePdf");
    const content = pdfContent(pdf);
    expect(content).toMatch(/0 0 0 1 k\n[\s\S]*BT\n/);
    expect(content).not.toMatch(/\b(?:rg|RG|K)\b/);
  });

  it("names any character as the Adobe Glyph List does", () => {
    expect([0x20, 0x30, 0x28, 0x5c, 0x7e, 0xe9, 0x1f, 0x1f600].map(glyphName)).toEqual([
      "space",
      "zero",
      "parenleft",
      "backslash",
      "asciitilde",
      "uni00E9",
      "uni001F",
      "u1F600",
    ]);
  });

  it.skipIf(!VECTOR_TOOLS.pdftotext)(
    "starts a second font after 255 glyphs, and the text still extracts (needs poppler-utils)",
    () => {
      const square = [
        { type: "M", x: 0, y: 0 },
        { type: "L", x: 4, y: 0 },
        { type: "L", x: 4, y: 4 },
        { type: "L", x: 0, y: 4 },
      ] as const;
      // 300 distinct characters from U+0100: more than one one-byte font holds.
      const text = Array.from({ length: 300 }, (_, i) => String.fromCodePoint(0x100 + i)).join("");
      const glyphs: RunGlyph[] = [...text].map((c) => ({
        code: c.codePointAt(0) as number,
        advance: 5,
        segments: square,
      }));
      const font = {};
      const pdf = drawVector(PDF_FORMAT, 1600, 40, WHITE, (out) =>
        out.colour(BLACK).glyphs({ font, x: 10, y: 20, gap: 0, glyphs }),
      );
      const file = latin1(pdf);
      expect(file.match(/\/Subtype\/Type3/g)).toHaveLength(2);
      expect(file).toContain("/LastChar 255");
      expect(file).toContain("/LastChar 45");
      expect(pdfContent(pdf)).toMatch(/\/F1 1 Tf\n<[0-9A-F]{510}> Tj\n\/F2 1 Tf\n<[0-9A-F]{90}> Tj\n/);
      expect(pdfText(pdf)).toBe(text);
    },
  );
});
