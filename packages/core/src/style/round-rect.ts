import { KAPPA, type VectorWriter } from "../render/vector-writer.js";

/** Corner radii of a rectangle, clockwise from the top left, in pixels. */
export type Corners = readonly [topLeft: number, topRight: number, bottomRight: number, bottomLeft: number];

/**
 * A rectangle with its own radius at each corner, in image pixels (y down): the one primitive every
 * module, eye and frame shape is made of (a circle is a square whose radii are half its side). A
 * `hole` is cut out of it (the eye's ring, the frame's window).
 */
export interface RoundRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly r: Corners;
  readonly hole?: RoundRect;
}

/** The same radius at all four corners. */
export const allCorners = (r: number): Corners => [r, r, r, r];

/**
 * Signed distance in pixels from a point to the outline of a rounded rectangle (negative inside):
 * the rounded-box distance with the radius of the quadrant the point is in.
 */
function outlineDistance(s: RoundRect, px: number, py: number): number {
  const hw = s.w / 2;
  const hh = s.h / 2;
  const dx = px - (s.x + hw);
  const dy = py - (s.y + hh);
  const r = dx < 0 ? (dy < 0 ? s.r[0] : s.r[3]) : dy < 0 ? s.r[1] : s.r[2];
  const qx = Math.abs(dx) - hw + r;
  const qy = Math.abs(dy) - hh + r;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return Math.min(Math.max(qx, qy), 0) + outside - r;
}

/**
 * How much of the pixel whose centre is (`px`, `py`) the shape covers, 0 to 1: one minus the signed
 * distance shifted by half a pixel, clamped. Exact on straight edges aligned to the pixel grid (which
 * module edges are: modules are whole pixels), a smooth anti-aliased edge on curves.
 *
 * @example
 * ```ts
 * coverage({ x: 0, y: 0, w: 10, h: 10, r: allCorners(5) }, 5, 5); // 1: the centre of a circle
 * ```
 */
export function coverage(s: RoundRect, px: number, py: number): number {
  let d = outlineDistance(s, px, py);
  if (s.hole) d = Math.max(d, -outlineDistance(s.hole, px, py));
  return d <= -0.5 ? 1 : d >= 0.5 ? 0 : 0.5 - d;
}

const n = (v: number): string => String(Math.round(v * 100) / 100);

/** One closed outline as SVG path data, clockwise, arcs at rounded corners. */
function outlinePath({ x, y, w, h, r }: RoundRect): string {
  const [tl, tr, br, bl] = r;
  const arc = (radius: number, ex: number, ey: number) =>
    radius > 0 ? `A${n(radius)} ${n(radius)} 0 0 1 ${n(ex)} ${n(ey)}` : "";
  return (
    `M${n(x + tl)} ${n(y)}H${n(x + w - tr)}${arc(tr, x + w, y + tr)}` +
    `V${n(y + h - br)}${arc(br, x + w - br, y + h)}` +
    `H${n(x + bl)}${arc(bl, x, y + h - bl)}` +
    `V${n(y + tl)}${arc(tl, x + tl, y)}Z`
  );
}

/**
 * Adds one closed outline to a vector path, clockwise on the page, quarter circles as cubic curves at
 * rounded corners.
 */
function outlineVector(out: VectorWriter, { x, y, w, h, r }: RoundRect): void {
  const [tl, tr, br, bl] = r;
  const k = 1 - KAPPA;
  out.moveTo(x + tl, y).lineTo(x + w - tr, y);
  if (tr > 0) out.curveTo(x + w - k * tr, y, x + w, y + k * tr, x + w, y + tr);
  out.lineTo(x + w, y + h - br);
  if (br > 0) out.curveTo(x + w, y + h - k * br, x + w - k * br, y + h, x + w - br, y + h);
  out.lineTo(x + bl, y + h);
  if (bl > 0) out.curveTo(x + k * bl, y + h, x, y + h - k * bl, x, y + h - bl);
  out.lineTo(x, y + tl);
  if (tl > 0) out.curveTo(x, y + k * tl, x + k * tl, y, x + tl, y);
  out.closePath();
}

/**
 * Adds a shape to a vector path as {@link roundRectPath} draws it in SVG: its outline and its hole's, each
 * rounded corner a quarter circle as a cubic Bézier curve (PDF and PostScript have no elliptical arc), to be
 * filled by the even-odd rule.
 *
 * @example
 * ```ts
 * roundRectVector(out, { x: 0, y: 0, w: 10, h: 10, r: allCorners(5) }); // a circle of radius 5 in four curves
 * out.fill(true);
 * ```
 */
export function roundRectVector(out: VectorWriter, s: RoundRect): void {
  outlineVector(out, s);
  if (s.hole) outlineVector(out, s.hole);
}

/**
 * SVG path data of a shape, its hole drawn as a second outline (to be filled `evenodd`).
 *
 * @example
 * ```ts
 * roundRectPath({ x: 0, y: 0, w: 10, h: 10, r: allCorners(0) }); // "M0 0H10V10H0V0Z"
 * ```
 */
export function roundRectPath(s: RoundRect): string {
  return s.hole ? outlinePath(s) + outlinePath(s.hole) : outlinePath(s);
}
