import { QrbarError } from "../../errors/qrbar-error.js";
import type { BarSymbol, Rect } from "../symbol.js";
import { MIN_TEXT_SIZE } from "./text-metrics.js";

/** Share of the image height the text (and anything else outside the bars) may take at most. */
const TEXT_SHARE = 0.25;

/** Where a bar symbol lands in the image. */
export interface BarLayout {
  /** Pixels per module across: a whole number, so every module is whole pixels wide. */
  readonly scale: number;
  /** Pixels per module for text, bearer bars and everything else outside the stretched bars. */
  readonly textScale: number;
  /** Pixel x of a module x: bars land on whole pixels. */
  readonly x: (x: number) => number;
  /** Pixel y of a module y: the bars stretch to the height left over by the text. */
  readonly y: (y: number) => number;
}

const EPSILON = 1e-6;

/**
 * The most frequent bottom edge of the bars (the first seen on a tie): bars end at one to three
 * distinct heights, so a scan of the distinct values beats a map, and a loop of our own beats
 * `indexOf` (a builtin call per bar: a 70-bar Code 39 layout took 1.2 us with it, 0.7 without).
 */
function usualBottom(bars: readonly Rect[]): number {
  const values: number[] = [];
  const counts: number[] = [];
  for (const b of bars) {
    let i = 0;
    while (i < values.length && values[i] !== b.y1) i++;
    if (i === values.length) {
      values.push(b.y1);
      counts.push(1);
    } else counts[i] = (counts[i] as number) + 1;
  }
  let best = 0;
  for (let i = 1; i < counts.length; i++) if ((counts[i] as number) > (counts[best] as number)) best = i;
  return values[best] as number;
}

/** Extent of rectangles, in plain loops: this runs for every barcode drawn. */
function extent(rects: readonly Rect[]): Rect {
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const r of rects) {
    if (r.x0 < x0) x0 = r.x0;
    if (r.x1 > x1) x1 = r.x1;
    if (r.y0 < y0) y0 = r.y0;
    if (r.y1 > y1) y1 = r.y1;
  }
  return { x0, x1, y0, y1 };
}

/**
 * The vertical bands of a bar symbol: `top..barTop` (text above, bearer bars), `barTop..barBottom`
 * (the bars, stretched to fill the image) and `barBottom..bottom` (text below, guard bar tails).
 */
function verticalBands(symbol: BarSymbol, barExtent: Rect, borderExtent: Rect) {
  const { bars, texts } = symbol;
  const usual = usualBottom(bars);
  let belowTop = Number.POSITIVE_INFINITY;
  let top = Math.min(barExtent.y0, borderExtent.y0);
  let bottom = Math.max(barExtent.y1, borderExtent.y1);
  for (const t of texts) {
    const textTop = t.baseline - t.ascent;
    if (textTop >= usual - EPSILON && textTop < belowTop) belowTop = textTop;
    if (textTop < top) top = textTop;
    if (t.baseline + t.descent > bottom) bottom = t.baseline + t.descent;
  }
  let barBottom = Number.NEGATIVE_INFINITY;
  for (const b of bars) if (b.y1 <= belowTop + EPSILON && b.y1 > barBottom) barBottom = b.y1;
  if (barBottom === Number.NEGATIVE_INFINITY) barBottom = barExtent.y1;
  return { top, barTop: barExtent.y0, barBottom, bottom };
}

/**
 * Lays a bar symbol out in `width` x `height` pixels per `docs/decisions.md`: the widest whole-pixel module
 * that fits the symbol, its quiet zones and its text across; the bars fill the height the text leaves;
 * the whole centred. Too narrow (less than 1 pixel per module), or too short for legible text, is a
 * `VALIDATION_ERROR` that names the minimum.
 *
 * @example
 * ```ts
 * const layout = layoutBars(captureBars({ bcid: "code128", text: "ABC" }), [10, 10], 400, 200);
 * layout.scale; // 4 (68 modules + 20 of quiet zone = 88; 400 / 88 = 4.5)
 * ```
 */
export function layoutBars(
  symbol: BarSymbol,
  quietZone: readonly [number, number],
  width: number,
  height: number,
): BarLayout {
  const { bars, borders, texts } = symbol;
  const barExtent = extent(bars);
  const borderExtent = extent(borders);
  const barsLeft = Math.min(barExtent.x0, borderExtent.x0);
  const barsRight = Math.max(barExtent.x1, borderExtent.x1);
  let left = barsLeft - quietZone[0];
  let right = barsRight + quietZone[1];
  let smallest = Number.POSITIVE_INFINITY;
  for (const t of texts) {
    if (t.x < left) left = t.x;
    if (t.x + t.width > right) right = t.x + t.width;
    if (t.size < smallest) smallest = t.size;
  }
  const modules = right - left;
  const scale = Math.floor(width / modules + EPSILON);
  if (scale < 1) {
    throw QrbarError.field(
      "customization.width",
      `must be at least ${Math.ceil(modules - EPSILON)} for this content (${Math.round(barsRight - barsLeft)} modules plus quiet zones of ${quietZone[0]} and ${quietZone[1]}, at 1 pixel per module)`,
    );
  }
  const { top, barTop, barBottom, bottom } = verticalBands(symbol, barExtent, borderExtent);
  const outside = barTop - top + (bottom - barBottom);
  const legible = texts.length ? MIN_TEXT_SIZE / smallest : 0;
  const textScale = outside > 0 ? Math.min((TEXT_SHARE * height) / outside, Math.max(scale, legible)) : scale;
  if (textScale < legible - EPSILON) {
    throw QrbarError.field(
      "customization.height",
      `must be at least ${Math.ceil((legible * outside) / TEXT_SHARE)} to show this barcode's text at a legible size; set customization.show_text to false for a shorter image`,
    );
  }
  const barHeight = height - textScale * outside;
  const origin = Math.floor((width - scale * modules) / 2 + (barsLeft - left) * scale + EPSILON);
  return new PlacedBars(scale, textScale, origin, barsLeft, { top, barTop, barBottom, barHeight });
}

/** Vertical placement: the bars' band in module units and the height it stretches to, in pixels. */
interface BandPlacement {
  readonly top: number;
  readonly barTop: number;
  readonly barBottom: number;
  readonly barHeight: number;
}

/** A computed layout; its mappings are methods, so laying out allocates no closures per barcode. */
class PlacedBars implements BarLayout {
  private readonly stretch: number;

  constructor(
    readonly scale: number,
    readonly textScale: number,
    /** Pixel x of the leftmost bar or border, whose module x is `barsLeft`. */
    private readonly origin: number,
    private readonly barsLeft: number,
    private readonly band: BandPlacement,
  ) {
    this.stretch = band.barHeight / (band.barBottom - band.barTop);
  }

  x(x: number): number {
    return this.origin + Math.round((x - this.barsLeft) * this.scale);
  }

  y(y: number): number {
    const { top, barTop, barBottom, barHeight } = this.band;
    if (y <= barTop) return (y - top) * this.textScale;
    if (y <= barBottom) return (barTop - top) * this.textScale + (y - barTop) * this.stretch;
    return (barTop - top) * this.textScale + barHeight + (y - barBottom) * this.textScale;
  }
}
