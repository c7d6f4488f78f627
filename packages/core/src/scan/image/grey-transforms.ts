import type { GreyImage } from "./grey-image.js";
import { loadSharp } from "./load-sharp.js";

/** A transform of grey pixels and how it scales coordinates (2 = the output is twice the size). */
export interface GreyTransform {
  readonly scale: number;
  apply(image: GreyImage): Promise<GreyImage>;
}

async function viaSharp(
  image: GreyImage,
  edit: (pipeline: import("sharp").Sharp) => import("sharp").Sharp,
): Promise<GreyImage> {
  const sharp = await loadSharp();
  const input = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
  const { data, info } = await edit(input).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/**
 * Twice the size, bicubic: small or blurred bars and modules get enough pixels for the detectors.
 *
 * @example
 * ```ts
 * const big = await UPSCALE_2X.apply(image); // big.width === 2 * image.width
 * ```
 */
export const UPSCALE_2X: GreyTransform = {
  scale: 2,
  apply: (image) => viaSharp(image, (p) => p.resize(image.width * 2, image.height * 2, { kernel: "cubic" })),
};

/** Unsharp mask (sigma 1.5): restores edges of slightly blurred photos. */
export const SHARPEN: GreyTransform = {
  scale: 1,
  apply: (image) => viaSharp(image, (p) => p.sharpen({ sigma: 1.5 })),
};

/**
 * Contrast-limited adaptive histogram equalisation over 16 x 16 tiles (smaller in a smaller image),
 * then {@link UPSCALE_2X}: a small label in uneven light, whose bars need both evened contrast and
 * more pixels. Equalised before upscaling, as it costs a quarter: measured on 0.3 MP photos, 350 ms
 * the other way round.
 *
 * @example
 * ```ts
 * const big = await LOCAL_CONTRAST_UPSCALED.apply(image); // big.width === 2 * image.width
 * ```
 */
export const LOCAL_CONTRAST_UPSCALED: GreyTransform = {
  scale: 2,
  apply: async (image) => {
    const tile = Math.min(16, image.width, image.height);
    return UPSCALE_2X.apply(await viaSharp(image, (p) => p.clahe({ width: tile, height: tile })));
  },
};

/**
 * Gaussian blur (sigma 1): merges JPEG blocks and print grain inside the bars, which the line
 * decoders otherwise read as extra edges.
 *
 * @example
 * ```ts
 * const smooth = await BLUR.apply(image);
 * ```
 */
export const BLUR: GreyTransform = {
  scale: 1,
  apply: (image) => viaSharp(image, (p) => p.blur(1)),
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
