import type { Ink } from "../../color/cmyk-color.js";
import type { VectorWriter } from "../../render/vector-writer.js";
import type { BarPixels } from "./bar-pixels.js";
import { glyphRun } from "./glyph-text.js";

/**
 * Draws resolved bars and text with the geometry of the SVG (`writeBarsSvg`): each bar a filled rectangle on
 * whole pixels, the text in the OCR-B glyph outlines `barcodeSvg` draws with `font: ocrB` ({@link VectorWriter.glyphs}):
 * in a PDF as text in a Type 3 font subset of those outlines, which can be selected, searched and extracted; in
 * an EPS as the filled outlines, each formatted once per font, size and character and placed by a translation
 * from then on (formatting every glyph's numbers each time made `barcodeEps` of a Code 128 take 67 us, against
 * 30 us this way).
 *
 * @example
 * ```ts
 * drawBarsVector(out, barPixels(symbol, layoutBars(symbol, [10, 10], 400, 200), 400, 200), black);
 * ```
 */
export function drawBarsVector(out: VectorWriter, pixels: BarPixels, bar: Ink): void {
  out.colour(bar);
  for (const r of pixels.rects) out.rect(r.x, r.y, r.width, r.height);
  out.fill();
  for (const text of pixels.texts) out.glyphs(glyphRun(text));
}
