import type { Rgb } from "../color/hex-color.js";
import { crossingsAt, type Polygon, polygonEdges } from "../label/fill-polygons.js";
import { type Paint, paintSampler } from "./paint.js";
import { coverage, type RoundRect } from "./round-rect.js";

/**
 * An 8-bit image being drawn: RGB on an opaque background, RGBA (not premultiplied) on a transparent
 * one, row-major. Each row starts with one spare byte (0), so the rows are already PNG scanlines of
 * filter type 0 and go to deflate as they are: measured on a styled 300 px code, unfiltered rows
 * deflate faster (1.65 against 1.85 ms under load) and smaller (22.9 against 26.5 KB) than "Sub"-filtered.
 */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
  /** Bytes per row: 1 + width * channels. */
  readonly rowBytes: number;
  readonly data: Uint8Array;
}

/** Where the pixel (x, y) starts in a canvas's data. */
export const pixelAt = (canvas: Canvas, x: number, y: number): number => y * canvas.rowBytes + 1 + x * canvas.channels;

/**
 * A canvas filled with `background`, or transparent (4 channels) when there is none.
 *
 * @example
 * ```ts
 * const canvas = createCanvas(300, 300, { r: 255, g: 255, b: 255 });
 * ```
 */
export function createCanvas(width: number, height: number, background: Rgb | undefined): Canvas {
  if (!background)
    return { width, height, channels: 4, rowBytes: 1 + width * 4, data: new Uint8Array((1 + width * 4) * height) };
  const rowBytes = 1 + width * 3;
  const data = new Uint8Array(rowBytes * height);
  const { r, g, b } = background;
  const row = data.subarray(1, rowBytes);
  if (r === g && g === b) row.fill(r);
  else for (let i = 0; i < row.length; i += 3) row.set([r, g, b], i);
  for (let y = 1; y < height; y++) data.copyWithin(y * rowBytes + 1, 1, rowBytes);
  return { width, height, channels: 3, rowBytes, data };
}

/** A pixel range, end exclusive. */
interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Lays `paint` over the canvas through a coverage mask (0..255 per pixel, one row of the mask per
 * row of `bounds`): the "source over" rule, with alpha kept for a transparent canvas.
 */
function composite(
  canvas: Canvas,
  mask: Uint8Array,
  bounds: Bounds,
  paint: Paint,
  regions: readonly Bounds[] = [bounds],
): void {
  const sample = paintSampler(paint);
  for (const region of regions) compositeRegion(canvas, mask, bounds, sample, region);
}

/**
 * Composites the part of the mask inside `region` and clears it there, so overlapping regions lay
 * each pixel once.
 */
function compositeRegion(
  canvas: Canvas,
  mask: Uint8Array,
  bounds: Bounds,
  sample: (x: number, y: number) => number,
  region: Bounds,
): void {
  const { channels, data } = canvas;
  const stride = bounds.x1 - bounds.x0;
  for (let y = Math.max(0, region.y0); y < Math.min(canvas.height, region.y1); y++) {
    const row = (y - bounds.y0) * stride - bounds.x0;
    for (let x = Math.max(0, region.x0); x < Math.min(canvas.width, region.x1); x++) {
      const m = mask[row + x] as number;
      if (m === 0) continue;
      mask[row + x] = 0;
      const c = sample(x + 0.5, y + 0.5);
      const at = pixelAt(canvas, x, y);
      const r = c >> 16;
      const g = (c >> 8) & 0xff;
      const b = c & 0xff;
      if (channels === 3 || m === 255) {
        if (m === 255) {
          data[at] = r;
          data[at + 1] = g;
          data[at + 2] = b;
          if (channels === 4) data[at + 3] = 255;
          continue;
        }
        const d0 = data[at] as number;
        const d1 = data[at + 1] as number;
        const d2 = data[at + 2] as number;
        data[at] = d0 + ((r - d0) * m) / 255;
        data[at + 1] = d1 + ((g - d1) * m) / 255;
        data[at + 2] = d2 + ((b - d2) * m) / 255;
        continue;
      }
      const a = m / 255;
      const below = ((data[at + 3] as number) / 255) * (1 - a);
      const out = a + below;
      data[at] = (r * a + (data[at] as number) * below) / out;
      data[at + 1] = (g * a + (data[at + 1] as number) * below) / out;
      data[at + 2] = (b * a + (data[at + 2] as number) * below) / out;
      data[at + 3] = out * 255;
    }
  }
}

/**
 * The coverage of a shape over its bounds grown by a pixel, 0..255 per pixel, row-major, as if its
 * box started at (`fx`, `fy`) within the first pixel: `fx`, `fy` in [0, 1).
 */
function coverageTile(s: RoundRect, fx: number, fy: number): { data: Uint8Array; w: number; h: number } {
  const w = Math.ceil(fx + s.w) + 2;
  const h = Math.ceil(fy + s.h) + 2;
  const placed: RoundRect = {
    ...s,
    x: 1 + fx,
    y: 1 + fy,
    hole: s.hole && { ...s.hole, x: s.hole.x - s.x + 1 + fx, y: s.hole.y - s.y + 1 + fy },
  };
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) data[y * w + x] = Math.round(coverage(placed, x + 0.5, y + 0.5) * 255);
  }
  return { data, w, h };
}

/** What makes two shapes' tiles the same: size, radii, hole, and where they sit within a pixel. */
const tileKey = (s: RoundRect, fx: number, fy: number): string =>
  `${s.w} ${s.h} ${s.r.join(" ")} ${fx} ${fy}${s.hole ? ` ${s.hole.x - s.x} ${s.hole.y - s.y} ${s.hole.w} ${s.hole.h} ${s.hole.r.join(" ")}` : ""}`;

