import type { Gradient } from "@qrbar/contract";
import { parseHexColor, type Rgb, toHexColor } from "../color/hex-color.js";

/** A box in pixels a gradient spans. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A gradient stop with its colour parsed. */
export interface PaintStop {
  readonly offset: number;
  readonly color: Rgb;
}

/** What a shape is filled with: one colour, or a gradient over a box. */
export type Paint =
  | { readonly kind: "solid"; readonly color: Rgb }
  | {
      readonly kind: "linear" | "radial";
      readonly stops: readonly PaintStop[];
      /** Degrees; 0 runs left to right, 90 top to bottom (linear only). */
      readonly angle: number;
      readonly box: Box;
    };

/**
 * A gradient from the request over `box`, or the solid `color` when there is none.
 *
 * @example
 * ```ts
 * paintOf({ r: 0, g: 0, b: 0 }, { type: "radial", stops }, { x: 0, y: 0, w: 300, h: 300 });
 * ```
 */
export function paintOf(color: Rgb, gradient: Gradient | undefined, box: Box): Paint {
  if (!gradient) return { kind: "solid", color };
  const stops = [...gradient.stops]
    .sort((a, b) => a.offset - b.offset)
    .map((s) => ({ offset: s.offset, color: parseHexColor(s.color) }));
  return { kind: gradient.type, stops, angle: gradient.angle ?? 0, box };
}

/** Every colour a paint can lay down: what contrast is judged on. */
export const paintColors = (paint: Paint): Rgb[] =>
  paint.kind === "solid" ? [paint.color] : paint.stops.map((s) => s.color);

/** The line a linear gradient runs along: from (x1, y1) to (x2, y2), through the box centre, long enough to reach every corner. */
export function linearAxis(box: Box, angle: number): { x1: number; y1: number; x2: number; y2: number } {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad);
  const dy = Math.sin(rad);
  const half = (Math.abs(box.w * dx) + Math.abs(box.h * dy)) / 2;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return { x1: cx - dx * half, y1: cy - dy * half, x2: cx + dx * half, y2: cy + dy * half };
}

/** Radius of a radial gradient: centre to the box's corners. */
export const radialRadius = (box: Box): number => Math.hypot(box.w, box.h) / 2;

/** The colour at `t` (0..1) between the stops, interpolated in sRGB as SVG does by default. */
function colorAt(stops: readonly PaintStop[], t: number): Rgb {
  const first = stops[0] as PaintStop;
  if (t <= first.offset) return first.color;
  for (let i = 1; i < stops.length; i++) {
    const b = stops[i] as PaintStop;
    if (t <= b.offset) {
      const a = stops[i - 1] as PaintStop;
      const f = b.offset === a.offset ? 1 : (t - a.offset) / (b.offset - a.offset);
      const mix = (p: number, q: number) => Math.round(p + (q - p) * f);
      return { r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g), b: mix(a.color.b, b.color.b) };
    }
  }
  return (stops[stops.length - 1] as PaintStop).color;
}

/** Steps of a gradient's colour table: finer than 8-bit colour can show over a 4096 px image's few stops. */
const TABLE_STEPS = 1024;

/**
 * A function giving the packed colour (`r << 16 | g << 8 | b`) of a paint at a pixel centre: a
 * constant for solid paint, a colour-table lookup for gradients (no per-pixel interpolation).
 *
 * @example
 * ```ts
 * const at = paintSampler(paint); at(10.5, 20.5); // 0x1a237e
 * ```
 */
export function paintSampler(paint: Paint): (x: number, y: number) => number {
  const pack = ({ r, g, b }: Rgb) => (r << 16) | (g << 8) | b;
  if (paint.kind === "solid") {
    const packed = pack(paint.color);
    return () => packed;
  }
  const table = Int32Array.from({ length: TABLE_STEPS + 1 }, (_, i) => pack(colorAt(paint.stops, i / TABLE_STEPS)));
  const look = (t: number) => table[Math.round(Math.min(1, Math.max(0, t)) * TABLE_STEPS)] as number;
  if (paint.kind === "radial") {
    const cx = paint.box.x + paint.box.w / 2;
    const cy = paint.box.y + paint.box.h / 2;
    const r = radialRadius(paint.box);
    return (x, y) => look(Math.hypot(x - cx, y - cy) / r);
  }
  const { x1, y1, x2, y2 } = linearAxis(paint.box, paint.angle);
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length2 = dx * dx + dy * dy;
  return (x, y) => look(((x - x1) * dx + (y - y1) * dy) / length2);
}

const n = (v: number): string => String(Math.round(v * 100) / 100);

/**
 * How SVG fills with a paint: the `fill` attribute value, and the gradient definition it refers to
 * (empty for solid paint). Gradients use user-space coordinates, the same pixels the PNG uses.
 *
 * @example
 * ```ts
 * svgPaint(paint, "modules"); // { fill: "url(#modules)", defs: "<linearGradient id=\"modules\" ...>" }
 * ```
 */
export function svgPaint(paint: Paint, id: string): { fill: string; defs: string } {
  if (paint.kind === "solid") return { fill: toHexColor(paint.color), defs: "" };
  const stops = paint.stops.map((s) => `<stop offset="${n(s.offset)}" stop-color="${toHexColor(s.color)}"/>`).join("");
  if (paint.kind === "radial") {
    const { box } = paint;
    return {
      fill: `url(#${id})`,
      defs: `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(box.x + box.w / 2)}" cy="${n(box.y + box.h / 2)}" r="${n(radialRadius(box))}">${stops}</radialGradient>`,
    };
  }
  const { x1, y1, x2, y2 } = linearAxis(paint.box, paint.angle);
  return {
    fill: `url(#${id})`,
    defs: `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops}</linearGradient>`,
  };
}
