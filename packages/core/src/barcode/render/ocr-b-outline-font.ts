import { writeTextOutlines } from "./glyph-text.js";
import type { OutlineFont, TextOutliner } from "./outline-font.js";

/** OCR-B's outlines as the SVG writer draws them (`generateBarcode` draws every SVG with them). */
export const ocrBOutliner: TextOutliner = { name: "OCR-B", writeOutlines: writeTextOutlines };

/**
 * OCR-B, the font barcodes print their human-readable text in, as glyph outlines (bwip-js's OCR-B, about 31 KB
 * minified): pass it as `barcodeSvg`'s `font` option for text drawn as paths, which needs no font on the
 * viewer's side and prints the same everywhere. Without it, `barcodeSvg` writes the text as `<text>` in an
 * OCR-B font stack, at the same place and width.
 *
 * @example
 * ```ts
 * import { barcodeSvg } from "@qrbar/core/barcode";
 * import { ocrB } from "@qrbar/core/barcode/ocr-b";
 *
 * const svg = barcodeSvg("ean13", "590123412345", { font: ocrB }); // the digits as <path>, no <text>
 * ```
 */
export const ocrB: OutlineFont = ocrBOutliner;
