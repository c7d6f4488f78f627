import type { PixelText } from "./bar-pixels.js";
import type { SvgWriter } from "./svg-writer.js";

/**
 * A font whose glyph outlines `barcodeSvg` draws the human-readable text with, so that the SVG needs no font
 * to be viewed and prints the same everywhere: `ocrB` from `@qrbar/core/barcode/ocr-b`.
 */
export interface OutlineFont {
  /** The font's name, `"OCR-B"`. */
  readonly name: string;
}

/** An {@link OutlineFont} as the SVG writer uses it. */
export interface TextOutliner extends OutlineFont {
  /** Writes a placed run of text as SVG path data of glyph outlines; whether it wrote anything (not for blanks). */
  readonly writeOutlines: (out: SvgWriter, text: PixelText) => boolean;
}

/**
 * Whether `value` is an outline font such as `ocrB`.
 *
 * @example
 * ```ts
 * isOutlineFont(ocrB); // true
 * isOutlineFont("OCR-B"); // false
 * ```
 */
export function isOutlineFont(value: unknown): value is TextOutliner {
  return typeof (value as TextOutliner | undefined)?.writeOutlines === "function";
}
