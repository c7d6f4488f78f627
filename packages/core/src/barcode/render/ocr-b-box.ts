import { OCR_B_ASCENT, OCR_B_METRICS, OCR_B_Y_PERCENT } from "./ocr-b-metrics.js";

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

const FIRST = 32;
const LAST = 126;

/** The metrics table read into numbers on first use: advance, x0, y0, x1, y1 per glyph, from code 32. */
let table: Int16Array | undefined;

/** Where `code`'s five numbers start in the table: control characters print as a space, as in bwip-js. */
const at = (code: number): number => (Math.max(code, FIRST) - FIRST) * 5;

/**
 * bwip-js's scales of OCR-B at `size`: none under 8; x scaled by size / ascent, y by 96 % of that.
 *
 * @example
 * ```ts
 * ocrBScales(1106); // [1, 0.96]
 * ```
 */
export function ocrBScales(size: number): readonly [x: number, y: number] {
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
  return code <= LAST;
}

/**
 * An OCR-B glyph's bitmap box and advance at `size`, exactly as bwip-js's font library (stb_truetype) rounds
 * them: left and bottom floored, right and top ceiled, the advance floored. `code` is printable ASCII or a
 * control character ({@link hasOcrBGlyph}).
 *
 * @example
 * ```ts
 * ocrBBox(0x30, 10); // { advance: 6, left: 0, width: 6, top: 7, height: 8 }
 * ```
 */
export function ocrBBox(code: number, size: number): GlyphBox {
  table ??= Int16Array.from(OCR_B_METRICS.split(","), Number);
  const i = at(code);
  const [sx, sy] = ocrBScales(size);
  const advance = Math.floor((table[i] as number) * sx);
  const x0 = table[i + 1] as number;
  const y0 = table[i + 2] as number;
  const x1 = table[i + 3] as number;
  const y1 = table[i + 4] as number;
  if (x0 === x1 && y0 === y1) return { advance, left: 0, width: 0, top: 0, height: 0 };
  const left = Math.floor(x0 * sx);
  const top = Math.floor(-y1 * sy);
  return { advance, left, width: Math.ceil(x1 * sx) - left, top: 0 - top, height: Math.ceil(-y0 * sy) - top };
}
