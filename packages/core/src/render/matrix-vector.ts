import type { Ink } from "../color/cmyk-color.js";
import { forEachDarkRun, type ModuleMatrix } from "./module-matrix.js";
import { drawVector, type VectorFormat, type VectorWriter } from "./vector-writer.js";

/**
 * Draws a module matrix as the SVG of `renderMatrixSvg` lays it out: the matrix and a quiet zone of `margin`
 * modules scaled uniformly to fit `width` x `height` and centred (SVG's default `xMidYMid meet`), so modules
 * keep their exact, not whole-pixel, size. Each row's dark runs are one rectangle, as they are one path segment
 * there, and all of them are filled at once (one path: no seams between rows when rasterised).
 *
 * @example
 * ```ts
 * drawMatrixVector(out, symbol, 4, 300, 300, black);
 * ```
 */
export function drawMatrixVector(
  out: VectorWriter,
  matrix: ModuleMatrix,
  margin: number,
  width: number,
  height: number,
  foreground: Ink,
): void {
  const scale = Math.min(width / (matrix.width + 2 * margin), height / (matrix.height + 2 * margin));
  const left = (width - matrix.width * scale) / 2;
  const top = (height - matrix.height * scale) / 2;
  out.colour(foreground);
  forEachDarkRun(matrix, (y, start, end) => {
    out.rect(left + start * scale, top + y * scale, (end - start) * scale, scale);
  });
  out.fill();
}

/**
 * A module matrix as a one-page vector file (PDF, EPS) of `width` x `height` pixels at 0.75 pt each: the
 * background, then the dark modules as {@link drawMatrixVector} lays them out.
 *
 * @example
 * ```ts
 * const pdf = renderMatrixVector(PDF_FORMAT, symbol, 4, 300, 300, black, white);
 * ```
 */
export function renderMatrixVector(
  format: VectorFormat,
  matrix: ModuleMatrix,
  margin: number,
  width: number,
  height: number,
  foreground: Ink,
  background: Ink,
): Uint8Array {
  return drawVector(format, width, height, background, (out) =>
    drawMatrixVector(out, matrix, margin, width, height, foreground),
  );
}
