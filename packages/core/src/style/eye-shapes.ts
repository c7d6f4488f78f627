import type { EyeShape } from "@qrbar/contract";
import type { ModuleLayout } from "../render/module-matrix.js";
import { allCorners, type RoundRect } from "./round-rect.js";

/** Side of a finder pattern, in modules. */
export const EYE_MODULES = 7;

/** Top-left module of each of a symbol's three finder patterns. */
export const eyeOrigins = (size: number): ReadonlyArray<readonly [number, number]> => [
  [0, 0],
  [size - EYE_MODULES, 0],
  [0, size - EYE_MODULES],
];

/** Whether a module belongs to one of the three 7 x 7 finder patterns. */
export const inEye = (size: number, x: number, y: number): boolean =>
  (x < EYE_MODULES && y < EYE_MODULES) ||
  (x >= size - EYE_MODULES && y < EYE_MODULES) ||
  (x < EYE_MODULES && y >= size - EYE_MODULES);

/**
 * Corner radius of each ring shape, as a fraction of its side. A `dot` ring is 0.4, short of a full
 * circle (0.5), for ZBar: over 140 styled designs with a dot ring (7 module shapes, 5 texts, 120 and
 * 300 px), the proof (ZBar among its readers) refused 56 at 0.45, 5 at 0.4.
 */
const RING_RADIUS: Record<EyeShape, number> = { square: 0, rounded: 0.28, dot: 0.4 };

/** Corner radius of each centre shape, as a fraction of its side: `dot` is a circle. */
const CENTRE_RADIUS: Record<EyeShape, number> = { square: 0, rounded: 0.28, dot: 0.5 };

/**
 * Modules a `dot` centre reaches past the 3 x 3 square on each side: a circle 3 modules wide inside a
 * square ring was found by zxing-cpp 1.4 (Debian's `ZXingReader`) in 3 of 12 codes (4 texts at 150,
 * 300 and 600 px), 3.4 modules wide in all 12 (its diagonal then comes closer to the 1:1:3:1:1
 * proportion a finder is checked by).
 */
const DOT_CENTRE_GROWTH = 0.2;

/**
 * The finder's 7 x 7 ring (1 module thick) at `origin`, in pixels: outline and hole rounded alike.
 *
 * @example
 * ```ts
 * eyeRing([0, 0], layout, "rounded");
 * ```
 */
export function eyeRing(
  origin: readonly [number, number],
  { scale: s, left, top }: ModuleLayout,
  shape: EyeShape,
): RoundRect {
  const x = left + origin[0] * s;
  const y = top + origin[1] * s;
  const outer = EYE_MODULES * s;
  const inner = (EYE_MODULES - 2) * s;
  return {
    x,
    y,
    w: outer,
    h: outer,
    r: allCorners(RING_RADIUS[shape] * outer),
    // The hole's radius keeps the ring one module thick along its curves.
    hole: { x: x + s, y: y + s, w: inner, h: inner, r: allCorners(Math.max(0, RING_RADIUS[shape] * outer - s)) },
  };
}

/**
 * The finder's 3 x 3 centre at `origin`, in pixels (a `dot` a little wider: {@link DOT_CENTRE_GROWTH}).
 *
 * @example
 * ```ts
 * eyeCentre([0, 0], layout, "dot"); // a circle 3 modules wide
 * ```
 */
export function eyeCentre(
  origin: readonly [number, number],
  { scale: s, left, top }: ModuleLayout,
  shape: EyeShape,
): RoundRect {
  const grow = shape === "dot" ? DOT_CENTRE_GROWTH : 0;
  const side = (3 + 2 * grow) * s;
  return {
    x: left + (origin[0] + 2 - grow) * s,
    y: top + (origin[1] + 2 - grow) * s,
    w: side,
    h: side,
    r: allCorners(CENTRE_RADIUS[shape] * side),
  };
}
