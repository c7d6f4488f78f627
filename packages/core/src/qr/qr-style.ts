import { type ErrorCorrectionLevel, type ImageFormat, QR_LIMITS, type QrCustomization } from "@qrbar/contract";
import { contrastRatio, MIN_CONTRAST_RATIO, parseHexColor, type Rgb, toHexColor } from "../color/hex-color.js";
import { QrbarError } from "../errors/qrbar-error.js";

/** QR styling with every default applied and colours parsed. */
export interface QrStyle {
  readonly size: number;
  readonly margin: number;
  readonly errorCorrection: ErrorCorrectionLevel;
  readonly format: ImageFormat;
  readonly fill: Rgb;
  readonly back: Rgb;
}

/** Upper-cases the case-insensitive enum fields so the schema can list canonical values. */
export function normaliseCustomizationCase(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = { ...raw };
  for (const key of ["error_correction", "format"]) {
    if (typeof out[key] === "string") out[key] = (out[key] as string).toUpperCase();
  }
  return out;
}

/**
 * Applies the defaults of `decisions.md` to validated customization and enforces the contrast rule
 * (WCAG ratio of at least 2:1 between fill and background).
 *
 * @example
 * ```ts
 * resolveQrStyle({ size: 512 }).errorCorrection; // "M"
 * ```
 */
export function resolveQrStyle(custom: QrCustomization = {}): QrStyle {
  const fill = parseHexColor(custom.fill_color ?? "#000000");
  const back = parseHexColor(custom.back_color ?? "#FFFFFF");
  const ratio = contrastRatio(fill, back);
  if (ratio < MIN_CONTRAST_RATIO) {
    throw QrbarError.field(
      "customization.fill_color",
      `and back_color ${toHexColor(back)} have a contrast ratio of ${ratio.toFixed(2)}:1; scanners need at least ${MIN_CONTRAST_RATIO}:1`,
    );
  }
  return {
    size: custom.size ?? QR_LIMITS.size.default,
    margin: custom.margin ?? QR_LIMITS.margin.default,
    errorCorrection: custom.error_correction ?? "M",
    format: custom.format ?? "PNG",
    fill,
    back,
  };
}
