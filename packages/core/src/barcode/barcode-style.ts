import { BARCODE_LIMITS, type BarcodeCustomization, type ImageFormat } from "@qrbar/contract";
import { contrastRatio, MIN_CONTRAST_RATIO, parseHexColor, type Rgb, toHexColor } from "../color/hex-color.js";
import { QrbarError } from "../errors/qrbar-error.js";

/** Barcode styling with every default applied and colours parsed. */
export interface BarcodeStyle {
  readonly width: number;
  readonly height: number;
  readonly bar: Rgb;
  readonly background: Rgb;
  readonly showText: boolean;
  readonly format: ImageFormat;
}

/**
 * Applies the defaults of `decisions.md` to validated customization (400 x 200, black on white,
 * text shown, PNG) and enforces the contrast rule (WCAG ratio of at least 2:1, either way round).
 *
 * @example
 * ```ts
 * resolveBarcodeStyle({ width: 600 }).height; // 200
 * ```
 */
export function resolveBarcodeStyle(custom: BarcodeCustomization = {}): BarcodeStyle {
  const bar = parseHexColor(custom.bar_color ?? "#000000");
  const background = parseHexColor(custom.background_color ?? "#FFFFFF");
  const ratio = contrastRatio(bar, background);
  if (ratio < MIN_CONTRAST_RATIO) {
    throw QrbarError.field(
      "customization.bar_color",
      `and background_color ${toHexColor(background)} have a contrast ratio of ${ratio.toFixed(2)}:1; scanners need at least ${MIN_CONTRAST_RATIO}:1`,
    );
  }
  return {
    width: custom.width ?? BARCODE_LIMITS.width.default,
    height: custom.height ?? BARCODE_LIMITS.height.default,
    bar,
    background,
    showText: custom.show_text ?? true,
    format: custom.format ?? "PNG",
  };
}
