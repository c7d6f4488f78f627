import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../testing/corpus.js";
import { type ScanSample, scanSamples } from "../testing/scan-samples.js";
import { BarcodeDetector } from "./barcode-detector.js";
import { SCAN_FORMATS } from "./engines/scan-symbologies.js";
import { scanImage } from "./scan-image.js";
import { W3C_FORMATS, w3cFormatOf } from "./w3c-formats.js";

const samples = await scanSamples();
const bytesOf = (sample: ScanSample) => readFile(CORPUS_DIR + sample.file);

// Beside the barcode-detector polyfill: in Chromium (scan-browser.browser.test.ts), as the polyfill needs
// the DOM (DOMRectReadOnly) that Node lacks.
describe("BarcodeDetector in Node", () => {
  it.each(samples.map((s) => [s.w3c, s] as const))("%s: rawValue and format of the corpus image", async (_, sample) => {
    const found = await new BarcodeDetector().detect(await bytesOf(sample));
    expect(found.map(({ rawValue, format }) => ({ rawValue, format }))).toEqual([
      { rawValue: sample.expected, format: sample.w3c },
    ]);
    const [code] = found;
    expect(code?.cornerPoints).toHaveLength(4);
    const { x, y, width, height, top, right, bottom, left } = code?.boundingBox ?? {};
    expect({ top, right, bottom, left }).toEqual({
      top: y,
      left: x,
      right: (x ?? 0) + (width ?? 0),
      bottom: (y ?? 0) + (height ?? 0),
    });
    expect(width).toBeGreaterThan(0);
  });

  it("finds what scanImage finds, at its place", async () => {
    const bytes = await readFile(`${CORPUS_DIR}samples/qrcode-2/#1086.png`);
    const [result] = (await scanImage(bytes)).results;
    const [code] = await new BarcodeDetector().detect(bytes);
    expect(code?.rawValue).toBe(result?.data);
    expect(code?.cornerPoints).toEqual(result?.corners);
    expect(code?.boundingBox).toMatchObject(result?.position ?? {});
  });

  it("reports only the formats asked for", async () => {
    const bytes = await readFile(`${CORPUS_DIR}samples/ean8-1/1.png`);
    expect(await new BarcodeDetector({ formats: ["qr_code"] }).detect(bytes)).toEqual([]);
    expect(await new BarcodeDetector({ formats: ["qr_code", "ean_8", "unknown"] }).detect(bytes)).toHaveLength(1);
  });

  it("throws a TypeError for an empty or unknown formats hint, as the W3C says", () => {
    expect(() => new BarcodeDetector({ formats: [] })).toThrow(TypeError);
    expect(() => new BarcodeDetector({ formats: ["unknown"] })).toThrow("Hint option provided, but is empty.");
    expect(() => new BarcodeDetector({ formats: ["qr" as "qr_code"] })).toThrow(
      "The provided value 'qr' is not a valid enum value of type BarcodeFormat.",
    );
  });

  it("supports a W3C name for every type qrbar reports, and 'unknown' is no format", async () => {
    const supported = await BarcodeDetector.getSupportedFormats();
    expect(supported).not.toContain("unknown");
    for (const type of SCAN_FORMATS) expect(supported).toContain(w3cFormatOf(type));
    expect(W3C_FORMATS).toContain("unknown");
    expect(w3cFormatOf("no-such-type")).toBe("unknown");
  });

  it("rejects an unknown effort with a VALIDATION_ERROR naming the field, before reading the image", async () => {
    const detector = new BarcodeDetector({ effort: "slow" as "quick" });
    await expect(detector.detect(new Uint8Array([1, 2, 3]))).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ field: "effort", message: 'must be "quick" or "thorough"; got "slow"' }],
    });
  });

  it("rejects with qrbar's error when the image is not one", async () => {
    await expect(new BarcodeDetector().detect(new Uint8Array([1, 2, 3]))).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
  });
});
