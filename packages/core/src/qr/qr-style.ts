import {
  type ErrorCorrectionLevel,
  type FileFormat,
  type GenerationWarning,
  QR_LIMITS,
  type QrCustomization,
} from "@qrbar/contract";
import type { Ink } from "../color/cmyk-color.js";
import { contrastingColors } from "../color/color-pair.js";

/** QR styling with every default applied and colours parsed. */
export interface QrStyle {
  readonly size: number;
  readonly margin: number;
  readonly errorCorrection: ErrorCorrectionLevel;
  readonly format: FileFormat;
  readonly fill: Ink;
  readonly back: Ink;
  /** What a red-light scanner would make of the colours: a warning on `fill_color`, or none. */
  readonly warnings: readonly GenerationWarning[];
}

/**
 * Applies the defaults of `docs/decisions.md` to validated customization and enforces the contrast rule
 * (WCAG ratio of at least 2:1 between fill and background), parsing colours as inks in `color_space` and
 * noting a pair too faint under a scanner's red light.
 *
 * @example
 * ```ts
 * resolveQrStyle({ size: 512 }).errorCorrection; // "M"
 * ```
 */
export function resolveQrStyle(custom: QrCustomization = {}): QrStyle {
  const {
    fore: fill,
    back,
    warnings,
  } = contrastingColors(
    custom.fill_color ?? "#000000",
    custom.back_color ?? "#FFFFFF",
    "customization.fill_color",
    "back_color",
    custom.color_space,
  );
  return {
    size: custom.size ?? QR_LIMITS.size.default,
    margin: custom.margin ?? QR_LIMITS.margin.default,
    errorCorrection: custom.error_correction ?? "M",
    format: custom.format ?? "PNG",
    fill,
    back,
    warnings,
  };
}
