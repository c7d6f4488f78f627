import type { FileFormat } from "../../render/generated-image.js";
import { paintSymbolPng, paintSymbolSvgBytes, type SymbolPainter } from "./paint-symbol.js";
import { paintEps, paintPdf } from "./paint-vector.js";

/**
 * The painter of each file format, one row a format: a 1-bit palette PNG, SVG, and the vector PDF and EPS of
 * `barcodePdf` and `barcodeEps`, all with the same geometry.
 *
 * @example
 * ```ts
 * const eps = SYMBOL_PAINTERS.EPS(symbol, { width: 400, height: 200, format: "EPS", bar, background, quietZone: [10, 10] });
 * ```
 */
export const SYMBOL_PAINTERS: Readonly<Record<FileFormat, SymbolPainter>> = {
  PNG: paintSymbolPng,
  SVG: paintSymbolSvgBytes,
  PDF: paintPdf,
  EPS: paintEps,
};

/**
 * Paints a symbol into an image of exactly `canvas.width` x `canvas.height` pixels in the format `canvas.format`
 * names ({@link SYMBOL_PAINTERS}). A canvas too small for the symbol is a `VALIDATION_ERROR` naming the minimum
 * width or height.
 *
 * @example
 * ```ts
 * const png = paintSymbol(symbol, { width: 400, height: 200, format: "PNG", bar, background, quietZone: [10, 10] });
 * ```
 */
export const paintSymbol: SymbolPainter = (symbol, canvas) => SYMBOL_PAINTERS[canvas.format](symbol, canvas);
