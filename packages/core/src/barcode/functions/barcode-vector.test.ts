import type { BarcodeType } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import {
  CLI_DECODERS,
  pdfContent,
  pdfPageSize,
  pdfText,
  rasteriseEps,
  rasterisePdf,
  readPngPixels,
  thrownQrbarError,
  VECTOR_TOOLS,
  zbarimgRaw,
  zxingReaderText,
} from "../../testing/index.js";
import { ocrB } from "../render/ocr-b-outline-font.js";
import { barcodeEps } from "./barcode-eps.js";
import type { BarcodeOptions } from "./barcode-options.js";
import { barcodePdf } from "./barcode-pdf.js";
import { barcodePng } from "./barcode-png.js";
import { barcodeSvg } from "./barcode-svg.js";

/** Type, content, options, what a reader must read, and the reader: ZBar reads no 2D symbol but QR. */
const CASES: ReadonlyArray<readonly [BarcodeType, string, BarcodeOptions, string, "zbarimg" | "zxingReader"]> = [
  ["ean13", "590123412345", {}, "5901234123457", "zbarimg"],
  ["code128", "ABC-123", { width: 500, height: 150, barColor: "#1A237E" }, "ABC-123", "zbarimg"],
  ["itf14", "1540014128876", { width: 600, height: 220 }, "15400141288763", "zbarimg"],
  ["datamatrix", "Hello from barcodePdf", { width: 300, height: 300 }, "Hello from barcodePdf", "zxingReader"],
  ["maxicode", "MAXICODE VECTOR 123", { width: 400, height: 400 }, "MAXICODE VECTOR 123", "zxingReader"],
];

const READERS = {
  zbarimg: (png: Uint8Array) => zbarimgRaw(png),
  zxingReader: (png: Uint8Array) => zxingReaderText(png)?.text,
};

/** The SVG's width and height in pixels: the page must be exactly these at 0.75 pt each. */
const svgSize = (svg: string) => {
  const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
};

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("barcodePdf", () => {
  it.skipIf(!VECTOR_TOOLS.pdfinfo || !VECTOR_TOOLS.pdftoppm).each(CASES)(
    "%s %j %j: a page of the SVG's size in points that reads back as %j at 300 dpi (needs poppler-utils, %s)",
    (type, content, options, expected, reader) => {
      const pdf = barcodePdf(type, content, options);
      const { width, height } = svgSize(barcodeSvg(type, content, options));
      const page = pdfPageSize(pdf);
      expect(page.width).toBeCloseTo(width * 0.75, 2);
      expect(page.height).toBeCloseTo(height * 0.75, 2);
      if (CLI_DECODERS[reader]) expect(READERS[reader](rasterisePdf(pdf, 300))).toBe(expected);
    },
  );

  it.each(CASES)(
    "%s %j: filled shapes only, no image XObject, no inline image, fonts only the text's Type 3",
    (type, content, options) => {
      const pdf = latin1(barcodePdf(type, content, options));
      expect(pdf).not.toMatch(/\/XObject|\/Image|\/FontFile|\/Subtype\/(?:Type1|TrueType|Type0)/);
      expect(pdfContent(barcodePdf(type, content, options))).not.toMatch(/\bBI\b|\bDo\b/);
    },
  );

  it("shows the text in a Type 3 font of the OCR-B outlines: thirteen glyph codes, and no font without text", () => {
    const content = pdfContent(barcodePdf("ean13", "590123412345"));
    // Its runs: the first digit, then two groups of six, each a hex string of one-byte codes.
    expect(
      content
        .match(/<([0-9A-F]{2})+> Tj/g)
        ?.join("")
        .replace(/[<> Tj]/g, ""),
    ).toHaveLength(26);
    // A glyph procedure: the advance, then the outline's curves, closed and filled.
    expect(content).toMatch(/\n[\d.]+ 0 d0\n[^d]* c\n[^d]*\nh\nf\n[\d.]+ 0 d0\n/);
    const bare = barcodePdf("ean13", "590123412345", { showText: false });
    expect(latin1(bare)).not.toMatch(/\/Font/);
    expect(pdfContent(bare)).not.toMatch(/ [cml]\n|\bBT\b/);
  });

  it("draws DotCode's dots as circles and MaxiCode's rings by the even-odd rule, as the SVG does", () => {
    const dots = pdfContent(barcodePdf("dotcode", "DOTCODE 123"));
    // The background is the one rectangle; every dot is a move and four curves.
    expect(dots.match(/ re\n/g)).toHaveLength(1);
    expect(dots.match(/ c\n/g)?.length).toBe(4 * (dots.match(/ m\n/g)?.length ?? 0));
    const maxi = pdfContent(barcodePdf("maxicode", "MAXICODE VECTOR 123", { width: 400, height: 400 }));
    expect(maxi).toMatch(/ l\n[\s\S]*\nf\n[\s\S]* c\nh\nf\*\n$/);
  });

  it.skipIf(!VECTOR_TOOLS.pdftoppm)(
    "draws the bars on the PNG's pixels and the text where the PNG has it (needs poppler-utils)",
    () => {
      // At 96 dpi a pixel is a pixel: 400 x 200.
      const drawn = readPngPixels(rasterisePdf(barcodePdf("ean13", "590123412345"), 96));
      const png = readPngPixels(barcodePng("ean13", "590123412345"));
      expect([drawn.width, drawn.height]).toEqual([png.width, png.height]);
      const dark = (image: typeof png, y0: number, y1: number) =>
        Array.from(
          { length: (y1 - y0) * image.width },
          (_, i) => (image.rgba[(y0 * image.width + i) * 4] as number) < 128,
        );
      // Above the digits (they start at about 3/4 of the height) every pixel agrees.
      expect(dark(drawn, 0, 150)).toEqual(dark(png, 0, 150));
      // The digits: the outlines anti-aliased against the PNG's thresholded glyphs, within a tenth of their ink.
      const ink = (image: typeof png) => dark(image, 170, 200).filter(Boolean).length;
      expect(ink(png)).toBeGreaterThan(500);
      expect(Math.abs(ink(drawn) - ink(png))).toBeLessThan(ink(png) / 10);
    },
  );

  it("takes the options of barcodePng, naming barcodePdf: the text is always OCR-B outlines", () => {
    const error = thrownQrbarError(() => barcodePdf("ean13", "590123412345", { font: ocrB } as never), "pdf");
    expect(error.details?.[0]).toEqual({
      field: "font",
      message:
        "is not an option of barcodePdf; it takes width, height, barColor, backgroundColor, showText, colorSpace",
    });
    expect(() => barcodePdf("ean13", "5901234123458")).toThrow(/is 7 \(ean13\)$/);
  });
});

