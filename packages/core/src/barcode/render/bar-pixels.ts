import type { BarSymbol, Rect, TextRun } from "../symbol.js";
import type { BarLayout } from "./bar-layout.js";
import { measureText } from "./text-metrics.js";

/** A rectangle in whole pixels, clipped to the image. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A text run placed in pixels: font size, left edge and baseline, and its extent at that size. */
export interface PixelText {
  readonly run: TextRun;
  readonly size: number;
  readonly x: number;
  readonly y: number;
  readonly gap: number;
  /** Highest and lowest point of the glyphs at `size`, from the baseline. */
  readonly ascent: number;
  readonly descent: number;
  /** How far the pen moves along the run at `size`: every glyph's advance and the gaps between them. */
  readonly advance: number;
}

/** A bar symbol resolved to pixels once, for the PNG and SVG writers alike. */
export interface BarPixels {
  readonly rects: PixelRect[];
  readonly texts: PixelText[];
}

/**
 * Resolves a bar symbol and its layout to whole-pixel rectangles (every bar as wide as its modules
 * times the scale) and text runs centred where BWIPP centred them, at the layout's text scale.
 *
 * @example
 * ```ts
 * const { rects } = barPixels(symbol, layoutBars(symbol, [10, 10], 400, 200), 400, 200);
 * ```
 */
export function barPixels(symbol: BarSymbol, layout: BarLayout, width: number, height: number): BarPixels {
  const rects: PixelRect[] = [];
  for (const r of symbol.bars) placeRect(rects, r, layout, width, height);
  for (const r of symbol.borders) placeRect(rects, r, layout, width, height);
  const texts: PixelText[] = [];
  for (const run of symbol.texts) {
    const size = Math.round(run.size * layout.textScale);
    const gap = run.gap * layout.textScale;
    const centre = layout.x(run.x) + (run.width / 2) * layout.scale;
    const drawn = measureText(run.text, run.font, size, gap);
    texts.push({
      run,
      size,
      gap,
      x: Math.round(centre - drawn.width / 2),
      y: Math.round(layout.y(run.baseline)),
      ascent: drawn.ascent,
      descent: drawn.descent,
      advance: drawn.advance,
    });
  }
  return { rects, texts };
}

/** Adds a rectangle in whole pixels, at least one pixel wide and clipped to the image, unless it is empty. */
function placeRect(rects: PixelRect[], r: Rect, layout: BarLayout, width: number, height: number): void {
  const left = layout.x(r.x0);
  const x0 = Math.max(0, left);
  const x1 = Math.min(width, Math.max(layout.x(r.x1), left + 1));
  const y0 = Math.max(0, Math.round(layout.y(r.y0)));
  const y1 = Math.min(height, Math.round(layout.y(r.y1)));
  if (x1 > x0 && y1 > y0) rects.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
}
