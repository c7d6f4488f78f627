import { describe, expect, it } from "vitest";
import {
  CLI_DECODERS,
  decodePng,
  pdfPageSize,
  rasteriseVector,
  readPngPixels,
  untypedQrRequest,
  VECTOR_TOOLS,
  zbarimgRaw,
  zxingReaderText,
} from "../testing/index.js";
import { expectRefusal, refusal } from "../testing/qr-type-suite.js";
import { qrEps } from "./functions/qr-eps.js";
import { qrPdf } from "./functions/qr-pdf.js";
import { generateQr, validateQrRequest } from "./generate-qr.js";
import { QR_TYPES } from "./registry.js";

const pixel = (png: Uint8Array, x: number, y: number): string => {
  const { width, rgba } = readPngPixels(png);
  const i = (y * width + x) * 4;
  return [rgba[i], rgba[i + 1], rgba[i + 2]].map((c) => (c as number).toString(16).padStart(2, "0")).join("");
};

describe("generateQr payloads", () => {
  it("matches type keys and enum values case-insensitively and echoes the canonical key", () => {
    // The wire takes any case; the types take the contract's, so this is a plain-JavaScript caller's request.
    const qr = generateQr(
      untypedQrRequest({
        type: "URL",
        content: { url: "https://x.org" },
        customization: { format: "svg", error_correction: "q" },
      }),
    );
    expect(qr.type).toBe("url");
    expect(qr.format).toBe("SVG");
  });
});

describe("generateQr images", () => {
  it.each([64, 100, 300, 301, 1000, 4096])("a PNG of size %i is exactly that many pixels square", (size) => {
    const qr = generateQr({ type: "text", content: { text: "size" }, customization: { size } });
    const { width, height } = readPngPixels(qr.bytes);
    expect([width, height, qr.width, qr.height]).toEqual([size, size, size, size]);
  });

  it("defaults to a 300 px PNG at level M with a 4-module quiet zone", async () => {
    const qr = generateQr({ type: "text", content: { text: "defaults" } });
    expect([qr.format, qr.mimeType, qr.width]).toEqual(["PNG", "image/png", 300]);
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.ecLevel).toBe("M");
    // A 21-module code at 300 px: 10 px modules, 290 px drawn, centred: the finder starts at 5 + 40.
    expect(pixel(qr.bytes, 44, 44)).toBe("ffffff");
    expect(pixel(qr.bytes, 45, 45)).toBe("000000");
  });

  it("writes a 1-bit palette PNG far smaller than an RGBA one", () => {
    const qr = generateQr({ type: "url", content: { url: "https://example.com" } });
    expect(qr.bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(qr.bytes[24]).toBe(1); // bit depth
    expect(qr.bytes[25]).toBe(3); // colour type: palette
    expect(qr.bytes.length).toBeLessThan(700);
  });

  it.each(["L", "M", "Q", "H"] as const)("encodes at error-correction level %s", async (level) => {
    const qr = generateQr({ type: "text", content: { text: "level" }, customization: { error_correction: level } });
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.ecLevel).toBe(level);
  });

  it("paints fill and background colours, #RGB and #RRGGBB alike", async () => {
    const qr = generateQr({
      type: "text",
      content: { text: "colours" },
      customization: { fill_color: "#1a237e", back_color: "#FE9", margin: 2 },
    });
    expect(pixel(qr.bytes, 0, 0)).toBe("ffee99");
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.text).toBe("colours");
    const { rgba } = readPngPixels(qr.bytes);
    const colours = new Set<string>();
    for (let i = 0; i < rgba.length; i += 4) colours.add(`${rgba[i]},${rgba[i + 1]},${rgba[i + 2]}`);
    expect([...colours].sort()).toEqual(["255,238,153", "26,35,126"]);
  });

  it("honours the margin: 0 puts the finder pattern at the centring offset", () => {
    const qr = generateQr({ type: "text", content: { text: "m" }, customization: { margin: 0, size: 210 } });
    expect(pixel(qr.bytes, 0, 0)).toBe("000000");
  });

  it("writes SVG of the exact size whose geometry decodes to the payload", async () => {
    const qr = generateQr({
      type: "url",
      content: { url: "https://example.com/svg" },
      customization: { format: "SVG", size: 256, fill_color: "#003300" },
    });
    const svg = qr.bytes.toString();
    expect(qr.mimeType).toBe("image/svg+xml");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256" viewBox="0 0 33 33"/);
    expect(svg).toContain('fill="#003300"');
    // Redraw the SVG's path as a bitmap at 8 px per unit and decode that.
    const side = 33;
    const scale = 8;
    const rows = Array.from({ length: side * scale }, () => new Uint8Array(side * scale));
    for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let dy = 0; dy < scale; dy++)
        rows[Number(y) * scale + dy]?.fill(1, Number(x) * scale, (Number(x) + Number(w)) * scale);
    }
    const { PNG } = await import("pngjs");
    const png = new PNG({ width: side * scale, height: side * scale });
    rows.forEach((row, y) => {
      row.forEach((dark, x) => {
        png.data.fill(dark ? 0 : 255, (y * side * scale + x) * 4, (y * side * scale + x) * 4 + 3);
        png.data[(y * side * scale + x) * 4 + 3] = 255;
      });
    });
    const [symbol] = await decodePng(PNG.sync.write(png));
    expect(symbol?.text).toBe("https://example.com/svg");
  });
});

