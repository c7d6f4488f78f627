import type { GenerationWarning } from "@qrbar/contract";
import { type Rgb, toHexColor } from "./hex-color.js";

/**
 * The reflectance of a colour under a scanner's red light (a 650 to 660 nm laser or LED, as ISO/IEC 15416
 * measures symbol contrast), 0 to 1. The model: a print whose colour matches this sRGB colour reflects red light
 * as its linear red component (the sRGB transfer curve undone), since the red primary's band holds 660 nm and the
 * green and blue ones do not. So red, magenta and yellow read as white and cyan, blue and green as dark, whatever
 * they look like; a `cmyk()` colour counts through its display sRGB, whose red channel is (1 - C)(1 - K). An
 * approximation (no ink spectra), meant to catch the pairs a red scanner cannot see.
 *
 * @example
 * ```ts
 * redReflectance({ r: 255, g: 0, b: 0 }); // 1 (red is white to a red laser)
 * redReflectance({ r: 0, g: 255, b: 255 }); // 0
 * ```
 */
export function redReflectance({ r }: Rgb): number {
  const c = r / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * ISO/IEC 15416 symbol contrast of dark `fore` on light `back` under red light: the difference of their
 * {@link redReflectance}, 0 to 1. Grades: A at 0.70, B 0.55, C 0.40, D 0.20, F under that.
 *
 * @example
 * ```ts
 * symbolContrast({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 }); // 1
 * ```
 */
export function symbolContrast(fore: Rgb, back: Rgb): number {
  return redReflectance(back) - redReflectance(fore);
}

/** Below this symbol contrast a code is graded D or F (ISO/IEC 15416), and a warning is given. */
export const MIN_SYMBOL_CONTRAST = 0.4;

/** ISO/IEC 15416 symbol-contrast grades, from the best: the least contrast of each. */
const GRADES = [
  [0.7, "A"],
  [0.55, "B"],
  [0.4, "C"],
  [0.2, "D"],
] as const;

const grade = (contrast: number): string => GRADES.find(([least]) => contrast >= least)?.[1] ?? "F";

/**
 * A `LOW_RED_LIGHT_CONTRAST` warning on `field` when dark `fore` on light `back` has a
 * {@link symbolContrast} under {@link MIN_SYMBOL_CONTRAST} (grade D or F, as a laser or red-LED scanner sees
 * it), else nothing. The WCAG refusal (under 2:1) is a separate check: red bars on white pass it at 4:1 and
 * vanish under a red laser.
 *
 * @example
 * ```ts
 * redLightWarnings({ r: 255, g: 0, b: 0 }, { r: 255, g: 255, b: 255 }, "customization.fill_color");
 * // [{ code: "LOW_RED_LIGHT_CONTRAST", field: "customization.fill_color", message: "... 0 % ... grade F ..." }]
 * ```
 */
export function redLightWarnings(fore: Rgb, back: Rgb, field: string): GenerationWarning[] {
  const contrast = symbolContrast(fore, back);
  if (contrast >= MIN_SYMBOL_CONTRAST) return [];
  const percent = Math.max(0, Math.round(contrast * 100));
  return [
    {
      code: "LOW_RED_LIGHT_CONTRAST",
      field,
      message: `${field} ${toHexColor(fore)} on ${toHexColor(back)} has a symbol contrast of ${percent} % under red light (ISO/IEC 15416 grade ${grade(contrast)}); laser and red-LED scanners need ${MIN_SYMBOL_CONTRAST * 100} % (grade C) or more: use bars with less red (black, dark blue or green) on a background with more`,
    },
  ];
}
