import type { ColorSpace, GenerationWarning } from "@qrbar/contract";
import { QrbarError } from "../errors/qrbar-error.js";
import { type Ink, parseInk } from "./cmyk-color.js";
import { contrastRatio, toHexColor } from "./hex-color.js";
import { redLightWarnings } from "./red-light-contrast.js";

/** Below this WCAG contrast ratio a code is refused as unscannable (docs/decisions.md). */
export const MIN_CONTRAST_RATIO = 2;

/** A code's two colours, parsed, and what a red-light scanner would make of them. */
export interface ColorPair {
  readonly fore: Ink;
  readonly back: Ink;
  /** A `LOW_RED_LIGHT_CONTRAST` warning on the foreground field, or none. */
  readonly warnings: readonly GenerationWarning[];
}

/**
 * Parses a foreground/background pair (hex or `cmyk()`) as inks in `space`, and refuses it with a
 * `VALIDATION_ERROR` on the foreground field when their WCAG contrast ratio is under {@link MIN_CONTRAST_RATIO}
 * (either way round); a pair that passes but is too faint under a scanner's red light carries a warning.
 *
 * @example
 * ```ts
 * const { fore, back, warnings } = contrastingColors("#000", "#FFF", "customization.fill_color", "back_color");
 * ```
 */
export function contrastingColors(
  foreground: string,
  background: string,
  foregroundField: string,
  backgroundName: string,
  space: ColorSpace = "rgb",
): ColorPair {
  const fore = parseInk(foreground, space);
  const back = parseInk(background, space);
  const ratio = contrastRatio(fore, back);
  if (ratio < MIN_CONTRAST_RATIO) {
    throw QrbarError.field(
      foregroundField,
      `and ${backgroundName} ${toHexColor(back)} have a contrast ratio of ${ratio.toFixed(2)}:1; scanners need at least ${MIN_CONTRAST_RATIO}:1`,
    );
  }
  return { fore, back, warnings: redLightWarnings(fore, back, foregroundField) };
}
