import type { GlyphSegment } from "../engine/bwip-js.js";
import { OCR_B_ASCENT, OCR_B_GLYPHS, OCR_B_Y_PERCENT } from "./ocr-b-glyphs.js";

/** A glyph's placement at one size, in whole pixels, as bwip-js's font library gives it. */
export interface GlyphBox {
  readonly advance: number;
  /** Left edge of the glyph's bitmap from the pen position. */
  readonly left: number;
  readonly width: number;
  /** Rows above the baseline. */
  readonly top: number;
  readonly height: number;
}

/** TrueType outlines hold lines and quadratic curves only. */
type QuadraticSegment = Exclude<GlyphSegment, { type: "C" }>;

/** One OCR-B glyph read out of its table entry: font units, y up. */
interface OcrBGlyph {
  readonly advance: number;
  readonly box: readonly [x0: number, y0: number, x1: number, y1: number];
  readonly segments: readonly QuadraticSegment[];
}

const parsed: (OcrBGlyph | undefined)[] = [];

const FIRST = 32;

/** Reads a table entry: five numbers, then `M`/`L` with a point and `Q` with a control point, each relative. */
function parse(entry: string): OcrBGlyph {
  const [head = "", ...rest] = entry.split(/(?=[MLQ])/);
  const [advance = 0, x0 = 0, y0 = 0, x1 = 0, y1 = 0] = head.split(",").map(Number);
  const segments: QuadraticSegment[] = [];
  let x = 0;
  let y = 0;
  for (const command of rest) {
    const n = command.slice(1).split(",").map(Number) as number[];
    if (command[0] === "Q") {
      const cx = x + (n[0] as number);
      const cy = y + (n[1] as number);
      x = cx + (n[2] as number);
      y = cy + (n[3] as number);
      segments.push({ type: "Q", x, y, cx, cy });
    } else {
      x += n[0] as number;
      y += n[1] as number;
      segments.push({ type: command[0] as "M" | "L", x, y });
    }
  }
  return { advance, box: [x0, y0, x1, y1], segments };
}

/** The glyph of `code` (control characters print as a space, as in bwip-js), or undefined beyond ASCII. */
function glyph(code: number): OcrBGlyph | undefined {
  const index = Math.max(code, FIRST) - FIRST;
  const entry = OCR_B_GLYPHS[index];
  if (entry === undefined) return undefined;
  let found = parsed[index];
  if (!found) {
    found = parse(entry);
    parsed[index] = found;
  }
  return found;
}

/** bwip-js's sizes: none under 8; x scaled by size / ascent, y by 96 % of that. */
function scales(size: number): readonly [x: number, y: number] {
  const s = !size || size < 8 ? 8 : size;
  return [s / OCR_B_ASCENT, (s * OCR_B_Y_PERCENT) / 100 / OCR_B_ASCENT];
}

/**
 * Whether our own OCR-B table draws `code`: printable ASCII and the control characters (printed as a space).
 *
 * @example
 * ```ts
 * hasOcrBGlyph(0x41); // true
 * hasOcrBGlyph(0xe9); // false: é is drawn by bwip-js's font library
 * ```
 */
export function hasOcrBGlyph(code: number): boolean {
  return glyph(code) !== undefined;
}

/**
 * An OCR-B glyph's bitmap box and advance at `size`, exactly as bwip-js's font library (stb_truetype) rounds
 * them: left and bottom floored, right and top ceiled, the advance floored.
 *
 * @example
 * ```ts
 * ocrBBox(0x30, 10); // { advance: 6, left: 0, width: 6, top: 7, height: 8 }
 * ```
 */
export function ocrBBox(code: number, size: number): GlyphBox {
  const g = glyph(code) as OcrBGlyph;
  const [sx, sy] = scales(size);
  const [x0, y0, x1, y1] = g.box;
  if (!g.segments.length) return { advance: Math.floor(g.advance * sx), left: 0, width: 0, top: 0, height: 0 };
  const left = Math.floor(x0 * sx);
  const top = Math.floor(-y1 * sy);
  return {
    advance: Math.floor(g.advance * sx),
    left,
    width: Math.ceil(x1 * sx) - left,
    top: 0 - top,
    height: Math.ceil(-y0 * sy) - top,
  };
}

/**
 * An OCR-B glyph's outline at `size` in pixels, y up from the baseline, as bwip-js's `getpaths` gives it.
 *
 * @example
 * ```ts
 * ocrBPaths(0x2d, 10)[0]; // { type: "M", x: ..., y: ... }
 * ```
 */
export function ocrBPaths(code: number, size: number): GlyphSegment[] {
  const [sx, sy] = scales(size);
  return (glyph(code) as OcrBGlyph).segments.map(
    (s): GlyphSegment =>
      s.type === "Q"
        ? { type: "Q", x: s.x * sx, y: s.y * sy, cx: s.cx * sx, cy: s.cy * sy }
        : { type: s.type, x: s.x * sx, y: s.y * sy },
  );
}
