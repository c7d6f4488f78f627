import type { Rgb } from "../../color/hex-color.js";
import { type BitRows, bitRowStride, encodeBitPng, setSpan } from "../../render/palette-png.js";
import type { BarPixels } from "./bar-pixels.js";
import { forEachTextPixel } from "./glyph-text.js";

/** Which rows text is drawn on (1), from each run's extent at its pixel size. */
function textRows(pixels: BarPixels, height: number): Uint8Array {
  const touched = new Uint8Array(height + 1);
  for (const t of pixels.texts) {
    touched.fill(1, Math.max(0, t.y - t.ascent), Math.max(0, Math.min(height, t.y + t.descent)));
  }
  return touched;
}

/**
 * Rasterises resolved bars and text into 1-bit rows, already filtered for the PNG. Rows between the same
 * rectangle edges are identical: each band is drawn once, and every further row of it that neither it
 * nor the row above carries text is written as PNG filter 2 ("Up", all zeros) without being drawn or
 * compared again; rows with text are copies of their band with the glyphs added.
 */
function rasteriseBars(pixels: BarPixels, width: number, height: number): BitRows {
  const stride = bitRowStride(width);
  const rows = new Uint8Array(stride * height);
  const text = textRows(pixels, height);
  const edges = [...new Set(pixels.rects.flatMap((r) => [r.y, r.y + r.height]))].sort((a, b) => a - b);
  for (let i = 0; i + 1 < edges.length; i++) {
    const y0 = edges[i] as number;
    const y1 = edges[i + 1] as number;
    const spans = pixels.rects.filter((r) => r.y <= y0 && r.y + r.height >= y1);
    if (!spans.length) continue;
    for (const r of spans) setSpan(rows, y0 * stride, r.x, r.x + r.width);
    const band = rows.subarray(y0 * stride, (y0 + 1) * stride);
    for (let y = y0 + 1; y < y1; y++) {
      if (text[y] || text[y - 1]) rows.set(band, y * stride);
      else rows[y * stride] = 2;
    }
  }
  for (const t of pixels.texts) {
    forEachTextPixel(t.run.text, t.run.font, t.size, t.x, t.y, t.gap, (x, y) => {
      if (x >= 0 && x < width && y >= 0 && y < height) {
        rows[y * stride + 1 + (x >> 3)] = (rows[y * stride + 1 + (x >> 3)] as number) | (0x80 >> (x & 7));
      }
    });
  }
  return { width, height, rows, upFiltered: true };
}

/**
 * Writes resolved bars and text as a 1-bit palette PNG of exactly `width` x `height`.
 *
 * @example
 * ```ts
 * const png = renderBarsPng(barPixels(symbol, layout, 400, 200), 400, 200, black, white);
 * ```
 */
export function renderBarsPng(pixels: BarPixels, width: number, height: number, bar: Rgb, background: Rgb): Uint8Array {
  return encodeBitPng(rasteriseBars(pixels, width, height), bar, background);
}
