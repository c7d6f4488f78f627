import { deflateSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPngPixels } from "../testing/index.js";
import { crc32 } from "./crc32.js";
import { bitRowStride, encodeBitPng, setSpan } from "./palette-png.js";

const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

describe("crc32", () => {
  it.each([
    ["", 0],
    ["IEND", 0xae426082],
    ["123456789", 0xcbf43926],
  ])("crc32(%j) = %i", (text, expected) => {
    expect(crc32(Buffer.from(text, "latin1"))).toBe(expected);
  });
});

describe("encodeBitPng", () => {
  it("writes a valid 1-bit palette PNG whose pixels read back exactly", () => {
    const width = 13;
    const height = 3;
    const stride = bitRowStride(width);
    const rows = new Uint8Array(stride * height);
    rows[1] = 0b10100000; // row 0: x=0 and x=2 set
    rows[stride + 2] = 0b00001000; // row 1: x=12 set
    const png = encodeBitPng({ width, height, rows }, { r: 10, g: 20, b: 30 }, { r: 250, g: 240, b: 230 });
    const { rgba } = readPngPixels(png);
    const set = (x: number, y: number) => rgba[(y * width + x) * 4] === 10;
    const lit: string[] = [];
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (set(x, y)) lit.push(`${x},${y}`);
    expect(lit).toEqual(["0,0", "2,0", "12,1"]);
    expect(rgba.subarray(4, 8)).toEqual(Buffer.from([250, 240, 230, 255]));
  });

  it("compresses large images as tightly as zlib's default level, small ones within a quarter of it", () => {
    // The one IDAT's data: after the signature (8), IHDR (12 + 13), PLTE (12 + 6) and IDAT's length and
    // type (8); before its CRC (4) and IEND (12).
    const idat = (png: Uint8Array) => png.subarray(8 + 25 + 18 + 8, png.length - 16);
    for (const [side, slack] of [
      [1000, 1],
      [300, 1.25],
    ] as const) {
      const modules = 37;
      const scale = Math.floor(side / modules);
      const stride = bitRowStride(side);
      const rows = new Uint8Array(stride * side);
      let seed = 7;
      for (let my = 0; my < modules; my++)
        for (let mx = 0; mx < modules; mx++) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          if (seed & 0x10000)
            for (let y = my * scale; y < (my + 1) * scale; y++) setSpan(rows, y * stride, mx * scale, (mx + 1) * scale);
        }
      const compressed = idat(encodeBitPng({ width: side, height: side, rows }, BLACK, WHITE));
      const atDefaultLevel = deflateSync(inflateSync(compressed), { level: 6 });
      expect(compressed.length).toBeLessThanOrEqual(Math.ceil(atDefaultLevel.length * slack));
    }
  });
});

describe("setSpan", () => {
  it("sets exactly the bits x0 <= x < x1 of the row, leaving the rest (and other rows) as they were", () => {
    fc.assert(
      fc.property(fc.nat(80), fc.nat(80), fc.uint8Array({ minLength: 24, maxLength: 24 }), (a, b, before) => {
        const [x0, x1] = a <= b ? [a, b] : [b, a];
        const rows = before.slice();
        setSpan(rows, bitRowStride(80), x0, x1);
        const expected = before.slice();
        for (let x = x0; x < x1; x++) expected[12 + (x >> 3)] = (expected[12 + (x >> 3)] as number) | (0x80 >> (x & 7));
        expect([...rows]).toEqual([...expected]);
      }),
    );
  });
});
