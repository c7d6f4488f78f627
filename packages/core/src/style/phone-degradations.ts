import type { GreyImage } from "../scan/image/grey-image.js";

/**
 * For each of `outSize` output pixels, the source pixels it overlaps and their weights (box filter
 * with fractional edges): `first[i]` and `count[i]` index into `weights`, source pixels from `start[i]`.
 */
function boxTaps(inSize: number, outSize: number) {
  const f = inSize / outSize;
  const start = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const first = new Int32Array(outSize);
  const weights: number[] = [];
  for (let i = 0; i < outSize; i++) {
    const a = i * f;
    const b = a + f;
    start[i] = Math.floor(a);
    first[i] = weights.length;
    for (let s = Math.floor(a); s < Math.min(inSize, Math.ceil(b)); s++)
      weights.push((Math.min(s + 1, b) - Math.max(s, a)) / f);
    count[i] = weights.length - (first[i] as number);
  }
  return { start, count, first, weights: Float64Array.from(weights) };
}

/**
 * Scales a grey image down by averaging the source area under each target pixel (box filter with
 * fractional edges): how a camera sensor's pixels integrate a code seen from further away. Rows
 * are summed in single precision, then columns into 8 bits, truncated at each step: a slight
 * darkening the proof's scores were set with. The taps of each output column and row are worked out
 * once, and the columns are summed a whole row at a time.
 *
 * @example
 * ```ts
 * downscale({ data, width: 300, height: 300 }, 74, 74);
 * ```
 */
export function downscale(image: GreyImage, width: number, height: number): GreyImage {
  const src = image.data;
  const across = boxTaps(image.width, width);
  const down = boxTaps(image.height, height);
  // Horizontal pass into single-precision floats, then vertical: each output pixel weighs the source pixels it overlaps.
  const rows = new Float32Array(width * image.height);
  for (let y = 0; y < image.height; y++) {
    const line = y * image.width;
    for (let x = 0; x < width; x++) {
      const s0 = line + (across.start[x] as number);
      const w0 = across.first[x] as number;
      let v = 0;
      for (let t = 0, n = across.count[x] as number; t < n; t++)
        v = Math.fround(v + (src[s0 + t] as number) * (across.weights[w0 + t] as number));
      rows[y * width + x] = v;
    }
  }
  const out = new Uint8Array(width * height);
  const sums = new Int32Array(width);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let t = 0, n = down.count[y] as number; t < n; t++) {
      const line = ((down.start[y] as number) + t) * width;
      const w = down.weights[(down.first[y] as number) + t] as number;
      for (let x = 0; x < width; x++) sums[x] = (((sums[x] as number) + (rows[line + x] as number) * w) | 0) & 255;
    }
    out.set(sums, y * width);
  }
  return { data: out, width, height };
}

/**
 * A filter along rows, edges clamped, into single-precision floats: each tap is added over a whole
 * row at once (in kernel order for every pixel, in double precision), so the inner loop runs along
 * memory without a clamp.
 */
function convolveRows(src: Uint8Array, width: number, height: number, kernel: Float64Array): Float32Array {
  const out = new Float32Array(width * height);
  const radius = (kernel.length - 1) / 2;
  const sums = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    const line = y * width;
    for (let i = 0; i < kernel.length; i++) {
      const k = kernel[i] as number;
      const shift = i - radius;
      // Pixels whose tap falls off the left or right edge take the edge pixel.
      const from = Math.min(width, Math.max(0, -shift));
      const to = Math.max(from, Math.min(width, width - shift));
      for (let x = 0; x < from; x++) sums[x] = (sums[x] as number) + (src[line] as number) * k;
      for (let x = from; x < to; x++) sums[x] = (sums[x] as number) + (src[line + x + shift] as number) * k;
      for (let x = to; x < width; x++) sums[x] = (sums[x] as number) + (src[line + width - 1] as number) * k;
    }
    out.set(sums, line);
  }
  return out;
}

