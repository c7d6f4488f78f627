import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { generateQr } from "../qr/generate-qr.js";
import { CORPUS_DIR as CORPUS } from "../testing/corpus.js";
import { phonePhoto } from "../testing/index.js";
import { rejectedQrbarError } from "../testing/qrbar-error-of.js";
import { bwip, compose, pngHeaderOnly, writeBmp } from "../testing/scan-fixtures.js";
import { scanImage } from "./scan-image.js";

// "https://example.com/scan" at level M is a version 2 symbol of 25 modules. In a 300 px image with
// a 4-module margin: floor(300 / 33) = 9 px a module, 225 px of symbol starting at floor(75 / 2) = 37.
const URL_TEXT = "https://example.com/scan";
const qr = generateQr({ type: "url", content: { url: URL_TEXT } }).bytes;
const QR_BOX = { x: 37, y: 37, width: 225, height: 225 };

const failure = (bytes: Uint8Array, options = {}) => rejectedQrbarError(() => scanImage(bytes, options), "scanImage");

const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1);

describe("scanImage reads every accepted file format", () => {
  const grey = () => sharp(qr).greyscale().raw().toBuffer();
  it.each([
    ["png", async () => qr],
    ["jpeg", async () => sharp(qr).jpeg({ quality: 80 }).toBuffer()],
    ["gif", async () => sharp(qr).gif().toBuffer()],
    ["webp", async () => sharp(qr).webp({ quality: 80 }).toBuffer()],
    ["bmp", async () => writeBmp(await grey(), 300, 300, 1, "rgb24-bottom-up")],
    ["bmp", async () => writeBmp(await grey(), 300, 300, 1, "palette8-top-down")],
  ] as const)("%s: the code, its box and the image's size", async (format, make) => {
    const outcome = await scanImage(await make());
    expect(outcome.image).toEqual({ format, width: 300, height: 300 });
    expect(outcome.results).toHaveLength(1);
    const [result] = outcome.results;
    expect(result).toMatchObject({ type: "qr_code", data: URL_TEXT, format: "url", parsed: { url: URL_TEXT } });
    for (const key of ["x", "y", "width", "height"] as const) near(result?.position[key] as number, QR_BOX[key]);
  });

  it("honours EXIF orientation: positions are in the upright image", async () => {
    // Upright: 400 x 300 with the code at (150, 40). Stored turned a quarter anticlockwise (300 x 400)
    // with orientation 6, which tells viewers to turn it a quarter clockwise.
    const upright = await compose(400, 300, [{ input: await sharp(qr).resize(220).toBuffer(), left: 150, top: 40 }]);
    const stored = await sharp(upright).rotate(-90).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
    const { image, results } = await scanImage(stored);
    expect(image).toEqual({ format: "jpeg", width: 400, height: 300 });
    // The symbol's 25 modules are 165 of the 220 px, after a 4-module (26.4 px) margin.
    const [result] = results;
    expect(result?.rotation).toBe(0);
    expect(Math.abs((result?.position.x as number) - 176)).toBeLessThanOrEqual(2);
    expect(Math.abs((result?.position.y as number) - 66)).toBeLessThanOrEqual(2);
  });
});

