import type { Rgb } from "../color/hex-color.js";
import { crossingsAt, type Polygon, polygonEdges } from "../label/fill-polygons.js";
import { type Paint, type PaintRow, paintRow, type RowRamp } from "./paint.js";
import { type Corners, coverage, type RoundRect } from "./round-rect.js";

/**
 * An 8-bit image being drawn: RGB on an opaque background, RGBA (not premultiplied) on a transparent
 * one, row-major. Each row starts with one spare byte (0), so the rows are already PNG scanlines of
 * filter type 0 and go to deflate as they are: for a styled code, unfiltered rows deflate both faster
 * and smaller than "Sub"-filtered ones.
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
  if (r === g && g === b) {
    // A grey background (white above all) is one fill and a zero at each row's start: a third of the
    // time of copying the first row down.
    data.fill(r);
    for (let at = 0; at < data.length; at += rowBytes) data[at] = 0;
    return { width, height, channels: 3, rowBytes, data };
  }
  const row = data.subarray(1, rowBytes);
  for (let i = 0; i < row.length; i += 3) row.set([r, g, b], i);
  for (let y = 1; y < height; y++) data.copyWithin(y * rowBytes + 1, 1, rowBytes);
  return { width, height, channels: 3, rowBytes, data };
}

/** Coverage of a rectangle of pixels: 0..255 per pixel, row-major, `w` x `h` pixels from (`x`, `y`). */
interface Coverage {
  readonly data: Uint8Array;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Lays the colour (`r`, `g`, `b`) at opacity `m` / 255 over the pixel starting at byte `p`: the
 * "source over" rule, with alpha kept on a transparent (RGBA, not premultiplied) canvas.
 */
function blendPixel(data: Uint8Array, p: number, channels: 3 | 4, r: number, g: number, b: number, m: number): void {
  if (channels === 3) {
    const d0 = data[p] as number;
    const d1 = data[p + 1] as number;
    const d2 = data[p + 2] as number;
    data[p] = d0 + ((r - d0) * m) / 255;
    data[p + 1] = d1 + ((g - d1) * m) / 255;
    data[p + 2] = d2 + ((b - d2) * m) / 255;
    return;
  }
  const a = m / 255;
  const below = ((data[p + 3] as number) / 255) * (1 - a);
  const out = a + below;
  data[p] = (r * a + (data[p] as number) * below) / out;
  data[p + 1] = (g * a + (data[p + 1] as number) * below) / out;
  data[p + 2] = (b * a + (data[p + 2] as number) * below) / out;
  data[p + 3] = out * 255;
}

/**
 * Lays `count` pixels of a paint's row (`ramp`) over the canvas from byte `at`, each through its
 * coverage (`cover` from `coverAt`): a fully covered pixel takes the colour as it is, a partly
 * covered one is blended. One loop for colour and blending, rather than a row of colours blended in
 * a second pass: it saves an eighth of the drawing time.
 */
function blendRow(canvas: Canvas, at: number, ramp: RowRamp, cover: Uint8Array, coverAt: number, count: number): void {
  const { data, channels } = canvas;
  const { table, start, step } = ramp;
  const last = table.length - 1;
  for (let i = 0, p = at; i < count; i++, p += channels) {
    const m = cover[coverAt + i] as number;
    if (m === 0) continue;
    const index = Math.floor(start + i * step);
    const c = table[Math.min(last, Math.max(0, index))] as number;
    if (m === 255) {
      data[p] = c >> 16;
      data[p + 1] = (c >> 8) & 0xff;
      data[p + 2] = c & 0xff;
      if (channels === 4) data[p + 3] = 255;
    } else blendPixel(data, p, channels, c >> 16, (c >> 8) & 0xff, c & 0xff, m);
  }
}

/**
 * Lays a paint over the canvas through a coverage patch (clipped to the canvas): the "source over"
 * rule, with alpha kept for a transparent canvas, the paint's colours taken a row at a time.
 */
function composite(canvas: Canvas, cover: Coverage, colourRow: PaintRow, ramp: RowRamp): void {
  const from = Math.max(0, cover.x);
  const to = Math.min(canvas.width, cover.x + cover.w);
  if (from >= to) return;
  for (let y = Math.max(0, cover.y); y < Math.min(canvas.height, cover.y + cover.h); y++) {
    colourRow(y, from, to, ramp);
    blendRow(canvas, pixelAt(canvas, from, y), ramp, cover.data, (y - cover.y) * cover.w + from - cover.x, to - from);
  }
}

/** A ramp to be set by a paint before its first use. */
const emptyRamp = (): RowRamp => ({ table: new Int32Array(1), start: 0, step: 0 });

/** A shape's coverage, 0..255 per pixel, row-major, its top-left `dx`, `dy` pixels from its box's grown corner. */
interface Tile {
  readonly data: Uint8Array;
  readonly w: number;
  readonly h: number;
  readonly dx: number;
  readonly dy: number;
}

/**
 * The coverage of a shape as if its box started at (`fx`, `fy`) within a pixel (`fx`, `fy` in
 * [0, 1)), over its bounds grown by a pixel, then cut to the pixels it covers at all: a module of
 * whole pixels keeps its own box and nothing around it.
 */
function coverageTile(s: RoundRect, fx: number, fy: number): Tile {
  const gw = Math.ceil(fx + s.w) + 2;
  const gh = Math.ceil(fy + s.h) + 2;
  const placed: RoundRect = {
    ...s,
    x: 1 + fx,
    y: 1 + fy,
    hole: s.hole && { ...s.hole, x: s.hole.x - s.x + 1 + fx, y: s.hole.y - s.y + 1 + fy },
  };
  const grown = new Uint8Array(gw * gh);
  let x0 = gw;
  let y0 = gh;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const c = Math.round(coverage(placed, x + 0.5, y + 0.5) * 255);
      if (c === 0) continue;
      grown[y * gw + x] = c;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + 1);
      y1 = Math.max(y1, y + 1);
    }
  }
  if (x0 >= x1) return { data: new Uint8Array(0), w: 0, h: 0, dx: 0, dy: 0 };
  const w = x1 - x0;
  const data = new Uint8Array(w * (y1 - y0));
  for (let y = y0; y < y1; y++) data.set(grown.subarray(y * gw + x0, y * gw + x1), (y - y0) * w);
  return { data, w, h: y1 - y0, dx: x0, dy: y0 };
}

