import type { BarcodeType } from "@qrbar/contract";
import { paintPdf } from "../render/paint-vector.js";
import type { BarcodePdfOptions } from "./barcode-options.js";
import { barcodeVector } from "./barcode-vector.js";

/**
 * Draws a barcode as a one-page PDF 1.4 of exactly `width` x `height` pixels at 0.75 pt each (400 x 200 by
 * default, a page of 300 x 150 pt), with the geometry of `barcodeSvg`: bars and modules as filled rectangles,
 * no raster image. The human-readable text is real text in an embedded Type 3 font subset made of the OCR-B
 * glyph outlines `barcodeSvg` draws with `font: ocrB` (only the glyphs used, standard glyph names, a ToUnicode
 * map): it prints exactly as the outlines do and can be selected, searched and extracted (`pdftotext`).
 * Throws a `QrbarError` as `barcodeSvg` does.
 *
 * @param type - The symbology: one of the 66 keys of `BARCODE_TYPES` (`barcodeCatalog()` lists their rules).
 * @param content - The data to encode, as a string (an EAN-13 is `"590123412345"`, not a number).
 * @param options - Size, colours and whether to print the text; every field has a default.
 * @example
 * ```ts
 * import { writeFileSync } from "node:fs";
 * import { barcodePdf } from "@qrbar/core/barcode";
 *
 * writeFileSync("ean13.pdf", barcodePdf("ean13", "590123412345", { width: 600, height: 300 }));
 * ```
 */
export function barcodePdf(type: BarcodeType, content: string, options?: BarcodePdfOptions): Uint8Array {
  return barcodeVector(paintPdf, type, content, options, "barcodePdf");
}
