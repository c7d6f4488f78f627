import { describe, expect, it } from "vitest";
import { barcodeEps } from "../barcode/functions/barcode-eps.js";
import { barcodePdf } from "../barcode/functions/barcode-pdf.js";
import { qrEps } from "../qr/functions/qr-eps.js";
import { qrPdf } from "../qr/functions/qr-pdf.js";
import {
  CLI_DECODERS,
  inkCoverage,
  pdfContent,
  rasteriseEps,
  rasterisePdf,
  thrownQrbarError,
  VECTOR_TOOLS,
  zbarimgRaw,
} from "../testing/index.js";

const URL = "https://example.com/print/4711";
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
/** The colour operators of a content stream or an EPS, each with its operands. */
const colourOperations = (text: string) => text.match(/^[\d. ]+ (?:rg|RG|k|K|setrgbcolor|setcmykcolor)$/gm) ?? [];

describe("vector files in CMYK", () => {
  it("write every colour of a QR code PDF with k and no RGB operator; black hex is K alone", () => {
    const content = pdfContent(qrPdf(URL, { colorSpace: "cmyk" }));
    expect(content).not.toMatch(/\b(?:rg|RG|K)\b/);
    expect(colourOperations(content)).toEqual(["0 0 0 0 k", "0 0 0 1 k"]);
  });

  it("write a cmyk() colour as given and a hex one by the naive formula", () => {
    const pdf = pdfContent(
      qrPdf(URL, { colorSpace: "cmyk", fillColor: "cmyk(100, 60, 0, 20%)", backColor: "#FFF8E1" }),
    );
    // #FFF8E1: K = 0, C = 0, M = 7/255, Y = 30/255.
    expect(colourOperations(pdf)).toEqual(["0 0.0275 0.1176 0 k", "1 0.6 0 0.2 k"]);
    const eps = latin1(qrEps(URL, { colorSpace: "cmyk", fillColor: "cmyk(100, 60, 0, 20%)" }));
    expect(eps).not.toMatch(/setrgbcolor/);
    expect(colourOperations(eps)).toEqual(["0 0 0 0 setcmykcolor", "1 0.6 0 0.2 setcmykcolor"]);
  });

  it("write a barcode's bars and OCR-B text in CMYK, PDF and EPS", () => {
    const options = { colorSpace: "cmyk", barColor: "cmyk(0,0,0,100)" } as const;
    const content = pdfContent(barcodePdf("ean13", "590123412345", options));
    expect(content).not.toMatch(/\b(?:rg|RG)\b/);
    expect(colourOperations(content)).toEqual(["0 0 0 0 k", "0 0 0 1 k"]);
    const eps = latin1(barcodeEps("code128", "Print (100%) \\ ok", options));
    expect(eps).not.toMatch(/setrgbcolor/);
    expect(colourOperations(eps)).toEqual(["0 0 0 0 setcmykcolor", "0 0 0 1 setcmykcolor"]);
  });

  it("write a cmyk() colour in the rgb space as its sRGB (the default space)", () => {
    const content = pdfContent(qrPdf(URL, { fillColor: "cmyk(100,60,0,20)" }));
    expect(colourOperations(content)).toEqual(["1 1 1 rg", "0 0.322 0.8 rg"]);
  });

  it.skipIf(!VECTOR_TOOLS.gs)("print black in one ink: Ghostscript separates K only (needs ghostscript)", () => {
    for (const [file, name] of [
      [qrPdf(URL, { colorSpace: "cmyk" }), "page.pdf"],
      [qrEps(URL, { colorSpace: "cmyk" }), "page.eps"],
      [barcodeEps("code128", "CMYK-4711", { colorSpace: "cmyk" }), "page.eps"],
    ] as const) {
      const ink = inkCoverage(file, name);
      expect([ink.c, ink.m, ink.y]).toEqual([0, 0, 0]);
      expect(ink.k).toBeGreaterThan(0.1);
    }
    // The same black in RGB: Ghostscript makes it of all four inks, so the check above can fail.
    const rgb = inkCoverage(qrEps(URL), "page.eps");
    expect(rgb.c).toBeGreaterThan(0.1);
  });

  it.skipIf(!VECTOR_TOOLS.pdftoppm || !VECTOR_TOOLS.gs || !CLI_DECODERS.zbarimg)(
    "still scan at 300 dpi in CMYK (needs poppler-utils, ghostscript, zbar-tools)",
    () => {
      const options = { colorSpace: "cmyk", fillColor: "cmyk(100,60,0,20)" } as const;
      expect(zbarimgRaw(rasterisePdf(qrPdf(URL, options), 300))).toBe(URL);
      expect(zbarimgRaw(rasteriseEps(qrEps(URL, options), 300))).toBe(URL);
      const bars = { colorSpace: "cmyk", barColor: "cmyk(100,60,0,20)" } as const;
      expect(zbarimgRaw(rasterisePdf(barcodePdf("ean13", "590123412345", bars), 300))).toBe("5901234123457");
      expect(zbarimgRaw(rasteriseEps(barcodeEps("code128", "CMYK-4711", bars), 300))).toBe("CMYK-4711");
    },
  );

  it.each([
    ["CMYK", /colorSpace must be one of rgb, cmyk/],
    ["__proto__", /colorSpace must be one of rgb, cmyk/],
  ])("refuse colorSpace %j naming the option", (value, message) => {
    expect(thrownQrbarError(() => qrPdf(URL, { colorSpace: value as "cmyk" }), "qrPdf").message).toMatch(message);
  });

  it.each(["cmyk(101,0,0,0)", "cmyk(0.5,0,0)", "cmyk(NaN,0,0,0)", "cmyk(0,0,0,0) %%EOF"])(
    "refuse the colour %j naming the option, before anything is written",
    (colour) => {
      expect(thrownQrbarError(() => barcodePdf("code128", "x", { barColor: colour }), "barcodePdf").message).toMatch(
        /^barColor must be a hex colour such as #1A2B3C or #FFF, or cmyk\(c,m,y,k\) with each ink 0 to 100/,
      );
    },
  );
});
