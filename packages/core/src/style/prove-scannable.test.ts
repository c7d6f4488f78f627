import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateQr } from "../qr/generate-qr.js";
import { proveScannable, scannability } from "./prove-scannable.js";
import type { Canvas } from "./raster-canvas.js";

/** A PNG as a canvas: RGB rows, each after its spare byte. */
async function canvasOf(png: Buffer): Promise<Canvas> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const rowBytes = 1 + info.width * 3;
  const out = new Uint8Array(rowBytes * info.height);
  for (let y = 0; y < info.height; y++)
    out.set(data.subarray(y * info.width * 3, (y + 1) * info.width * 3), y * rowBytes + 1);
  return { width: info.width, height: info.height, channels: 3, rowBytes, data: out };
}

/** A plain 300 px code (version 1 with a margin of 4: 10 px per module). */
const plain = (text: string) =>
  Buffer.from(generateQr({ type: "text", content: { text }, customization: { size: 290 } }).bytes);

const white = { r: 255, g: 255, b: 255 };
const black = { r: 0, g: 0, b: 0 };

describe("the proof that a drawn code scans", () => {
  it("reads a plain code under every degradation but, at most, the combined phone one", async () => {
    const proof = await proveScannable(await canvasOf(plain("proof")), "proof", 10);
    expect(proof.refusal).toBeUndefined();
    expect(proof.survived).toEqual(expect.arrayContaining(["as_rendered", "distant", "far", "blurred", "jpeg"]));
  });

  it("fails a blank image at its own size", async () => {
    const blank = await sharp({ create: { width: 290, height: 290, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await proveScannable(await canvasOf(blank), "proof", 10)).toEqual({
      survived: [],
      failed: ["as_rendered"],
      refusal: { at: "as_rendered", because: "unread" },
    });
  });

  it("fails the code read for other content", async () => {
    expect(await proveScannable(await canvasOf(plain("proof")), "another payload", 10)).toMatchObject({
      refusal: { at: "as_rendered", because: "other_code" },
    });
  });

  it("refuses an image that holds a second code of other content beside the payload's", async () => {
    const both = await sharp({ create: { width: 580, height: 290, channels: 3, background: "#ffffff" } })
      .composite([
        { input: plain("proof"), left: 0, top: 0 },
        { input: plain("https://evil.example"), left: 290, top: 0 },
      ])
      .png()
      .toBuffer();
    expect(await proveScannable(await canvasOf(both), "proof", 10)).toMatchObject({
      refusal: { at: "as_rendered", because: "other_code" },
    });
  });
});

describe("scannability", () => {
  const all = {
    survived: ["as_rendered", "distant", "far", "blurred", "low_contrast", "jpeg", "phone"] as const,
    failed: [],
    refusal: undefined,
  };

  it("scores 70 for the degradations survived and 30 for the weakest colour's contrast, 3:1 to 7:1", () => {
    expect(scannability({ ...all, survived: [...all.survived] }, [black], [black], white, undefined)).toEqual({
      score: 100,
      survived: all.survived,
      failed: [],
      module_contrast: 21,
      eye_contrast: 21,
    });
    // #767676 on white is 4.54:1: (4.54 - 3) / 4 of 30 points, and 2 of 7 degradations of 70.
    const grey = { r: 0x76, g: 0x76, b: 0x76 };
    const two = { ...all, survived: ["as_rendered" as const, "distant" as const], failed: [] };
    expect(scannability(two, [black, grey], [black], white, 0.27)).toEqual({
      score: Math.round(20 + (30 * (4.54 - 3)) / 4),
      survived: ["as_rendered", "distant"],
      failed: [],
      module_contrast: 4.54,
      eye_contrast: 21,
      logo_max_size: 0.27,
    });
  });
});
