import type { GlyphSegment } from "../engine/bwip-js.js";

/** Samples per pixel along each axis: 8 x 8 = 64 a pixel. */
const SAMPLES = 8;

/**
 * Samples covered, of 64, from which a pixel is dark: 100/255 of them, the coverage from which text pixels
 * have always been drawn (bwip-js's anti-aliased glyphs, thresholded), so the text keeps the image two-colour.
 */
const DARK_SAMPLES = Math.ceil((SAMPLES * SAMPLES * 100) / 255);

/** How far a flattened curve may stray from the true one, in pixels (stb_truetype's figure). */
const FLATNESS = 0.35;

/** A straight edge of a flattened outline, y up. */
type Edge = readonly [x0: number, y0: number, x1: number, y1: number];

/** The outline as straight edges: curves cut into segments no further than {@link FLATNESS} from the curve. */
function flatten(segments: readonly GlyphSegment[]): Edge[] {
  const edges: Edge[] = [];
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  const close = () => {
    if (x !== startX || y !== startY) edges.push([x, y, startX, startY]);
  };
  for (const s of segments) {
    if (s.type === "M") {
      close();
      startX = s.x;
      startY = s.y;
    } else if (s.type === "L") edges.push([x, y, s.x, s.y]);
    else if (s.type === "Q") {
      const bend = Math.hypot(x - 2 * s.cx + s.x, y - 2 * s.cy + s.y) / 2;
      const steps = 1 + Math.floor(Math.sqrt(bend / FLATNESS));
      let px = x;
      let py = y;
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        const qx = u * u * x + 2 * u * t * s.cx + t * t * s.x;
        const qy = u * u * y + 2 * u * t * s.cy + t * t * s.y;
        edges.push([px, py, qx, qy]);
        px = qx;
        py = qy;
      }
    } else throw new Error("rasterizeOutline: cubic segments are not drawn");
    x = s.x;
    y = s.y;
  }
  close();
  return edges;
}

/**
 * The dark pixels of a glyph outline (pixel units, y up from the baseline, as bwip-js's `getpaths` gives
 * it) filled by the non-zero rule, as (x, y) pairs with y down from the baseline: pixel (x, y) covers
 * x..x+1 and y..y+1. Each pixel is sampled 8 x 8 times and dark from 26 samples in.
 *
 * @example
 * ```ts
 * // A 2 x 2 pixel square sitting on the baseline.
 * rasterizeOutline([{ type: "M", x: 0, y: 0 }, { type: "L", x: 2, y: 0 }, { type: "L", x: 2, y: 2 }, { type: "L", x: 0, y: 2 }]);
 * // Int16Array [0, -2, 1, -2, 0, -1, 1, -1]
 * ```
 */
export function rasterizeOutline(segments: readonly GlyphSegment[]): Int16Array {
  const edges = flatten(segments);
  if (!edges.length) return new Int16Array(0);
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.POSITIVE_INFINITY;
  let top = Number.NEGATIVE_INFINITY;
  for (const [x0, y0, x1, y1] of edges) {
    left = Math.min(left, x0, x1);
    right = Math.max(right, x0, x1);
    bottom = Math.min(bottom, y0, y1);
    top = Math.max(top, y0, y1);
  }
  const px0 = Math.floor(left);
  const counts = new Uint8Array(Math.ceil(right) - px0);
  const crossings: { x: number; winding: number }[] = [];
  const dark: number[] = [];
  for (let row = Math.floor(-top); row < Math.ceil(-bottom); row++) {
    counts.fill(0);
    for (let sub = 0; sub < SAMPLES; sub++) {
      const y = -(row + (sub + 0.5) / SAMPLES);
      crossings.length = 0;
      for (const [x0, y0, x1, y1] of edges) {
        if (y0 === y1 || y < Math.min(y0, y1) || y >= Math.max(y0, y1)) continue;
        crossings.push({ x: x0 + ((y - y0) * (x1 - x0)) / (y1 - y0), winding: y1 > y0 ? 1 : -1 });
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      for (let i = 0; i + 1 < crossings.length; i++) {
        winding += (crossings[i] as { winding: number }).winding;
        if (winding === 0) continue;
        // Sample columns at x = k/4 + 1/8 inside this span.
        const from = Math.ceil((crossings[i] as { x: number }).x * SAMPLES - 0.5);
        const to = Math.ceil((crossings[i + 1] as { x: number }).x * SAMPLES - 0.5);
        for (let k = from; k < to; k++)
          counts[Math.floor(k / SAMPLES) - px0] = (counts[Math.floor(k / SAMPLES) - px0] ?? 0) + 1;
      }
    }
    for (let i = 0; i < counts.length; i++) if ((counts[i] as number) >= DARK_SAMPLES) dark.push(px0 + i, row);
  }
  return Int16Array.from(dark);
}
