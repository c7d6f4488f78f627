import { EPS_FORMAT } from "../../render/vector-eps.js";
import { PDF_FORMAT } from "../../render/vector-pdf.js";
import { drawVector, type VectorFormat } from "../../render/vector-writer.js";
import { drawBarsVector } from "./bar-vector.js";
import { barsOf, grid, type SymbolPainter } from "./paint-symbol.js";

/**
 * A painter of symbols in a vector format (PDF, EPS), whatever `canvas.format` says: a page of exactly
 * `canvas.width` x `canvas.height` pixels with the geometry of the SVG (`paintSymbolSvg`), bars and modules as
 * filled rectangles, the text in OCR-B (PDF: a Type 3 font of the glyph outlines; EPS: the outlines). A canvas too small for the symbol is a
 * `VALIDATION_ERROR` naming the minimum width or height.
 *
 * @example
 * ```ts
 * const pdf = vectorPainter(PDF_FORMAT)(symbol, { width: 400, height: 200, format: "SVG", bar, background, quietZone: [10, 10] });
 * ```
 */
export function vectorPainter(format: VectorFormat): SymbolPainter {
  return (symbol, c) => {
    if (symbol.kind !== "bars") {
      return drawVector(format, c.width, c.height, c.background, (out) => grid(symbol).vector(symbol, c, out));
    }
    // Laid out before the page is begun, so a canvas too small throws before anything is written.
    const bars = barsOf(symbol, c);
    return drawVector(format, c.width, c.height, c.background, (out) => drawBarsVector(out, bars, c.bar));
  };
}

/**
 * Paints a symbol as a one-page PDF (`barcodePdf`).
 *
 * @example
 * ```ts
 * const pdf = paintPdf(symbol, { width: 400, height: 200, format: "PDF", bar, background, quietZone: [10, 10] });
 * ```
 */
export const paintPdf: SymbolPainter = /* @__PURE__ */ vectorPainter(PDF_FORMAT);

/**
 * Paints a symbol as an EPS (`barcodeEps`).
 *
 * @example
 * ```ts
 * const eps = paintEps(symbol, { width: 400, height: 200, format: "EPS", bar, background, quietZone: [10, 10] });
 * ```
 */
export const paintEps: SymbolPainter = /* @__PURE__ */ vectorPainter(EPS_FORMAT);
