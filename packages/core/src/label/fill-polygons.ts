import { type BitRows, bitRowStride, setSpan } from "../render/palette-png.js";
import type { PlacedGlyph } from "./label-fonts.js";

/** A closed polygon in dots, y down. */
export type Polygon = ReadonlyArray<readonly [number, number]>;

/** Line segments a curve is cut into: enough for glyphs of label sizes (under 100 dots per em). */
const CURVE_STEPS = 8;

/**
 * Flattens a glyph outline into polygons in dots (font units scaled, y flipped to point down).
 *
 * @example
 * ```ts
 * const polygons = glyphPolygons(placeGlyphs(run, 24, 10, 40)[0]);
 * ```
 */
export function glyphPolygons(glyph: PlacedGlyph): Polygon[] {
  const { scale, x, y } = glyph;
  const at = (fx: number, fy: number): [number, number] => [x + fx * scale, y - fy * scale];
  const polygons: Array<Array<[number, number]>> = [];
  let current: Array<[number, number]> = [];
  let pen: [number, number] = [0, 0];
  const close = () => {
    if (current.length > 2) polygons.push(current);
    current = [];
  };
  for (const { command, args } of glyph.commands) {
    const a = args as number[];
    if (command === "moveTo") {
      close();
      pen = [a[0] as number, a[1] as number];
      current.push(at(...pen));
    } else if (command === "lineTo") {
      pen = [a[0] as number, a[1] as number];
      current.push(at(...pen));
    } else if (command === "quadraticCurveTo") {
      const [cx, cy, ex, ey] = a as [number, number, number, number];
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS;
        const u = 1 - t;
        current.push(at(u * u * pen[0] + 2 * u * t * cx + t * t * ex, u * u * pen[1] + 2 * u * t * cy + t * t * ey));
      }
      pen = [ex, ey];
    } else if (command === "bezierCurveTo") {
      const [c1x, c1y, c2x, c2y, ex, ey] = a as [number, number, number, number, number, number];
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS;
        const u = 1 - t;
        const bx = u * u * u * pen[0] + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * ex;
        const by = u * u * u * pen[1] + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * ey;
        current.push(at(bx, by));
      }
      pen = [ex, ey];
    } else {
      close();
    }
  }
  close();
  return polygons;
}

/** A polygon edge, top end first. */
export interface Edge {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** +1 going down, -1 going up (for the non-zero rule). */
  readonly winding: number;
}

/**
 * The non-horizontal edges of polygons, top end first with their winding, and the polygons' top and
 * bottom.
 *
 * @example
 * ```ts
 * polygonEdges([[[0, 0], [10, 0], [10, 10]]]).edges.length; // 2
 * ```
 */
export function polygonEdges(polygons: readonly Polygon[]): { edges: Edge[]; top: number; bottom: number } {
  const edges: Edge[] = [];
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const polygon of polygons) {
    for (let i = 0; i < polygon.length; i++) {
      const [x0, y0] = polygon[i] as readonly [number, number];
      const [x1, y1] = polygon[(i + 1) % polygon.length] as readonly [number, number];
      if (y0 === y1) continue;
      edges.push(y0 < y1 ? { x0, y0, x1, y1, winding: 1 } : { x0: x1, y0: y1, x1: x0, y1: y0, winding: -1 });
      top = Math.min(top, y0, y1);
      bottom = Math.max(bottom, y0, y1);
    }
  }
  return { edges, top, bottom };
}

/**
 * Where a horizontal line at `y` crosses the edges, left to right, each with the edge's winding.
 *
 * @example
 * ```ts
 * crossingsAt(polygonEdges([square]).edges, 5.5); // [[0, -1], [10, 1]]
 * ```
 */
export function crossingsAt(edges: readonly Edge[], y: number): Array<[number, number]> {
  const crossings: Array<[number, number]> = [];
  for (const e of edges) {
    if (y >= e.y0 && y < e.y1) crossings.push([e.x0 + ((y - e.y0) * (e.x1 - e.x0)) / (e.y1 - e.y0), e.winding]);
  }
  return crossings.sort((a, b) => a[0] - b[0]);
}

/**
 * Fills polygons into a 1-bit image, sampling each pixel at its centre (what a thermal printer's
 * dot does): a pixel is dark when its centre lies inside under the `nonzero` rule (glyph outlines)
 * or the `evenodd` rule (MaxiCode's finder rings).
 *
 * @example
 * ```ts
 * fillPolygons(image, [[[0, 0], [10, 0], [10, 10], [0, 10]]], "nonzero"); // a 10 x 10 square
 * ```
 */
export function fillPolygons(image: BitRows, polygons: readonly Polygon[], rule: "nonzero" | "evenodd"): void {
  const { edges, top, bottom } = polygonEdges(polygons);
  const stride = bitRowStride(image.width);
  const first = Math.max(0, Math.floor(top));
  const last = Math.min(image.height - 1, Math.ceil(bottom));
  for (let py = first; py <= last; py++) {
    const crossings = crossingsAt(edges, py + 0.5);
    let winding = 0;
    for (let i = 0; i + 1 < crossings.length; i++) {
      const [x, w] = crossings[i] as [number, number];
      winding = rule === "nonzero" ? winding + w : winding ^ 1;
      if (winding === 0) continue;
      const next = (crossings[i + 1] as [number, number])[0];
      // Pixels whose centre x + 0.5 lies in [x, next).
      const x0 = Math.max(0, Math.ceil(x - 0.5));
      const x1 = Math.min(image.width, Math.ceil(next - 0.5));
      if (x1 > x0) setSpan(image.rows, py * stride, x0, x1);
    }
  }
}