describe("barcodeEps", () => {
  it.skipIf(!VECTOR_TOOLS.gs).each(CASES)(
    "%s %j %j: EPS that Ghostscript renders and reads back as %j at 300 dpi (needs ghostscript, %s)",
    (type, content, options, expected, reader) => {
      if (CLI_DECODERS[reader])
        expect(READERS[reader](rasteriseEps(barcodeEps(type, content, options), 300))).toBe(expected);
    },
  );

  it.each(CASES)("%s %j: a bounding box of the SVG's size in points, no image operator", (type, content, options) => {
    const eps = latin1(barcodeEps(type, content, options));
    const { width, height } = svgSize(barcodeSvg(type, content, options));
    expect(eps).toContain(`\n%%HiResBoundingBox: 0 0 ${width * 0.75} ${height * 0.75}\n`);
    expect(eps).not.toMatch(/image|findfont|show\b/);
  });

  it("draws bars with rectfill and the text as outlines", () => {
    const eps = latin1(barcodeEps("code128", "ABC-123"));
    expect(eps).toMatch(/ rectfill\n/);
    expect(eps).toMatch(/ curveto\n[\s\S]*closepath\nfill\n/);
    expect(() => barcodeEps("code128", "ABC", { width: 10 })).toThrow(/^width must be a whole number from 32/);
  });
});

describe("barcodePdf and barcodeEps on content written as PDF or PostScript", () => {
  // The EPS draws the printed text as glyph outlines and the PDF shows it as hex strings of one-byte codes of a
  // Type 3 font: no character of the content is written into either file, so content cannot close a string, end
  // the document or add an operator.
  const HOSTILE = ") showpage %%EOF (\\) endstream endobj <> Tj ET";

  it("write none of the content's characters, and one document each", () => {
    const wide = { width: 1400 };
    const pdf = latin1(barcodePdf("code128", HOSTILE, wide));
    const eps = latin1(barcodeEps("code128", HOSTILE, wide));
    for (const file of [pdf, eps, pdfContent(barcodePdf("code128", HOSTILE, wide))]) {
      expect(file).not.toContain("showpage %%EOF");
      expect(file).not.toContain("endstream endobj");
      expect(file).not.toContain("<> Tj");
    }
    expect(pdf.match(/%%EOF/g)).toHaveLength(1);
    // Each stream (content, ToUnicode, one procedure a glyph) ends once.
    expect(pdf.match(/endstream/g)).toHaveLength(pdf.match(/>>\nstream\n/g)?.length ?? 0);
    expect(eps.match(/%%EOF/g)).toHaveLength(1);
    expect(eps.match(/showpage/g)).toHaveLength(1);
  });

  it.skipIf(!VECTOR_TOOLS.pdftotext)("the PDF's text extracts as the content, exactly (needs poppler-utils)", () => {
    expect(pdfText(barcodePdf("code128", HOSTILE, { width: 1400 }))).toBe(HOSTILE);
  });
});
