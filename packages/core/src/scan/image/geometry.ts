import type { Corners } from "../engines/detection.js";

/** An axis-aligned box. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The axis-aligned box around four corners.
 *
 * @example
 * ```ts
 * boxOf([{x: 1, y: 2}, {x: 5, y: 2}, {x: 5, y: 9}, {x: 1, y: 9}]); // {left: 1, top: 2, right: 5, bottom: 9}
 * ```
 */
export function boxOf(corners: Corners): Box {
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/**
 * Whether two readings are of the same place: their boxes, each grown by a tenth of its larger side
 * (a linear symbol's box can be a single scan line), intersect.
 *
 * @example
 * ```ts
 * samePlace(a.corners, b.corners);
 * ```
 */
export function samePlace(a: Corners, b: Corners): boolean {
  const grow = (box: Box): Box => {
    const m = Math.max(box.right - box.left, box.bottom - box.top, 1) / 10;
    return { left: box.left - m, top: box.top - m, right: box.right + m, bottom: box.bottom + m };
  };
  const [p, q] = [grow(boxOf(a)), grow(boxOf(b))];
  return p.left <= q.right && q.left <= p.right && p.top <= q.bottom && q.top <= p.bottom;
}
