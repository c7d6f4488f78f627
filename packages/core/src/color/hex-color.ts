/** An sRGB colour as three 0..255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * Parses `#RRGGBB` or `#RGB` (any case). The caller has validated the pattern.
 *
 * @example
 * ```ts
 * parseHexColor("#0af"); // { r: 0, g: 170, b: 255 }
 * ```
 */
export function parseHexColor(hex: string): Rgb {
  const n = Number.parseInt((hex.length === 4 ? hex.replace(/\w/g, "$&$&") : hex).slice(1), 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

/**
 * Writes a colour as upper-case `#RRGGBB`.
 *
 * @example
 * ```ts
 * toHexColor({ r: 0, g: 170, b: 255 }); // "#00AAFF"
 * ```
 */
export function toHexColor({ r, g, b }: Rgb): string {
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1).toUpperCase()}`;
}

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/**
 * WCAG 2 relative luminance, 0 (black) to 1 (white).
 *
 * @example
 * ```ts
 * relativeLuminance({ r: 255, g: 255, b: 255 }); // 1
 * ```
 */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * WCAG 2 contrast ratio of two colours, from 1 (none) to 21 (black on white).
 *
 * @example
 * ```ts
 * contrastRatio(parseHexColor("#000"), parseHexColor("#fff")); // 21
 * ```
 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [x, y] = [relativeLuminance(a) + 0.05, relativeLuminance(b) + 0.05];
  return x > y ? x / y : y / x;
}
