import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateQr } from "../../qr/generate-qr.js";
import { zxingEngine } from "../engines/zxing-engine.js";
import { blurGrey, equaliseLocally, sharpenGrey, upscaleGrey2x } from "./grey-filters.js";
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

describe("equaliseLocally", () => {
  it("stretches the faint detail of a shadow and of glare alike", () => {
    // Detail spanning 48 levels: at 0..47 on the left (a shadow), at 200..247 on the right (glare).
    const data = Uint8Array.from({ length: 128 * 64 }, (_, at) => {
      const [x, y] = [at % 128, Math.floor(at / 128)];
      return (x < 64 ? 0 : 200) + ((x * 7 + y * 13) % 48);
    });
    const out = equaliseLocally({ data, width: 128, height: 64 }, 16, 3);
    // The span of each half away from the tiles that straddle both: about 160 levels each (3x, the slope).
    const span = (x0: number, x1: number) => {
      const values = Array.from(
        { length: 64 * (x1 - x0) },
        (_, i) => out.data[Math.floor(i / (x1 - x0)) * 128 + x0 + (i % (x1 - x0))] as number,
      );
      return Math.max(...values) - Math.min(...values);
    };
    expect(span(0, 48)).toBeGreaterThan(140);
    expect(span(80, 128)).toBeGreaterThan(140);
    expect(out).toMatchObject({ width: 128, height: 64 });
  });

  it("keeps an even image even, and caps the gain of two close levels at the slope", () => {
    const even = equaliseLocally({ data: new Uint8Array(40 * 30).fill(128), width: 40, height: 30 }, 16, 3);
    expect(Math.max(...even.data) - Math.min(...even.data)).toBeLessThanOrEqual(2);
    // Stripes of 20 and 40: two crowded levels, clipped, hardly moved (libvips' hist_local gives 23 too).
    const stripes = Uint8Array.from({ length: 64 * 64 }, (_, at) => (((at % 64) >> 2) % 2 ? 40 : 20));
    const out = equaliseLocally({ data: stripes, width: 64, height: 64 }, 16, 3);
    expect(Math.max(...out.data) - Math.min(...out.data)).toBeLessThan(40);
  });
});

describe("blurGrey", () => {
  it("spreads a lone dark pixel over its neighbours and keeps the total", () => {
    const data = new Uint8Array(21 * 21).fill(0);
    data[10 * 21 + 10] = 255;
    const out = blurGrey({ data, width: 21, height: 21 }, 1);
    expect(out.data[10 * 21 + 10]).toBeLessThan(60);
    expect(out.data[10 * 21 + 11]).toBeGreaterThan(10);
    const sum = out.data.reduce((a, v) => a + v, 0);
    expect(Math.abs(sum - 255)).toBeLessThan(12);
  });
});
