import type { Rgb } from "../../color/hex-color.js";
import type { VectorWriter } from "../../render/vector-writer.js";
import type { GlyphSegment } from "../engine/bwip-js.js";
import type { BarPixels } from "./bar-pixels.js";
import { forEachGlyphPath } from "./glyph-text.js";

/**
 * Adds a glyph's outline to the path, pen at `x` and baseline at `y` (its segments have y up, the page y down).
 * Quadratic curves (TrueType's) become the cubic curves PDF and PostScript draw: control points two thirds of
 * the way from each end to the quadratic's.
 */
function glyphPath(out: VectorWriter, segments: readonly GlyphSegment[], x: number, y: number): void {
  let px = 0;
  let py = 0;
  let open = false;
  for (const s of segments) {
    const sx = x + s.x;
    const sy = y - s.y;
    if (s.type === "M") {
      if (open) out.closePath();
      out.moveTo(sx, sy);
      open = true;
    } else if (s.type === "L") out.lineTo(sx, sy);
    else if (s.type === "Q") {
      const cx = x + s.cx;
      const cy = y - s.cy;
      out.curveTo(
        px + (2 / 3) * (cx - px),
        py + (2 / 3) * (cy - py),
        sx + (2 / 3) * (cx - sx),
        sy + (2 / 3) * (cy - sy),
        sx,
        sy,
      );
    } else if (s.type === "C") out.curveTo(x + s.cx1, y - s.cy1, x + s.cx2, y - s.cy2, sx, sy);
    px = sx;
    py = sy;
  }
  if (open) out.closePath();
}

/**
 * Draws resolved bars and text with the geometry of the SVG (`writeBarsSvg`): each bar a filled rectangle on
 * whole pixels, the text as filled OCR-B glyph outlines (the outlines `barcodeSvg` draws with `font: ocrB`), so
 * the file needs no font: in a PDF the text is outlined, not a font subset, and cannot be selected or searched.
 *
 * @example
 * ```ts
 * drawBarsVector(out, barPixels(symbol, layoutBars(symbol, [10, 10], 400, 200), 400, 200), black);
 * ```
 */
export function drawBarsVector(out: VectorWriter, pixels: BarPixels, bar: Rgb): void {
  out.colour(bar);
  for (const r of pixels.rects) out.rect(r.x, r.y, r.width, r.height);
  // Filled apart from the glyphs: a bar overlapping a glyph wound the other way would cut a hole in it.
  out.fill();
  for (const text of pixels.texts) {
    forEachGlyphPath(text, (segments, x, y) => glyphPath(out, segments, x, y));
  }
  out.fill();
}
