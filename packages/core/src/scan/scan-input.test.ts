import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../testing/corpus.js";
import { rejectedQrbarError } from "../testing/qrbar-error-of.js";
import { scanSamples } from "../testing/scan-samples.js";
import { scanImage } from "./scan-image.js";
import { isInstanceOfGlobal } from "./scan-input.js";

const samples = await scanSamples();

/** The RGBA pixels of an image file, as a canvas's ImageData holds them. */
async function rgbaOf(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

describe("scanImage's inputs in Node", () => {
  it.each(samples.map((s) => [s.file, s] as const))(
    "%s: bytes, ArrayBuffer, Blob and RGBA pixels read alike",
    async (_, sample) => {
      const bytes = await readFile(CORPUS_DIR + sample.file);
      const fromFile = await scanImage(bytes);
      expect(fromFile.results.map((r) => r.data)).toEqual([sample.expected]);
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      expect((await scanImage(buffer)).results).toEqual(fromFile.results);
      expect((await scanImage(new Blob([bytes]))).results).toEqual(fromFile.results);
      const pixels = await scanImage(await rgbaOf(bytes));
      expect(pixels.image).toEqual({ ...fromFile.image, format: "pixels" });
      expect(pixels.results.map((r) => [r.type, r.data])).toEqual(fromFile.results.map((r) => [r.type, r.data]));
    },
  );

  it("refuses pixels whose size does not match their bytes, or too many of them, with the field named", async () => {
    const wrong = await rejectedQrbarError(
      () => scanImage({ data: new Uint8ClampedArray(12), width: 2, height: 2 }),
      "scanImage",
    );
    expect(wrong).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "image" }] });
    expect(wrong.message).toContain("4 * width * height = 16");
    const large = await rejectedQrbarError(
      () => scanImage({ data: new Uint8ClampedArray(4 * 100 * 100), width: 100, height: 100 }, { maxPixels: 5000 }),
      "scanImage",
    );
    expect(large.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("says what it reads when given something else", async () => {
    const error = await rejectedQrbarError(() => scanImage({ width: 2, height: 2 } as never), "scanImage");
    expect(error).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(error.message).toContain("RGBA pixels");
  });

  it("ignores the worker option in Node (the same outcome)", async () => {
    const bytes = await readFile(`${CORPUS_DIR}samples/qrcode-2/#1086.png`);
    expect(await scanImage(bytes, { worker: true })).toEqual(await scanImage(bytes));
  });
});

describe("isInstanceOfGlobal", () => {
  it("answers for a global class the runtime has, and false for one it lacks (no DOM in Node)", () => {
    expect(isInstanceOfGlobal(new Blob([]), "Blob")).toBe(true);
    expect(isInstanceOfGlobal(new Uint8Array(1), "Blob")).toBe(false);
    expect(isInstanceOfGlobal({}, "HTMLVideoElement")).toBe(false);
    expect(isInstanceOfGlobal({}, "Object")).toBe(true);
  });
});
