import type { Ink } from "../../color/cmyk-color.js";
import type { Rgb } from "../../color/hex-color.js";
import { bitRowStride, encodeBitPng } from "../../render/palette-png.js";
import { circlePath, type VectorWriter } from "../../render/vector-writer.js";
import type { FramedGrid } from "./grid-layout.js";

/** Dot diameter as a share of the module pitch, so neighbouring dots never touch. */
const DOT_SHARE = 0.8;

/** Centres (in pixels) of the dark modules of a framed grid, and the dot radius. */
function dots({ matrix, layout }: FramedGrid): { centres: Array<[number, number]>; radius: number } {
  const centres: Array<[number, number]> = [];
  for (let y = 0; y < matrix.height; y++) {
    for (let x = 0; x < matrix.width; x++) {
      if (matrix.data[y * matrix.width + x]) {
        centres.push([layout.left + (x + 0.5) * layout.scale, layout.top + (y + 0.5) * layout.scale]);
      }
    }
  }
  return { centres, radius: (DOT_SHARE * layout.scale) / 2 };
}

/**
 * Draws DotCode: a round dot per dark module, whole pixels in, whole pixels out (a pixel is dark when
 * its centre lies in a dot). A 1-bit palette PNG of exactly `width` x `height`.
 *
 * @example
 * ```ts
 * const png = renderDotsPng(frameGrid(matrix, [3, 3], 400, 200), 400, 200, black, white);
 * ```
 */
export function renderDotsPng(grid: FramedGrid, width: number, height: number, bar: Rgb, background: Rgb): Uint8Array {
  const stride = bitRowStride(width);
  const rows = new Uint8Array(stride * height);
  const { centres, radius } = dots(grid);
  const r2 = Math.max(radius * radius, 0.5);
  for (const [cx, cy] of centres) {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        if (dx * dx + dy * dy <= r2 && x >= 0 && x < width && y >= 0 && y < height) {
          rows[y * stride + 1 + (x >> 3)] = (rows[y * stride + 1 + (x >> 3)] as number) | (0x80 >> (x & 7));
        }
      }
    }
  }
  return encodeBitPng({ width, height, rows }, bar, background);
}

/**
 * Draws DotCode as SVG circles at the same pixel positions as the PNG.
 *
 * @example
 * ```ts
 * const svg = renderDotsSvg(frameGrid(matrix, [3, 3], 400, 200), 400, 200, "#000000", "#FFFFFF");
 * ```
 */
export function renderDotsSvg(
  grid: FramedGrid,
  width: number,
  height: number,
  bar: string,
  background: string,
): string {
  const { centres, radius } = dots(grid);
  const r = Math.round(radius * 100) / 100;
  const d = centres.map(([x, y]) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/><path fill="${bar}" d="${d}"/></svg>`
  );
}

/**
 * Draws DotCode's dots as filled circles at the same centres and radius as the SVG, for the vector formats.
 *
 * @example
 * ```ts
 * drawDotsVector(out, frameGrid(matrix, [3, 3], 400, 200), black);
 * ```
 */
export function drawDotsVector(out: VectorWriter, grid: FramedGrid, bar: Ink): void {
  const { centres, radius } = dots(grid);
  out.colour(bar);
  for (const [x, y] of centres) circlePath(out, x, y, radius);
  out.fill();
}
