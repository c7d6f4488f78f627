import type { ImageFormat } from "@qrbar/contract";
import { checkOptions } from "../../validation/check-options.js";
import { type BarcodeStyle, resolveBarcodeStyle } from "../barcode-style.js";
import { BARCODE_OPTION_RULES, type BarcodeOptions } from "./barcode-options.js";

/** Every option a barcode function takes. */
const OPTION_NAMES = ["width", "height", "barColor", "backgroundColor", "showText"] as const;

/** The contrast error names the function's options, not the HTTP request's fields. */
const COLOR_FIELDS = { bar: "barColor", background: "backgroundColor" } as const;

/**
 * Checks a barcode function's options by the rules generated from the contract (`checkOptions`: no schema
 * library on this path) and resolves them to a style in `format`: every default applied, colours parsed and
 * their contrast checked. A wrong or unknown option is a `VALIDATION_ERROR` naming it and what is right.
 *
 * @example
 * ```ts
 * checkBarcodeOptions({ height: 120, showText: false }, "SVG", "barcodeSvg").height; // 120
 * checkBarcodeOptions({ heigth: 120 }, "SVG", "barcodeSvg"); // throws: heigth is not an option of barcodeSvg; ...
 * ```
 */
export function checkBarcodeOptions(
  options: BarcodeOptions | undefined,
  format: ImageFormat,
  what: string,
): BarcodeStyle {
  const { width, height, barColor, backgroundColor, showText } = checkOptions(
    options,
    BARCODE_OPTION_RULES,
    OPTION_NAMES,
    what,
  );
  return resolveBarcodeStyle(
    { width, height, bar_color: barColor, background_color: backgroundColor, show_text: showText, format },
    COLOR_FIELDS,
  );
}
