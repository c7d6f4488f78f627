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

/** Corner radius of each eye shape, as a fraction of the side of the square it rounds. */
const RADIUS: Record<EyeShape, number> = { square: 0, rounded: 0.28, dot: 0.5 };

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
    r: allCorners(RADIUS[shape] * outer),
    // The hole's radius keeps the ring one module thick along its curves.
    hole: { x: x + s, y: y + s, w: inner, h: inner, r: allCorners(Math.max(0, RADIUS[shape] * outer - s)) },
  };
}

/**
 * The finder's 3 x 3 centre at `origin`, in pixels.
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
  const side = 3 * s;
  return {
    x: left + (origin[0] + 2) * s,
    y: top + (origin[1] + 2) * s,
    w: side,
    h: side,
    r: allCorners(RADIUS[shape] * side),
  };
}