describe("scanImage finds codes however they are printed", () => {
  it.each([
    ["turned a quarter clockwise", (s: Sharp) => s.rotate(90), 90],
    ["upside down", (s: Sharp) => s.rotate(180), 180],
    ["mirrored", (s: Sharp) => s.flop(), undefined],
    ["inverted (light on dark)", (s: Sharp) => s.negate({ alpha: false }), 0],
    ["tilted 17 degrees", (s: Sharp) => s.rotate(17, { background: "#ffffff" }), 17],
    ["blurred", (s: Sharp) => s.blur(2), 0],
    ["dim and low in contrast", (s: Sharp) => s.linear(0.25, 90), 0],
  ])("%s", async (_case, edit, rotation) => {
    const { results } = await scanImage(await edit(sharp(qr)).png().toBuffer());
    expect(results.map((r) => r.data)).toEqual([URL_TEXT]);
    // A mirrored code has no one rotation: read from behind, it is upright and turned at once.
    if (rotation !== undefined) expect(Math.abs((results[0]?.rotation as number) - rotation)).toBeLessThanOrEqual(2);
  });

  it("reports the corners as the code reads: top-left first, wherever it lies", async () => {
    const { results } = await scanImage(await sharp(qr).rotate(180).png().toBuffer());
    const [topLeft, topRight, bottomRight, bottomLeft] = results[0]?.corners ?? [];
    // Upside down, the code's top-left corner is at the image's bottom right.
    near(topLeft?.x as number, 262);
    near(topLeft?.y as number, 262);
    near(bottomRight?.x as number, 37);
    near(topRight?.y as number, 262);
    near(bottomLeft?.x as number, 262);
  });

  it("flattens transparency onto white, and reads a light code on a transparent ground too", async () => {
    const greyQr = await sharp(qr).greyscale().raw().toBuffer();
    const alpha = (invert: boolean) => Buffer.from(greyQr.map((v) => (invert ? v : 255 - v)));
    const withAlpha = (colour: number, invert: boolean) =>
      sharp(Buffer.alloc(300 * 300, colour), { raw: { width: 300, height: 300, channels: 1 } })
        .joinChannel(alpha(invert), { raw: { width: 300, height: 300, channels: 1 } })
        .png()
        .toBuffer();
    // Dark modules opaque, the rest transparent (read as black, this would be all black).
    expect((await scanImage(await withAlpha(0, false))).results[0]?.data).toBe(URL_TEXT);
    // Light modules opaque on nothing: white on white after flattening, so it is read on black.
    expect((await scanImage(await withAlpha(255, true))).results[0]?.data).toBe(URL_TEXT);
  });

  it("finds several codes of several symbologies in one image, each with its own box", async () => {
    const second = generateQr({ type: "text", content: { text: "second code" }, customization: { size: 200 } }).bytes;
    const image = await compose(900, 420, [
      { input: await sharp(qr).resize(200).toBuffer(), left: 10, top: 10 },
      { input: second, left: 260, top: 200 },
      { input: await bwip("ean13", "4006381333931"), left: 500, top: 20 },
      { input: await bwip("datamatrix", "DataMatrix 2026"), left: 700, top: 250 },
    ]);
    const { results } = await scanImage(image);
    const found = Object.fromEntries(results.map((r) => [r.data, r]));
    expect(Object.keys(found).sort()).toEqual(["4006381333931", "DataMatrix 2026", URL_TEXT, "second code"].sort());
    expect(found[URL_TEXT]?.position.x).toBeLessThan(200);
    expect(found["second code"]?.position.x).toBeGreaterThan(260);
    expect(found["4006381333931"]?.type).toBe("ean13");
    expect(found["DataMatrix 2026"]?.type).toBe("datamatrix");
  });

  it("finds every barcode of a large image read by tiers, not only the one nearest the middle", async () => {
    // 2400 x 1800 (4.3 MP: read first at half size); three Code 128 at the top, middle and bottom,
    // as on a shipping label scanned at 300 dpi.
    const codes = ["TOP-0001", "MIDDLE-0002", "BOTTOM-0003"];
    const bars = await Promise.all(codes.map((text) => bwip("code128", text, { scale: 6, height: 18 })));
    const image = await compose(
      2400,
      1800,
      bars.map((input, i) => ({ input, left: 300 + i * 150, top: [60, 800, 1500][i] as number })),
    );
    const { results } = await scanImage(image);
    expect(results.map((r) => r.data).sort()).toEqual([...codes].sort());
  });

  it("finds a small barcode beside a large QR code in a 12 MP photo (one tier past the first find)", async () => {
    // The QR code is read at a quarter of the size; the EAN-13 (5 px modules, blurred like a photo)
    // is not readable there, only at the next tier, which is read too once something was found.
    const big = await sharp(qr).resize(900).png().toBuffer();
    const ean = await sharp(await bwip("ean13", "4006381333931", { scale: 5 }))
      .rotate(90)
      .png()
      .toBuffer();
    const canvas = await compose(4000, 3000, [
      { input: big, left: 1700, top: 900 },
      { input: ean, left: 400, top: 500 },
    ]);
    const photo = await sharp(canvas).blur(1.5).jpeg({ quality: 85 }).toBuffer();
    const { results } = await scanImage(photo);
    expect(results.map((r) => r.data).sort()).toEqual(["4006381333931", URL_TEXT].sort());
  });

  it("reads a code in a large photo (downscaled first, by the tiers)", async () => {
    // A 12 MP photo-like JPEG with a 900 px code on it.
    const photo = await phonePhoto(qr, { width: 900, left: 1700, top: 900 });
    const { image, results } = await scanImage(photo);
    expect(image).toEqual({ format: "jpeg", width: 4000, height: 3000 });
    expect(results[0]?.data).toBe(URL_TEXT);
    // 900 px for 33 modules: the symbol's 25 modules start 4 modules (109 px) in.
    expect(Math.abs((results[0]?.position.x as number) - 1809)).toBeLessThanOrEqual(8);
    expect(Math.abs((results[0]?.position.width as number) - 682)).toBeLessThanOrEqual(10);
  });

  it("round-trips arbitrary text through generation and scanning (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", minLength: 1, maxLength: 80 }), async (text) => {
        const png = generateQr({ type: "text", content: { text }, customization: { size: 400 } }).bytes;
        const { results } = await scanImage(png);
        expect(results.map((r) => r.data)).toEqual([text]);
      }),
      { numRuns: 15 },
    );
  });
});

