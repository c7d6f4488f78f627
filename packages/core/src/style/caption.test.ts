import { describe, expect, it } from "vitest";
import { setCaption } from "./caption.js";

const band = { x: 6, y: 258, w: 288, h: 42 };

describe("a frame's caption, set in the shipped fonts", () => {
  it.each([
    ["Latin", "Scan me"],
    ["Japanese", "スキャンしてね"],
    ["Cyrillic", "Сканируй"],
    ["Greek", "Σάρωση"],
    ["Latin and Japanese", "Scan 読む"],
  ])("draws %s text as outlines, one or more for each glyph, inside 90 %% of the band", (_script, text) => {
    const { polygons, path } = setCaption(text, band);
    const glyphs = [...text].filter((ch) => ch !== " ").length;
    expect((path.match(/M/g) ?? []).length).toBeGreaterThanOrEqual(glyphs);
    expect(polygons.length).toBeGreaterThanOrEqual(glyphs);
    const xs = polygons.flat().map(([x]) => x);
    const ys = polygons.flat().map(([, y]) => y);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(band.x + band.w * 0.05 - 1);
    expect(Math.max(...xs)).toBeLessThanOrEqual(band.x + band.w * 0.95 + 1);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(band.y);
    expect(Math.max(...ys)).toBeLessThanOrEqual(band.y + band.h);
  });

  it("draws each character's own glyph, not a placeholder box", () => {
    const paths = ["ス", "キ", "С", "Σ", "S"].map((ch) => setCaption(ch, band).path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("shrinks a long caption to the band's width", () => {
    const xs = setCaption("Scan me to see today's menu and prices", band)
      .polygons.flat()
      .map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThanOrEqual(band.w * 0.9 + 1);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(band.w * 0.8);
  });
});