/** Whether two corner radii lists are the same. */
function sameCorners(a: Corners, b: Corners): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

/** Whether two shapes have the same tile: size, radii, hole, and where they sit within a pixel. */
function sameTile(a: Placement, b: Placement): boolean {
  const s = a.shape;
  const t = b.shape;
  if (s.w !== t.w || s.h !== t.h || a.fx !== b.fx || a.fy !== b.fy || !sameCorners(s.r, t.r)) return false;
  if (!s.hole || !t.hole) return s.hole === t.hole;
  const p = s.hole;
  const q = t.hole;
  return p.x - s.x === q.x - t.x && p.y - s.y === q.y - t.y && p.w === q.w && p.h === q.h && sameCorners(p.r, q.r);
}

/** A shape and where its box starts within a pixel. */
interface Placement {
  readonly shape: RoundRect;
  readonly fx: number;
  readonly fy: number;
}

/** Bytes of tiles kept between images; a tile larger than a tenth of it is never kept. */
const TILE_CACHE_BYTES = 4 << 20;

/**
 * Tiles by what they are drawn from, kept between images (the same design comes back, and a ring's
 * tile took a sixth of a styled 300 px code's drawing), looked up by a hash of those numbers and
 * then compared number by number: a string key per shape (numbers such as 1.7999999999999998
 * written out) took a fifth of the drawing. Emptied when it reaches {@link TILE_CACHE_BYTES}.
 */
