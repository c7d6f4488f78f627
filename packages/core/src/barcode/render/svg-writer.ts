import type { Rgb } from "../../color/hex-color.js";

/**
 * What the barcode SVG writers write into: {@link SvgBytes} straight into bytes for `generateBarcode`
 * and the server, {@link SvgString} into a string for `barcodeSvg`. Both write the same characters.
 */
export interface SvgWriter {
  /** How many characters of this image are written. */
  readonly length: number;
  /** Drops what was written after the image's first `length` characters. */
  truncate(length: number): this;
  /** Appends a string of ASCII characters. */
  ascii(s: string): this;
  /** Appends ASCII bytes as they are (a glyph outline formatted once). */
  bytes(b: Uint8Array): this;
  /** Appends a whole number in decimal, as `String(v)` writes it. */
  int(v: number): this;
  /**
   * Appends path data for a horizontal line from `(x, y)`, `M{x} {y}h{length}`, `y` in tenths: a bar
   * drawn as a stroke as wide as the bar is tall.
   */
  line(x: number, y10: number, length: number): this;
  /** Appends path data for the next horizontal line along, `dx` after the end of the last: `m{dx} 0h{length}`. */
  nextLine(dx: number, length: number): this;
  /** Appends an absolute move to a point given in tenths, `M{x} {y}`, as {@link SvgWriter.tenths} writes them. */
  moveTo10(x10: number, y10: number): this;
  /**
   * Appends a whole number of tenths with the fewest characters: `12` for 120, `.5` for 5, `-1.5` for
   * -15. Returns whether it wrote a decimal point (the next number may then start with a bare point).
   */
  tenths(v: number): boolean;
  /** Appends a colour as `#RRGGBB`, upper case, as `toHexColor` writes it. */
  colour(rgb: Rgb): this;
}
