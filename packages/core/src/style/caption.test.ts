import { describe, expect, it } from "vitest";
import { PDF_FORMAT } from "../render/vector-pdf.js";
import { VectorContent } from "../render/vector-writer.js";
import { captionVector, setCaption } from "./caption.js";

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

  it.each(["Scan me", "スキャンしてね", "Scan 読む"])(
    "draws %s in PDF and EPS through the very points of its SVG outline",
    (text) => {
      const caption = setCaption(text, band);
      const out = new VectorContent(PDF_FORMAT.operators);
      captionVector(out, caption);
      // Each operation's end point, in order: SVG's M, L, Q and C against PDF's m, l and c.
      const svgEnds = [...caption.path.matchAll(/[MLQC]([^MLQCZ]*)/g)].map((m) =>
        (m[1] as string).trim().split(" ").slice(-2).join(" "),
      );
      const pdfEnds = out.text
        .split("\n")
        .filter((line) => / [mlc]$/.test(line))
        .map((line) => line.split(" ").slice(-3, -1).join(" "));
      expect(pdfEnds).toEqual(svgEnds);
      expect(out.text.match(/^h$/gm)?.length).toBe(caption.path.match(/Z/g)?.length);
    },
  );
});
