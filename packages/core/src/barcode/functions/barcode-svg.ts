import type { BarcodeType } from "@qrbar/contract";
import { drawBarcode } from "../draw-barcode.js";
import { paintSymbolSvg } from "../render/paint-symbol.js";
import type { BarcodeSvgOptions } from "./barcode-options.js";
import { checkBarcodeInput } from "./check-barcode-input.js";
import { checkBarcodeOptions } from "./check-barcode-options.js";

/**
 * Draws a barcode as an SVG document: exactly `width` x `height` pixels (400 x 200 by default), bars on
 * whole pixels, the human-readable text as `<text>` in an OCR-B font stack fitted to its place, or with
 * `font: ocrB` (from `@qrbar/core/barcode/ocr-b`) as glyph outlines that need no font to view. Check digits are
 * computed where the symbology has one and refused when wrong. Throws a `QrbarError`: `INVALID_CONTENT`
 * naming the rule (or the expected check digit), `UNKNOWN_TYPE`, or `VALIDATION_ERROR` naming the option.
 *
 * @param type - The symbology: one of the 66 keys of `BARCODE_TYPES` (`barcodeCatalog()` lists their rules).
 * @param content - The data to encode, as a string (an EAN-13 is `"590123412345"`, not a number).
 * @param options - Size, colours, whether to print the text and its font; every field has a default.
 * @example
 * ```ts
 * import { barcodeSvg } from "@qrbar/core/barcode";
 * import { ocrB } from "@qrbar/core/barcode/ocr-b";
 *
 * const svg = barcodeSvg("ean13", "590123412345"); // "<svg xmlns=...>": EAN-13 5901234123457
 * document.body.insertAdjacentHTML("beforeend", barcodeSvg("code128", "ABC-123", { height: 80 }));
 * const print = barcodeSvg("ean13", "590123412345", { font: ocrB }); // the digits as outlines
 * ```
 */
export function barcodeSvg(type: BarcodeType, content: string, options?: BarcodeSvgOptions): string {
  const definition = checkBarcodeInput(type, content);
  const style = checkBarcodeOptions(options, "SVG", "barcodeSvg");
  return drawBarcode(definition, content, style, paintSymbolSvg).image;
}
