/** A point in the pixels of the image a pass read. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The four corners of a symbol: top-left, top-right, bottom-right, bottom-left as the symbol reads. */
export type Corners = readonly [Point, Point, Point, Point];

/**
 * What an engine says about the reading, from which confidence is derived: the share of
 * error-correction capacity left unused (2D symbols) or the number of agreeing scan lines (linear).
 */
export interface Evidence {
  /** Unused error-correction margin, 0 (all used) to 1 (none needed); 2D symbols read by zxing-cpp. */
  readonly unusedEc?: number;
  /** Scan lines (zxing-cpp) or scan passes (ZBar) that decoded the same text; linear symbols. */
  readonly lines?: number;
  /** Pixels a module of an EAN/UPC symbol in the pixels the pass read (set by the scanner). */
  readonly modulePx?: number;
}

/**
 * One symbol as one pass of one engine read it, in the coordinates of the source image: the unit
 * the scanner merges, votes on and turns into a result.
 */
export interface Detection {
  /** Result type key: `qr_code` or a barcode catalog key. */
  readonly type: string;
  /** The text as printed for humans (see `retailDigits`); raw for everything else. */
  readonly text: string;
  /** The payload's bytes, as decoded. */
  readonly bytes: Uint8Array;
  /** Whether the payload is binary rather than text. */
  readonly binary: boolean;
  /** Corners in source-image pixels (after EXIF rotation). */
  readonly corners: Corners;
  /** Degrees, clockwise, by which the symbol is turned. */
  readonly rotation: number;
  readonly evidence: Evidence;
  /** EAN-2/EAN-5 add-on digits, when read. */
  readonly addOn?: string;
  /** Which pass found it, e.g. `zxing`, `zbar`, `zxing-upscaled`. */
  readonly pass: string;
}

/**
 * Maps corners read on an image scaled by `scale` back to source pixels.
 *
 * @example
 * ```ts
 * unscaleCorners(corners, 0.25); // every coordinate times 4
 * ```
 */
export function unscaleCorners(corners: Corners, scale: number): Corners {
  const f = (p: Point): Point => ({ x: p.x / scale, y: p.y / scale });
  return [f(corners[0]), f(corners[1]), f(corners[2]), f(corners[3])];
}
