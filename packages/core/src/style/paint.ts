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
 * Writes the packed colours of pixels `x0` to `x1` (end exclusive) of row `y` into `out`, from index
 * 0, skipping the pixels whose byte in `cover` (from `coverAt`, one per pixel) is 0: those are not drawn.
 */
export type PaintRow = (y: number, x0: number, x1: number, out: Int32Array, cover: Uint8Array, coverAt: number) => void;

/**
 * The colours of a paint a row at a time, sampled at pixel centres: a constant for solid paint, a
 * colour-table lookup for gradients (no per-pixel interpolation), worked out only where something is
 * drawn. A row at a time, not a call per pixel, keeps the compositing loop free of calls.
 *
 * @example
 * ```ts
 * const row = paintRow(paint);
 * row(20, 10, 11, out, Uint8Array.of(255), 0); // out[0] === 0x1a237e
 * ```
 */
export function paintRow(paint: Paint): PaintRow {
  if (paint.kind === "solid") {
    const { r, g, b } = paint.color;
    const packed = (r << 16) | (g << 8) | b;
    return (_y, x0, x1, out) => out.fill(packed, 0, x1 - x0);
  }
  const table = colourTable(paint.stops);
  if (paint.kind === "radial") {
    const cx = paint.box.x + paint.box.w / 2;
    const cy = paint.box.y + paint.box.h / 2;
    const r = radialRadius(paint.box);
    return (y, x0, x1, out, cover, coverAt) => {
      for (let x = x0; x < x1; x++) {
        if (cover[coverAt + x - x0] === 0) continue;
        const t = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / r;
        out[x - x0] = table[Math.round(Math.min(1, Math.max(0, t)) * TABLE_STEPS)] as number;
      }
    };
  }
  const { x1: ax, y1: ay, x2, y2 } = linearAxis(paint.box, paint.angle);
  const dx = x2 - ax;
  const dy = y2 - ay;
  const inverse = 1 / (dx * dx + dy * dy);
  // t is linear along a row: stepped rather than worked out per pixel (a third of a gradient code's drawing).
  const step = dx * inverse * TABLE_STEPS;
  return (y, x0, x1, out, cover, coverAt) => {
    const start = ((x0 + 0.5 - ax) * dx + (y + 0.5 - ay) * dy) * inverse * TABLE_STEPS + 0.5;
    for (let i = 0; i < x1 - x0; i++) {
      if (cover[coverAt + i] === 0) continue;
      const at = Math.floor(start + i * step);
      out[i] = table[Math.min(TABLE_STEPS, Math.max(0, at))] as number;
    }
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
