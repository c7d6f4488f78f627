import { QrbarError } from "../../errors/qrbar-error.js";
import { layoutModules, type ModuleLayout, type ModuleMatrix } from "../../render/module-matrix.js";

/** A module grid widened (or heightened) with light cells so one symmetric margin gives its quiet zones. */
export interface FramedGrid {
  readonly matrix: ModuleMatrix;
  readonly margin: number;
  readonly layout: ModuleLayout;
}

const modules = (n: number): string => `${n} module${n === 1 ? "" : "s"}`;

/** Adds `dx` light columns left and right and `dy` light rows above and below. */
function pad(matrix: ModuleMatrix, dx: number, dy: number): ModuleMatrix {
  if (!dx && !dy) return matrix;
  const width = matrix.width + 2 * dx;
  const height = matrix.height + 2 * dy;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < matrix.height; y++) {
    data.set(matrix.data.subarray(y * matrix.width, (y + 1) * matrix.width), (y + dy) * width + dx);
  }
  return { width, height, data };
}

/**
 * Fits a module grid with a quiet zone of `quietZone[0]` modules left and right and `quietZone[1]`
 * above and below into `width` x `height` pixels: square whole-pixel modules, centred (the QR rule,
 * `layoutModules`). Too small for one pixel per module is a `VALIDATION_ERROR` naming the minimum.
 *
 * @example
 * ```ts
 * frameGrid(readMatrix({ bcid: "datamatrix", text: "Hello" }), [1, 1], 400, 200).layout.scale; // 14
 * ```
 */
export function frameGrid(
  matrix: ModuleMatrix,
  quietZone: readonly [number, number],
  width: number,
  height: number,
): FramedGrid {
  const [qx, qy] = quietZone;
  const margin = Math.min(qx, qy);
  const padded = pad(matrix, qx - margin, qy - margin);
  const layout = layoutModules(padded, margin, width, height);
  if (!layout) {
    const needWidth = matrix.width + 2 * qx;
    const [field, need] = width < needWidth ? ["width", needWidth] : ["height", matrix.height + 2 * qy];
    throw QrbarError.field(
      `customization.${field}`,
      `must be at least ${need} for this content (a symbol of ${matrix.width} x ${matrix.height} modules plus quiet zones of ${modules(qx)} left and right and ${modules(qy)} above and below, at 1 pixel per module)`,
    );
  }
  return { matrix: padded, margin, layout };
}
