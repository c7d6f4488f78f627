import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateQr } from "../../qr/generate-qr.js";
import { zxingEngine } from "../engines/zxing-engine.js";
import { sharpenGrey, upscaleGrey2x } from "./grey-filters.js";
import type { GreyImage } from "./grey-image.js";

const grey = (width: number, height: number, values: number[]): GreyImage => ({
  data: Uint8Array.from(values),
  width,
  height,
});

describe("grey filters in JavaScript (the browser's upscale and sharpen)", () => {
  it("upscales 2x bilinearly at pixel centres: 3/4 of the nearer pixel, 1/4 of the next", () => {
    const up = upscaleGrey2x(grey(2, 1, [0, 160]));
    expect(up).toMatchObject({ width: 4, height: 2 });
    expect([...up.data]).toEqual([0, 40, 120, 160, 0, 40, 120, 160]);
  });

  it("keeps a flat image flat and steepens an edge", () => {
    expect([...sharpenGrey(grey(5, 1, [90, 90, 90, 90, 90]), 1.5).data]).toEqual([90, 90, 90, 90, 90]);
    const edge = sharpenGrey(grey(8, 1, [60, 60, 60, 60, 200, 200, 200, 200]), 1.5).data;
    expect(edge[3]).toBeLessThan(60);
    expect(edge[4]).toBeGreaterThan(200);
  });

  it("leaves a small QR code readable after each", async () => {
    const png = generateQr({ type: "text", content: { text: "filters" } }).bytes;
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const image = { data: new Uint8Array(data), width: info.width, height: info.height };
    for (const filtered of [upscaleGrey2x(image), sharpenGrey(image, 1.5)]) {
      expect((await zxingEngine.read(filtered)).map((d) => d.text)).toEqual(["filters"]);
    }
  });
});
