import type { BarcodeType } from "@qrbar/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQrbarError } from "../errors/qrbar-error.js";
import {
  CLI_DECODERS,
  decodePng,
  rasteriseVector,
  readPngPixels,
  untypedBarcodeRequest,
  VECTOR_TOOLS,
  zbarimgRaw,
  zxingReaderText,
} from "../testing/index.js";
import { BARCODE_TESTS, barcodeRefusal } from "../testing/symbology-tests.js";
import { barcodeCatalog } from "./barcode-catalog.js";
import { barcodeEps } from "./functions/barcode-eps.js";
import { barcodePdf } from "./functions/barcode-pdf.js";
import { generateBarcode } from "./generate-barcode.js";

/** Dark (bar-coloured) pixels of a PNG as a bitmap, 1 = dark. */
function darkBitmap(png: Uint8Array): { width: number; height: number; dark: Uint8Array } {
  const { width, height, rgba } = readPngPixels(png);
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) dark[i] = (rgba[i * 4] as number) < 128 ? 1 : 0;
  return { width, height, dark };
}

/** Lengths of the runs of equal pixels along row `y`, starting with a light run. */
function runs(bitmap: ReturnType<typeof darkBitmap>, y: number): number[] {
  const out: number[] = [];
  let value = 0;
  let length = 0;
  for (let x = 0; x < bitmap.width; x++) {
    const v = bitmap.dark[y * bitmap.width + x] as number;
    if (v === value) length++;
    else {
      out.push(length);
      value = v;
      length = 1;
    }
  }
  out.push(length);
  return out;
}

/** Width and height from a PNG's IHDR chunk. */
const pngWidth = (png: Uint8Array) => Buffer.from(png).readUInt32BE(16);
const pngHeight = (png: Uint8Array) => Buffer.from(png).readUInt32BE(20);

const catalog = barcodeCatalog();

