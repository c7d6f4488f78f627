import { BARCODE_LIMITS, HEX_COLOR_PATTERN, type ImageFormat } from "@qrbar/contract";
import { QrbarError } from "../../errors/qrbar-error.js";
import { didYouMean } from "../../validation/closest-key.js";
import { type BarcodeStyle, resolveBarcodeStyle } from "../barcode-style.js";
import type { BarcodePngOptions, BarcodeSvgOptions } from "./barcode-options.js";

type BarcodeOptions = BarcodeSvgOptions | BarcodePngOptions;

/** Every option a barcode function takes, in the order an error lists them. */
const OPTION_NAMES: readonly (keyof BarcodeOptions)[] = ["width", "height", "barColor", "backgroundColor", "showText"];

const HEX_COLOR = new RegExp(HEX_COLOR_PATTERN);

/** The contrast error names the function's options, not the HTTP request's fields. */
const COLOR_FIELDS = { bar: "options.barColor", background: "backgroundColor" } as const;

function wholeNumber(options: BarcodeOptions, name: "width" | "height"): number | undefined {
  const value = options[name];
  if (value === undefined) return undefined;
  const { min, max } = BARCODE_LIMITS[name];
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw QrbarError.field(`options.${name}`, `must be a whole number from ${min} to ${max}`);
  }
  if (value < min) throw QrbarError.field(`options.${name}`, `must be at least ${min}`);
  if (value > max) throw QrbarError.field(`options.${name}`, `must be at most ${max}`);
  return value;
}

function hexColor(options: BarcodeOptions, name: "barColor" | "backgroundColor"): string | undefined {
  const value = options[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !HEX_COLOR.test(value)) {
    throw QrbarError.field(`options.${name}`, "must be a hex colour such as #1A2B3C or #FFF");
  }
  return value;
}

/**
 * Checks a barcode function's options with plain comparisons (no schema library on this path) and
 * resolves them to a style in `format`: every default applied, colours parsed and their contrast
 * checked. A wrong option is a `VALIDATION_ERROR` naming `options.<name>` and what is right; an
 * unknown one names the closest known option.
 *
 * @example
 * ```ts
 * checkBarcodeOptions({ height: 120, showText: false }, "SVG").height; // 120
 * checkBarcodeOptions({ heigth: 120 }, "SVG"); // throws: options.heigth is not an option; ... did you mean 'height'?
 * ```
 */
export function checkBarcodeOptions(options: BarcodeOptions | undefined, format: ImageFormat): BarcodeStyle {
  if (options === undefined) return resolveBarcodeStyle({ format }, COLOR_FIELDS);
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw QrbarError.field("options", `must be an object with any of ${OPTION_NAMES.join(", ")}`);
  }
  for (const name of Object.keys(options)) {
    if (!(OPTION_NAMES as readonly string[]).includes(name)) {
      throw QrbarError.field(
        `options.${name}`,
        `is not an option; the options are ${OPTION_NAMES.join(", ")}${didYouMean(name, OPTION_NAMES)}`,
      );
    }
  }
  const showText = options.showText;
  if (showText !== undefined && typeof showText !== "boolean") {
    throw QrbarError.field("options.showText", "must be true or false");
  }
  return resolveBarcodeStyle(
    {
      width: wholeNumber(options, "width"),
      height: wholeNumber(options, "height"),
      bar_color: hexColor(options, "barColor"),
      background_color: hexColor(options, "backgroundColor"),
      show_text: showText,
      format,
    },
    COLOR_FIELDS,
  );
}
