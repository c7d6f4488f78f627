import type { BarcodeCustomization, ColorSpace, FileFormat, GenerationWarning } from "@qrbar/contract";
import { BARCODE_LIMITS } from "@qrbar/contract/plain";
import type { Ink } from "../color/cmyk-color.js";
import { type ColorPair, contrastingColors } from "../color/color-pair.js";
import type { TextOutliner } from "./render/outline-font.js";

/** Barcode styling with every default applied and colours parsed. */
export interface BarcodeStyle {
  readonly width: number;
  readonly height: number;
  readonly bar: Ink;
  readonly background: Ink;
  /** What a red-light scanner would make of the colours: a warning on the bar colour, or none. */
  readonly warnings: readonly GenerationWarning[];
  readonly showText: boolean;
  readonly format: FileFormat;
  /** SVG only: the font whose outlines draw the text; without one the text is written as `<text>`. */
  readonly font?: TextOutliner;
}

/** Colour pairs already parsed and found legible: most requests repeat a few (black on white). */
const legiblePairs = new Map<string, ColorPair>();
const MAX_CACHED_PAIRS = 1024;

const BLACK = "#000000";
const WHITE = "#FFFFFF";
/** Where a request names its two colours, for the contrast error: the HTTP request's fields. */
const REQUEST_COLOR_FIELDS: ColorFields = { bar: "customization.bar_color", background: "background_color" };

/** Black on white, parsed once: most requests leave both colours out, and skip building a key. */
const BLACK_ON_WHITE = contrastingColors(BLACK, WHITE, REQUEST_COLOR_FIELDS.bar, REQUEST_COLOR_FIELDS.background);

/** The names a contrast error gives the bar colour (the field) and the background colour. */
export interface ColorFields {
  readonly bar: string;
  readonly background: string;
}

function colours(bar = BLACK, background = WHITE, fields: ColorFields, space: ColorSpace = "rgb"): ColorPair {
  if (bar === BLACK && background === WHITE && space === "rgb") return BLACK_ON_WHITE;
  const key = `${bar}|${background}|${space}|${fields.bar}`;
  let pair = legiblePairs.get(key);
  if (!pair) {
    pair = contrastingColors(bar, background, fields.bar, fields.background, space);
    if (legiblePairs.size >= MAX_CACHED_PAIRS) legiblePairs.clear();
    legiblePairs.set(key, pair);
  }
  return pair;
}

/**
 * Applies the defaults of `docs/decisions.md` to validated customization (400 x 200, black on white,
 * text shown, PNG) and enforces the contrast rule (WCAG ratio of at least 2:1, either way round), its
 * error naming the colours as `fields` does (by default as the HTTP request's `customization`).
 *
 * @example
 * ```ts
 * resolveBarcodeStyle({ width: 600 }).height; // 200
 * ```
 */
export function resolveBarcodeStyle(
  custom: BarcodeCustomization = {},
  fields: ColorFields = REQUEST_COLOR_FIELDS,
): BarcodeStyle {
  const {
    fore: bar,
    back: background,
    warnings,
  } = colours(custom.bar_color, custom.background_color, fields, custom.color_space);
  return {
    width: custom.width ?? BARCODE_LIMITS.width.default,
    height: custom.height ?? BARCODE_LIMITS.height.default,
    bar,
    background,
    warnings,
    showText: custom.show_text ?? true,
    format: custom.format ?? "PNG",
  };
}
