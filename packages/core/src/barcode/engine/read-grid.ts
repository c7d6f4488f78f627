import type { ModuleMatrix } from "../../render/module-matrix.js";
import { type BwipOptions, rawMatrix, renderBwip } from "./bwip-js.js";
import { captureDrawing } from "./capture-drawing.js";

/**
 * Encodes a 2D symbol with BWIPP's encoder alone (no drawing) and returns its modules. Rows of
 * stacked symbols such as PDF417 are several modules tall: each is repeated so modules stay square.
 *
 * @example
 * ```ts
 * readMatrix({ bcid: "datamatrix", text: "Hello" }).width; // 12
 * ```
 */
export function readMatrix(options: BwipOptions): ModuleMatrix {
  const { pixs, pixx, pixy } = rawMatrix(options);
  const rows = pixs.length / pixx;
  const repeat = pixy / rows;
  if (!Number.isInteger(rows) || !Number.isInteger(repeat)) {
    throw new Error(`${options.bcid}: rows of unequal height; read it with readDrawnGrid`);
  }
  const data = new Uint8Array(pixx * pixy);
  for (let r = 0; r < rows; r++) {
    const row = pixs.slice(r * pixx, (r + 1) * pixx);
    for (let k = 0; k < repeat; k++) data.set(row, (r * repeat + k) * pixx);
  }
  return { width: pixx, height: pixy, data };
}

/**
 * Reads MaxiCode's 30 x 33 hexagon grid: BWIPP lists the indices of the dark hexagons.
 *
 * @example
 * ```ts
 * readHexagons({ bcid: "maxicode", text: "Hello" }).height; // 33
 * ```
 */
export function readHexagons(options: BwipOptions): ModuleMatrix {
  const data = new Uint8Array(30 * 33);
  for (const index of rawMatrix(options).pixs) data[index] = 1;
  return { width: 30, height: 33, data };
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/**
 * Draws a stacked symbol whose rows differ in height (GS1 DataBar Stacked, Codablock F, Code 16K,
 * Code 49) through bwip-js at scale 1 and reads the filled regions back as a module grid, one cell
 * per module (the greatest common divisor of all edges).
 *
 * @example
 * ```ts
 * readDrawnGrid({ bcid: "databarstacked", text: "(01)09521234543213" }); // 50 x 13 modules
 * ```
 */
export function readDrawnGrid(options: BwipOptions): ModuleMatrix {
  const { regions } = renderBwip({ ...options, scale: 1, inkspread: 0 }, captureDrawing(1));
  const left = Math.min(...regions.map((r) => r.x0));
  const top = Math.min(...regions.map((r) => r.y0));
  const cell = regions.reduce((g, r) => gcd(gcd(gcd(gcd(g, r.x0 - left), r.x1 - left), r.y0 - top), r.y1 - top), 0);
  const width = (Math.max(...regions.map((r) => r.x1)) - left) / cell;
  const height = (Math.max(...regions.map((r) => r.y1)) - top) / cell;
  const data = new Uint8Array(width * height);
  for (const r of regions) {
    for (let y = (r.y0 - top) / cell; y < (r.y1 - top) / cell; y++) {
      data.fill(1, y * width + (r.x0 - left) / cell, y * width + (r.x1 - left) / cell);
    }
  }
  return { width, height, data };
}
