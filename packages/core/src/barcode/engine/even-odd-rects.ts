import type { Rect } from "../symbol.js";

interface VerticalEdge {
  readonly x: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * Turns orthogonal polygons filled with the even-odd rule (how BWIPP hands over 2D regions and
 * borders) into disjoint rectangles: one per dark span of each horizontal band between edge ends.
 *
 * @example
 * ```ts
 * // A 4 x 4 frame, 1 thick: outer square minus inner square.
 * evenOddRects([[[0, 0], [0, 4], [4, 4], [4, 0]], [[1, 1], [3, 1], [3, 3], [1, 3]]]).length; // 4
 * ```
 */
export function evenOddRects(polygons: ReadonlyArray<ReadonlyArray<readonly [number, number]>>): Rect[] {
  const edges: VerticalEdge[] = [];
  for (const points of polygons) {
    for (let i = 0; i < points.length; i++) {
      const [ax, ay] = points[i] as readonly [number, number];
      const [bx, by] = points[(i + 1) % points.length] as readonly [number, number];
      if (ax === bx && ay !== by) edges.push({ x: ax, top: Math.min(ay, by), bottom: Math.max(ay, by) });
      else if (ax !== bx && ay !== by) throw new Error("evenOddRects: polygon edges must be horizontal or vertical");
    }
  }
  const ys = [...new Set(edges.flatMap((e) => [e.top, e.bottom]))].sort((a, b) => a - b);
  const rects: Rect[] = [];
  for (let i = 0; i + 1 < ys.length; i++) {
    const y0 = ys[i] as number;
    const y1 = ys[i + 1] as number;
    const xs = edges
      .filter((e) => e.top <= y0 && e.bottom >= y1)
      .map((e) => e.x)
      .sort((a, b) => a - b);
    for (let j = 0; j + 1 < xs.length; j += 2) {
      const x0 = xs[j] as number;
      const x1 = xs[j + 1] as number;
      if (x1 > x0) rects.push({ x0, y0, x1, y1 });
    }
  }
  return rects;
}
