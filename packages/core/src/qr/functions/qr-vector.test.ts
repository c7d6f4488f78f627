import { describe, expect, it } from "vitest";
import {
  CLI_DECODERS,
  pdfContent,
  pdfPageSize,
  rasteriseEps,
  rasterisePdf,
  readPngPixels,
  thrownQrbarError,
  VECTOR_TOOLS,
  zbarimgRaw,
} from "../../testing/index.js";
import { qrEps } from "./qr-eps.js";
import type { QrOptions } from "./qr-options.js";
import { qrPdf } from "./qr-pdf.js";
import { qrPng } from "./qr-png.js";
import { qrSvg } from "./qr-svg.js";

const LONG_TEXT = `Order 4711 for ACME Corp, delivered to Gate 7. ${"0123456789 abcdefghij ".repeat(12)}End.`;

/** A URL, a long text and every error-correction level, with sizes and colours besides the defaults. */
const CASES: ReadonlyArray<readonly [string, QrOptions]> = [
  ["https://example.com/products/4711", { errorCorrection: "L" }],
  ["https://example.com/?q=vector&page=2", { size: 333, errorCorrection: "M", margin: 2 }],
  ["HELLO WORLD 123", { size: 512, errorCorrection: "Q", fillColor: "#1A237E", backColor: "#FFF8E1" }],
  [LONG_TEXT, { size: 600, errorCorrection: "H" }],
];

/** The SVG's width and height in pixels: the page must be exactly these at 0.75 pt each. */
const svgSize = (svg: string) => {
  const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
};

const HAS_POPPLER = VECTOR_TOOLS.pdfinfo && VECTOR_TOOLS.pdftoppm && CLI_DECODERS.zbarimg;

describe("qrPdf", () => {
  it.skipIf(!HAS_POPPLER).each(CASES)(
    "%j %j: a page of the SVG's size in points that zbarimg reads back at 300 dpi (needs poppler-utils, zbar-tools)",
    (text, options) => {
      const pdf = qrPdf(text, options);
      const { width, height } = svgSize(qrSvg(text, options));
      const page = pdfPageSize(pdf);
      expect(page.width).toBeCloseTo(width * 0.75, 2);
      expect(page.height).toBeCloseTo(height * 0.75, 2);
      expect(zbarimgRaw(rasterisePdf(pdf, 300))).toBe(text);
    },
  );

  it.each(CASES)("%j: rectangles only, no image XObject and no inline image", (text, options) => {
    const pdf = qrPdf(text, options);
    expect(Buffer.from(pdf).toString("latin1")).not.toMatch(/\/XObject|\/Image|\/Font/);
    const content = pdfContent(pdf);
    expect(content).not.toMatch(/\bBI\b|\bDo\b/);
    expect(new Set(content.match(/[a-zA-Z*]+(?=\n)/g))).toEqual(new Set(["cm", "rg", "re", "f"]));
  });

  it.skipIf(!VECTOR_TOOLS.pdftoppm)(
    "puts the modules exactly where the PNG does when they fall on whole pixels (needs poppler-utils)",
    () => {
      // A version 1 code and a margin of 4 are 29 modules: 10 px each at 290 px.
      const options = { size: 290, errorCorrection: "L" } as const;
      const drawn = readPngPixels(rasterisePdf(qrPdf("HELLO", options), 96));
      const png = readPngPixels(qrPng("HELLO", options));
      expect([drawn.width, drawn.height]).toEqual([290, 290]);
      const dark = (image: typeof png) =>
        Array.from({ length: 290 * 290 }, (_, i) => (image.rgba[i * 4] as number) < 128);
      expect(dark(drawn)).toEqual(dark(png));
    },
  );

  it("refuses what qrSvg refuses, naming qrPdf", () => {
    const error = thrownQrbarError(() => qrPdf("x", { fromat: "PDF" } as never), "qrPdf");
    expect(error.details?.[0]?.message).toMatch(/^is not an option of qrPdf; it takes size/);
    expect(() => qrPdf("x".repeat(500), { size: 64 })).toThrow(/^size must be at least/);
  });
});

describe("qrEps", () => {
  it.skipIf(!VECTOR_TOOLS.gs || !CLI_DECODERS.zbarimg).each(CASES)(
    "%j %j: EPS that Ghostscript renders and zbarimg reads back at 300 dpi (needs ghostscript, zbar-tools)",
    (text, options) => {
      expect(zbarimgRaw(rasteriseEps(qrEps(text, options), 300))).toBe(text);
    },
  );

  it.each(CASES)(
    "%j %j: a bounding box of the SVG's size in points, rectfill and no image operator",
    (text, options) => {
      const eps = Buffer.from(qrEps(text, options)).toString("latin1");
      const { width, height } = svgSize(qrSvg(text, options));
      expect(eps).toContain(`\n%%HiResBoundingBox: 0 0 ${width * 0.75} ${height * 0.75}\n`);
      expect(eps).toContain(`\n%%BoundingBox: 0 0 ${Math.ceil(width * 0.75)} ${Math.ceil(height * 0.75)}\n`);
      expect(eps).toMatch(/ rectfill\n/);
      expect(eps).not.toMatch(/image/);
    },
  );

  it("refuses what qrSvg refuses, naming qrEps", () => {
    const error = thrownQrbarError(() => qrEps("x", { size: 10 }), "qrEps");
    expect(error.details?.[0]).toEqual({ field: "size", message: "must be a whole number from 64 to 4096; got 10" });
  });
});
