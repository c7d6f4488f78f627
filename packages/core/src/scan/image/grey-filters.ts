// Grey-pixel filters in plain JavaScript, for the browser, where sharp is not: what `UPSCALE_2X` and
// `SHARPEN` do through libvips in Node. They approximate libvips (bilinear for its bicubic, a Gaussian
// unsharp mask of the same sigma), so a browser scan may differ from Node's on the few images only these
// fallbacks read.
import type { GreyImage } from "./grey-image.js";

/**
 * Twice the size, bilinear, sampling at pixel centres.
 *
 * @example
 * ```ts
 * upscaleGrey2x({ data, width: 100, height: 50 }).width; // 200
 * ```
 */
export function upscaleGrey2x({ data, width, height }: GreyImage): GreyImage {
  const w = width * 2;
  const h = height * 2;
  const out = new Uint8Array(w * h);
  const at = (x: number, y: number) =>
    data[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] as number;
  for (let y = 0; y < h; y++) {
    // Output pixel y samples source y / 2 - 1/4: a quarter of the way to the neighbouring row.
    const sy = (y - 0.5) / 2;
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < w; x++) {
      const sx = (x - 0.5) / 2;
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      out[y * w + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { data: out, width: w, height: h };
}

/** A normalised 1D Gaussian kernel of `sigma`, radius 3 sigma. */
function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) {
    const v = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel[i + radius] = v;
    sum += v;
  }
  return kernel.map((v) => v / sum);
}

/** One separable pass of `kernel` along x or along y, edges clamped. */
function convolve(src: Float32Array, width: number, height: number, kernel: Float32Array, alongX: boolean) {
  const radius = (kernel.length - 1) / 2;
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let acc = 0;
      for (let k = -radius; k <= radius; k++) {
        const sx = alongX ? Math.min(width - 1, Math.max(0, x + k)) : x;
        const sy = alongX ? y : Math.min(height - 1, Math.max(0, y + k));
        acc += (src[sy * width + sx] as number) * (kernel[k + radius] as number);
      }
      out[y * width + x] = acc;
    }
  }
  return out;
}

/**
 * Unsharp mask: each pixel pushed away from its Gaussian blur (`sigma`) by the difference, clamped to
 * 0..255. Restores edges of slightly blurred photos.
 *
 * @example
 * ```ts
 * const crisp = sharpenGrey(image, 1.5);
 * ```
 */
export function sharpenGrey({ data, width, height }: GreyImage, sigma: number): GreyImage {
  const kernel = gaussianKernel(sigma);
  const blurred = convolve(
    convolve(Float32Array.from(data), width, height, kernel, true),
    width,
    height,
    kernel,
    false,
  );
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const v = data[i] as number;
    out[i] = Math.min(255, Math.max(0, Math.round(2 * v - (blurred[i] as number))));
  }
  return { data: out, width, height };
}
