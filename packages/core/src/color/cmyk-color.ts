import type { ColorSpace } from "@qrbar/contract";
import { parseHexColor, type Rgb } from "./hex-color.js";

/** A colour as four process inks, each a fraction from 0 (none) to 1 (solid). */
export interface Cmyk {
  readonly c: number;
  readonly m: number;
  readonly y: number;
  readonly k: number;
}

/**
 * A colour as the renderers draw it: its sRGB channels (what PNG and SVG write, and what contrast is judged
 * on) and, when a vector file is to be written in CMYK, the inks it prints with.
 */
export interface Ink extends Rgb {
  /** The inks a PDF or EPS writes (`k`, `setcmykcolor`); absent in RGB, where the file writes the channels. */
  readonly cmyk?: Cmyk;
}

/**
 * Parses `cmyk(c, m, y, k)` with each ink in percent (0 to 100, `%` optional, any case) to fractions. The
 * caller has validated the pattern (the contract's `COLOR_PATTERN`).
 *
 * @example
 * ```ts
 * parseCmykColor("cmyk(100, 0, 0, 25%)"); // { c: 1, m: 0, y: 0, k: 0.25 }
 * ```
 */
export function parseCmykColor(text: string): Cmyk {
  const [c = 0, m = 0, y = 0, k = 0] = (text.match(/\d+(?:\.\d+)?/g) ?? []).map((ink) => Number(ink) / 100);
  return { c, m, y, k };
}

/**
 * Inks to sRGB by the naive formula (no ICC profile): R = 255 (1 - C)(1 - K), G and B alike with M and Y,
 * rounded. A screen preview, not a proof: real inks on paper are duller than this.
 *
 * @example
 * ```ts
 * cmykToRgb({ c: 0, m: 0, y: 0, k: 1 }); // { r: 0, g: 0, b: 0 }
 * ```
 */
export function cmykToRgb({ c, m, y, k }: Cmyk): Rgb {
  const channel = (ink: number) => Math.round(255 * (1 - ink) * (1 - k));
  return { r: channel(c), g: channel(m), b: channel(y) };
}

/**
 * sRGB to inks by the naive formula (no ICC profile, no under-colour removal beyond it): K = 1 - max(R, G, B)
 * on channels scaled to 0..1, then C = (1 - R - K) / (1 - K), M and Y alike (all zero for black). Black is
 * K alone, so black bars print in one ink and cannot mis-register; grey is a tint of K.
 *
 * @example
 * ```ts
 * rgbToCmyk({ r: 0, g: 0, b: 0 }); // { c: 0, m: 0, y: 0, k: 1 }
 * rgbToCmyk({ r: 255, g: 0, b: 0 }); // { c: 0, m: 1, y: 1, k: 0 }
 * ```
 */
export function rgbToCmyk({ r, g, b }: Rgb): Cmyk {
  const k = 1 - Math.max(r, g, b) / 255;
  if (k === 1) return { c: 0, m: 0, y: 0, k: 1 };
  const ink = (channel: number) => (1 - channel / 255 - k) / (1 - k);
  return { c: ink(r), m: ink(g), y: ink(b), k };
}

/**
 * A colour string of the contract (`#RRGGBB`, `#RGB` or `cmyk(c,m,y,k)`, validated) as sRGB: hex as written,
 * CMYK by {@link cmykToRgb}.
 *
 * @example
 * ```ts
 * parseColor("cmyk(0,0,0,100)"); // { r: 0, g: 0, b: 0 }
 * ```
 */
export function parseColor(text: string): Rgb {
  return text.startsWith("#") ? parseHexColor(text) : cmykToRgb(parseCmykColor(text));
}

/**
 * A colour string of the contract as an {@link Ink} in a colour space: its sRGB, and in `cmyk` its inks (a
 * `cmyk()` colour as given, a hex colour by {@link rgbToCmyk}).
 *
 * @example
 * ```ts
 * parseInk("#000", "cmyk").cmyk; // { c: 0, m: 0, y: 0, k: 1 }
 * parseInk("cmyk(0,0,0,100)", "rgb"); // { r: 0, g: 0, b: 0 }
 * ```
 */
export function parseInk(text: string, space: ColorSpace): Ink {
  const rgb = parseColor(text);
  if (space === "rgb") return rgb;
  return { ...rgb, cmyk: text.startsWith("#") ? rgbToCmyk(rgb) : parseCmykColor(text) };
}
