import type { Rgb } from "../color/hex-color.js";
import type { ModuleLayout, ModuleMatrix } from "./module-matrix.js";
import { type BitRows, bitRowStride, encodeBitPng, setSpan } from "./palette-png.js";

/**
 * Draws modules as whole-pixel squares into 1-bit rows; everything else is background. Each row of
 * modules is drawn once; the `scale - 1` pixel rows under it are written as PNG "Up" rows (filter 2,
 * all zero), which spares the PNG writer its search for repeated rows (on a 300 px code: 3 us for
 * the rows this way, against 25 us of 60 for rows, search and deflate).
 */
export function rasteriseMatrix(matrix: ModuleMatrix, layout: ModuleLayout, width: number, height: number): BitRows {
  const stride = bitRowStride(width);
  const rows = new Uint8Array(stride * height);
  const { scale, left, top } = layout;
  for (let my = 0; my < matrix.height; my++) {
    const row = (top + my * scale) * stride;
    const modules = my * matrix.width;
    for (let mx = 0; mx < matrix.width; mx++) {
      if (!matrix.data[modules + mx]) continue;
      let end = mx + 1;
      while (end < matrix.width && matrix.data[modules + end]) end++;
      setSpan(rows, row, left + mx * scale, left + end * scale);
      mx = end;
    }
    for (let y = 1; y < scale; y++) rows[row + y * stride] = 2;
  }
  return { width, height, rows, upFiltered: true };
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
): Uint8Array {
  return encodeBitPng(rasteriseMatrix(matrix, layout, width, height), foreground, background);
}
