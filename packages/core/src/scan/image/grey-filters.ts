// Grey-pixel filters in plain JavaScript, for the browser, where sharp is not: what `UPSCALE_2X` and
// `SHARPEN` do through libvips in Node. They approximate libvips (bilinear for its bicubic, a Gaussian
// unsharp mask of the same sigma), so a browser scan may differ from Node's on the few images only these
// fallbacks read. Measured on a 1280 x 720 frame in Node: upscale 9-16 ms, sharpen 42-50 ms.
import type { GreyImage } from "./grey-image.js";

/**
 * Twice the size, bilinear, sampling at pixel centres: each output pixel is 3/4 of its nearer source
 * pixel and 1/4 of the next, along each axis (edges repeated). Integer arithmetic, rows then columns.
 *
 * @example
 * ```ts
 * upscaleGrey2x({ data, width: 100, height: 50 }).width; // 200
 * ```
 */
export function upscaleGrey2x({ data, width, height }: GreyImage): GreyImage {
  const w = width * 2;
  const h = height * 2;
  // Rows widened first, in quarters (0..1020).
  const rows = new Uint16Array(w * height);
  for (let y = 0; y < height; y++) {
    const src = y * width;
    const dst = y * w;
    for (let x = 0; x < width; x++) {
      const here = 3 * (data[src + x] as number);
      rows[dst + 2 * x] = here + (data[src + Math.max(0, x - 1)] as number);
      rows[dst + 2 * x + 1] = here + (data[src + Math.min(width - 1, x + 1)] as number);
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < height; y++) {
    const here = y * w;
    const above = Math.max(0, y - 1) * w;
    const below = Math.min(height - 1, y + 1) * w;
    for (let x = 0; x < w; x++) {
      const centre = 3 * (rows[here + x] as number);
      // In sixteenths: (3 * here + neighbour) / 16, rounded.
      out[2 * y * w + x] = (centre + (rows[above + x] as number) + 8) >> 4;
      out[(2 * y + 1) * w + x] = (centre + (rows[below + x] as number) + 8) >> 4;
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

/**
 * One separable pass of `kernel` along x or along y, edges clamped: `stride` is the step between
 * neighbours (1 along x, `width` along y), `length` how many there are in a line.
 */
function convolve(src: Float32Array, width: number, height: number, kernel: Float32Array, alongX: boolean) {
  const radius = (kernel.length - 1) / 2;
  const out = new Float32Array(src.length);
  const [lines, length, lineStep, stride] = alongX ? [height, width, width, 1] : [width, height, 1, width];
  for (let line = 0; line < lines; line++) {
    const start = line * lineStep;
    for (let i = 0; i < length; i++) {
      let acc = 0;
      if (i >= radius && i < length - radius) {
        for (let k = 0, at = start + (i - radius) * stride; k < kernel.length; k++, at += stride) {
          acc += (src[at] as number) * (kernel[k] as number);
        }
      } else {
        for (let k = -radius; k <= radius; k++) {
          const j = Math.min(length - 1, Math.max(0, i + k));
          acc += (src[start + j * stride] as number) * (kernel[k + radius] as number);
        }
      }
      out[start + i * stride] = acc;
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
