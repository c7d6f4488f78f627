import type { FileFormat } from "@qrbar/contract";
import { QrbarError } from "../../errors/qrbar-error.js";
import { checkOptions } from "../../validation/check-options.js";
import { type BarcodeStyle, resolveBarcodeStyle } from "../barcode-style.js";
import { isOutlineFont, type TextOutliner } from "../render/outline-font.js";
import { BARCODE_OPTION_RULES, type BarcodeOptions, type BarcodeSvgOptions } from "./barcode-options.js";

/** Every option a barcode function takes. */
const OPTION_NAMES = ["width", "height", "barColor", "backgroundColor", "showText", "colorSpace"] as const;

/** The options an SVG function takes besides those: the font of the text, checked by {@link fontOption}. */
const SVG_OPTION_NAMES = ["font"] as const;

/** The contrast error names the function's options, not the HTTP request's fields. */
const COLOR_FIELDS = { bar: "barColor", background: "backgroundColor" } as const;

/**
 * The `font` option of an SVG function: an outline font or nothing. A PNG rasterises its text and takes none:
 * there `font` is an unknown option, as `checkOptions` reports it.
 */
function fontOption(options: unknown, format: FileFormat): TextOutliner | undefined {
  const font = format === "SVG" ? (options as BarcodeSvgOptions | undefined)?.font : undefined;
  if (font === undefined || isOutlineFont(font)) return font;
  throw QrbarError.field("font", "must be an outline font such as ocrB from @qrbar/core/barcode/ocr-b");
}

/**
 * Checks a barcode function's options by the rules generated from the contract (`checkOptions`: no schema
 * library on this path) and resolves them to a style in `format`: every default applied, colours parsed and
 * their contrast checked, and for SVG the `font` of the text. A wrong or unknown option is a
 * `VALIDATION_ERROR` naming it and what is right.
 *
 * @example
 * ```ts
 * checkBarcodeOptions({ height: 120, showText: false }, "SVG", "barcodeSvg").height; // 120
 * checkBarcodeOptions({ heigth: 120 }, "SVG", "barcodeSvg"); // throws: heigth is not an option of barcodeSvg; ...
 * ```
 */
export function checkBarcodeOptions(
  options: BarcodeSvgOptions | undefined,
  format: FileFormat,
  what: string,
): BarcodeStyle {
  const font = fontOption(options, format);
  const { width, height, barColor, backgroundColor, showText, colorSpace } = checkOptions(
    options as BarcodeOptions | undefined,
    BARCODE_OPTION_RULES,
    OPTION_NAMES,
    what,
    format === "SVG" ? SVG_OPTION_NAMES : [],
  );
  const style = resolveBarcodeStyle(
    {
      width,
      height,
      bar_color: barColor,
      background_color: backgroundColor,
      show_text: showText,
      format,
      color_space: colorSpace,
    },
    COLOR_FIELDS,
  );
  return font ? { ...style, font } : style;
}
