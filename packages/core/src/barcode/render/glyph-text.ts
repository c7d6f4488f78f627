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
  const key = `${font}:${size}:${gap}:${text}`;
  const cached = measured.get(key);
  if (cached) return cached;
  const id = fontId(font);
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
  const metrics = { width, ascent, descent };
  if (measured.size >= MAX_CACHED) measured.clear();
  measured.set(key, metrics);
  return metrics;
}

/** bwip-js's font ids by name: its lookup is a search each time. */
const fontIds = new Map<string, number>();
function fontId(font: string): number {
  let id = fontIds.get(font);
  if (id === undefined) {
    id = fontLibrary.lookup(font);
    fontIds.set(font, id);
  }
  return id;
}

/**
 * Metrics by font, size, gap and text, and glyphs by font, size and character: text sizes follow
 * image heights, so each cache is bounded by clearing it when it grows past a few thousand entries.
 * Measured (Node 20): thresholding a glyph bitmap anew took 3-6 us per character, formatting its
 * outline 15-26 us, measuring a run with bwip-js's font library about 1 us per character.
 */
const MAX_CACHED = 4096;
const measured = new Map<string, TextMetrics>();

/** A glyph reduced to what drawing needs: its pixels at or above the coverage threshold, and its path. */
interface CachedGlyph {
  readonly advance: number;
  /** Dark pixels as (x, y) pairs relative to the pen position and baseline. */
  readonly pixels: Int16Array;
  /** SVG path data of the outline relative to the pen position and baseline, or "" for a blank. */
  path?: string;
}

const glyphs = new Map<string, CachedGlyph>();

function cachedGlyph(fontId: number, code: number, size: number): CachedGlyph {
  const key = `${fontId}:${size}:${code}`;
  let cached = glyphs.get(key);
  if (cached) return cached;
  const glyph = fontLibrary.getglyph(fontId, code, size, size);
  const { bytes, offset, width, height } = glyph;
  const dark: number[] = [];
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      if ((bytes[offset + j * width + i] as number) >= COVERAGE_THRESHOLD) dark.push(glyph.left + i, j - glyph.top);
    }
  }
  cached = { advance: glyph.advance, pixels: Int16Array.from(dark) };
  if (glyphs.size >= MAX_CACHED) glyphs.clear();
  glyphs.set(key, cached);
  return cached;
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
  const id = fontId(font);
  let pen = x;
  for (const code of codes(text)) {
    const glyph = cachedGlyph(id, code, size);
    const { pixels } = glyph;
    for (let k = 0; k < pixels.length; k += 2) plot(pen + (pixels[k] as number), y + (pixels[k + 1] as number));
    pen += glyph.advance + gap;
  }
}

const num = (v: number): string => String(Math.round(v * 100) / 100);

/** The outline of a cached glyph as SVG path data, relative to its pen position and baseline. */
function glyphPath(fontId: number, code: number, size: number, glyph: CachedGlyph): string {
  if (glyph.path !== undefined) return glyph.path;
  const at = (px: number, py: number) => `${num(px)} ${num(-py)}`;
  let d = "";
  const segments = fontLibrary.getpaths(fontId, code, size, size);
  for (const s of segments) {
    if (s.type === "Q") d += `Q${at(s.cx, s.cy)} ${at(s.x, s.y)}`;
    else if (s.type === "C") d += `C${at(s.cx1, s.cy1)} ${at(s.cx2, s.cy2)} ${at(s.x, s.y)}`;
    else d += `${s.type}${at(s.x, s.y)}`;
  }
  if (segments.length) d += "Z";
  glyph.path = d;
  return d;
}

/**
 * SVG elements drawing `text` as glyph outlines, left edge at `x`, baseline at `y`: the same glyphs as
 * the PNG, scalable and needing no font on the viewer's side. Each glyph is a path placed with a
 * translation, so a glyph's outline is formatted once per size and reused.
 *
 * @example
 * ```ts
 * `<g fill="#000">${textPaths("123", "OCR-B", 24, 10, 180, 0)}</g>`;
 * ```
 */
export function textPaths(text: string, font: string, size: number, x: number, y: number, gap: number): string {
  const id = fontId(font);
  let pen = x;
  let out = "";
  for (const code of codes(text)) {
    const glyph = cachedGlyph(id, code, size);
    const d = glyphPath(id, code, size, glyph);
    if (d) out += `<path transform="translate(${num(pen)} ${num(y)})" d="${d}"/>`;
    pen += glyph.advance + gap;
  }
  return out;
}
