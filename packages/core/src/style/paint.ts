import type { Gradient } from "@qrbar/contract";
import { parseColor } from "../color/cmyk-color.js";
import { type Rgb, toHexColor } from "../color/hex-color.js";
import type { VectorGradient } from "../render/vector-writer.js";

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
    .map((s) => ({ offset: s.offset, color: parseColor(s.color) }));
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

/** Steps of a gradient's colour table: finer than 8-bit colour can show over a 4096 px image's few stops. */
const TABLE_STEPS = 1024;

/**
 * The gradient's packed colours (`r << 16 | g << 8 | b`) at `i / TABLE_STEPS` for every step,
 * interpolated in sRGB between the stops as SVG does by default.
 */
function colourTable(stops: readonly PaintStop[]): Int32Array {
  const table = new Int32Array(TABLE_STEPS + 1);
  const first = stops[0] as PaintStop;
  const last = stops[stops.length - 1] as PaintStop;
  const pack = ({ r, g, b }: Rgb) => (r << 16) | (g << 8) | b;
  let segment = 1;
  for (let i = 0; i <= TABLE_STEPS; i++) {
    const t = i / TABLE_STEPS;
    if (t <= first.offset) {
      table[i] = pack(first.color);
      continue;
    }
    while (segment < stops.length && t > (stops[segment] as PaintStop).offset) segment++;
    if (segment === stops.length) {
      table[i] = pack(last.color);
      continue;
    }
    const a = stops[segment - 1] as PaintStop;
    const b = stops[segment] as PaintStop;
    const f = b.offset === a.offset ? 1 : (t - a.offset) / (b.offset - a.offset);
    table[i] =
      (Math.round(a.color.r + (b.color.r - a.color.r) * f) << 16) |
      (Math.round(a.color.g + (b.color.g - a.color.g) * f) << 8) |
      Math.round(a.color.b + (b.color.b - a.color.b) * f);
  }
  return table;
}

/**
 * A paint's colours along part of a row: pixel `x0 + i` takes the packed colour (`r << 16 | g << 8 |
 * b`) `table[floor(start + i * step)]`, the index clamped to the table. One loop then draws every
 * paint with no call per pixel: solid paint is a one-entry table, a linear gradient steps evenly
 * through its colour table, a radial one is worked out into `table` a row at a time.
 */
export interface RowRamp {
  table: Int32Array;
  start: number;
  step: number;
}

/** Sets `ramp` to the colours of pixels `x0` to `x1` (end exclusive) of row `y`. */
export type PaintRow = (y: number, x0: number, x1: number, ramp: RowRamp) => void;

/**
 * How a paint colours rows, sampled at pixel centres: a constant for solid paint, a colour-table
 * lookup for gradients (no per-pixel interpolation).
 *
 * @example
 * ```ts
 * const ramp = { table: new Int32Array(0), start: 0, step: 0 };
 * paintRow(paint)(20, 10, 11, ramp); // ramp.table[Math.floor(ramp.start)] === 0x1a237e
 * ```
 */
export function paintRow(paint: Paint): PaintRow {
  if (paint.kind === "solid") {
    const { r, g, b } = paint.color;
    const table = Int32Array.of((r << 16) | (g << 8) | b);
    return (_y, _x0, _x1, ramp) => {
      ramp.table = table;
      ramp.start = 0;
      ramp.step = 0;
    };
  }
  const table = colourTable(paint.stops);
  if (paint.kind === "radial") {
    const cx = paint.box.x + paint.box.w / 2;
    const cy = paint.box.y + paint.box.h / 2;
    const r = radialRadius(paint.box);
    let row = new Int32Array(0);
    return (y, x0, x1, ramp) => {
      if (row.length < x1 - x0) row = new Int32Array(x1 - x0);
      for (let x = x0; x < x1; x++) {
        const t = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / r;
        row[x - x0] = table[Math.round(Math.min(1, Math.max(0, t)) * TABLE_STEPS)] as number;
      }
      ramp.table = row;
      ramp.start = 0.5;
      ramp.step = 1;
    };
  }
  const { x1: ax, y1: ay, x2, y2 } = linearAxis(paint.box, paint.angle);
  const dx = x2 - ax;
  const dy = y2 - ay;
  const inverse = 1 / (dx * dx + dy * dy);
  // t is linear along a row: stepped rather than worked out per pixel (a third of a gradient code's drawing).
  const step = dx * inverse * TABLE_STEPS;
  return (y, x0, _x1, ramp) => {
    ramp.table = table;
    ramp.start = ((x0 + 0.5 - ax) * dx + (y + 0.5 - ay) * dy) * inverse * TABLE_STEPS + 0.5;
    ramp.step = step;
  };
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

/**
 * A gradient paint as the vector formats shade it: the same axis (linear) or centre and radius (radial) in
 * the same pixels as {@link svgPaint}, with its stops.
 *
 * @example
 * ```ts
 * const paint = { kind: "radial", stops, angle: 0, box: { x: 0, y: 0, w: 300, h: 300 } } as const;
 * vectorGradient(paint).coords; // [150, 150, 212.13...]
 * ```
 */
export function vectorGradient(paint: Paint & { kind: "linear" | "radial" }): VectorGradient {
  const { box, stops } = paint;
  if (paint.kind === "radial")
    return { kind: "radial", coords: [box.x + box.w / 2, box.y + box.h / 2, radialRadius(box)], stops };
  const { x1, y1, x2, y2 } = linearAxis(box, paint.angle);
  return { kind: "axial", coords: [x1, y1, x2, y2], stops };
}