/** Text written as PDF and PostScript syntax: it must reach the file only as modules. */
const HOSTILE_PAYLOAD = "%%EOF\n) Tj (x) show showpage endstream 1 0 obj <</Type/Page>> ÄÖÜ \u0000 end";

describe("generateQr PDF and EPS", () => {
  const customization = {
    size: 333,
    fill_color: "#1A237E",
    back_color: "#FFF8E1",
    error_correction: "Q",
    margin: 2,
  } as const;
  const options = { size: 333, fillColor: "#1A237E", backColor: "#FFF8E1", errorCorrection: "Q", margin: 2 } as const;

  it.each([
    ["PDF", "application/pdf", qrPdf],
    ["EPS", "application/postscript", qrEps],
  ] as const)("%s is the file of the vector function, typed %s", (format, mimeType, write) => {
    const qr = generateQr({
      type: "text",
      content: { text: HOSTILE_PAYLOAD },
      customization: { ...customization, format },
    });
    expect([qr.format, qr.mimeType, qr.width, qr.height, qr.payload]).toEqual([
      format,
      mimeType,
      333,
      333,
      HOSTILE_PAYLOAD,
    ]);
    expect(Buffer.from(qr.bytes).equals(Buffer.from(write(HOSTILE_PAYLOAD, options)))).toBe(true);
  });

  it.each(["pdf", "Eps"])("takes %j in any case, as the other formats", (format) => {
    const qr = generateQr(
      untypedQrRequest({ type: "url", content: { url: "https://x.org" }, customization: { format } }),
    );
    expect(qr.format).toBe(format.toUpperCase());
    expect(Buffer.from(qr.bytes.subarray(0, 4)).toString()).toBe(format === "pdf" ? "%PDF" : "%!PS");
  });

  it.skipIf(!VECTOR_TOOLS.pdfinfo)("a PDF page is size x 0.75 pt, to within 0.01 mm (needs poppler-utils)", () => {
    const pdf = generateQr({ type: "text", content: { text: "page" }, customization: { size: 301, format: "PDF" } });
    const page = pdfPageSize(pdf.bytes);
    // 0.01 mm is 0.028 pt.
    expect(Math.abs(page.width - 225.75)).toBeLessThan(0.028);
    expect(Math.abs(page.height - 225.75)).toBeLessThan(0.028);
  });

  it.skipIf(!VECTOR_TOOLS.pdftoppm || !VECTOR_TOOLS.gs || !CLI_DECODERS.zbarimg || !CLI_DECODERS.zxingReader).each([
    ["PDF", 300],
    ["PDF", 600],
    ["EPS", 300],
    ["EPS", 600],
  ] as const)(
    "a %s printed at %i dpi reads back exactly, by ZBar and by zxing-cpp (needs poppler-utils, ghostscript)",
    (format, dpi) => {
      const qr = generateQr({
        type: "text",
        content: { text: HOSTILE_PAYLOAD },
        customization: { ...customization, format },
      });
      const png = rasteriseVector(qr.bytes, format, dpi);
      expect(zbarimgRaw(png)).toBe(HOSTILE_PAYLOAD);
      expect(zxingReaderText(png)?.text).toBe(HOSTILE_PAYLOAD);
      // The page at that resolution: 333 px at 0.75 pt is 3.46875 in, rounded to a whole pixel either way.
      expect(Math.abs(readPngPixels(png).width - (333 * 0.75 * dpi) / 72)).toBeLessThan(1);
    },
  );
});

const ok = { type: "text", content: { text: "x" } };

