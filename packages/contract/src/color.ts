import * as Type from "@sinclair/typebox";
import { choiceOf } from "./literal-union.js";

/** One CMYK ink in percent, 0 to 100 with an optional fraction and an optional `%` sign. */
const INK_PERCENT = "\\s*(?:100(?:\\.0+)?|\\d{1,2}(?:\\.\\d+)?)%?\\s*";

/**
 * Pattern of an accepted colour: `#RRGGBB` or `#RGB`, or `cmyk(c, m, y, k)` with each ink in percent (0 to
 * 100, `%` optional), any case. Fractions of one are not a second form: `cmyk(0, 0, 0, 1)` is 1 % black, as
 * a value of 0 to 1 could not be told from a small percentage.
 */
export const COLOR_PATTERN = `^(?:#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})|[Cc][Mm][Yy][Kk]\\((?:${INK_PERCENT},){3}${INK_PERCENT}\\))$`;

/**
 * Schema of a colour string: hex, or CMYK inks in percent.
 *
 * @example
 * ```ts
 * const Fill = ColorSchema("#000000", "Colour of the dark modules.");
 * ```
 */
export const ColorSchema = (defaultValue: string, description: string) =>
  Type.String({
    pattern: COLOR_PATTERN,
    default: defaultValue,
    description: `${description} #RRGGBB or #RGB (case-insensitive), or cmyk(c,m,y,k) with each ink 0 to 100 percent.`,
    examples: [defaultValue],
    errorMessage: "must be a hex colour such as #1A2B3C or #FFF, or cmyk(c,m,y,k) with each ink 0 to 100",
  });

/** Colour spaces a vector file (PDF, EPS) is written in. */
export const COLOR_SPACES = ["rgb", "cmyk"] as const;

/** One of {@link COLOR_SPACES}. */
export type ColorSpace = (typeof COLOR_SPACES)[number];

/**
 * The customization fields of colour for print, the same on QR codes and barcodes.
 *
 * @example
 * ```json
 * {"color_space": "cmyk", "fill_color": "cmyk(100,80,0,30)"}
 * ```
 */
export const colorSpaceFields = {
  color_space: Type.Optional(
    choiceOf(COLOR_SPACES, {
      default: "rgb",
      description:
        "Colour space of PDF and EPS files: rgb, or cmyk (every colour written as CMYK inks: a cmyk() colour as given, a hex colour by the naive conversion K = 1 - max(R,G,B), C = (1 - R - K) / (1 - K) and alike for M and Y, so black is K alone). PNG and SVG are always RGB (a cmyk() colour is shown as R = 255 (1 - C)(1 - K) and alike).",
    }),
  ),
};
