import { BARCODE_LIMITS, type BarcodeCustomization, type ImageFormat } from "@qrbar/contract";
import { contrastingColors, type Rgb } from "../color/hex-color.js";

/** Barcode styling with every default applied and colours parsed. */
export interface BarcodeStyle {
  readonly width: number;
  readonly height: number;
  readonly bar: Rgb;
  readonly background: Rgb;
  readonly showText: boolean;
  readonly format: ImageFormat;
}

/** Colour pairs already parsed and found legible: most requests repeat a few (black on white). */
const legiblePairs = new Map<string, { fore: Rgb; back: Rgb }>();
const MAX_CACHED_PAIRS = 1024;

const BLACK = "#000000";
const WHITE = "#FFFFFF";
/** Black on white, parsed once: most requests leave both colours out, and skip building a key. */
const BLACK_ON_WHITE = contrastingColors(BLACK, WHITE, "customization.bar_color", "background_color");

function colours(bar = BLACK, background = WHITE): { fore: Rgb; back: Rgb } {
  if (bar === BLACK && background === WHITE) return BLACK_ON_WHITE;
  const key = `${bar}|${background}`;
  let pair = legiblePairs.get(key);
  if (!pair) {
    pair = contrastingColors(bar, background, "customization.bar_color", "background_color");
    if (legiblePairs.size >= MAX_CACHED_PAIRS) legiblePairs.clear();
    legiblePairs.set(key, pair);
  }
  return pair;
}

/**
 * Applies the defaults of `docs/decisions.md` to validated customization (400 x 200, black on white,
 * text shown, PNG) and enforces the contrast rule (WCAG ratio of at least 2:1, either way round).
 *
 * @example
 * ```ts
 * resolveBarcodeStyle({ width: 600 }).height; // 200
 * ```
 */
export function resolveBarcodeStyle(custom: BarcodeCustomization = {}): BarcodeStyle {
  const { fore: bar, back: background } = colours(custom.bar_color, custom.background_color);
  return {
    width: custom.width ?? BARCODE_LIMITS.width.default,
    height: custom.height ?? BARCODE_LIMITS.height.default,
    bar,
    background,
    showText: custom.show_text ?? true,
    format: custom.format ?? "PNG",
  };
}
