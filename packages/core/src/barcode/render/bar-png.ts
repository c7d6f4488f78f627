import type { Rgb } from "../../color/hex-color.js";
import { type BitRows, bitRowStride, encodeBitPng, setSpan } from "../../render/palette-png.js";
import type { BarPixels } from "./bar-pixels.js";
import { forEachTextPixel } from "./glyph-text.js";

/**
 * Rasterises resolved bars and text into 1-bit rows. Rows between the same rectangle edges are
 * identical, so each band is drawn once and copied.
 */
function rasteriseBars(pixels: BarPixels, width: number, height: number): BitRows {
  const stride = bitRowStride(width);
  const rows = new Uint8Array(stride * height);
  const edges = [...new Set(pixels.rects.flatMap((r) => [r.y, r.y + r.height]))].sort((a, b) => a - b);
  for (let i = 0; i + 1 < edges.length; i++) {
    const y0 = edges[i] as number;
    const y1 = edges[i + 1] as number;
    const spans = pixels.rects.filter((r) => r.y <= y0 && r.y + r.height >= y1);
    if (!spans.length) continue;
    for (const r of spans) setSpan(rows, y0 * stride, r.x, r.x + r.width);
    const band = rows.subarray(y0 * stride, (y0 + 1) * stride);
    for (let y = y0 + 1; y < y1; y++) rows.set(band, y * stride);
  }
  for (const t of pixels.texts) {
    forEachTextPixel(t.run.text, t.run.font, t.size, t.x, t.y, t.gap, (x, y) => {
      if (x >= 0 && x < width && y >= 0 && y < height) {
        rows[y * stride + 1 + (x >> 3)] = (rows[y * stride + 1 + (x >> 3)] as number) | (0x80 >> (x & 7));
      }
    });
  }
  return { width, height, rows };
}

/**
 * Writes resolved bars and text as a 1-bit palette PNG of exactly `width` x `height`.
 *
 * @example
 * ```ts
 * const png = renderBarsPng(barPixels(symbol, layout, 400, 200), 400, 200, black, white);
 * ```
 */
export function renderBarsPng(pixels: BarPixels, width: number, height: number, bar: Rgb, background: Rgb): Buffer {
  return encodeBitPng(rasteriseBars(pixels, width, height), bar, background);
}
