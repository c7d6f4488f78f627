/**
 * A single-channel 8-bit image, row-major, `width * height` bytes, 0 black to 255 white: what the
 * decoding engines read.
 */
export interface GreyImage {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}