class TileCache {
  private readonly buckets = new Map<number, Array<{ readonly placement: Placement; readonly tile: Tile }>>();
  private bytes = 0;

  get(placement: Placement): Tile {
    const { shape: s, fx, fy } = placement;
    const hash =
      s.w * 7 + s.h * 13 + fx * 17 + fy * 19 + s.r[0] * 23 + s.r[1] * 29 + s.r[2] * 31 + s.r[3] * 37 + (s.hole?.w ?? 0);
    const bucket = this.buckets.get(hash);
    if (bucket) for (const entry of bucket) if (sameTile(entry.placement, placement)) return entry.tile;
    const tile = coverageTile(s, fx, fy);
    if (tile.data.length > TILE_CACHE_BYTES / 10) return tile;
    if (this.bytes + tile.data.length > TILE_CACHE_BYTES) {
      this.buckets.clear();
      this.bytes = 0;
    }
    this.bytes += tile.data.length;
    const entry = {
      placement: {
        shape: { ...s, x: 0, y: 0, hole: s.hole && { ...s.hole, x: s.hole.x - s.x, y: s.hole.y - s.y } },
        fx,
        fy,
      },
      tile,
    };
    const kept = this.buckets.get(hash);
    if (kept) kept.push(entry);
    else this.buckets.set(hash, [entry]);
    return tile;
  }
}

const tileCache = new TileCache();

/**
 * Fills shapes with one paint, anti-aliased. The shapes of one call must not share a pixel: each
 * module and eye shape lies within its own whole-pixel cells, so every shape is laid over the canvas
 * on its own, through its coverage tile, with no mask over the whole layer (which made drawing 1.6x
 * slower). A
 * tile is worked out once per distinct shape (size, radii, place within a pixel) and kept: a code of
 * hundreds of modules has a handful of distinct ones.
 *
 * @example
 * ```ts
 * fillShapes(canvas, [{ x: 10, y: 10, w: 20, h: 20, r: allCorners(10) }], { kind: "solid", color: black });
 * ```
 */
export function fillShapes(canvas: Canvas, shapes: readonly RoundRect[], paint: Paint): void {
  const colourRow = paintRow(paint);
  const ramp = emptyRamp();
  for (const s of shapes) {
    const left = Math.floor(s.x) - 1;
    const top = Math.floor(s.y) - 1;
    const tile = tileCache.get({ shape: s, fx: s.x - left - 1, fy: s.y - top - 1 });
    composite(canvas, { data: tile.data, x: left + tile.dx, y: top + tile.dy, w: tile.w, h: tile.h }, colourRow, ramp);
  }
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
  const y0 = Math.max(0, Math.floor(top));
  const y1 = Math.min(height, Math.ceil(bottom) + 1);
  const acc = new Float32Array(width * (y1 - y0));
  for (let py = y0; py < y1; py++) {
    const row = (py - y0) * width;
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
  composite(
    canvas,
    { data: Uint8Array.from(acc, (v) => Math.round(Math.min(1, v) * 255)), x: 0, y: y0, w: width, h: y1 - y0 },
    paintRow(paint),
    emptyRamp(),
  );
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
  const { channels, data } = canvas;
  const source = image.data;
  const ix0 = Math.max(0, -x);
  const ix1 = Math.min(image.width, canvas.width - x);
  for (let iy = Math.max(0, -y); iy < Math.min(image.height, canvas.height - y); iy++) {
    for (let ix = ix0, s = (iy * image.width + ix0) * 4, p = pixelAt(canvas, x + ix0, y + iy); ix < ix1; ix++) {
      const alpha = source[s + 3] as number;
      if (alpha === 255) {
        data[p] = source[s] as number;
        data[p + 1] = source[s + 1] as number;
        data[p + 2] = source[s + 2] as number;
        if (channels === 4) data[p + 3] = 255;
      } else if (alpha !== 0)
        blendPixel(data, p, channels, source[s] as number, source[s + 1] as number, source[s + 2] as number, alpha);
      s += 4;
      p += channels;
    }
  }
}
