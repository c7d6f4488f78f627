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

/** Half the size (Lanczos, as sharp downscales a photo): a tier's pixels from the next tier's. */
export const HALVE: GreyTransform = {
  scale: 0.5,
  apply: (image) =>
    viaSharp(image, (p) =>
      p.resize(Math.max(1, Math.round(image.width / 2)), Math.max(1, Math.round(image.height / 2))),
    ),
};
