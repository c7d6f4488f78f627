import { measureText } from "../render/text-metrics.js";
import type { Rect, TextRun } from "../symbol.js";
import type { BwipDrawing } from "./bwip-js.js";
import { evenOddRects } from "./even-odd-rects.js";

/** Everything BWIPP drew, in device pixels (`precision` per point), y pointing down. */
export interface CapturedDrawing {
  /** Stroked bars, one rectangle each. */
  readonly bars: Rect[];
  /** Filled regions (2D modules, borders and bearer bars) as disjoint rectangles. */
  readonly regions: Rect[];
  readonly texts: TextRun[];
}

/**
 * A bwip-js drawing that records geometry instead of painting pixels. bwip-js rounds coordinates to
 * whole device pixels, so BWIPP runs at `precision` device pixels per point (bwip-js `scale`): at 100
 * the geometry is exact to 0.01 point, also for symbologies whose bars are not whole points (postal
 * codes, Pharmacode). Coordinates stay in device pixels, whole numbers, so dividing them by the
 * narrowest bar later is exact.
 *
 * @example
 * ```ts
 * const drawing = captureDrawing(100);
 * renderBwip({ bcid: "code128", text: "ABC", scale: 100 }, drawing).bars.length; // 19
 * ```
 */
export function captureDrawing(precision: number): BwipDrawing<CapturedDrawing> {
  const bars: Rect[] = [];
  const regions: Rect[] = [];
  const texts: TextRun[] = [];
  let polygons: Array<Array<[number, number]>> = [];
  const unsupported = (what: string) => () => {
    throw new Error(`captureDrawing: BWIPP drew ${what}, which this symbology's renderer does not take`);
  };
  const p = precision;
  return {
    scale: () => null,
    measure(text, font, _width, height) {
      const m = measureText(text, font, height / p);
      return { width: m.width * p, ascent: m.ascent * p, descent: m.descent * p };
    },
    init: () => undefined,
    line(x0, y0, x1, y1, lineWidth) {
      const w = Math.round(lineWidth) || 1;
      if (x0 === x1) {
        const left = x0 - Math.ceil(w / 2);
        bars.push({ x0: left, x1: left + w, y0: Math.min(y0, y1), y1: Math.max(y0, y1) });
      } else {
        const top = y0 - Math.floor(w / 2);
        regions.push({ x0: Math.min(x0, x1), x1: Math.max(x0, x1), y0: top, y1: top + w });
      }
    },
    polygon(points) {
      polygons.push(points.map(([x, y]) => [x, y]));
    },
    fill() {
      regions.push(...evenOddRects(polygons));
      polygons = [];
    },
    hexagon: unsupported("hexagons"),
    ellipse: unsupported("ellipses"),
    clip: unsupported("a clipping path"),
    unclip: () => undefined,
    text(x, y, text, _rgb, font) {
      const m = measureText(text, font.name, font.height / p, font.dx / p);
      const metrics = { width: m.width * p, ascent: m.ascent * p, descent: m.descent * p };
      texts.push({ text, font: font.name, size: font.height, x, baseline: y, gap: font.dx, ...metrics });
    },
    end: () => ({ bars, regions, texts }),
  };
}