describe("barcodeCatalog", () => {
  it("has at least 40 types, each with a label, an example and rules, keys snake_case", () => {
    expect(catalog.count).toBeGreaterThanOrEqual(40);
    expect(Object.keys(catalog.types)).toHaveLength(catalog.count);
    expect(Object.keys(catalog.examples).sort()).toEqual(Object.keys(catalog.types).sort());
    expect(Object.keys(catalog.rules).sort()).toEqual(Object.keys(catalog.types).sort());
    for (const key of Object.keys(catalog.types)) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it.each([
    "code128",
    "gs1_128",
    "code39",
    "code39ext",
    "code93",
    "ean13",
    "ean8",
    "upca",
    "upce",
    "ean14",
    "itf14",
    "interleaved2of5",
    "isbn",
    "issn",
    "ismn",
    "sscc18",
    "codabar",
    "msi",
    "plessey",
    "code11",
    "pharmacode",
    "code32",
    "pzn",
    "telepen",
    "databar_omni",
    "databar_stacked",
    "databar_limited",
    "databar_expanded",
    "databar_expanded_stacked",
    "postnet",
    "planet",
    "usps_imb",
    "royalmail",
    "kix",
    "japanpost",
    "auspost",
    "datamatrix",
    "datamatrix_rectangular",
    "gs1_datamatrix",
    "pdf417",
    "micropdf417",
    "aztec",
    "maxicode",
    "dotcode",
    "qrcode",
    "microqr",
    "rmqr",
  ])("lists %s", (key) => {
    expect(catalog.types[key]).toBeTypeOf("string");
  });

  it("gives every example's pattern a match, so the rules agree with the examples", () => {
    for (const [key, example] of Object.entries(catalog.examples)) {
      const pattern = catalog.rules[key]?.pattern;
      if (pattern) expect(new RegExp(pattern, "u").test(example), `${key}: ${example} ~ ${pattern}`).toBe(true);
    }
  });
});

describe("every catalog example renders at exactly the size asked for", () => {
  const sizes = [undefined, { width: 333, height: 250 }, { width: 1111, height: 377 }, { width: 1999, height: 1001 }];
  it.each(Object.entries(catalog.examples))("%s (%s)", (type, content) => {
    for (const size of sizes) {
      const image = generateBarcode(untypedBarcodeRequest({ type, content, ...(size ? { customization: size } : {}) }));
      const expected = size ?? { width: 400, height: 200 };
      expect([pngWidth(image.bytes), pngHeight(image.bytes), image.width, image.height]).toEqual([
        expected.width,
        expected.height,
        expected.width,
        expected.height,
      ]);
      expect(image.bytes[25]).toBe(3); // palette PNG
    }
    const { width, height } = readPngPixels(
      generateBarcode(untypedBarcodeRequest({ type, content, customization: { width: 357, height: 199 } })).bytes,
    );
    expect([width, height]).toEqual([357, 199]);
    const svg = generateBarcode(
      untypedBarcodeRequest({ type, content, customization: { width: 420, height: 150, format: "SVG" } }),
    );
    expect(svg.mimeType).toBe("image/svg+xml");
    expect(svg.bytes.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="420" height="150" /);
    // PDF and EPS, asked for in lower case: the very file barcodePdf and barcodeEps write.
    const options = { width: 420, height: 150 };
    for (const [format, mimeType, write] of [
      ["pdf", "application/pdf", barcodePdf],
      ["eps", "application/postscript", barcodeEps],
    ] as const) {
      const file = generateBarcode(untypedBarcodeRequest({ type, content, customization: { ...options, format } }));
      expect([file.format, file.mimeType, file.width, file.height]).toEqual([format.toUpperCase(), mimeType, 420, 150]);
      const expected = write(type as BarcodeType, content, options);
      expect(Buffer.from(file.bytes).equals(Buffer.from(expected)), `${type} ${format}`).toBe(true);
    }
  });
});

/** Type, content, size, what a reader must read, and the reader: ZBar reads no 2D symbol but QR. */
const PRINTED: ReadonlyArray<readonly [BarcodeType, string, object, string, "zbarimg" | "zxingReader"]> = [
  ["ean13", "590123412345", {}, "5901234123457", "zbarimg"],
  ["code128", "QRBAR-%%EOF) Tj showpage", { width: 700, height: 200 }, "QRBAR-%%EOF) Tj showpage", "zbarimg"],
  ["ean8", "9638507", {}, "96385074", "zbarimg"],
  [
    "datamatrix",
    "Datamatrix (showpage) %%EOF",
    { width: 300, height: 300 },
    "Datamatrix (showpage) %%EOF",
    "zxingReader",
  ],
  ["pdf417", "PDF417 via PDF", { width: 600, height: 200 }, "PDF417 via PDF", "zxingReader"],
  ["aztec", "Aztec EPS", { width: 300, height: 300 }, "Aztec EPS", "zxingReader"],
];

const READERS = {
  zbarimg: (png: Uint8Array) => zbarimgRaw(png),
  zxingReader: (png: Uint8Array) => zxingReaderText(png)?.text,
};

describe("generateBarcode PDF and EPS printed at 300 and 600 dpi", () => {
  const cases = PRINTED.flatMap((row) =>
    (["PDF", "EPS"] as const).flatMap((format) => [300, 600].map((dpi) => [format, dpi, ...row] as const)),
  );
  it.skipIf(!VECTOR_TOOLS.pdftoppm || !VECTOR_TOOLS.gs).each(cases)(
    "%s at %i dpi: %s %j reads back exactly (needs poppler-utils, ghostscript)",
    (format, dpi, type, content, size, expected, reader) => {
      const file = generateBarcode({ type, content, customization: { ...size, format } });
      const png = rasteriseVector(file.bytes, format, dpi);
      if (CLI_DECODERS[reader]) expect(READERS[reader](png)).toBe(expected);
      // The page: width pixels at 0.75 pt, rounded by the rasteriser to a whole pixel either way.
      expect(Math.abs(readPngPixels(png).width - (file.width * 0.75 * dpi) / 72)).toBeLessThan(1);
    },
  );
});

// Expected texts written by hand from each standard (check digits worked out in the comments where
// the input leaves them out), then read back from the PNG by zxing-wasm, an independent decoder.
describe(BARCODE_TESTS.roundTrips, () => {
  it.each([[{ width: 120, height: 40 }], [{ width: 791, height: 613 }], [{ width: 4096, height: 512 }]])(
    "still decodes at custom size %j",
    async (customization) => {
      for (const [type, content, expected] of [
        ["ean13", "590123412345", "5901234123457"],
        ["datamatrix", "size test", "size test"],
      ] as const) {
        const image = generateBarcode({ type, content, customization });
        const [symbol] = await decodePng(image.bytes);
        expect(symbol?.text, `${type} ${JSON.stringify(customization)}`).toBe(expected);
      }
    },
  );
});

/**
 * The bars of a barcode SVG as rectangles: each band a path of horizontal lines (`M{x} {middle}h{width}`,
 * then `m{gap} 0h{width}` per bar) stroked as wide as the band is tall, butt-capped.
 */
function strokedBars(svg: string): { x: number; y: number; width: number; height: number }[] {
  const rects: { x: number; y: number; width: number; height: number }[] = [];
  for (const [, stroke, data] of svg.matchAll(/<path stroke-width="(\d+)" d="([^"]*)"/g)) {
    const height = Number(stroke);
    let x = 0;
    let y = 0;
    for (const [, command, a, b] of (data as string).matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
      if (command === "M") [x, y] = [Number(a), Number(b)];
      else if (command === "m") x += Number(a);
      else {
        rects.push({ x, y: y - height / 2, width: Number(a), height });
        x += Number(a);
      }
    }
  }
  return rects;
}

describe("image geometry", () => {
  it("puts Code 128 modules on whole pixels: 57 modules + 20 of quiet zone at 400 px → 5 px, centred", () => {
    // Start B, H, i, check (11 modules each) and stop (13) = 57 modules; floor(400 / 77) = 5.
    const image = generateBarcode({ type: "code128", content: "Hi", customization: { show_text: false } });
    const bitmap = darkBitmap(image.bytes);
    const row = runs(bitmap, 100);
    expect(row[0]).toBe(57); // floor((400 - 77 * 5) / 2) + 10 * 5
    expect(row.slice(1, -1).reduce((a, b) => a + b, 0)).toBe(285);
    expect(row.slice(1, -1).every((r) => r % 5 === 0)).toBe(true);
    expect(Math.min(...row.slice(1, -1))).toBe(5);
    // Bars fill the height without text, and every row is the same.
    for (const y of [0, 57, 199]) expect(runs(bitmap, y)).toEqual(row);
  });

  it("puts EAN-13 on 3 px modules with its 11/7 quiet zones, text below and guard bars reaching into it", () => {
    // 95 modules + 11 + 7 = 113; floor(400 / 113) = 3; left edge floor((400 - 339) / 2) + 33 = 63.
    const bitmap = darkBitmap(generateBarcode({ type: "ean13", content: "590123412345" }).bytes);
    const dark = (x: number, y: number) => bitmap.dark[y * 400 + x] === 1;
    const digitsBetweenGuards = (y: number) => [...Array(198 - 72).keys()].some((i) => dark(72 + i, y));
    expect(runs(bitmap, 0).slice(0, 4)).toEqual([63, 3, 3, 3]); // the left guard 1 0 1
    expect(runs(bitmap, 100)).toEqual(runs(bitmap, 0));
    // Low in the image: the guard bars (left guard at 63, centre guard at 63 + 45 * 3) reach into
    // the text band, where the first six digits sit between them; lower still only the digits.
    expect([dark(63, 180), dark(198 + 3, 180), digitsBetweenGuards(180)]).toEqual([true, true, true]);
    expect([dark(63, 190), digitsBetweenGuards(190)]).toEqual([false, true]);
  });

  it("keeps Data Matrix modules square: 12 x 12 + 1 quiet module in 400 x 200 → 14 px, centred", () => {
    // 'Hello' is 5 codewords: the 12 x 12 symbol (10 x 10 holds 3).
    const bitmap = darkBitmap(generateBarcode({ type: "datamatrix", content: "Hello" }).bytes);
    const at = (mx: number, my: number) => bitmap.dark[(16 + my * 14 + 7) * 400 + (116 + mx * 14 + 7)];
    for (let i = 0; i < 12; i++) {
      expect(at(0, i), `left finder row ${i}`).toBe(1);
      expect(at(i, 11), `bottom finder column ${i}`).toBe(1);
      expect(at(i, 0), `top timing column ${i}`).toBe(i % 2 ? 0 : 1);
    }
    expect(runs(bitmap, 16)[0]).toBe(116);
    expect(bitmap.dark[15 * 400 + 116]).toBe(0); // the row above the symbol is quiet zone
  });

  it("paints the colours asked for and nothing else (1-bit palette, text included)", () => {
    const image = generateBarcode({
      type: "code128",
      content: "colour",
      customization: { bar_color: "#1a237e", background_color: "#FE9" },
    });
    expect([image.bytes[24], image.bytes[25]]).toEqual([1, 3]);
    const { rgba } = readPngPixels(image.bytes);
    const colours = new Set<string>();
    for (let i = 0; i < rgba.length; i += 4) colours.add(`${rgba[i]},${rgba[i + 1]},${rgba[i + 2]}`);
    expect([...colours].sort()).toEqual(["255,238,153", "26,35,126"]);
  });

  it("draws the human-readable text only when show_text is true", () => {
    const shown = darkBitmap(generateBarcode({ type: "code39", content: "TEXT" }).bytes);
    const hidden = darkBitmap(
      generateBarcode({ type: "code39", content: "TEXT", customization: { show_text: false } }).bytes,
    );
    expect(runs(hidden, 199)).toEqual(runs(hidden, 0));
    expect(runs(shown, 199)).toEqual([400]); // a blank row under the text
    expect(runs(shown, 0)).not.toEqual(runs(shown, 190));
  });

  it("ignores show_text for 2D symbols, which have no text", () => {
    const a = generateBarcode({ type: "datamatrix", content: "same" });
    const b = generateBarcode({ type: "datamatrix", content: "same", customization: { show_text: false } });
    expect(Buffer.from(a.bytes).equals(b.bytes)).toBe(true);
  });

  it.each(["code128", "ean13", "postnet", "itf14", "royalmail", "pharmacode"] as const)(
    "writes %s SVG with the PNG's exact bar geometry",
    (type) => {
      const content = catalog.examples[type] as string;
      const customization = { width: 517, height: 233, show_text: false };
      const png = darkBitmap(generateBarcode({ type, content, customization }).bytes);
      const svg = generateBarcode({
        type,
        content,
        customization: { ...customization, format: "SVG" },
      }).bytes.toString();
      expect(svg).toContain('width="517" height="233"');
      const rects = strokedBars(svg);
      expect(rects.length).toBeGreaterThan(10);
      const drawn = new Uint8Array(517 * 233);
      for (const { x, y, width, height } of rects) {
        for (let yy = y; yy < y + height; yy++) drawn.fill(1, yy * 517 + x, yy * 517 + x + width);
      }
      expect(Buffer.from(drawn).equals(Buffer.from(png.dark))).toBe(true);
    },
  );

  it("matches type keys and format case-insensitively and echoes the canonical key", () => {
    // The wire takes any case; the types take the contract's, so this is a plain-JavaScript caller's request.
    const image = generateBarcode(
      untypedBarcodeRequest({ type: "EAN13", content: "590123412345", customization: { format: "svg" } }),
    );
    expect([image.type, image.format, image.mimeType]).toEqual(["ean13", "SVG", "image/svg+xml"]);
  });

  it("sizes every request inside the limits exactly, or names the dimension that is too small (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("code128", "ean13", "datamatrix", "pdf417", "maxicode", "postnet"),
        fc.integer({ min: 32, max: 1500 }),
        fc.integer({ min: 16, max: 900 }),
        fc.boolean(),
        (type, width, height, showText) => {
          const request = {
            type,
            content: catalog.examples[type] as string,
            customization: { width, height, show_text: showText },
          };
          try {
            const png = generateBarcode(request).bytes;
            expect([pngWidth(png), pngHeight(png)]).toEqual([width, height]);
          } catch (error) {
            if (!isQrbarError(error)) throw error;
            expect(error.code).toBe("VALIDATION_ERROR");
            expect(error.message).toMatch(/^customization\.(width|height) must be at least \d+ /);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("bad requests are refused with the code and the field", () => {
  const ok = { type: "code128", content: "x" };
  it.each([
    [{ ...ok, customization: { width: 31 } }, "customization.width", "must be at least 32"],
    [{ ...ok, customization: { width: 4097 } }, "customization.width", "must be at most 4096"],
    [{ ...ok, customization: { height: 15 } }, "customization.height", "must be at least 16"],
    [{ ...ok, customization: { height: 4097 } }, "customization.height", "must be at most 4096"],
    [{ ...ok, customization: { width: 400.5 } }, "customization.width", "must be a whole number"],
    [{ ...ok, customization: { bar_color: "black" } }, "customization.bar_color", "must be a hex colour"],
    [
      { ...ok, customization: { background_color: "#12345" } },
      "customization.background_color",
      "must be a hex colour",
    ],
    [{ ...ok, customization: { show_text: "yes" } }, "customization.show_text", "must be true or false"],
    [{ ...ok, customization: { format: "GIF" } }, "customization.format", "must be one of PNG, SVG, PDF, EPS"],
    [{ ...ok, customization: { margin: 4 } }, "customization.margin", "is not a known field"],
    [
      { ...ok, customization: { bar_color: "#777777", background_color: "#888888" } },
      "customization.bar_color",
      "and background_color #888888 have a contrast ratio of 1.26:1; scanners need at least 2:1",
    ],
    [{ content: "x" }, "type", "is required"],
    [{ type: "code128" }, "content", "is required"],
    [{ type: "code128", content: "" }, "content", "must not be empty"],
    [{ type: "code128", content: 42 }, "content", "must be a string"],
    [{ type: "code128", content: "x".repeat(4097) }, "content", "must be at most 4096 characters"],
    [{ type: "code128", content: "a\ud800" }, "content", "must be valid Unicode"],
    [{ ...ok, extra: 1 }, "extra", "is not a known field"],
  ])("%j → VALIDATION_ERROR on %s", (request, field, message) => {
    const error = barcodeRefusal(request);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.field).toBe(field);
    expect(error.message).toContain(`${field} ${message}`);
  });

  it("an unknown type is UNKNOWN_TYPE and says where to look", () => {
    const error = barcodeRefusal({ type: "qrcodex", content: "1" });
    expect(error.code).toBe("UNKNOWN_TYPE");
    expect(error.message).toBe(
      `unknown barcode type 'qrcodex'; see barcodeCatalog() for the ${catalog.count} known types; did you mean 'qrcode'?`,
    );
  });

  it.each([
    ["EAN-13", "ean13"],
    ["Code 128", "code128"],
    ["UPC_A", "upca"],
    ["datamatrx", "datamatrix"],
  ])("the unknown type %s gets 'did you mean %s'", (type, meant) => {
    const error = barcodeRefusal({ type, content: "1" });
    expect(error.message).toMatch(new RegExp(`; did you mean '${meant}'\\?$`));
    expect(error.details).toEqual([
      { field: "type", message: `'${type}' is not a barcode type; did you mean '${meant}'?` },
    ]);
  });

  it.each([
    [
      { type: "code128", content: "Hi", customization: { width: 76 } },
      "customization.width must be at least 77 for this content (57 modules plus quiet zones of 10 and 10, at 1 pixel per module)",
    ],
    [
      { type: "ean13", content: "590123412345", customization: { width: 112 } },
      "customization.width must be at least 113 for this content",
    ],
    [{ type: "pdf417", content: "x", customization: { width: 40 } }, "customization.width must be at least"],
    [
      { type: "maxicode", content: "x", customization: { width: 400, height: 100 } },
      "customization.height must be at least 124 for maxicode",
    ],
    [
      { type: "code128", content: "Hi", customization: { height: 20 } },
      "customization.height must be at least 29 to show this barcode's text at a legible size; set customization.show_text to false",
    ],
  ])("a canvas too small names the minimum: %j", (request, message) => {
    const error = barcodeRefusal(request);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain(message);
  });
});
