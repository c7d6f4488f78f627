import type { Rgb } from "../color/hex-color.js";
import type { ModuleLayout, ModuleMatrix } from "./module-matrix.js";
import { type BitRows, bitRowStride, encodeBitPng } from "./palette-png.js";

/** Draws modules as whole-pixel squares into 1-bit rows; everything else is background. */
export function rasteriseMatrix(matrix: ModuleMatrix, layout: ModuleLayout, width: number, height: number): BitRows {
  const stride = bitRowStride(width);
  const rows = new Uint8Array(stride * height);
  const line = new Uint8Array(stride);
  const { scale, left, top } = layout;
  for (let my = 0; my < matrix.height; my++) {
    line.fill(0);
    let any = false;
    for (let mx = 0; mx < matrix.width; mx++) {
      if (!matrix.data[my * matrix.width + mx]) continue;
      any = true;
      const start = left + mx * scale;
      for (let px = start; px < start + scale; px++)
        line[1 + (px >> 3)] = (line[1 + (px >> 3)] as number) | (0x80 >> (px & 7));
    }
    if (!any) continue;
    const y0 = top + my * scale;
    for (let y = y0; y < y0 + scale; y++) rows.set(line, y * stride);
  }
  return { width, height, rows };
}

/**
 * Renders a module matrix as a 1-bit palette PNG of exactly `width` x `height` pixels.
 *
 * @example
 * ```ts
 * const png = renderMatrixPng(matrix, layout, 300, 300, black, white);
 * ```
 */
export function renderMatrixPng(
  matrix: ModuleMatrix,
  layout: ModuleLayout,
  width: number,
  height: number,
  foreground: Rgb,
  background: Rgb,
): Buffer {
  return encodeBitPng(rasteriseMatrix(matrix, layout, width, height), foreground, background);
}