describe("scanImage results: data as printed, types, confidence", () => {
  it.each([
    // [bwip-js symbology, content, our type, data as printed for humans]
    ["ean13", "4006381333931", "ean13", "4006381333931"],
    ["upca", "036000291452", "upca", "036000291452"],
    ["upce", "01234565", "upce", "01234565"],
    ["ean8", "96385074", "ean8", "96385074"],
    ["code128", "Hello-123", "code128", "Hello-123"],
    ["code39", "CODE39 TEST", "code39", "CODE39 TEST"],
    ["interleaved2of5", "1234567890", "interleaved2of5", "1234567890"],
    // GS1: (10) is variable-length, so an FNC1 (ASCII 29) separates it from (17).
    ["gs1-128", "(10)AB12(17)250101", "gs1_128", "10AB12\u001d17250101"],
    ["gs1datamatrix", "(01)09521234543213(10)AB1", "gs1_datamatrix", "010952123454321310AB1"],
    ["datamatrix", "Data Matrix", "datamatrix", "Data Matrix"],
    ["pdf417", "PDF417 text", "pdf417", "PDF417 text"],
    ["azteccode", "Aztec text", "aztec", "Aztec text"],
  ])("%s %j is %s with data %j", async (bcid, text, type, data) => {
    const { results } = await scanImage(await bwip(bcid, text));
    expect(results.map((r) => [r.type, r.data])).toEqual([[type, data]]);
    expect(results[0]?.confidence).toBeGreaterThan(0.9);
  });

  it("gives an EAN-13's add-on apart from its 13 digits", async () => {
    // A 9-module gap: GS1 allows 7 to 12, and zxing-cpp does not find an add-on 12 modules away.
    const { results } = await scanImage(await bwip("ean13", "9780735200449 51299", { height: 15, addongap: 9 }));
    expect(results.map((r) => [r.type, r.data, r.add_on])).toEqual([["ean13", "9780735200449", "51299"]]);
  });

  it("classifies the text with the QR catalog: format and parsed fields", async () => {
    const mail = generateQr({ type: "email", content: { email: "a@example.com", subject: "Hi" } }).bytes;
    const [result] = (await scanImage(mail)).results;
    expect(result).toMatchObject({ format: "email", parsed: { email: "a@example.com", subject: "Hi" } });
  });

  it("derives confidence from the error correction a damaged code needed", async () => {
    const clean = (await scanImage(qr)).results[0]?.confidence as number;
    // Ink over part of the data area (modules 9 to 13 across and down: no function pattern).
    const blot = await sharp({ create: { width: 45, height: 45, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const damaged = await sharp(qr)
      .composite([{ input: blot, left: 118, top: 118 }])
      .png()
      .toBuffer();
    const [result] = (await scanImage(damaged)).results;
    expect(result?.data).toBe(URL_TEXT);
    expect(clean).toBe(1);
    expect(result?.confidence).toBeLessThan(0.95);
    expect(result?.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it("answers no results for an image without a code", async () => {
    const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#d0d0d0" } })
      .jpeg()
      .toBuffer();
    expect((await scanImage(blank)).results).toEqual([]);
  });
});

describe("scanImage refuses bad files with a code and the field", () => {
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(40)]);
  const bmpBomb = writeBmp(new Uint8Array(3), 1, 1, 3, "rgb24-bottom-up");
  bmpBomb.writeInt32LE(60_000, 18);
  bmpBomb.writeInt32LE(60_000, 22);
  it.each([
    ["an empty file", new Uint8Array(0), {}, "VALIDATION_ERROR", "image is empty; send an image file"],
    [
      "text, not declared as an image",
      Buffer.from("hello"),
      { declaredType: "text/plain" },
      "UNSUPPORTED_MEDIA_TYPE",
      "image is not a PNG, JPEG, GIF, BMP or WebP file (its first bytes match none of them)",
    ],
    [
      "text declared as an image",
      Buffer.from("hello"),
      { declaredType: "image/png" },
      "INVALID_IMAGE",
      "image is declared as image/png but is not a readable PNG, JPEG, GIF, BMP or WebP file",
    ],
    ["a HEIC photo", heic, {}, "UNSUPPORTED_MEDIA_TYPE", "image is a HEIC/HEIF file; send PNG, JPEG, GIF, BMP or WebP"],
    ["a PNG cut short", qr.subarray(0, 60), {}, "INVALID_IMAGE", "image is not a readable PNG file"],
    [
      "a JPEG cut short",
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
      {},
      "INVALID_IMAGE",
      "image is not a readable JPEG file",
    ],
    [
      "a PNG claiming 100000 x 100000 pixels",
      pngHeaderOnly(100_000, 100_000),
      {},
      "PAYLOAD_TOO_LARGE",
      "image is 100000x100000 pixels (10000.0 megapixels); the limit is 50.0 megapixels",
    ],
    [
      "a BMP claiming 60000 x 60000 pixels",
      bmpBomb,
      {},
      "PAYLOAD_TOO_LARGE",
      "image is 60000x60000 pixels (3600.0 megapixels); the limit is 50.0 megapixels",
    ],
    ["a code over a custom pixel limit", qr, { maxPixels: 10_000 }, "PAYLOAD_TOO_LARGE", "the limit is 0.0 megapixels"],
  ])("%s → %s", async (_case, bytes, options, code, message) => {
    const error = await failure(bytes, options);
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
    expect(error.details).toEqual([{ field: "image", message: error.message.replace(/^image /, "") }]);
  });
});

describe.skipIf(!existsSync(`${CORPUS}manifest.json`))("scanImage on a sample of the shared corpus", () => {
  it.each([
    // [file, type, data (as printed: UPC-A 12 digits), position checked by eye on the image]
    ["samples/qrcode-2/#1086.png", "qr_code", "H15-03-34", undefined],
    // 100 x 100 image; the symbol spans x 25..63 and y 29..67 (looked at, enlarged 4x).
    ["samples/aztec-1/7.png", "aztec", "Code 2D!", { x: 25, y: 29, width: 38, height: 38 }],
    ["samples/upca-1/2.webp", "upca", "036602301467", undefined],
    ["samples/ean13-extension-1/1.png", "ean13", "9780735200449", undefined],
    [
      "samples/rssexpanded-1/10-corrected.png",
      "databar_expanded",
      "01988987654321061599123131030017501012A\u001d422123\u001d21",
      undefined,
    ],
    ["samples/datamatrix-1/0123456789.png", "datamatrix", "0123456789", undefined],
  ])("%s: %s %j", async (file, type, data, position) => {
    if (!existsSync(CORPUS + file)) return;
    const { results } = await scanImage(await readFile(CORPUS + file));
    const result = results.find((r) => r.data.startsWith(data as string));
    expect(result?.type).toBe(type);
    if (position) for (const [k, v] of Object.entries(position)) near(result?.position[k as "x"] as number, v);
  });

  it("finds nothing in the corpus's images without a code", async () => {
    const extras = JSON.parse(await readFile(`${CORPUS}extras.json`, "utf8")) as { negatives: { file: string }[] };
    for (const { file } of extras.negatives.filter((_, i) => i % 6 === 0)) {
      expect((await scanImage(await readFile(CORPUS + file))).results, file).toEqual([]);
    }
  });
});

describe("loading", () => {
  it("importing @qrbar/core and its service entry loads neither sharp nor any WebAssembly", () => {
    const index = fileURLToPath(new URL("../index.ts", import.meta.url));
    const service = fileURLToPath(new URL("../service.ts", import.meta.url));
    // Records every module URL the import resolves (a loader hook reports over a port) and every
    // native addon opened.
    const probe = `
      import { register } from "node:module";
      const loaded = [];
      const dlopen = process.dlopen;
      process.dlopen = (m, file, ...rest) => { loaded.push(file); return dlopen.call(process, m, file, ...rest); };
      const { port1, port2 } = new MessageChannel();
      port1.on("message", (url) => loaded.push(url));
      port1.unref();
      const hooks = "export let port; export function initialize(d) { port = d.port; }" +
        " export async function resolve(s, c, next) { const r = await next(s, c); port.postMessage(r.url); return r; }";
      register("data:text/javascript," + encodeURIComponent(hooks), { data: { port: port2 }, transferList: [port2] });
      const core = await import(${JSON.stringify(index)});
      const { createScanPool } = await import(${JSON.stringify(service)});
      core.generateQr({ type: "text", content: { text: "x" } });
      createScanPool({ threads: 1 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      console.log(JSON.stringify(loaded.filter((f) => /node_modules/.test(f) && /sharp|@img|zxing|zbar|bmp-ts|[.]wasm/.test(f))));
      console.log(JSON.stringify(loaded.length));
    `;
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "--conditions=source", "--input-type=module", "-e", probe],
      {
        encoding: "utf8",
      },
    );
    const [heavy, seen] = out.trim().split("\n").slice(-2);
    expect(JSON.parse(heavy as string)).toEqual([]);
    // The probe saw the import happen (so an empty list means something).
    expect(Number(seen)).toBeGreaterThan(20);
  });
});