/** As {@link convolveRows} along columns, each sum rounded into a byte (through single precision). */
function convolveColumns(src: Float32Array, width: number, height: number, kernel: Float64Array): Uint8Array {
  const out = new Uint8Array(width * height);
  const radius = (kernel.length - 1) / 2;
  const sums = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let i = 0; i < kernel.length; i++) {
      const k = kernel[i] as number;
      const line = Math.min(height - 1, Math.max(0, y + i - radius)) * width;
      for (let x = 0; x < width; x++) sums[x] = (sums[x] as number) + (src[line + x] as number) * k;
    }
    for (let x = 0, at = y * width; x < width; x++, at++) out[at] = Math.round(Math.fround(sums[x] as number));
  }
  return out;
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
  const gauss = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)));
  const sum = gauss.reduce((a, b) => a + b, 0);
  const kernel = Float64Array.from(gauss, (v) => v / sum);
  const { width, height, data } = image;
  const out = convolveColumns(convolveRows(data, width, height, kernel), width, height, kernel);
  return { data: out, width, height };
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
  const table = Uint8Array.from({ length: 256 }, (_, v) => Math.round(128 + (v - 128) * factor));
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i++) out[i] = table[image.data[i] as number] as number;
  return { ...image, data: out };
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
 * `out[r * 8 + c]` = the sum over k of `a[r * 8 + k] * m[c * 8 + k]` (or `m[k * 8 + c]` when
 * `mTransposed`), each sum in order of k: one pass of the 8 x 8 DCT, written out since V8 does not
 * unroll loops (the JPEG degradation took a third of the proof with the loop).
 */
function multiply8(a: Float64Array, m: Float64Array, mTransposed: boolean, out: Float64Array): void {
  const across = mTransposed ? 1 : 8;
  const along = mTransposed ? 8 : 1;
  for (let c = 0; c < 8; c++) {
    const at = c * across;
    const m0 = m[at] as number;
    const m1 = m[at + along] as number;
    const m2 = m[at + 2 * along] as number;
    const m3 = m[at + 3 * along] as number;
    const m4 = m[at + 4 * along] as number;
    const m5 = m[at + 5 * along] as number;
    const m6 = m[at + 6 * along] as number;
    const m7 = m[at + 7 * along] as number;
    for (let r = 0; r < 64; r += 8) {
      out[r + c] =
        (a[r] as number) * m0 +
        (a[r + 1] as number) * m1 +
        (a[r + 2] as number) * m2 +
        (a[r + 3] as number) * m3 +
        (a[r + 4] as number) * m4 +
        (a[r + 5] as number) * m5 +
        (a[r + 6] as number) * m6 +
        (a[r + 7] as number) * m7;
    }
  }
}

/** `COS` transposed: `COS_T[x * 8 + u]` is `COS[u * 8 + x]`. */
const COS_T = Float64Array.from({ length: 64 }, (_, i) => COS[(i % 8) * 8 + Math.floor(i / 8)] as number);

/**
 * One 8 x 8 block (`block`, grey minus 128) through the DCT (rows, then columns), quantised by `q`,
 * and back (rows, then columns) into `out`.
 */
function jpegBlock(block: Float64Array, q: Float64Array, tmp: Float64Array, coef: Float64Array, out: Uint8Array): void {
  multiply8(block, COS, false, tmp);
  multiply8(COS, tmp, true, coef);
  for (let i = 0; i < 64; i++) {
    const step = q[i] as number;
    coef[i] = Math.round((coef[i] as number) / step) * step;
  }
  multiply8(coef, COS, true, tmp);
  multiply8(COS_T, tmp, true, coef);
  for (let i = 0; i < 64; i++) out[i] = Math.min(255, Math.max(0, Math.round((coef[i] as number) + 128)));
}

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
  const q = Float64Array.from(LUMA_TABLE, (v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  const block = new Float64Array(64);
  const coef = new Float64Array(64);
  const tmp = new Float64Array(64);
  const result = new Uint8Array(64);
  // A block of one grey gives the same block every time: such blocks (quiet zone, logo, large
  // modules) are worked out once per grey.
  const flat = new Map<number, Uint8Array>();
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      const first = data[by * width + bx] as number;
      let uniform = true;
      for (let i = 0; i < 64; i++) {
        const x = Math.min(width - 1, bx + (i & 7));
        const y = Math.min(height - 1, by + (i >> 3));
        const v = data[y * width + x] as number;
        if (v !== first) uniform = false;
        block[i] = v - 128;
      }
      let pixels = uniform ? flat.get(first) : undefined;
      if (!pixels) {
        jpegBlock(block, q, tmp, coef, result);
        pixels = result;
        if (uniform) flat.set(first, result.slice());
      }
      for (let y = 0; y < 8 && by + y < height; y++)
        for (let x = 0; x < 8 && bx + x < width; x++) out[(by + y) * width + bx + x] = pixels[y * 8 + x] as number;
    }
  }
  return { data: out, width, height };
}