describe("generateQr refuses a bad request with VALIDATION_ERROR on the field", () => {
  it.each([
    [{ ...ok, customization: { size: 63 } }, "customization.size", "must be at least 64"],
    [{ ...ok, customization: { size: 4097 } }, "customization.size", "must be at most 4096"],
    [{ ...ok, customization: { size: 300.5 } }, "customization.size", "must be a whole number"],
    [{ ...ok, customization: { size: "300" } }, "customization.size", "must be a whole number"],
    [{ ...ok, customization: { fill_color: "black" } }, "customization.fill_color", "must be a hex colour"],
    [{ ...ok, customization: { back_color: "#12345" } }, "customization.back_color", "must be a hex colour"],
    [
      { ...ok, customization: { error_correction: "X" } },
      "customization.error_correction",
      "must be one of L, M, Q, H",
    ],
    [{ ...ok, customization: { format: "GIF" } }, "customization.format", "must be one of PNG, SVG, PDF, EPS"],
    [{ ...ok, customization: { margin: 33 } }, "customization.margin", "must be at most 32"],
    [{ ...ok, customization: { colour: "#000" } }, "customization.colour", "is not a known field"],
    [{ content: { text: "x" } }, "type", "is required"],
    [{ type: "text" }, "content", "is required"],
    [{ type: "text", content: "x" }, "content", "must be an object"],
    [
      { ...ok, customization: { fill_color: "#777777", back_color: "#888888" } },
      "customization.fill_color",
      "contrast ratio",
    ],
  ] as const)("%j → VALIDATION_ERROR on %s", expectRefusal);
});

describe("generateQr refuses bad input with a code and the field", () => {
  it.each([null, [], "text", 42])("a body that is not an object (%j) is a VALIDATION_ERROR", (body) => {
    expect(refusal(body).code).toBe("VALIDATION_ERROR");
  });

  it("an unknown type is UNKNOWN_TYPE, says where to look and which type was likely meant", () => {
    const error = refusal({ type: "wifii", content: {} });
    expect(error.code).toBe("UNKNOWN_TYPE");
    expect(error.message).toBe(
      `unknown QR type 'wifii'; see qrCatalog() for the ${QR_TYPES.length} known types; did you mean 'wifi'?`,
    );
    expect(error.details).toEqual([{ field: "type", message: "'wifii' is not a QR type; did you mean 'wifi'?" }]);
    expect(refusal({ type: "Google-Maps", content: {} }).message).toMatch(/did you mean 'google_maps'\?$/);
    expect(refusal({ type: "nothing-like-it", content: {} }).message).not.toContain("did you mean");
  });

  it("content too long for the level is INVALID_CONTENT naming the levels it fits", () => {
    const error = refusal({
      type: "text",
      content: { text: "a".repeat(2000) },
      customization: { error_correction: "H" },
    });
    expect(error.code).toBe("INVALID_CONTENT");
    expect(error.message).toContain("(at most 1273 bytes); use error_correction L or M, or shorten it");
    expect(refusal({ type: "text", content: { text: "é".repeat(3000) } }).code).toBe("INVALID_CONTENT");
  });

  it("a size too small for the content names the minimum size", () => {
    const error = refusal({ type: "text", content: { text: "a".repeat(1500) }, customization: { size: 64 } });
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toMatch(/^customization\.size must be at least \d+ for this content/);
  });

  // A plain-JavaScript caller (or `as any`) can still send a design: it is refused at run time, naming
  // the field and the function that draws it.
  it.each([
    [{ module_shape: "dots" }, "customization.module_shape"],
    [{ size: 400, logo: "data:image/png;base64,iVBORw0KGgo=" }, "customization.logo"],
    [{ frame: { text: "Scan me" } }, "customization.frame"],
    [{ back_color: "transparent" }, "customization.back_color"],
  ])("a styled design (%j) is VALIDATION_ERROR on %s, pointing to generateStyledQr", (customization, field) => {
    const error = refusal({ type: "url", content: { url: "https://example.com" }, customization });
    expect([error.code, error.details?.[0]?.field]).toEqual(["VALIDATION_ERROR", field]);
    expect(error.message).toBe(
      `${field} makes a styled design, which generateQr does not draw: styled designs are drawn by generateStyledQr from @qrbar/core/style (asynchronous, as it proves each code scans)`,
    );
  });
});

describe("validateQrRequest", () => {
  it("returns the request typed as the contract's: canonical key, the contract's case, the checked content", () => {
    const { request, definition } = validateQrRequest(
      JSON.parse('{"type":"WiFi","content":{"ssid":"home","encryption":"WPA"},"customization":{"format":"svg"}}'),
    );
    expect(definition.key).toBe("wifi");
    expect(request).toEqual({
      type: "wifi",
      content: { ssid: "home", encryption: "WPA" },
      customization: { format: "SVG" },
    });
  });
});
