import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, parseHexColor, toHexColor } from "./hex-color.js";

describe("hex colours", () => {
  it.each([
    ["#000", { r: 0, g: 0, b: 0 }],
    ["#fFf", { r: 255, g: 255, b: 255 }],
    ["#1A2b3C", { r: 26, g: 43, b: 60 }],
  ])("parses %s", (hex, rgb) => {
    expect(parseHexColor(hex)).toEqual(rgb);
  });

  it("round-trips any colour through #RRGGBB (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, "0").toUpperCase()}`;
        expect(toHexColor(parseHexColor(hex))).toBe(hex);
      }),
    );
  });

  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio(parseHexColor("#000"), parseHexColor("#fff"))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHexColor("#777"), parseHexColor("#777"))).toBe(1);
    // WCAG's own example pair: #767676 on white is 4.54:1.
    expect(contrastRatio(parseHexColor("#767676"), parseHexColor("#fff"))).toBeCloseTo(4.54, 2);
  });
});
