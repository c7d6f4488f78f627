import type { GlyphSegment } from "../barcode/engine/bwip-js.js";
import { quadraticTo, type VectorWriter } from "./vector-writer.js";

/**
 * Adds a glyph's outline to the path, pen and baseline at the origin. Its segments have y up (as bwip-js's
 * `getpaths` gives them); `ySign` -1 writes them on a page with y down, 1 in a glyph space with y up (a PDF
 * Type 3 glyph). Quadratic curves (TrueType's) become the cubic curves PDF and PostScript
 * draw ({@link quadraticTo}).
 *
 * @example
 * ```ts
 * glyphPath(out, ocrBPaths(0x41, 24), -1).fill();
 * ```
 */
export function glyphPath<W extends VectorWriter>(out: W, segments: readonly GlyphSegment[], ySign: 1 | -1): W {
  let px = 0;
  let py = 0;
  let open = false;
  for (const s of segments) {
    const sx = s.x;
    const sy = ySign * s.y;
    if (s.type === "M") {
      if (open) out.closePath();
      out.moveTo(sx, sy);
      open = true;
    } else if (s.type === "L") out.lineTo(sx, sy);
    else if (s.type === "Q") quadraticTo(out, px, py, s.cx, ySign * s.cy, sx, sy);
    else if (s.type === "C") out.curveTo(s.cx1, ySign * s.cy1, s.cx2, ySign * s.cy2, sx, sy);
    px = sx;
    py = sy;
  }
  if (open) out.closePath();
  return out;
}
