import { type ErrorCorrectionLevel, type FileFormat, QR_LIMITS, type QrCustomization } from "@qrbar/contract";
import { contrastingColors, type Rgb } from "../color/hex-color.js";

/** QR styling with every default applied and colours parsed. */
export interface QrStyle {
  readonly size: number;
  readonly margin: number;
  readonly errorCorrection: ErrorCorrectionLevel;
  readonly format: FileFormat;
  readonly fill: Rgb;
  readonly back: Rgb;
}

/**
 * Applies the defaults of `docs/decisions.md` to validated customization and enforces the contrast rule
 * (WCAG ratio of at least 2:1 between fill and background).
 *
 * @example
 * ```ts
 * resolveQrStyle({ size: 512 }).errorCorrection; // "M"
 * ```
 */
export function resolveQrStyle(custom: QrCustomization = {}): QrStyle {
  const { fore: fill, back } = contrastingColors(
    custom.fill_color ?? "#000000",
    custom.back_color ?? "#FFFFFF",
    "customization.fill_color",
    "back_color",
  );
  return {
    size: custom.size ?? QR_LIMITS.size.default,
    margin: custom.margin ?? QR_LIMITS.margin.default,
    errorCorrection: custom.error_correction ?? "M",
    format: custom.format ?? "PNG",
    fill,
    back,
  };
}
