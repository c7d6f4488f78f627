import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQrbarError } from "../errors/qrbar-error.js";
import { decodePng, readPngPixels } from "../testing/index.js";
import { thrownQrbarError } from "../testing/qrbar-error-of.js";
import { barcodeCatalog } from "./barcode-catalog.js";
import { generateBarcode } from "./generate-barcode.js";

const failure = (request: unknown) =>
  thrownQrbarError(() => generateBarcode(request), `generateBarcode(${JSON.stringify(request)})`);

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

const [RS, GS, EOT] = ["\x1e", "\x1d", "\x04"];
const UPS_US = `[)>${RS}01${GS}96152382802${GS}840${GS}001${GS}1Z00004951${GS}UPSN${GS}06X610${GS}159${GS}1234567${GS}1/1${GS}${GS}Y${GS}634 ALPHA DR${GS}PITTSBURGH${GS}PA${RS}${EOT}`;
const UPS_GB = `[)>${RS}01${GS}961A2B3C${GS}826${GS}001${GS}1Z00004951${GS}UPSN${GS}06X610${GS}159${GS}1234567${GS}1/1${GS}${GS}Y${GS}1 HIGH ST${GS}LONDON${GS}${RS}${EOT}`;

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
      const image = generateBarcode({ type, content, ...(size ? { customization: size } : {}) });
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
      generateBarcode({ type, content, customization: { width: 357, height: 199 } }).bytes,
    );
    expect([width, height]).toEqual([357, 199]);
    const svg = generateBarcode({ type, content, customization: { width: 420, height: 150, format: "SVG" } });
    expect(svg.mimeType).toBe("image/svg+xml");
    expect(svg.bytes.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="420" height="150" /);
  });
});

