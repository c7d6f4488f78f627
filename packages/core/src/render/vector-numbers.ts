/**
 * A coordinate in pixels to a hundredth, in as few characters as `String` writes it: a hundredth of a pixel is
 * 0.0075 pt, far below what any printer places, and whole-pixel bars stay whole numbers.
 *
 * @example
 * ```ts
 * coordinate(10.125); // "10.13"
 * ```
 */
export const coordinate = (v: number): string => String(Math.round(v * 100) / 100);

/**
 * A colour channel (0 to 255) as a fraction to three places: every 8-bit value comes back as itself.
 *
 * @example
 * ```ts
 * channel(26); // "0.102"
 * ```
 */
export const channel = (v: number): string => String(Math.round((v / 255) * 1000) / 1000);
