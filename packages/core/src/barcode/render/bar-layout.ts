import { QrbarError } from "../../errors/qrbar-error.js";
import type { BarSymbol, Rect, TextRun } from "../symbol.js";
import { MIN_TEXT_SIZE } from "./glyph-text.js";

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

/** The most frequent value, for the common bottom of a symbol's bars. */
function mode(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * The vertical bands of a bar symbol: `top..barTop` (text above, bearer bars), `barTop..barBottom`
 * (the bars, stretched to fill the image) and `barBottom..bottom` (text below, guard bar tails).
 */
function verticalBands(symbol: BarSymbol) {
  const { bars, borders, texts } = symbol;
  const barTop = Math.min(...bars.map((b) => b.y0));
  const usualBottom = mode(bars.map((b) => b.y1));
  const textTop = (t: TextRun) => t.baseline - t.ascent;
  const below = texts.filter((t) => textTop(t) >= usualBottom - EPSILON);
  const belowTop = Math.min(...below.map(textTop));
  const clear = bars.filter((b) => b.y1 <= belowTop + EPSILON).map((b) => b.y1);
  const barBottom = clear.length ? Math.max(...clear) : Math.max(...bars.map((b) => b.y1));
  const all: Rect[] = [...bars, ...borders];
  const top = Math.min(...all.map((r) => r.y0), ...texts.map(textTop));
  const bottom = Math.max(...all.map((r) => r.y1), ...texts.map((t) => t.baseline + t.descent));
  return { top, barTop, barBottom, bottom };
}

/**
 * Lays a bar symbol out in `width` x `height` pixels per `decisions.md`: the widest whole-pixel module
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
  const all: Rect[] = [...bars, ...borders];
  const barsLeft = Math.min(...all.map((r) => r.x0));
  const barsRight = Math.max(...all.map((r) => r.x1));
  const left = Math.min(barsLeft - quietZone[0], ...texts.map((t) => t.x));
  const right = Math.max(barsRight + quietZone[1], ...texts.map((t) => t.x + t.width));
  const modules = right - left;
  const scale = Math.floor(width / modules + EPSILON);
  if (scale < 1) {
    throw QrbarError.field(
      "customization.width",
      `must be at least ${Math.ceil(modules - EPSILON)} for this content (${Math.round(barsRight - barsLeft)} modules plus quiet zones of ${quietZone[0]} and ${quietZone[1]}, at 1 pixel per module)`,
    );
  }
  const { top, barTop, barBottom, bottom } = verticalBands(symbol);
  const outside = barTop - top + (bottom - barBottom);
  const smallest = Math.min(...texts.map((t) => t.size));
  const legible = texts.length ? MIN_TEXT_SIZE / smallest : 0;
  const textScale = outside > 0 ? Math.min((TEXT_SHARE * height) / outside, Math.max(scale, legible)) : scale;
  if (textScale < legible - EPSILON) {
    throw QrbarError.field(
      "customization.height",
      `must be at least ${Math.ceil((legible * outside) / TEXT_SHARE)} to show this barcode's text at a legible size; set customization.show_text to false for a shorter image`,
    );
  }
  const barHeight = height - textScale * outside;
  const stretch = barHeight / (barBottom - barTop);
  const origin = Math.floor((width - scale * modules) / 2 + (barsLeft - left) * scale + EPSILON);
  return {
    scale,
    textScale,
    x: (x) => origin + Math.round((x - barsLeft) * scale),
    y: (y) =>
      y <= barTop
        ? (y - top) * textScale
        : y <= barBottom
          ? (barTop - top) * textScale + (y - barTop) * stretch
          : (barTop - top) * textScale + barHeight + (y - barBottom) * textScale,
  };
}
