import type { BarSymbol, Rect, TextRun } from "../symbol.js";
import { type BwipOptions, renderBwip } from "./bwip-js.js";
import { captureDrawing } from "./capture-drawing.js";

/** Device pixels per point BWIPP draws at while captured: geometry exact to 1/100 point. */
const PRECISION = 100;

const scaleRect = (r: Rect, d: number): Rect => ({ x0: r.x0 / d, y0: r.y0 / d, x1: r.x1 / d, y1: r.y1 / d });

const scaleText = (t: TextRun, d: number): TextRun => ({
  ...t,
  size: t.size / d,
  x: t.x / d,
  baseline: t.baseline / d,
  width: t.width / d,
  ascent: t.ascent / d,
  descent: t.descent / d,
  gap: t.gap / d,
});

/**
 * Renders a linear or postal symbology through bwip-js and returns its bars, borders and text in
 * modules: every length is divided by the narrowest bar, so module-based symbologies come out on
 * whole numbers and the rasteriser can put each module on whole pixels.
 *
 * @example
 * ```ts
 * const symbol = captureBars({ bcid: "ean13", text: "5901234123457", includetext: true });
 * symbol.bars.length; // 30
 * ```
 */
export function captureBars(options: BwipOptions): BarSymbol {
  const drawn = renderBwip({ ...options, scale: PRECISION }, captureDrawing(PRECISION));
  const narrowest = Math.min(...drawn.bars.map((b) => b.x1 - b.x0));
  if (!Number.isFinite(narrowest) || narrowest <= 0) throw new Error(`bwip-js drew no bars for ${options.bcid}`);
  return {
    kind: "bars",
    bars: drawn.bars.map((b) => scaleRect(b, narrowest)),
    borders: drawn.regions.map((b) => scaleRect(b, narrowest)),
    texts: drawn.texts.map((t) => scaleText(t, narrowest)),
  };
}
