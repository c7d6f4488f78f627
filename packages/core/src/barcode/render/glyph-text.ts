import { fontLibrary } from "../engine/bwip-js.js";

/** Extent of a run of text at a font size, in pixels (or points: the units of `size`). */
export interface TextMetrics {
  /** From the left edge of the first glyph to the right edge of the last. */
  readonly width: number;
  /** Highest point above the baseline. */
  readonly ascent: number;
  /** Lowest point below the baseline. */
  readonly descent: number;
}

/** bwip-js's font library renders no glyph smaller than this (it clamps smaller requests). */
export const MIN_TEXT_SIZE = 8;

/** Coverage (0..255) from which a glyph pixel is drawn: text stays two-colour and crisp. */
const COVERAGE_THRESHOLD = 100;

const codes = (text: string): number[] => [...text].map((c) => c.codePointAt(0) ?? 32);

/**
 * Measures text the way bwip-js does, with its own embedded fonts (OCR-B, OCR-A).
 *
 * @example
 * ```ts
 * measureText("ABC", "OCR-B", 10); // { width: 17, ascent: 7, descent: 1 }
 * ```
 */
export function measureText(text: string, font: string, size: number, gap = 0): TextMetrics {
  const id = fontLibrary.lookup(font);
  const chars = codes(text);
  let width = 0;
  let ascent = 0;
  let descent = 0;
  chars.forEach((code, i) => {
    const glyph = fontLibrary.getglyph(id, code, size, size);
    ascent = Math.max(ascent, glyph.top);
    descent = Math.max(descent, glyph.height - glyph.top);
    width += i === chars.length - 1 ? glyph.left + glyph.width : glyph.advance + gap;
  });
  return { width, ascent, descent };
}

/**
 * Calls `plot(x, y)` for every pixel of `text` drawn with its left edge at `x` and baseline at `y`,
 * thresholding the font's anti-aliased coverage so the text keeps the image two-colour.
 *
 * @example
 * ```ts
 * forEachTextPixel("123", "OCR-B", 24, 10, 180, 0, (x, y) => setBit(x, y));
 * ```
 */
export function forEachTextPixel(
  text: string,
  font: string,
  size: number,
  x: number,
  y: number,
  gap: number,
  plot: (x: number, y: number) => void,
): void {
  const id = fontLibrary.lookup(font);
  let pen = x;
  for (const code of codes(text)) {
    const glyph = fontLibrary.getglyph(id, code, size, size);
    const { bytes, offset, width, height } = glyph;
    for (let j = 0; j < height; j++) {
      for (let i = 0; i < width; i++) {
        if ((bytes[offset + j * width + i] as number) >= COVERAGE_THRESHOLD)
          plot(pen + glyph.left + i, y - glyph.top + j);
      }
    }
    pen += glyph.advance + gap;
  }
}

const num = (v: number): string => String(Math.round(v * 100) / 100);

/**
 * SVG path data of `text` as glyph outlines, left edge at `x`, baseline at `y`: the same glyphs as the
 * PNG, scalable and needing no font on the viewer's side.
 *
 * @example
 * ```ts
 * `<path d="${textPath("123", "OCR-B", 24, 10, 180, 0)}"/>`;
 * ```
 */
export function textPath(text: string, font: string, size: number, x: number, y: number, gap: number): string {
  const id = fontLibrary.lookup(font);
  let pen = x;
  let d = "";
  for (const code of codes(text)) {
    const at = (px: number, py: number) => `${num(pen + px)} ${num(y - py)}`;
    const segments = fontLibrary.getpaths(id, code, size, size);
    for (const s of segments) {
      if (s.type === "Q") d += `Q${at(s.cx, s.cy)} ${at(s.x, s.y)}`;
      else if (s.type === "C") d += `C${at(s.cx1, s.cy1)} ${at(s.cx2, s.cy2)} ${at(s.x, s.y)}`;
      else d += `${s.type}${at(s.x, s.y)}`;
    }
    if (segments.length) d += "Z";
    pen += fontLibrary.getglyph(id, code, size, size).advance + gap;
  }
  return d;
}