/**
 * Fills shapes with one paint, anti-aliased: their coverage is gathered in one mask (the union: the
 * larger coverage of overlapping shapes) and laid over the canvas once, so shapes that meet along a
 * pixel edge join without a seam. Coverage is worked out once per distinct shape (size, radii,
 * place within a pixel) and stamped: modules are whole pixels, so a code of hundreds of modules has
 * a handful of distinct ones.
 *
 * @example
 * ```ts
 * fillShapes(canvas, [{ x: 10, y: 10, w: 20, h: 20, r: allCorners(10) }], { kind: "solid", color: black });
 * ```
 */
export function fillShapes(canvas: Canvas, shapes: readonly RoundRect[], paint: Paint): void {
  if (!shapes.length) return;
  let x0 = canvas.width;
  let y0 = canvas.height;
  let x1 = 0;
  let y1 = 0;
  for (const s of shapes) {
    x0 = Math.min(x0, Math.floor(s.x) - 1);
    y0 = Math.min(y0, Math.floor(s.y) - 1);
    x1 = Math.max(x1, Math.ceil(s.x + s.w) + 1);
    y1 = Math.max(y1, Math.ceil(s.y + s.h) + 1);
  }
  const stride = x1 - x0;
  const mask = new Uint8Array(stride * (y1 - y0));
  const tiles = new Map<string, { data: Uint8Array; w: number; h: number }>();
  const regions: Bounds[] = [];
  for (const s of shapes) {
    const left = Math.floor(s.x) - 1;
    const top = Math.floor(s.y) - 1;
    const fx = s.x - left - 1;
    const fy = s.y - top - 1;
    const key = tileKey(s, fx, fy);
    let tile = tiles.get(key);
    if (!tile) {
      tile = coverageTile(s, fx, fy);
      tiles.set(key, tile);
    }
    regions.push({ x0: left, y0: top, x1: left + tile.w, y1: top + tile.h });
    for (let ty = 0; ty < tile.h; ty++) {
      const row = (top + ty - y0) * stride + left - x0;
      for (let tx = 0; tx < tile.w; tx++) {
        const c = tile.data[ty * tile.w + tx] as number;
        if (c > (mask[row + tx] as number)) mask[row + tx] = c;
      }
    }
  }
  // Only the shapes' own boxes are visited: between the eyes, or a code's light modules, stay untouched.
  composite(canvas, mask, { x0, y0, x1, y1 }, paint, regions);
}

/** Sub-scanlines per pixel row for polygon coverage; across a row coverage is exact. */
const SUB_ROWS = 4;

/**
 * Fills polygons (glyph outlines) under the non-zero rule, anti-aliased: coverage from
 * {@link SUB_ROWS} sub-scanlines per row, each span's ends weighed by the part of the pixel they cover.
 *
 * @example
 * ```ts
 * fillPolygonsSmooth(canvas, glyphPolygons(glyph), { kind: "solid", color: white });
 * ```
 */
export function fillPolygonsSmooth(canvas: Canvas, polygons: readonly Polygon[], paint: Paint): void {
  const { edges, top, bottom } = polygonEdges(polygons);
  if (!edges.length) return;
  const { width, height } = canvas;
  const bounds: Bounds = {
    x0: 0,
    y0: Math.max(0, Math.floor(top)),
    x1: width,
    y1: Math.min(height, Math.ceil(bottom) + 1),
  };
  const acc = new Float32Array(width * (bounds.y1 - bounds.y0));
  for (let py = bounds.y0; py < bounds.y1; py++) {
    const row = (py - bounds.y0) * width;
    for (let sub = 0; sub < SUB_ROWS; sub++) {
      const crossings = crossingsAt(edges, py + (sub + 0.5) / SUB_ROWS);
      let winding = 0;
      for (let i = 0; i + 1 < crossings.length; i++) {
        winding += (crossings[i] as [number, number])[1];
        if (winding === 0) continue;
        const xa = Math.max(0, (crossings[i] as [number, number])[0]);
        const xb = Math.min(width, (crossings[i + 1] as [number, number])[0]);
        for (let x = Math.floor(xa); x < xb; x++) {
          acc[row + x] = (acc[row + x] as number) + (Math.min(x + 1, xb) - Math.max(x, xa)) / SUB_ROWS;
        }
      }
    }
  }
  const mask = Uint8Array.from(acc, (v) => Math.round(Math.min(1, v) * 255));
  composite(canvas, mask, bounds, paint);
}

/**
 * Lays an RGBA image (not premultiplied) over the canvas with its top-left corner at (`x`, `y`).
 *
 * @example
 * ```ts
 * drawImage(canvas, { data: rgba, width: 64, height: 64 }, 118, 118);
 * ```
 */
export function drawImage(
  canvas: Canvas,
  image: { readonly data: Uint8Array; readonly width: number; readonly height: number },
  x: number,
  y: number,
): void {
  const { width, channels, data } = canvas;
  for (let iy = 0; iy < image.height; iy++) {
    const cy = y + iy;
    if (cy < 0 || cy >= canvas.height) continue;
    for (let ix = 0; ix < image.width; ix++) {
      const cx = x + ix;
      if (cx < 0 || cx >= width) continue;
      const src = (iy * image.width + ix) * 4;
      const a = (image.data[src + 3] as number) / 255;
      if (a === 0) continue;
      const at = pixelAt(canvas, cx, cy);
      const below = channels === 4 ? ((data[at + 3] as number) / 255) * (1 - a) : 1 - a;
      const out = channels === 4 ? a + below : 1;
      for (let c = 0; c < 3; c++)
        data[at + c] = ((image.data[src + c] as number) * a + (data[at + c] as number) * below) / out;
      if (channels === 4) data[at + 3] = out * 255;
    }
  }
}
