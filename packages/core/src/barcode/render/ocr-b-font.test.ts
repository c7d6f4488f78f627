import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { FontLibrary } from "../engine/bwip-js.js";
import { hasOcrBGlyph, ocrBBox } from "./ocr-b-box.js";
import { ocrBPaths } from "./ocr-b-font.js";
import { rasterizeOutline } from "./rasterize-outline.js";

/** bwip-js's own font library, what the table was read from and must still agree with. */
const fonts = (createRequire(import.meta.url)("bwip-js") as { FontLib: FontLibrary }).FontLib;
const OCR_B = fonts.lookup("OCR-B");
const SIZES = [4, 8, 9.6, 10, 11.2, 12, 17.35, 24, 33, 48, 72];
const CODES = Array.from({ length: 127 }, (_, code) => code);

describe("our OCR-B table against bwip-js's font library", () => {
  it("holds printable ASCII and the control characters (printed as a space), nothing beyond", () => {
    expect(CODES.every(hasOcrBGlyph)).toBe(true);
    expect(hasOcrBGlyph(127)).toBe(false);
    expect(hasOcrBGlyph(0xe9)).toBe(false);
  });

  it.each(SIZES)("size %d: every glyph's box and advance to the pixel", (size) => {
    for (const code of CODES) {
      const { advance, left, width, top, height } = fonts.getglyph(OCR_B, code, size, size);
      expect(ocrBBox(code, size), `code ${code}`).toEqual({ advance, left, width, top: top + 0, height });
    }
  });

  it.each(SIZES)("size %d: every glyph's outline, point for point", (size) => {
    for (const code of CODES) {
      expect(ocrBPaths(code, size), `code ${code}`).toEqual([...fonts.getpaths(OCR_B, code, size, size)]);
    }
  });

  it.each([10, 17, 24, 48])(
    "size %d: rasterised, the pixels stb_truetype draws at 100/255, but for a few on edges",
    (size) => {
      let differing = 0;
      let dark = 0;
      for (let code = 33; code < 127; code++) {
        const glyph = fonts.getglyph(OCR_B, code, size, size);
        const theirs = new Set<string>();
        for (let j = 0; j < glyph.height; j++) {
          for (let i = 0; i < glyph.width; i++) {
            if ((glyph.bytes[glyph.offset + j * glyph.width + i] as number) >= 100)
              theirs.add(`${glyph.left + i},${j - glyph.top}`);
          }
        }
        const ours = rasterizeOutline(ocrBPaths(code, size));
        const mine = new Set<string>();
        for (let k = 0; k < ours.length; k += 2) mine.add(`${ours[k]},${ours[k + 1]}`);
        for (const p of mine) if (!theirs.has(p)) differing++;
        for (const p of theirs) if (!mine.has(p)) differing++;
        dark += theirs.size;
      }
      expect(dark).toBeGreaterThan(0);
      expect(differing / dark).toBeLessThan(0.05);
    },
  );
});
