import { describe, expect, it } from "vitest";
import { contrastingColors } from "./color-pair.js";
import { contrastRatio, parseHexColor } from "./hex-color.js";
import { redLightWarnings, symbolContrast } from "./red-light-contrast.js";

const WHITE = parseHexColor("#FFF");

describe("symbol contrast under red light", () => {
  it.each([
    // bars, background, ISO/IEC 15416 grade under red light
    ["#000000", "#FFFFFF", "A"],
    ["#00008B", "#FFFFFF", "A"], // dark blue: dark to a red laser
    ["#006400", "#FFFFFF", "A"], // dark green
    ["#000000", "#FF0000", "A"], // black on red: red reads as white
    ["#FF0000", "#FFFFFF", "F"], // red bars vanish
    ["#E53935", "#FFFFFF", "D"],
    ["#C62828", "#FFFFFF", "C"], // a darker red just passes
    ["#000000", "#00FFFF", "F"], // a cyan background reads as black
  ])("%s on %s is grade %s", (bar, back, grade) => {
    const fore = parseHexColor(bar);
    const ground = parseHexColor(back);
    const warnings = redLightWarnings(fore, ground, "customization.bar_color");
    expect(warnings.length > 0).toBe(grade === "D" || grade === "F");
    if (warnings.length) expect(warnings[0]?.message).toContain(`grade ${grade}`);
    const contrast = symbolContrast(fore, ground);
    expect(contrast >= 0.4).toBe(grade !== "D" && grade !== "F");
  });

  it("warns on red bars that pass the WCAG refusal: 4:1 yet 0 % under red light", () => {
    const red = parseHexColor("#FF0000");
    expect(contrastRatio(red, WHITE)).toBeGreaterThan(3.9);
    const { warnings } = contrastingColors("#FF0000", "#FFFFFF", "customization.fill_color", "back_color");
    expect(warnings).toEqual([
      {
        code: "LOW_RED_LIGHT_CONTRAST",
        field: "customization.fill_color",
        message: expect.stringMatching(
          /#FF0000 on #FFFFFF has a symbol contrast of 0 % under red light \(ISO\/IEC 15416 grade F\)/,
        ),
      },
    ]);
  });

  it("keeps the WCAG refusal as it was, for cmyk() colours too", () => {
    expect(() => contrastingColors("#777", "#888", "fillColor", "backColor")).toThrow(/contrast ratio of 1\.\d\d:1/);
    expect(() => contrastingColors("cmyk(0,0,0,10)", "#FFF", "fillColor", "backColor", "cmyk")).toThrow(/fillColor/);
    expect(contrastingColors("cmyk(0,0,0,100)", "#FFF", "fillColor", "backColor", "cmyk").warnings).toEqual([]);
  });

  it("judges a cmyk() colour by its cyan and black: magenta and yellow reflect red", () => {
    expect(contrastingColors("cmyk(0,100,100,0)", "#FFF", "f", "b", "cmyk").warnings).toHaveLength(1);
    expect(contrastingColors("cmyk(100,0,0,50)", "#FFF", "f", "b", "cmyk").warnings).toHaveLength(0);
  });
});
