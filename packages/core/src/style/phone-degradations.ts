import type { GreyImage } from "../scan/image/grey-image.js";

/**
 * Scales a grey image down by averaging the source area under each target pixel (box filter with
 * fractional edges): how a camera sensor's pixels integrate a code seen from further away.
 *
 * @example
 * ```ts
 * downscale({ data, width: 300, height: 300 }, 74, 74);
 * ```
 */
export function downscale(image: GreyImage, width: number, height: number): GreyImage {
  const fx = image.width / width;
  const fy = image.height / height;
  // Horizontal pass into floats, then vertical: each output pixel weighs the source pixels it overlaps.
  const rows = new Float32Array(width * image.height);
  for (let x = 0; x < width; x++) {
    const x0 = x * fx;
    const x1 = x0 + fx;
    for (let sx = Math.floor(x0); sx < Math.min(image.width, Math.ceil(x1)); sx++) {
      const w = (Math.min(sx + 1, x1) - Math.max(sx, x0)) / fx;
      for (let y = 0; y < image.height; y++) {
        rows[y * width + x] = (rows[y * width + x] as number) + (image.data[y * image.width + sx] as number) * w;
      }
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = y * fy;
    const y1 = y0 + fy;
    for (let sy = Math.floor(y0); sy < Math.min(image.height, Math.ceil(y1)); sy++) {
      const w = (Math.min(sy + 1, y1) - Math.max(sy, y0)) / fy;
      for (let x = 0; x < width; x++)
        out[y * width + x] = (out[y * width + x] as number) + (rows[sy * width + x] as number) * w;
    }
  }
  return { data: out, width, height };
}

/**
 * Gaussian blur of standard deviation `sigma` pixels (separable, edges clamped): an out-of-focus lens.
 *
 * @example
 * ```ts
 * blur(image, 0.7);
 * ```
 */
export function blur(image: GreyImage, sigma: number): GreyImage {
  const radius = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)));
  const sum = kernel.reduce((a, b) => a + b, 0);
  const k = kernel.map((v) => v / sum);
  const { width, height, data } = image;
  const pass = (src: ArrayLike<number>, horizontal: boolean): Float32Array => {
    const out = new Float32Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let v = 0;
        for (let i = -radius; i <= radius; i++) {
          const sx = horizontal ? Math.min(width - 1, Math.max(0, x + i)) : x;
          const sy = horizontal ? y : Math.min(height - 1, Math.max(0, y + i));
          v += (src[sy * width + sx] as number) * (k[i + radius] as number);
        }
        out[y * width + x] = v;
      }
    }
    return out;
  };
  return { data: Uint8Array.from(pass(pass(data, true), false), Math.round), width, height };
}

/**
 * Squeezes the grey range to `factor` of itself around mid grey: a dim screen, glare, faded print.
 *
 * @example
 * ```ts
 * lowerContrast(image, 0.4); // black becomes 77, white 178
 * ```
 */
export function lowerContrast(image: GreyImage, factor: number): GreyImage {
  return { ...image, data: image.data.map((v) => Math.round(128 + (v - 128) * factor)) };
}

/** JPEG's luminance quantisation table (ITU-T T.81 annex K.1), in natural order. */
const LUMA_TABLE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51,
  87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101,
  72, 92, 95, 98, 112, 100, 103, 99,
];

/** Cosines of the 8-point DCT: `COS[u * 8 + x]`. */
const COS = Float64Array.from({ length: 64 }, (_, i) => {
  const u = Math.floor(i / 8);
  const x = i % 8;
  return (u === 0 ? Math.SQRT1_2 : 1) * Math.cos(((2 * x + 1) * u * Math.PI) / 16) * 0.5;
});

/**
 * What JPEG compression at `quality` (1-100, libjpeg's scaling of the standard table) does to the
 * grey image: each 8 x 8 block through the DCT, quantised, and back. Entropy coding is lossless, so
 * this is the whole of JPEG's loss on luma; no encoder is needed to stand for a phone's JPEG.
 *
 * @example
 * ```ts
 * jpegLoss(image, 30);
 * ```
 */
export function jpegLoss(image: GreyImage, quality: number): GreyImage {
  const scale = quality < 50 ? 5000 / quality : 200 - 2 * quality;
  const q = LUMA_TABLE.map((v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  const block = new Float64Array(64);
  const coef = new Float64Array(64);
  const tmp = new Float64Array(64);
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      for (let i = 0; i < 64; i++) {
        const x = Math.min(width - 1, bx + (i % 8));
        const y = Math.min(height - 1, by + (i >> 3));
        block[i] = (data[y * width + x] as number) - 128;
      }
      // Forward DCT, rows then columns, quantised.
      for (let y = 0; y < 8; y++)
        for (let u = 0; u < 8; u++) {
          let s = 0;
          for (let x = 0; x < 8; x++) s += (block[y * 8 + x] as number) * (COS[u * 8 + x] as number);
          tmp[y * 8 + u] = s;
        }
      for (let v = 0; v < 8; v++)
        for (let u = 0; u < 8; u++) {
          let s = 0;
          for (let y = 0; y < 8; y++) s += (tmp[y * 8 + u] as number) * (COS[v * 8 + y] as number);
          const step = q[v * 8 + u] as number;
          coef[v * 8 + u] = Math.round(s / step) * step;
        }
      // Inverse DCT.
      for (let v = 0; v < 8; v++)
        for (let x = 0; x < 8; x++) {
          let s = 0;
          for (let u = 0; u < 8; u++) s += (coef[v * 8 + u] as number) * (COS[u * 8 + x] as number);
          tmp[v * 8 + x] = s;
        }
      for (let y = 0; y < 8; y++)
        for (let x = 0; x < 8; x++) {
          let s = 0;
          for (let v = 0; v < 8; v++) s += (tmp[v * 8 + x] as number) * (COS[v * 8 + y] as number);
          if (bx + x < width && by + y < height)
            out[(by + y) * width + bx + x] = Math.min(255, Math.max(0, Math.round(s + 128)));
        }
    }
  }
  return { data: out, width, height };
}
