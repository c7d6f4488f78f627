import { COLOR_PATTERN } from "@qrbar/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cmykToRgb, parseCmykColor, parseColor, parseInk, rgbToCmyk } from "./cmyk-color.js";

const pattern = new RegExp(COLOR_PATTERN);

describe("CMYK colours", () => {
  it.each([
    ["cmyk(100, 0, 0, 25%)", { c: 1, m: 0, y: 0, k: 0.25 }],
    ["CMYK(0%,0%,0%,100%)", { c: 0, m: 0, y: 0, k: 1 }],
    ["cmyk( 12.5 ,99.75, 0 ,100.0 )", { c: 0.125, m: 0.9975, y: 0, k: 1 }],
    // Percent, never fractions of one: 1 is 1 % black.
    ["cmyk(0,0,0,1)", { c: 0, m: 0, y: 0, k: 0.01 }],
  ])("parses %s as fractions", (text, cmyk) => {
    expect(pattern.test(text)).toBe(true);
    expect(parseCmykColor(text)).toEqual(cmyk);
  });

  it.each([
    "cmyk(101,0,0,0)",
    "cmyk(100.5,0,0,0)",
    "cmyk(-1,0,0,0)",
    "cmyk(0,0,0)",
    "cmyk(0,0,0,0,0)",
    "cmyk(1e2,0,0,0)",
    "cmyk(NaN,0,0,0)",
    "cmyk(007,0,0,0)",
    "cmyk(0,0,0,0)x",
    "cmyk(0,0,0,0)\n",
    "rgb(0,0,0)",
    "cmyk(__proto__,0,0,0)",
    `cmyk(${"1".repeat(10_000)},0,0,0)`,
  ])("refuses %s", (text) => {
    expect(pattern.test(text)).toBe(false);
  });

  it("matches a long hostile string in linear time (no catastrophic backtracking)", () => {
    const hostile = `cmyk(${" ".repeat(50_000)}1${" ".repeat(50_000)},`;
    const start = performance.now();
    expect(pattern.test(hostile)).toBe(false);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it("converts hex by the naive formula: black is K alone, primaries are two inks", () => {
    expect(rgbToCmyk({ r: 0, g: 0, b: 0 })).toEqual({ c: 0, m: 0, y: 0, k: 1 });
    expect(rgbToCmyk({ r: 255, g: 255, b: 255 })).toEqual({ c: 0, m: 0, y: 0, k: 0 });
    expect(rgbToCmyk({ r: 255, g: 0, b: 0 })).toEqual({ c: 0, m: 1, y: 1, k: 0 });
    const grey = rgbToCmyk({ r: 51, g: 51, b: 51 });
    expect(grey).toEqual({ c: 0, m: 0, y: 0, k: 0.8 });
  });

  it("round-trips every 8-bit colour through CMYK (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        (r, g, b) => {
          expect(cmykToRgb(rgbToCmyk({ r, g, b }))).toEqual({ r, g, b });
        },
      ),
    );
  });

  it("shows a cmyk() colour in sRGB for PNG and SVG, and keeps its inks only in the cmyk space", () => {
    expect(parseColor("cmyk(100,0,0,0)")).toEqual({ r: 0, g: 255, b: 255 });
    expect(parseColor("cmyk(0,0,0,50)")).toEqual({ r: 128, g: 128, b: 128 });
    expect(parseColor("#0af")).toEqual({ r: 0, g: 170, b: 255 });
    expect(parseInk("cmyk(100,60,0,20)", "rgb")).toEqual({ r: 0, g: 82, b: 204 });
    expect(parseInk("cmyk(100,60,0,20)", "cmyk").cmyk).toEqual({ c: 1, m: 0.6, y: 0, k: 0.2 });
    expect(parseInk("#000", "cmyk").cmyk).toEqual({ c: 0, m: 0, y: 0, k: 1 });
  });
});