// Expected texts written by hand from each standard (check digits worked out in the comments where
// the input leaves them out), then read back from the PNG by zxing-wasm, an independent decoder.
describe("round trip through zxing-wasm", () => {
  it.each([
    ["code128", "Hello, World! 123", "Hello, World! 123", "Code128"],
    ["code128", "A\tB\r\nC", "A\tB\r\nC", "Code128"],
    // GTIN 0952123454321 → GS1 check 3; (10) is variable length, so FNC1 (ASCII 29) follows it.
    ["gs1_128", "(01)0952123454321(10)ABC123(17)280508", "010952123454321310ABC123\x1d17280508", "Code128"],
    ["ean14", "0952876543210", "0109528765432108", "Code128"],
    ["sscc18", "(00)09528765432101234", "00095287654321012346", "Code128"],
    ["code39", "CODE-39 TEST", "CODE-39 TEST", "Code39"],
    ["code39ext", "Code39 ext!", "Code39 ext!", "Code39Ext"],
    ["code93", "CODE-93 $/+%", "CODE-93 $/+%", "Code93"],
    ["code93ext", "Code93 ext!", "Code93 ext!", "Code93"],
    ["codabar", "40156", "A40156B", "Codabar"],
    ["codabar", "C12-34D", "C12-34D", "Codabar"],
    ["interleaved2of5", "0123456789", "0123456789", "ITF"],
    ["itf14", "1540014128876", "15400141288763", "ITF"],
    ["identcode", "56310243031", "563102430313", "ITF"],
    ["leitcode", "2134807501640", "21348075016401", "ITF"],
    ["ean13", "590123412345", "5901234123457", "EAN13"],
    ["ean13", "5901234123457 12", "5901234123457", "EAN13"],
    ["ean8", "9638507", "96385074", "EAN8"],
    // zxing reports UPC-A as its 13-digit EAN form and UPC-E expanded to EAN-13.
    ["upca", "03600029145", "0036000291452", "EAN13"],
    ["upce", "0123456", "0012345000065", "UPCE"],
    ["isbn", "978-0-306-40615", "9780306406157", "EAN13"],
    ["isbn", "0-306-40615-2", "9780306406157", "EAN13"],
    // 977 + ISSN 0317847 + variant 00 → GS1 check 1.
    ["issn", "0317-8471", "9770317847001", "EAN13"],
    ["ismn", "979-0-2605-3211", "9790260532113", "EAN13"],
    ["code32", "01234567", "A012345676", "Code32"],
    ["pzn", "2758089", "-27580899", "PZN"],
    ["telepen", "Telepen 1234", "Telepen 1234", "TelepenAlpha"],
    ["telepen_numeric", "01234567", "01234567", "TelepenNumeric"],
    ["databar_omni", "0952123454321", "0109521234543213", "DataBarOmni"],
    ["databar_stacked", "(01)09521234543213", "0109521234543213", "DataBarStk"],
    ["databar_stacked_omni", "(01)09521234543213", "0109521234543213", "DataBarStk"],
    // GTIN 1501234567890 → GS1 check 7.
    ["databar_limited", "(01)1501234567890", "0115012345678907", "DataBarLtd"],
    [
      "databar_expanded",
      "(01)09521234543213(10)AB-12(3103)000123",
      "010952123454321310AB-12\x1d3103000123",
      "DataBarExp",
    ],
    ["databar_expanded_stacked", "(01)09521234543213(3103)000123", "01095212345432133103000123", "DataBarExpStk"],
    ["datamatrix", "Data Matrix äöü 12345", "Data Matrix äöü 12345", "DataMatrix"],
    ["datamatrix_rectangular", "RECT 123", "RECT 123", "DataMatrix"],
    ["gs1_datamatrix", "(01)09521234543213(17)280508(10)ABCD1234", "01095212345432131728050810ABCD1234", "DataMatrix"],
    ["qrcode", "https://example.com/q?x=1", "https://example.com/q?x=1", "QRCode"],
    ["gs1_qrcode", "(01)09521234543213(10)ABC123", "010952123454321310ABC123", "QRCode"],
    ["microqr", "HELLO 12", "HELLO 12", "MicroQRCode"],
    ["rmqr", "rMQR test 42", "rMQR test 42", "RMQRCode"],
    ["aztec", "Aztec ÄÖ 1234", "Aztec ÄÖ 1234", "Aztec"],
    ["aztec_rune", "7", "007", "Aztec"],
    ["pdf417", "PDF417\nline 2", "PDF417\nline 2", "PDF417"],
    ["pdf417_compact", "compact 417", "compact 417", "PDF417"],
    ["micropdf417", "micro 417", "micro 417", "MicroPDF417"],
    ["maxicode", "MAXICODE Grüße 42", "MAXICODE Grüße 42", "MaxiCode"],
    // UPS structured carrier messages: mode 2 (US numeric postcode) and mode 3 (alphanumeric).
    ["maxicode", UPS_US, UPS_US, "MaxiCode"],
    ["maxicode", UPS_GB, UPS_GB, "MaxiCode"],
  ])("%s %j decodes to %j", async (type, content, expected, format) => {
    const image = generateBarcode({ type, content });
    const symbols = await decodePng(image.bytes);
    expect(symbols.map((s) => [s.format, s.text])).toContainEqual([format, expected]);
  });

  it.each([
    ["upca", "03600029145", "036000291452", "036000291452"],
    ["upce", "0123456", "01234565", "01234565"],
    ["ean13", "5901234123457 12", "5901234123457 12", "5901234123457 12"],
    ["isbn", "978-0-306-40615", "9780306406157", "ISBN 978-0-306-40615-7"],
    ["issn", "0317847 00 12345", "9770317847001 12345", "ISSN 0317-8471 12345"],
    ["ismn", "M-2605-3211", "9790260532113", "ISMN M-2605-3211-3"],
    ["gs1_128", "(01)0952123454321(10)AB", "010952123454321310AB", "(01)09521234543213(10)AB"],
    ["postnet", "555551237", "5555512372", "5555512372"],
    ["code32", "012345676", "A012345676", "A012345676"],
    ["pzn", "2758089", "-27580899", "PZN - 27580899"],
    ["aztec_rune", "42", "042", "42"],
  ])("%s %j has payload %j and text %j", (type, content, payload, text) => {
    const image = generateBarcode({ type, content });
    expect([image.payload, image.text]).toEqual([payload, text]);
  });

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

  it("round-trips any printable ASCII through code128 (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({
          unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)),
          minLength: 1,
          maxLength: 24,
        }),
        async (text) => {
          const [symbol] = await decodePng(
            generateBarcode({ type: "code128", content: text, customization: { width: 800 } }).bytes,
          );
          expect(symbol?.text).toBe(text);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("gives any 12 digits a check digit zxing accepts, and reports it as the payload (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^\d{12}$/), async (digits) => {
        const image = generateBarcode({ type: "ean13", content: digits });
        const [symbol] = await decodePng(image.bytes);
        expect(symbol?.text.slice(0, 12)).toBe(digits);
        expect(image.payload).toBe(symbol?.text);
      }),
      { numRuns: 25 },
    );
  });
});

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
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });

  it.each(["code128", "ean13", "postnet", "itf14", "royalmail", "pharmacode"])(
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
      const rects = [...svg.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)h-\d+z/g)];
      expect(rects.length).toBeGreaterThan(10);
      const drawn = new Uint8Array(517 * 233);
      for (const [, x, y, w, h] of rects) {
        for (let yy = Number(y); yy < Number(y) + Number(h); yy++)
          drawn.fill(1, yy * 517 + Number(x), yy * 517 + Number(x) + Number(w));
      }
      expect(Buffer.from(drawn).equals(Buffer.from(png.dark))).toBe(true);
    },
  );

  it("matches type keys and format case-insensitively and echoes the canonical key", () => {
    const image = generateBarcode({ type: "EAN13", content: "590123412345", customization: { format: "svg" } });
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
            content: catalog.examples[type],
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

describe("bad content is refused before drawing, with the code, the field and the rule", () => {
  it.each([
    // Check digits: a wrong one names the right one.
    ["ean13", "5901234123458", "has check digit 8, but the GS1 mod-10 check digit of 590123412345 is 7 (ean13)"],
    ["ean8", "96385075", "the GS1 mod-10 check digit of 9638507 is 4"],
    ["upca", "036000291453", "the GS1 mod-10 check digit of 03600029145 is 2"],
    ["upce", "01234564", "check digit of 0123456 is 5"],
    ["isbn", "978-1-56581-231-5", "the GS1 mod-10 check digit of 978156581231 is 4"],
    ["isbn", "1-56581-231-1", "the ISBN-10 mod-11 check digit of 156581231 is X"],
    ["issn", "0317-8472", "the ISSN mod-11 check digit of 0317847 is 1"],
    ["ismn", "979-0-2605-3211-4", "the GS1 mod-10 check digit of 979026053211 is 3"],
    ["ean14", "09528765432109", "the GS1 mod-10 check digit of 0952876543210 is 8"],
    ["sscc18", "(00)095287654321012345", "the GS1 mod-10 check digit of 09528765432101234 is 6"],
    ["itf14", "15400141288762", "the GS1 mod-10 check digit of 1540014128876 is 3"],
    ["gs1_128", "(01)09521234543214", "the GS1 mod-10 check digit of 0952123454321 is 3 (gs1_128 AI (01))"],
    ["gs1_datamatrix", "(01)09521234543214(10)A", "check digit of 0952123454321 is 3"],
    ["databar_omni", "(01)09521234543214", "check digit of 0952123454321 is 3"],
    ["databar_stacked", "09521234543210", "check digit of 0952123454321 is 3"],
    ["code32", "012345677", "the Code 32 mod-10 check digit of 01234567 is 6"],
    ["pzn", "27580898", "the PZN mod-11 check digit of 2758089 is 9"],
    ["pzn", "1100001", "has no valid PZN mod-11 check digit for 1100001"],
    ["postnet", "5555512373", "the USPS digit-sum mod-10 check digit of 555551237 is 2"],
    ["planet", "012345678906", "check digit of 01234567890 is 5"],
    ["identcode", "563102430314", "the Deutsche Post 4-9 mod-10 check digit of 56310243031 is 3"],
    ["leitcode", "21348075016402", "check digit of 2134807501640 is 1"],
    // Lengths.
    ["ean13", "59012341234", "must be 12 or 13 digits for ean13 (12 and a check digit); got 11"],
    ["ean8", "963850", "must be 7 or 8 digits for ean8"],
    ["upca", "0360002914", "must be 11 or 12 digits for upca"],
    ["upce", "012345", "must be 7 or 8 digits for upce"],
    ["itf14", "154001412887", "must be 13 or 14 digits for itf14"],
    ["postnet", "1234", "must be 5, 6, 9, 10, 11 or 12 digits for postnet"],
    ["usps_imb", "0123456709498765432", "must be 20, 25, 29 or 31 digits for usps_imb; got 19"],
    ["interleaved2of5", "123", "must have an even number of digits for interleaved2of5 (it encodes pairs); got 3"],
    ["telepen_numeric", "12345", "must have an even number of digits for telepen_numeric"],
    ["auspost", "11564391112", "must be the FCC 11, an 8-digit DPID and nothing more for auspost; got 11 digits"],
    ["auspost", "5956439111123456789", "at most 8 digits of customer information"],
    // Character sets.
    ["ean13", "59012341234a", "may only hold digits for ean13; found 'a' at position 12"],
    ["code128", "café", "may only hold ASCII characters 0-127 for code128; found U+00E9 at position 4"],
    [
      "code39",
      "abc",
      "may only hold digits, capital letters, space and - . $ / + % for code39; found 'a' at position 1",
    ],
    ["code39ext", "€", "found U+20AC at position 1"],
    ["code93", "a1", "found 'a' at position 1"],
    ["code93ext", "ü", "found U+00FC at position 1"],
    ["codabar", "A12X4B", "found 'X' at position 3"],
    ["codabar", "A1234", "found 'A' at position 1"],
    ["code2of5", "12A", "may only hold digits 0-9 for code2of5; found 'A' at position 3"],
    ["industrial2of5", "1 2", "found U+0020 at position 2"],
    ["iata2of5", "x", "for iata2of5; found 'x'"],
    ["matrix2of5", "-", "for matrix2of5; found '-'"],
    ["datalogic2of5", "1.5", "for datalogic2of5; found '.'"],
    ["coop2of5", "+1", "for coop2of5; found '+'"],
    ["code11", "12/3", "may only hold digits and - for code11; found '/' at position 3"],
    ["msi", "12A", "may only hold digits 0-9 for msi; found 'A' at position 3"],
    ["plessey", "12G", "may only hold digits and A-F for plessey; found 'G' at position 3"],
    ["telepen", "naïve", "found U+00EF at position 3"],
    ["royalmail", "le28", "may only hold digits and capital letters for royalmail; found 'l' at position 1"],
    ["kix", "AB-1", "found '-' at position 3"],
    ["japanpost", "abc", "found 'a' at position 1"],
    ["auspost", "11A6439111", "may only hold digits for auspost; found 'A' at position 3"],
    ["code16k", "Ω", "found U+03A9 at position 1"],
    ["code49", "é", "for code49; found U+00E9"],
    ["codablockf", "é", "for codablockf; found U+00E9"],
    ["maxicode", "5 €", "may only hold ISO 8859-1 (Latin-1) characters for maxicode; found U+20AC at position 3"],
    ["isbn", "9781565812314", "must be a hyphenated ISBN such as 978-1-56581-231-4"],
    ["issn", "0317-84", "must be an ISSN such as 0317-8471"],
    ["ismn", "979-1-2605-3211-3", "must be a hyphenated ISMN such as 979-0-2605-3211-3"],
    ["gs1_128", "0109521234543213", "must be GS1 element strings with the AIs in parentheses"],
    ["databar_expanded", "01095212345432", "must be GS1 element strings"],
    // Value ranges and other rules.
    ["upce", "21234565", "must start with number system 0 or 1 for upce; got 2"],
    [
      "ean13",
      "5901234123457 123",
      "may end in a space and a 2- or 5-digit add-on for ean13; got '123' after the space",
    ],
    ["databar_limited", "(01)29521234543213", "must be a GTIN-14 starting with 0 or 1 for databar_limited; got 2"],
    ["usps_imb", "05234567094987654321", "second digit is 0-4 for usps_imb; got 05"],
    ["auspost", "1356439111", "must start with a format control code 11, 45, 59, 62, 87 or 92 for auspost; got 13"],
    ["pharmacode", "2", "must be a whole number from 3 to 131070, without leading zeros, for pharmacode; got 2"],
    ["pharmacode", "131071", "from 3 to 131070"],
    ["pharmacode", "0117", "without leading zeros"],
    ["pharmacode2", "3", "from 4 to 64570080"],
    ["aztec_rune", "256", "must be a whole number from 0 to 255"],
    // Rules only the encoder knows: its sentence, never a bare bwipp id.
    ["gs1_128", "(17)991332", "fails the GS1 rules for gs1_128: AI 17"],
    ["databar_expanded", "(01)09521234543213(3103)00012", "fails the GS1 rules for databar_expanded: AI 3103"],
    ["datamatrix", "x".repeat(3000), "is too long for datamatrix (3000 characters)"],
    ["datamatrix_rectangular", "x".repeat(98), "is too long for datamatrix_rectangular"],
    ["qrcode", "x".repeat(4000), "is too long for qrcode"],
    ["microqr", "x".repeat(30), "is too long for microqr"],
    ["rmqr", "x".repeat(300), "is too long for rmqr"],
    ["maxicode", "x".repeat(120), "is too long for maxicode"],
    ["hanxin", "x".repeat(4000), "is too long for hanxin"],
    ["micropdf417", "x".repeat(300), "is too long for micropdf417"],
    ["code128", "x".repeat(4000), "is too long for code128"],
    // Beyond the capacity in digits of the largest symbol: refused before encoding.
    ["datamatrix", "1".repeat(3117), "must be 1 to 3116 characters for datamatrix; got 3117"],
    ["datamatrix_rectangular", "1".repeat(99), "must be 1 to 98 characters"],
    ["microqr", "1".repeat(36), "must be 1 to 35 characters for microqr"],
    ["rmqr", "1".repeat(362), "must be 1 to 361 characters for rmqr"],
    ["aztec", "x".repeat(3833), "must be 1 to 3832 characters for aztec; got 3833"],
    ["dotcode", "x".repeat(2001), "must be 1 to 2000 characters for dotcode"],
    ["maxicode", "1".repeat(139), "must be 1 to 138 characters for maxicode"],
    ["pdf417", "x".repeat(2714), "must be 1 to 2713 characters for pdf417"],
    ["pdf417_compact", "x".repeat(2714), "must be 1 to 2713 characters for pdf417_compact"],
    ["micropdf417", "x".repeat(367), "must be 1 to 366 characters for micropdf417"],
    ["code16k", "1".repeat(155), "must be 1 to 154 characters for code16k"],
    ["code49", "1".repeat(82), "must be 1 to 81 characters for code49"],
    ["codablockf", "1".repeat(701), "must be 1 to 700 characters for codablockf"],
  ])("%s %j → INVALID_CONTENT: content %s", (type, content, message) => {
    const error = failure({ type, content });
    expect(error.code).toBe("INVALID_CONTENT");
    expect(error.details?.[0]?.field).toBe("content");
    expect(error.message).toMatch(/^content /);
    expect(error.message).toContain(message);
    expect(error.message).not.toMatch(/bwipp\./);
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
    [{ ...ok, customization: { format: "GIF" } }, "customization.format", "must be one of PNG, SVG"],
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
    const error = failure(request);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.field).toBe(field);
    expect(error.message).toContain(`${field} ${message}`);
  });

  it("an unknown type is UNKNOWN_TYPE and says where to look", () => {
    const error = failure({ type: "qrcodex", content: "1" });
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
    const error = failure({ type, content: "1" });
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
    const error = failure(request);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain(message);
  });
});

describe("2D capacities (the most digits the largest symbol holds, checked before encoding)", () => {
  it.each([
    ["datamatrix", 3116],
    ["datamatrix_rectangular", 98],
    ["microqr", 35],
    ["rmqr", 361],
    ["maxicode", 138],
    ["micropdf417", 366],
    ["code16k", 154],
    ["code49", 81],
  ])("%s holds %i digits", (type, digits) => {
    // ISO capacities: Data Matrix 144x144 3116, rectangular 16x48 98, Micro QR M4 35,
    // rMQR R17x139-M 361, MaxiCode 138, MicroPDF417 366, Code 16K 154, Code 49 81.
    const image = generateBarcode({ type, content: "1".repeat(digits), customization: { width: 1200, height: 1200 } });
    expect(image.payload).toHaveLength(digits);
  });
});
