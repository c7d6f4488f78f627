import type { BarcodeType } from "@qrbar/contract";
import { drawBarcode } from "../draw-barcode.js";
import type { SymbolPainter } from "../render/paint-symbol.js";
import type { BarcodeOptions } from "./barcode-options.js";
import { checkBarcodeInput } from "./check-barcode-input.js";
import { checkBarcodeOptions } from "./check-barcode-options.js";

/**
 * A barcode as a vector file (`barcodePdf`, `barcodeEps`) painted by `paint` (a `vectorPainter`): type,
 * content and options checked as `barcodeSvg` checks them, less `font` (the text is always OCR-B: a Type 3 font
 * of its outlines in a PDF, the outlines in an EPS).
 *
 * @example
 * ```ts
 * const pdf = barcodeVector(vectorPainter(PDF_FORMAT), "ean13", "590123412345", undefined, "barcodePdf");
 * ```
 */
export function barcodeVector(
  paint: SymbolPainter,
  type: BarcodeType,
  content: string,
  options: BarcodeOptions | undefined,
  what: string,
): Uint8Array {
  const definition = checkBarcodeInput(type, content);
  // Checked as a PNG's options are: no `font`, as there is one way to draw the text.
  const style = checkBarcodeOptions(options, "PNG", what);
  return drawBarcode(definition, content, style, paint).image;
}
