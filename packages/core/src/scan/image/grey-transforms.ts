import { LOCAL_CONTRAST, UPSCALE_2X } from "#scan-platform";
import type { Point } from "../engines/detection.js";
import type { GreyImage } from "./grey-image.js";

/** A transform of grey pixels and how it scales coordinates (2 = the output is twice the size). */
export interface GreyTransform {
  readonly scale: number;
  apply(image: GreyImage): Promise<GreyImage>;
  /** Degrees the transform turns the pixels clockwise (about the centre, onto a larger canvas). */
  readonly turn?: number;
  /** Maps a point of the output back to the input (of `width` x `height`), for a transform that turns. */
  toInput?(point: Point, input: { readonly width: number; readonly height: number }): Point;
}

/**
 * Twice the size (libvips' bicubic in Node, bilinear in a browser), an unsharp mask (sigma 1.5), a Gaussian
 * blur (sigma 1, for JPEG blocks and print grain inside bars) and local contrast (CLAHE): see `#scan-platform`.
 */
export { BLUR, LOCAL_CONTRAST, SHARPEN, UPSCALE_2X } from "#scan-platform";

/**
 * {@link LOCAL_CONTRAST} then {@link UPSCALE_2X}: a small label in uneven light, whose bars need both evened
 * contrast and more pixels. Equalised before upscaling, as it costs a quarter: measured on 0.3 MP photos,
 * 350 ms the other way round.
 *
 * @example
 * ```ts
 * const big = await LOCAL_CONTRAST_UPSCALED.apply(image); // big.width === 2 * image.width
 * ```
 */
export const LOCAL_CONTRAST_UPSCALED: GreyTransform = {
  scale: 2,
  apply: async (image) => UPSCALE_2X.apply(await LOCAL_CONTRAST.apply(image)),
};

/**
 * Light for dark: a linear symbol printed light on a dark ground reads as one printed dark on light.
 * (zxing-cpp's own inverted try covers 2D symbols only.)
 *
 * @example
 * ```ts
 * const negative = await INVERT.apply(image);
 * ```
 */
export const INVERT: GreyTransform = {
  scale: 1,
  apply: async ({ data, width, height }) => ({ data: data.map((v) => 255 - v), width, height }),
};

/** `value` within 0..max, or `undefined` when it lies outside by more than a rounding error. */
const clampNear = (value: number, max: number): number | undefined =>
  value < -1e-6 || value > max + 1e-6 ? undefined : Math.min(max, Math.max(0, value));

/** The canvas a `w` x `h` image needs turned by `radians`. */
const turnedSize = (w: number, h: number, radians: number) => ({
  width: Math.ceil(Math.abs(w * Math.cos(radians)) + Math.abs(h * Math.sin(radians))),
  height: Math.ceil(Math.abs(w * Math.sin(radians)) + Math.abs(h * Math.cos(radians))),
});

/**
 * The image turned `degrees` clockwise about its centre onto a white canvas that holds all of it
 * (bilinear): a linear symbol tilted past what a scan line crosses whole (about 20 degrees) is
 * brought near level.
 *
 * @example
 * ```ts
 * const level = await turn(30).apply(image);
 * turn(30).toInput?.(point, image); // the point in `image`
 * ```
 */
export function turn(degrees: number): GreyTransform {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  // Output (x, y) to input: turn back by -radians about the centres.
  const back = (x: number, y: number, input: { width: number; height: number }): Point => {
    const out = turnedSize(input.width, input.height, radians);
    const [dx, dy] = [x - out.width / 2, y - out.height / 2];
    return { x: dx * cos + dy * sin + input.width / 2, y: -dx * sin + dy * cos + input.height / 2 };
  };
  return {
    scale: 1,
    turn: degrees,
    toInput: (point, input) => back(point.x, point.y, input),
    apply: async ({ data, width: w, height: h }) => {
      const { width, height } = turnedSize(w, h, radians);
      const out = new Uint8Array(width * height).fill(255);
      // Input pixel-centre coordinates of output pixel (x, y): x0 + x * cos + y * sin, y0 - x * sin + y * cos.
      const [cx, cy] = [0.5 - width / 2, 0.5 - height / 2];
      const x0 = cx * cos + cy * sin + w / 2 - 0.5;
      const y0 = -cx * sin + cy * cos + h / 2 - 0.5;
      for (let y = 0, at = 0; y < height; y++) {
        for (let x = 0; x < width; x++, at++) {
          // Clamped to the image within a rounding error; outside it the canvas stays white.
          const sx = clampNear(x0 + x * cos + y * sin, w - 1);
          const sy = clampNear(y0 - x * sin + y * cos, h - 1);
          if (sx === undefined || sy === undefined) continue;
          const [left, top] = [Math.floor(sx), Math.floor(sy)];
          const right = Math.min(left + 1, w - 1);
          const below = Math.min(top + 1, h - 1) * w;
          const [fx, fy] = [sx - left, sy - top];
          const row = top * w;
          const upper = (data[row + left] as number) * (1 - fx) + (data[row + right] as number) * fx;
          const lower = (data[below + left] as number) * (1 - fx) + (data[below + right] as number) * fx;
          out[at] = Math.round(upper * (1 - fy) + lower * fy);
        }
      }
      return { data: out, width, height };
    },
  };
}

/**
 * Half the size, each output pixel the mean of a 2 x 2 block: a tier's pixels from the next tier's.
 * Written here rather than through sharp because it is on every large photo's path: measured on a
 * 2000 x 1500 tier, 3-9 ms against 15-26 ms for sharp's (Lanczos) resize of the same grey pixels.
 */
export const HALVE: GreyTransform = {
  scale: 0.5,
  apply: async ({ data, width, height }) => {
    const w = width >> 1;
    const h = height >> 1;
    const out = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      const top = 2 * y * width;
      const bottom = top + width;
      for (let x = 0, at = y * w; x < w; x++, at++) {
        const i = 2 * x;
        out[at] =
          ((data[top + i] as number) +
            (data[top + i + 1] as number) +
            (data[bottom + i] as number) +
            (data[bottom + i + 1] as number) +
            2) >>
          2;
      }
    }
    return { data: out, width: w, height: h };
  },
};
